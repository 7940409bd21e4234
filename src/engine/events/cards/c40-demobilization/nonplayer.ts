// Card 40 "Demobilization": our own instructions for a Non-player executing it (8.4.4), where the
// generic 8.4 rules would leave the choice to chance or get it wrong.

import { pickSpaceIn } from "../../../bots/events/generic";
import { most, pickedSoFar, stepOf } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";
import { available, canEnter, cubes } from "../../../core/queries";

registerInstruction(40, "shaded", (ctx) => {
  const step = stepOf(ctx);
  // 8.4.2 relocate as many pieces as the Event allows: the Department with the most cubes
  if (step === "dept") return most(ctx, (i) => cubes(ctx.s, i), "np.ev.40.cubes");
  if (step !== "cities") return null;
  // 8.1.2 Bases first: Cities where an Available AUC Base still fits, while Bases are left
  const bases = available(ctx.s, "aucBase") > pickedSoFar(ctx);
  const fits = bases ? ctx.spaceOptions().filter((i) => canEnter(ctx.s, "aucBase", i)) : [];
  const o = pickSpaceIn(ctx, [fits]);
  if (o?.t === "space") ctx.say("np.ev.40.base", { space: o.s });
  return o ?? null;
});
