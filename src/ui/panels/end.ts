// View-model of the game-end screen: how the game ended (a victory check passed at a Propaganda
// Round, 6.1 / 7.2, or the final Round, 7.3), the ranking with margins (7.1, ties 7.1), each
// Faction's victory quantities, spare Factions (1.5.1) and the 1-player level (8.8).
import { type Faction, type GameState, margins } from "../../engine/index";
import type { UiHost } from "../host";
import { factionName } from "../i18n";
import { signed, soloLine, type TrackPart, victoryTrack } from "./status";

export interface EndRow {
  place: number;
  faction: string;
  name: string;
  /** the margin that ranked it (1.5.1: the lower of a player's two Factions), signed */
  margin: string;
  /** its victory condition is met (margin above 0, 7.2) */
  met: boolean;
  winner: boolean;
  /** "Player" / "Non-player" */
  seat: string;
  track: TrackPart[];
  /** 1.5.1 the spare Factions this player ran, with their own margins, or "" */
  spares: string;
}

export interface EndView {
  over: boolean;
  title: string;
  headline: string;
  rows: EndRow[];
  labels: { place: string; faction: string; track: string; margin: string; seat: string };
  /** 8.8 the 1-player level, or "" */
  solo: string;
  /** 7.1 how ties were broken */
  ties: string;
  /** the host offers a Close button (the table's dialog); Foundry shows the screen inline */
  closable: boolean;
  closeLabel: string;
}

export function endView(host: UiHost, s: GameState = host.getState(), closable = false): EndView {
  const e = s.ended;
  const labels = {
    place: host.t("ui.end.place"),
    faction: host.t("ui.end.faction"),
    track: host.t("ui.status.trackTitle"),
    margin: host.t("ui.status.margin"),
    seat: host.t("ui.end.seat"),
  };
  const base = { title: host.t("ui.end.title"), labels, closable, closeLabel: host.t("ui.end.close") };
  if (!e) return { ...base, over: false, headline: "", rows: [], solo: "", ties: "" };
  const raw = { ...margins(s), ...e.margins };
  const spareOf = (f: Faction) => (Object.keys(s.runBy) as Faction[]).filter((g) => s.runBy[g] === f);
  const rows = e.ranking.map((f, i): EndRow => {
    const spares = spareOf(f);
    // 1.5.1 a player running two Factions counts the lower margin
    const m = Math.min(raw[f], ...spares.map((g) => raw[g]));
    return {
      place: i + 1,
      faction: f,
      name: factionName(host, f),
      margin: signed(m),
      met: m > 0,
      winner: e.winner === f,
      seat: host.t(s.seats[f] === "nonplayer" ? "ui.end.nonplayer" : "ui.end.player"),
      track: victoryTrack(host, s, f),
      spares: spares
        .map((g) => host.t("ui.end.spare", { faction: factionName(host, g), margin: signed(raw[g]) }))
        .join(" "),
    };
  });
  const winner = e.winner ? factionName(host, e.winner) : "";
  return {
    ...base,
    over: true,
    // 7.1 a Non-player passing a victory check: every player loses equally
    headline: host.t(
      e.reason === "victory" && e.winner && s.seats[e.winner] === "nonplayer"
        ? "ui.end.victoryNonplayer"
        : `ui.end.${e.reason}`,
      { faction: winner },
    ),
    rows,
    solo: e.soloLevel ? soloLine(host, s) : "",
    ties: host.t("ui.end.ties"),
  };
}
