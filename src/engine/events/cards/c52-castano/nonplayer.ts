import { shiftBy } from "../../../bots/events/helpers";
import { registerDecline, registerInstruction } from "../../../bots/events/registry";

registerInstruction(52, "unshaded", shiftBy(1));

// shaded: an AUC Base and AUC Resources, nothing else: a FARC or Cartels Non-player would only
// help the AUC, so it takes Operations instead (8.4.4, docs/rulings.md)
registerDecline(52, "shaded", { who: ["farc", "cartels"], when: () => true, helps: "auc" });
