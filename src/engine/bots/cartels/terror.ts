// 8.5.3 Non-player Cartels Terror: up to 3 spaces with Pop ≥ 1 and an Underground Cartels
// Guerrilla (3.3.4), those with Support first, then Opposition, then Neutral (8.2 random within).
import { hasPop, underground } from "../../core/queries";
import { SPACE_COUNT } from "../../data/map";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import { slotsLeft } from "../shared/picks";
import { CARTELS, MAX_SPACES, spaceId } from "./common";

/** 8.5.3: the spaces Terror may go to */
export function terrorSpaces(s: GameState): number[] {
  const out: number[] = [];
  for (let i = 0; i < SPACE_COUNT; i++) if (hasPop(s, i) && underground(s, i, CARTELS) > 0) out.push(i);
  return out;
}

/** 8.5.3: the next Terror space (Done once 3 are done or none is left) */
export function terrorSelect(ctx: BotCtx, opSpaces: readonly number[]): Option | null {
  if (opSpaces.length >= MAX_SPACES) return ctx.done() ?? null;
  const offered = new Set(ctx.spaceOptions());
  const cands = terrorSpaces(ctx.s).filter((i) => offered.has(i));
  const lv = (i: number) => ctx.s.spaces[i].sup;
  // 8.2: no dice while every space of a tier will be chosen anyway
  const room = ctx.step.action ? slotsLeft(ctx.s, ctx.step.action, CARTELS, MAX_SPACES) : 1;
  const i = ctx.pick(
    [cands.filter((x) => lv(x) > 0), cands.filter((x) => lv(x) < 0), cands],
    undefined,
    room,
  );
  if (i === null) {
    if (!offered.size && ctx.s.resources.cartels <= 0)
      ctx.say("np.cartels.noResources", { n: opSpaces.length });
    else ctx.say("np.cartels.terror.end", { n: opSpaces.length });
    return ctx.done() ?? null;
  }
  const level = lv(i) > 0 ? "support" : lv(i) < 0 ? "opposition" : "neutral";
  ctx.say(`np.cartels.terror.${level}`, { space: spaceId(i) });
  return ctx.spaceOption(i) ?? null;
}
