// 8.7.1 Extort after a Non-player FARC Rally or March (4.3.1: FARC forces outnumber all enemies
// and an Underground Guerrilla there): in every space with 2 or more Underground FARC Guerrillas,
// and on 1 more LoC with an Underground FARC Guerrilla, the lowest Econ first. None: no
// Special Activity.

import { extortable } from "../../activities/extort";
import { econOf, isLoC, locSpaces, spacesInPlay, underground } from "../../core/queries";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import { newPlan, offeredSpaces, planOf, spaceId } from "./common";

const many = (s: GameState, i: number) => underground(s, i, "farc") >= 2 && extortable(s, "farc", i);
const loc = (s: GameState, i: number) => underground(s, i, "farc") >= 1 && extortable(s, "farc", i);

/** is there any space the 8.7.1 Extort bullets name? */
export function extortPossible(s: GameState): boolean {
  return spacesInPlay(s).some((i) => many(s, i)) || locSpaces(s).some((i) => loc(s, i));
}

interface ExtortView {
  done: number[];
}

export function extortStep(ctx: BotCtx, f: ExtortView): Option | null {
  const s = ctx.s;
  const offered = [...offeredSpaces(ctx)].sort((x, y) => x - y);
  // 1st bullet: all of them, so their order does not matter
  const first = offered.find((i) => many(s, i));
  if (first !== undefined) {
    ctx.say("np.farc.extort", { space: spaceId(first), n: underground(s, first, "farc") });
    return ctx.spaceOption(first) ?? null;
  }
  // 2nd bullet: 1 LoC, lowest Econ, ties 8.3
  const tookLoc = f.done.length > 0 && !!planOf(ctx, "extort")?.loc;
  if (!tookLoc) {
    const locs = offered.filter((i) => isLoC(s, i) && loc(s, i));
    const low = Math.min(...locs.map((i) => econOf(i)));
    const i = ctx.pick([locs.filter((j) => econOf(j) === low)]);
    if (i !== null) {
      newPlan(ctx, "extort", { loc: true });
      ctx.say("np.farc.extortLoc", { space: spaceId(i), n: econOf(i) });
      return ctx.spaceOption(i) ?? null;
    }
  }
  return ctx.done() ?? null;
}
