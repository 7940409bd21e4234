// Non-player bots (section 8): decide(state) → Command, pure. Importing this module registers
// every Faction's flowchart.
import "./farc/index";
import "./auc/index";
import "./cartels/index";
import "./govt/index";

export { type ActionPlan, previewBotAction } from "./preview";
export { type BotMove, botCommand, botMove, nonPlayerToAct } from "./run";
