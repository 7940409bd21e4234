import { most, stepOf } from "../../../bots/events/helpers";
import { registerDecline, registerInstruction } from "../../../bots/events/registry";
import { factionPieces } from "../../../core/queries";

registerInstruction(41, "unshaded", (ctx) =>
  stepOf(ctx) === "space" ? most(ctx, (i) => factionPieces(ctx.s, i, "auc"), "np.ev.41.auc") : null,
);

// shaded: AUC Resources, nothing else: a FARC or Cartels Non-player would only help the AUC, so it
// takes Operations instead (8.4.4, docs/rulings.md)
registerDecline(41, "shaded", { who: ["farc", "cartels"], when: () => true, helps: "auc" });
