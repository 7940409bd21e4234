// The single moves of a FARC (8.7.2) or AUC (8.6.2) Non-player March, one Guerrilla at a time.
// 8.1.2: as many Underground Guerrillas as can stay so — a group from one origin stops before it
// would be Activated (3.3.2: too many movers in a LoC or a space with Support, or for the AUC
// also Opposition) — Active ones first when Activation cannot be avoided, and Shipments travel
// with the first Guerrilla to leave a space where others stay (4.5.3).
import { guerrillas, shipmentsIn } from "../../core/queries";
import { SPACE_IDS } from "../../data/map";
import { choose, moveOpt } from "../../flow/decide";
import { leavers, type MarchGroup } from "../../ops/march";
import type { GameState, Option, PieceKind } from "../../types";

/** what a March plan looks at: the board, this March's groups so far, the offered moves */
export interface MarchMoves {
  s: GameState;
  groups: MarchGroup[];
  has: (o: Option) => boolean;
  arr: { u: number[]; a: number[] };
}

export interface Step {
  o: Option;
  from: number;
  k: PieceKind;
}

/** 3.3.2 Guerrillas of f in x that have not marched yet, by face: [Underground, Active] */
export function movers(v: MarchMoves, f: "farc" | "auc", x: number): [number, number] {
  return leavers(v.s, f, v.arr, x);
}

function groupSize(v: MarchMoves, x: number, d: number): number {
  const g = v.groups.find((e) => e.o === x && e.d === d);
  return g ? g.u + g.a : 0;
}

/** the move of 1 Guerrilla of kind k from x to d, its Shipments along when others stay (4.5.3) */
function moveOf(v: MarchMoves, f: "farc" | "auc", k: PieceKind, x: number, d: number): Option | null {
  const n = shipmentsIn(v.s, x, f);
  if (n > 0 && guerrillas(v.s, x, f) >= 2) {
    const c = choose({ k: "carry", from: SPACE_IDS[x], to: SPACE_IDS[d], piece: k, n });
    if (v.has(c)) return c;
  }
  const m = moveOpt(k, x, d);
  return v.has(m) ? m : null;
}

/**
 * The next Guerrilla of f to march into d from the origins, in order (8.1.2), or null. `cap`: the
 * most one group may bring into d and stay Underground (infinite where nothing watches);
 * `spare(x)`: how many may still leave x under the Faction's own March bullets.
 */
export function moveInto(
  v: MarchMoves,
  f: "farc" | "auc",
  d: number,
  origins: readonly number[],
  cap: number,
  spare: (x: number) => number,
): Step | null {
  const U: PieceKind = f === "farc" ? "farcU" : "aucU";
  const A: PieceKind = f === "farc" ? "farcA" : "aucA";
  for (const x of origins) {
    if (spare(x) <= 0) continue;
    if (cap >= 1 && groupSize(v, x, d) >= cap) continue; // more would flip the group
    const [u, a] = movers(v, f, x);
    const faces: PieceKind[] = cap < 1 ? [A, U] : [U, A];
    for (const k of faces) {
      if ((k === U ? u : a) <= 0) continue;
      const o = moveOf(v, f, k, x, d);
      if (o) return { o, from: x, k };
    }
  }
  return null;
}
