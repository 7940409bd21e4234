import { setTo, shiftBy } from "../../../bots/events/helpers";
import { registerDecline, registerInstruction } from "../../../bots/events/registry";

registerInstruction(31, "unshaded", shiftBy(1));

registerInstruction(31, "shaded", setTo(-2));

// shaded: Passive Opposition made Active, nothing else (Total Opposition counts only for the
// FARC, 7.2): an AUC or Cartels Non-player would only help the FARC, so it takes Operations
// instead (8.4.4, docs/rulings.md)
registerDecline(31, "shaded", { who: ["auc", "cartels"], when: () => true, helps: "farc" });
