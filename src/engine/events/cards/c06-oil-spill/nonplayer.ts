// Card 6 "Oil Spill": our own instructions for a Non-player executing it (8.4.4), where the
// generic 8.4 rules would leave the choice to chance or get it wrong.

import type { BotCtx } from "../../../bots/context";
import { pickSpaceIn } from "../../../bots/events/generic";
import { level, setTo, shiftBy, stepOf, top } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";
import { adjacentIn, hasPop, isDepartment, popOf } from "../../../core/queries";

registerInstruction(6, "unshaded", setTo(1));

/** a Department next to pipeline p that can shift toward Opposition: the largest Population */
function bestNeighbour(ctx: BotCtx, p: number): number {
  let n = 0;
  for (const i of adjacentIn(ctx.s, p))
    if (isDepartment(ctx.s, i) && hasPop(ctx.s, i) && level(ctx, i) > -2) n = Math.max(n, popOf(ctx.s, i));
  return n;
}

// shaded: Sabotage the pipeline next to the Department where the shift weighs most (8.4.3), then
// shift that Department
registerInstruction(6, "shaded", (ctx) => {
  if (stepOf(ctx) === "dept") return shiftBy(-1)(ctx);
  if (stepOf(ctx) !== "pipe") return null;
  const t = top(ctx, (p) => bestNeighbour(ctx, p));
  const o = pickSpaceIn(ctx, [t.spaces]);
  if (o?.t === "space") ctx.say("np.ev.6.pipeline", { space: o.s, n: t.n });
  return o ?? null;
});
