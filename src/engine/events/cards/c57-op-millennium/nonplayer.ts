// Card 57 "Op Millennium": our own instructions for a Non-player executing it (8.4.4), where the
// generic 8.4 rules would leave the choice to chance or get it wrong.

import { pickSpaceIn } from "../../../bots/events/generic";
import { pickedSoFar, stepOf } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";
import { available, canEnter } from "../../../core/queries";

// 8.1.2 Bases first: spaces where an Available Cartels Base still fits, while Bases are left;
// the piece itself then follows the generic rules (a Base before a Guerrilla)
registerInstruction(57, "shaded", (ctx) => {
  if (stepOf(ctx) !== "spaces") return null;
  const bases = available(ctx.s, "cartelsBase") > pickedSoFar(ctx);
  const fits = bases ? ctx.spaceOptions().filter((i) => canEnter(ctx.s, "cartelsBase", i)) : [];
  const o = pickSpaceIn(ctx, [fits]);
  if (o?.t === "space") ctx.say("np.ev.57.base", { space: o.s });
  return o ?? null;
});
