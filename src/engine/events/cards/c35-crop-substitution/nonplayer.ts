import { hardest, shiftBy } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";
import { baseCount } from "../../../core/queries";

registerInstruction(35, "shaded", shiftBy(-2));

// unshaded (a Non-player Government): the Department with the most Cartels Bases
registerInstruction(
  35,
  "unshaded",
  hardest((ctx, i) => baseCount(ctx.s, i, "cartels")),
);
