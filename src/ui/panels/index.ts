export { runPanelAction } from "./actions";
export { type CardsView, type CardView, cardsView, cardView } from "./cards";
export { type LogLine, logLine } from "./log";
export { type PropagandaView, propagandaView } from "./propaganda";
export {
  readSetup,
  type SetupDefaults,
  type SetupResult,
  type SetupUser,
  type SetupView,
  setupView,
} from "./setup";
export { type StatusView, statusView } from "./status";
export { type OptionButton, type TurnView, turnView } from "./turn";

/** Template file names (under templates/), shared by the table and the Foundry adapter. */
export const TEMPLATES = {
  turn: "turn-panel.hbs",
  cards: "cards-panel.hbs",
  propaganda: "propaganda-panel.hbs",
  status: "status-panel.hbs",
  setup: "setup-form.hbs",
  log: "log-panel.hbs",
} as const;
