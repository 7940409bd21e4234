import { most, stepOf } from "../../../bots/events/helpers";
import { registerDecline, registerInstruction } from "../../../bots/events/registry";
import { guerrillas } from "../../../core/queries";

registerInstruction(72, "unshaded", (ctx) =>
  stepOf(ctx) === "spaces" ? most(ctx, (i) => guerrillas(ctx.s, i, "cartels"), "np.ev.72.space") : null,
);

// shaded: Cartels Guerrillas placed, nothing else: a FARC or AUC Non-player would only help the
// Cartels, so it takes Operations instead (8.4.4, docs/rulings.md)
registerDecline(72, "shaded", { who: ["farc", "auc"], when: () => true, helps: "cartels" });
