// "Suggest" for both hosts: at a Decision of a person's own seat, the advisor's top 3 complete
// actions, each one line in the reader's language (the action, its estimated win chance, the
// expected change of the victory margin, the reason); choosing one highlights its spaces and the
// pieces it moves, removes or flips. Nothing
// is played: the person still plays the action step by step.
import {
  type AdvisorRow,
  type Faction,
  type GameState,
  getDecision,
  type PieceKind,
  type SpaceId,
} from "../../engine/index";
import type { UiHost } from "../host";
import { msgText } from "../i18n";

/** what a client asked and what came back (null rows: the advisor is still thinking) */
export interface SuggestAsked {
  /** the command number of the state asked about: a later state hides the answer */
  seq: number;
  faction: Faction;
  rows: AdvisorRow[] | null;
  failed: boolean;
  /** the row shown on the board */
  lit: number | null;
}

export interface SuggestRowView {
  index: number;
  text: string;
  lit: boolean;
}

export interface SuggestView {
  /** offer the button: a Decision of this person's own player seat */
  offer: boolean;
  label: string;
  title: string;
  thinking: boolean;
  thinkingLabel: string;
  /** the list is shown (asked about this very state) */
  shown: boolean;
  rows: SuggestRowView[];
  error: string;
}

/** a piece on the board a suggestion acts on */
export interface HintPiece {
  kind: PieceKind;
  space: SpaceId;
}

/** the pieces a suggested action moves (from where they stand), removes or flips, without repeats */
export function hintPieces(r: Pick<AdvisorRow, "bodies">): HintPiece[] {
  const out: HintPiece[] = [];
  for (const b of r.bodies) {
    const at =
      b.t === "move"
        ? { kind: b.p, space: b.from }
        : b.t === "remove" || b.t === "flip"
          ? { kind: b.p, space: b.s }
          : null;
    if (at && !out.some((x) => x.kind === at.kind && x.space === at.space)) out.push(at);
  }
  return out;
}

/** one row's text: the action, then chance, margin and reason */
export function hintText(host: UiHost, r: AdvisorRow): string {
  const margin = Math.round(r.marginChange * 10) / 10;
  return host.t("advisor.hint", {
    action: msgText(host, r.action),
    chance: Math.round(r.winChance * 100),
    margin: margin > 0 ? `+${margin}` : `${margin}`,
    reason: msgText(host, r.reason),
  });
}

/** the Faction deciding now if it is a player seat of this person, else null */
export function hintFaction(host: Pick<UiHost, "myFactions">, s: GameState): Faction | null {
  if (s.ended) return null;
  const d = getDecision(s);
  const f = d.faction;
  return f && s.seats[f] === "player" && d.options.length > 0 && host.myFactions().includes(f) ? f : null;
}

export function suggestView(host: UiHost, s: GameState, asked: SuggestAsked | null): SuggestView {
  const here = asked && asked.seq === s.seq ? asked : null;
  const thinking = !!here && here.rows === null && !here.failed;
  return {
    offer: hintFaction(host, s) !== null,
    label: host.t("ui.table.suggest"),
    title: host.t("advisor.suggestTitle"),
    thinking,
    thinkingLabel: host.t("ui.table.thinking"),
    shown: !!here,
    rows: (here?.rows ?? []).map((r, index) => ({
      index,
      text: hintText(host, r),
      lit: here?.lit === index,
    })),
    error: here?.failed ? host.t("advisor.failed") : "",
  };
}
