// Boards for the Non-player Government tests (our flowchart, docs/nonplayer-government.md): the
// Government is 1st Eligible on card 19 (FARC, leftmost, is Ineligible), so it executes an
// Operation; the Insurgents are players, so only the Government's own steps run.
import { CITIES, SPACES } from "../../../../src/engine/data/map";
import { settle } from "../../../../src/engine/flow/runtime";
import type { GameState, PieceKind } from "../../../../src/engine/types";
import type { FixtureSpec } from "../../fixture";
import { npFixture } from "../helpers";
import { planTurn, type Turn } from "../turns";

export const GOVT_SEATS = { govt: "nonplayer", farc: "player", auc: "player", cartels: "player" } as const;

/** every City holds 1 Police at Active Support: nothing to Train for there (G1 answers no) */
export function calm(spec: FixtureSpec = {}): FixtureSpec {
  const pieces: Record<string, Partial<Record<PieceKind, number>>> = {};
  const levels: Record<string, number> = {};
  for (const i of CITIES) {
    pieces[SPACES[i].id] = { police: 1 };
    levels[SPACES[i].id] = 2;
  }
  for (const [id, p] of Object.entries(spec.pieces ?? {})) pieces[id] = { ...pieces[id], ...p };
  return { ...spec, pieces, levels: { ...levels, ...spec.levels } };
}

export function govtBoard(spec: FixtureSpec = {}): GameState {
  return npFixture({
    deck: [19, 20, 21, 22, 23, 24],
    ...spec,
    resources: { govt: 30, farc: 5, auc: 5, cartels: 5, ...spec.resources },
    eligible: { farc: false, ...spec.eligible },
    seats: { ...GOVT_SEATS, ...spec.seats },
  });
}

/** no Govt Base left to build (1.4.1): G1b answers no, whatever the Departments */
export function noBaseToBuild(s: GameState): GameState {
  const t = structuredClone(s);
  t.outOfPlay = { ...t.outOfPlay, govtBase: 3 };
  return settle(t);
}

export type { Turn };

/** the Government's whole turn (no step may fall off its plan: np.offPlan) */
export function govtTurn(s: GameState): Turn {
  return planTurn(s);
}

/** the choose values and space ids of the turn, in order ("op:train", "cali", "place troops cali"…) */
export function trail(t: Turn): string[] {
  return t.commands.map((c) => {
    if (c.t === "choose") return c.v;
    if (c.t === "space") return c.s;
    if (c.t === "move") return `move ${c.p} ${c.from}>${c.to}`;
    if (c.t === "done") return "done";
    return `${c.t} ${c.p} ${c.s}`;
  });
}

/** the narration keys of the Government's flowchart (np.govt.*), in order */
export function govtKeys(t: Turn): string[] {
  return t.why.filter((k) => k.startsWith("np.govt."));
}
