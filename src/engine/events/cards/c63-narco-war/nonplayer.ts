// Card 63 "Narco-War": "choose Operations instead" (8.4.4), on the Cartels' sheet (leftmost).
import { registerDecline } from "../../../bots/events/registry";
import { guerrillas, hasPop } from "../../../core/queries";
import type { GameState } from "../../../types";

/** a space where the Cartels' free Terror would shift Support toward Neutral (3.3.4) */
const supportAtRisk = (s: GameState) =>
  s.spaces.some((sp, i) => sp.sup > 0 && hasPop(s, i) && guerrillas(s, i, "cartels") > 0);

// the Cartels' sheet (the Playbook's example): the Non-player Cartels never thin out their own
// Guerrillas for it. The Government: not when the Cartels' Terror would cost it Support.
registerDecline(63, "unshaded", {
  who: ["cartels", "govt"],
  when: (s, f) => f === "cartels" || supportAtRisk(s),
});
