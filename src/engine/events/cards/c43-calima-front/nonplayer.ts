import { most, stepOf } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";
import { popOf } from "../../../core/queries";

// the 2 Terror markers where the Government would most want Support: the highest Population
registerInstruction(43, "shaded", (ctx) =>
  stepOf(ctx) === "dept" ? most(ctx, (i) => popOf(ctx.s, i), "np.ev.43.pop") : null,
);
