// View-model of the Faction status strip: Resources, each Faction's victory track next to its
// margin (7.2, 7.3), its place in the Sequence of Play on this card (2.3), its Available Forces
// (1.4.1, as in the board's boxes), and the edge tracks: Total Support, Opposition + Bases,
// Cartels Bases, Aid, El Presidente.
import {
  available,
  basesOnMap,
  effectiveMargins,
  FACTIONS,
  type Faction,
  type GameState,
  isSolo,
  oppositionPlusBases,
  type PieceKind,
  soloDifference,
  soloLevel,
  totalSupport,
} from "../../engine/index";
import type { UiHost } from "../host";
import { factionName } from "../i18n";
import { sopLabel, sopState } from "./sop";

/** One quantity of a victory condition (7.2): its value now and the number it must exceed. */
export interface TrackPart {
  label: string;
  value: number;
  /** "over 60", "over FARC Bases (6)" */
  goal: string;
  /** the value exceeds its goal */
  met: boolean;
}

export interface ForceCount {
  /** the piece kind whose pool this counts (data-piece in the template) */
  piece: PieceKind;
  label: string;
  value: number;
}

export interface StatusView {
  title: string;
  factions: {
    faction: string;
    name: string;
    resources: number;
    eligible: boolean;
    /** where it stands on this card (2.3): "Eligible", "1st Eligible: Op + SA", "Passed", … */
    eligibleLabel: string;
    /** its cylinder's box: eligible, first, second, pass, ineligible */
    sopBox: string;
    margin: number;
    /** signed: "+3", "−12", "0" */
    marginText: string;
    /** the margin is above 0: the victory condition is met (7.2) */
    met: boolean;
    /** 7.2 the Faction's condition in words (a tooltip) */
    condition: string;
    track: TrackPart[];
    available: ForceCount[];
    deciding: boolean;
  }[];
  labels: { resources: string; margin: string; track: string; card: string; forces: string };
  facts: { label: string; value: string | number }[];
}

/** A number with its sign, as a margin is read: "+3", "−3" (a true minus sign), "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "0";
}

/** 7.2 the quantities each Faction's victory condition compares, with their goals. */
export function victoryTrack(host: UiHost, s: GameState, f: Faction): TrackPart[] {
  const part = (label: string, value: number, over: number, goalKey = "ui.status.goal"): TrackPart => ({
    label: host.t(label),
    value,
    goal: host.t(goalKey, { n: over }),
    met: value > over,
  });
  switch (f) {
    case "govt":
      return [part("ui.status.track.support", totalSupport(s), 60)];
    case "farc":
      return [part("ui.status.track.opposition", oppositionPlusBases(s), 25)];
    case "auc":
      return [
        part("ui.status.track.aucBases", basesOnMap(s, "auc"), basesOnMap(s, "farc"), "ui.status.goalFarc"),
      ];
    case "cartels":
      return [
        part("ui.status.track.cartelsBases", basesOnMap(s, "cartels"), 10),
        part("ui.status.track.resources", s.resources.cartels, 40),
      ];
  }
}

const FORCES: Record<Faction, [PieceKind, string][]> = {
  govt: [
    ["troops", "troops"],
    ["police", "police"],
    ["govtBase", "bases"],
  ],
  farc: [
    ["farcU", "guerrillas"],
    ["farcBase", "bases"],
  ],
  auc: [
    ["aucU", "guerrillas"],
    ["aucBase", "bases"],
  ],
  cartels: [
    ["cartelsU", "guerrillas"],
    ["cartelsBase", "bases"],
  ],
};

/** 1.4.1 a Faction's Available Forces: pieces of each of its pools not on the map (nor out of play). */
export function availableForces(host: UiHost, s: GameState, f: Faction): ForceCount[] {
  return FORCES[f].map(([piece, label]) => ({
    piece,
    label: host.t(`ui.status.forces.${label}`),
    value: available(s, piece),
  }));
}

export function statusView(host: UiHost, s: GameState, deciding: string | null): StatusView {
  const m = effectiveMargins(s);
  return {
    title: host.t("ui.status.title"),
    factions: FACTIONS.map((f) => {
      const st = sopState(s, f);
      return {
        faction: f,
        name: factionName(host, f),
        resources: s.resources[f],
        eligible: s.eligible[f],
        eligibleLabel: sopLabel(host, st),
        sopBox: st.box,
        margin: m[f],
        marginText: signed(m[f]),
        met: m[f] > 0,
        condition: host.t(`ui.status.condition.${f}`),
        track: victoryTrack(host, s, f),
        available: availableForces(host, s, f),
        deciding: deciding === f,
      };
    }),
    labels: {
      resources: host.t("ui.status.resources"),
      margin: host.t("ui.status.margin"),
      track: host.t("ui.status.trackTitle"),
      card: host.t("ui.status.thisCard"),
      forces: host.t("ui.status.forces.title"),
    },
    facts: [
      { label: host.t("ui.status.support"), value: totalSupport(s) },
      { label: host.t("ui.status.opposition"), value: oppositionPlusBases(s) },
      { label: host.t("ui.status.track.cartelsBases"), value: basesOnMap(s, "cartels") },
      { label: host.t("ui.status.aid"), value: s.aid },
      { label: host.t("ui.status.presidente.label"), value: host.t(`ui.status.presidente.${s.presidente}`) },
      { label: host.t("ui.status.propaganda", { n: s.propagandaPlayed }), value: "" },
      ...(isSolo(s) ? [{ label: host.t("ui.solo.label"), value: soloText(host, s) }] : []),
    ],
  };
}

/** 8.8 the 1-player level: the final one once the game has ended, else where it stands now */
/** 8.8 the level with its label, as the end screen and the turn panel state it. */
export function soloLine(host: UiHost, s: GameState): string {
  return host.t("ui.solo.line", { label: host.t("ui.solo.label"), value: soloText(host, s) });
}

export function soloText(host: UiHost, s: GameState): string {
  const level = s.ended?.soloLevel ?? soloLevel(s);
  const d = soloDifference(s);
  return host.t("ui.solo.value", { level: host.t(`ui.solo.${level}`), diff: signed(d) });
}
