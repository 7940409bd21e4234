import { setTo } from "../../../bots/events/helpers";
import { registerDecline, registerInstruction } from "../../../bots/events/registry";

registerInstruction(22, "unshaded", setTo(0));

// shaded: Momentum letting the FARC Agitate in more spaces, nothing else: an AUC or Cartels Non-
// player would only help the FARC, so it takes Operations instead (8.4.4, docs/rulings.md)
registerDecline(22, "shaded", { who: ["auc", "cartels"], when: () => true, helps: "farc" });
