import { most, stepOf } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";
import { factionPieces } from "../../../core/queries";

registerInstruction(41, "unshaded", (ctx) =>
  stepOf(ctx) === "space" ? most(ctx, (i) => factionPieces(ctx.s, i, "auc"), "np.ev.41.auc") : null,
);
