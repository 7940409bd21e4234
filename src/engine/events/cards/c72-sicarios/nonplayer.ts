import { most, stepOf } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";
import { guerrillas } from "../../../core/queries";

registerInstruction(72, "unshaded", (ctx) =>
  stepOf(ctx) === "spaces" ? most(ctx, (i) => guerrillas(ctx.s, i, "cartels"), "np.ev.72.space") : null,
);
