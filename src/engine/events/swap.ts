// A piece replaced by another, one at a time (card 40): the executor takes one piece of the
// listed kinds off the map in a space of its choice, and a piece of the new kind goes at once
// into the space it left (as far as Available and fitting, 5.1.1; a player executing may first
// free its own, 1.4.1); n times, or fewer when no such piece is left (5.1.3).
import { count } from "../core/queries";
import { SPACE_COUNT } from "../data/map";
import type { GameState, PieceKind } from "../types";
import type { Ev } from "./ev";

/** The answer a swap records: the pieces of the removed kinds in each space before the removal. */
export type SwapData = { snap: number[] };

const countsOf = (s: GameState, kinds: PieceKind[]) =>
  Array.from({ length: SPACE_COUNT }, (_, i) => kinds.reduce((n, k) => n + count(s, i, k), 0));

/** The steps of n swaps, `take` pieces (in `spaces`) replaced by `put` pieces: spread into the side. */
export function swapOneByOne(o: {
  n: number;
  take: PieceKind[];
  spaces: (s: GameState) => number[];
  put: PieceKind[];
  prompt: string;
}): ((x: Ev<SwapData>) => void)[] {
  const takeOne = (x: Ev<SwapData>) => {
    x.set("snap", countsOf(x.s, o.take));
    x.remove({ spaces: o.spaces(x.s), kinds: o.take, n: 1, prompt: o.prompt });
  };
  const putIn = (x: Ev<SwapData>) => {
    const snap = x.data.snap;
    if (!snap) return;
    const i = countsOf(x.s, o.take).findIndex((n, j) => n < snap[j]);
    if (i >= 0) x.place({ spaces: [i], kinds: o.put, n: 1 });
  };
  return Array.from({ length: o.n }, () => [takeOne, putIn]).flat();
}
