import { modeOption, stepOf } from "../../../bots/events/helpers";
import { registerDecline, registerInstruction } from "../../../bots/events/registry";

registerInstruction(68, "unshaded", (ctx) => {
  if (stepOf(ctx) !== "mode") return null;
  const o = modeOption(ctx, "pieces");
  if (o) ctx.say("np.ev.68.pieces", { faction: ctx.f });
  return o ?? null;
});

// shaded: Cartels Resources, nothing else: a FARC or AUC Non-player would only help the Cartels,
// so it takes Operations instead (8.4.4, docs/rulings.md)
registerDecline(68, "shaded", { who: ["farc", "auc"], when: () => true, helps: "cartels" });
