// Card 26 "Gramaje": "choose Operations instead" (8.4.4), on the FARC's sheet (leftmost).
import { registerDecline } from "../../../bots/events/registry";

// shaded: the Cartels would only pay the FARC (6 Resources a space, 2nd edition); the Non-player
// Cartels executing it gain nothing, so they take Operations (the Event is effective only when
// there is something to pay)
registerDecline(26, "shaded", { who: ["cartels"], when: () => true, helps: "farc" });
