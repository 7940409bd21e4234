import { cartelsIn, most, stepOf } from "../../../bots/events/helpers";
import { registerDecline, registerInstruction } from "../../../bots/events/registry";

registerInstruction(61, "unshaded", (ctx) =>
  stepOf(ctx) === "city" ? most(ctx, (i) => cartelsIn(ctx, i), "np.ev.61.city") : null,
);

// shaded: 3 Cartels Bases, nothing else: a FARC or AUC Non-player would only help the Cartels, so
// it takes Operations instead (8.4.4, docs/rulings.md)
registerDecline(61, "shaded", { who: ["farc", "auc"], when: () => true, helps: "cartels" });
