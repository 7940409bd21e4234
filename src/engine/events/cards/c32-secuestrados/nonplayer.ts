import { setTo } from "../../../bots/events/helpers";
import { registerDecline, registerInstruction } from "../../../bots/events/registry";

registerInstruction(32, "unshaded", setTo(1));

// shaded: FARC Resources +12, nothing else: an AUC or Cartels Non-player would only help the FARC,
// so it takes Operations instead (8.4.4, docs/rulings.md)
registerDecline(32, "shaded", { who: ["auc", "cartels"], when: () => true, helps: "farc" });
