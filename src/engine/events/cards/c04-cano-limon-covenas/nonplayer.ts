// Card 4 "Caño Limón – Coveñas": our own instructions for a Non-player executing it (8.4.4), where the
// generic 8.4 rules would leave the choice to chance or get it wrong.

import { pickSpaceIn } from "../../../bots/events/generic";
import { top } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";
import { econOf } from "../../../core/queries";

// the Government gains twice the Econ of the pipelines picked: the highest Econ first
registerInstruction(4, "unshaded", (ctx) => {
  const t = top(ctx, (i) => econOf(i));
  const o = pickSpaceIn(ctx, [t.spaces]);
  if (o?.t === "space") ctx.say("np.ev.4.econ", { space: o.s, n: t.n });
  return o ?? null;
});
