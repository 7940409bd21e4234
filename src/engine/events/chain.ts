// A chain move (card 69): a group of one Faction's pieces leaves a space and travels along a
// chain of spaces, each adjacent to the last and entered once. The mover forms the group on the
// first hop (at least 1 piece, one `move` each), then the group travels whole: at each further
// hop the mover picks the next space, where the whole group may stand (1.4.2, FARC Zones,
// Ecuador's limit 1.3.5), or stops. No Activation on the way; Shipments follow their Guerrilla
// (4.5.3, core/mutate). Also: the free Operation in the final space (5.5).
import { move } from "../core/mutate";
import { adjacentIn, canEnter, count, ecuadorIn, factionPieces } from "../core/queries";
import { ECUADOR_STACK } from "../data/map";
import type { OpName } from "../ops/registry";
import type { Faction, GameState, PieceKind } from "../types";
import type { Ev } from "./ev";
import { freeOpsPossibleIn, OP_MODE, type OpMode, opOfMode } from "./free-op";
import { spacesWhere } from "./helpers";

/** The answers a chain move records (read by the Non-player instructions, too). */
export type ChainData = {
  /** the start space (the card's own step picks it: chainStarts) */
  origin: number;
  /** the first space entered */
  hop: number;
  /** the mover's pieces in `hop` before the group came in (per kind) */
  before: number[];
  /** the group (per kind) */
  group: number[];
  /** where the group stands now */
  at: number;
  /** the next space picked (empty: the chain ends) */
  next: number[];
  /** the start space and the spaces the chain went through */
  path: number[];
  stop: boolean;
};

export interface Chain {
  /** the pieces that may travel, by Faction */
  kinds: (f: Faction) => PieceKind[];
  /** may the chain go through space i? */
  through: (s: GameState, i: number) => boolean;
  /** most spaces entered, the first one included */
  hops: number;
  prompts: { first: string; group: string; next: string };
}

const counts = (s: GameState, i: number, kinds: PieceKind[]) => kinds.map((k) => count(s, i, k));

/** spaces next to space i that one of f's pieces there could enter as the chain's first hop */
export function firstHops(s: GameState, c: Chain, f: Faction, i: number): number[] {
  const kinds = c.kinds(f);
  return adjacentIn(s, i).filter(
    (t) => c.through(s, t) && kinds.some((k) => count(s, i, k) > 0 && canEnter(s, k, t)),
  );
}
/** the spaces a chain could start from */
export const chainStarts = (s: GameState, c: Chain, f: Faction): number[] =>
  spacesWhere((i) => firstHops(s, c, f, i).length > 0, s);

/** could the whole group (counts per kind) enter space t (FARC Zones, Ecuador's limit)? */
function fits(s: GameState, kinds: PieceKind[], f: Faction, group: number[], t: number): boolean {
  if (!kinds.every((k, j) => group[j] === 0 || canEnter(s, k, t))) return false;
  const n = group.reduce((a, b) => a + b, 0);
  return !ecuadorIn(s, t) || factionPieces(s, t, f) + n <= ECUADOR_STACK;
}

/**
 * The steps of a chain move from the space recorded under `origin`: the first hop, the group's
 * forming, then up to `hops - 1` further hops. Spread them into the card's side.
 */
export function chainMove(c: Chain): ((x: Ev<ChainData>) => void)[] {
  const firstHop = (x: Ev<ChainData>) => {
    const o = x.data.origin;
    if (o !== undefined) x.pickSpace("hop", { cands: firstHops(x.s, c, x.f, o), prompt: c.prompts.first });
  };
  const formGroup = (x: Ev<ChainData>) => {
    const { origin: o, hop } = x.data;
    if (o === undefined || hop === undefined) return;
    const kinds = c.kinds(x.f);
    x.set("before", counts(x.s, hop, kinds));
    // frames run last-pushed first: the forced first piece, then any others of the group
    const rest = counts(x.s, o, kinds).reduce((a, b) => a + b, 0) - 1;
    const opts = { from: [o], to: [hop], kinds, prompt: c.prompts.group };
    x.move({ ...opts, n: rest, upTo: true });
    x.move({ ...opts, n: 1 });
  };
  const setOff = (x: Ev<ChainData>) => {
    const { origin, hop, before } = x.data;
    if (origin === undefined || hop === undefined || !before) return;
    x.set(
      "group",
      counts(x.s, hop, c.kinds(x.f)).map((n, j) => n - before[j]),
    );
    x.set("at", hop);
    x.set("path", [origin, hop]);
  };
  /** a further hop: the group moves whole, or the chain ends */
  const pickHop = (x: Ev<ChainData>) => {
    const { at, group } = x.data;
    if (x.data.stop || at === undefined || !group) return;
    const path = x.data.path ?? [];
    const kinds = c.kinds(x.f);
    const cands = adjacentIn(x.s, at).filter(
      (t) => c.through(x.s, t) && fits(x.s, kinds, x.f, group, t) && !path.includes(t),
    );
    x.pickSpaces("next", { cands, n: 1, upTo: true, prompt: c.prompts.next, rule: "5.1" });
  };
  const doHop = (x: Ev<ChainData>) => {
    const { at, group, next } = x.data;
    if (x.data.stop || at === undefined || !group) return;
    const to = next?.[0];
    if (to === undefined) {
      x.set("stop", true);
      return;
    }
    c.kinds(x.f).forEach((k, j) => {
      if (group[j] > 0) move(x.ctx, k, at, to, group[j]);
    });
    x.set("at", to);
    x.set("path", [...(x.data.path ?? []), to]);
  };
  const further = Array.from({ length: c.hops - 1 }, () => [pickHop, doHop]).flat();
  return [firstHop, formGroup, setOff, ...further];
}

/** The answer of a free Operation's choice: one of the Operations, or none. */
export type FreeOpData = { at: number; op: OpMode | "noOp" };

/**
 * The executor may execute one free Operation (5.5), but `except`, with the space recorded
 * under `at` as its only space: it picks among those that could do something there, or none.
 */
export function freeOpAtEnd(o: { except: OpName[]; prompt: string }): ((x: Ev<FreeOpData>) => void)[] {
  return [
    (x) => {
      const at = x.data.at;
      if (at === undefined) return;
      const values = freeOpsPossibleIn(x.s, x.f, at, o.except).map((op) => OP_MODE[op]);
      x.pickMode("op", { values: [...values, "noOp"], prompt: o.prompt, rule: "5.5" });
    },
    (x) => {
      const { at, op } = x.data;
      const name = op && opOfMode(op);
      if (at !== undefined && name) x.freeOp(x.f, name, { only: [at] });
    },
  ];
}
