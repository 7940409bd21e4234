export { runPanelAction } from "./actions";
export { type CardsView, type CardView, cardsView, cardView } from "./cards";
export { type EndRow, type EndView, endView } from "./end";
export { type LogGroup, type LogLine, type LogView, logLine, logText, logView } from "./log";
export { type PropagandaView, propagandaView } from "./propaganda";
export { type ReasoningView, reasoningView } from "./reasoning";
export {
  readSetup,
  type SetupDefaults,
  type SetupResult,
  type SetupUser,
  type SetupView,
  setupView,
  wireSetupSeats,
} from "./setup";
export { type SopView, sopState, sopView } from "./sop";
export { availableForces, type StatusView, signed, statusView, victoryTrack } from "./status";
export {
  type HintPiece,
  hintFaction,
  hintPieces,
  hintText,
  type SuggestAsked,
  type SuggestRowView,
  type SuggestView,
  suggestView,
} from "./suggest";
export { type OptionButton, type TurnView, turnView } from "./turn";

/** Template file names (under templates/), shared by the table and the Foundry adapter. */
export const TEMPLATES = {
  turn: "turn-panel.hbs",
  cards: "cards-panel.hbs",
  propaganda: "propaganda-panel.hbs",
  status: "status-panel.hbs",
  setup: "setup-form.hbs",
  log: "log-panel.hbs",
  sop: "sop-panel.hbs",
  end: "end-screen.hbs",
} as const;
