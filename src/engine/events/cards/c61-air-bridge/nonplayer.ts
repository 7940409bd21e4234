import { cartelsIn, most, stepOf } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

registerInstruction(61, "unshaded", (ctx) =>
  stepOf(ctx) === "city" ? most(ctx, (i) => cartelsIn(ctx, i), "np.ev.61.city") : null,
);
