// View-model of the reasoning ribbon: the action a Non-player (section 8) is playing or has just
// played, its flowchart steps and what they did, the newest last, shown beside the turn panel so
// that a player follows a bot without reading the whole log.
import { type GameState, getDecision, type LogEntry } from "../../engine/index";
import type { UiHost } from "../host";
import { factionName } from "../i18n";
import { groupEntries, type LogLine, logLine } from "./log";

export interface ReasoningView {
  show: boolean;
  faction: string;
  title: string;
  /** what the action is ("FARC: March"), or "" while it has not begun */
  head: string;
  /** its newest lines (reasoning and effects), oldest first */
  lines: LogLine[];
  /** lines left out above (shown in the log) */
  more: number;
}

export function reasoningView(
  host: UiHost,
  s: GameState,
  entries: readonly LogEntry[],
  max = 6,
): ReasoningView {
  const none: ReasoningView = { show: false, faction: "", title: "", head: "", lines: [], more: 0 };
  const groups = groupEntries(entries).filter((g) => !g.card && g.head?.key !== "log.cardDone");
  const g = groups[groups.length - 1];
  const deciding = getDecision(s).faction;
  if (!g?.faction || s.seats[g.faction as keyof GameState["seats"]] !== "nonplayer") return none;
  // the newest action is a Non-player's, and nobody else has acted since
  if (deciding && s.seats[deciding] !== "nonplayer" && !g.lines.some((l) => l.narration)) return none;
  const lines = g.lines.map((e) => logLine(host, e));
  return {
    show: true,
    faction: g.faction,
    title: host.t("ui.np.reasoningTitle", { faction: factionName(host, g.faction) }),
    head: g.head ? logLine(host, g.head).text : "",
    lines: lines.slice(-max),
    more: Math.max(0, lines.length - max),
  };
}
