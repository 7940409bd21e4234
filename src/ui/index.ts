// The shared UI's public face: everything a host (the standalone table, the Foundry module, the
// CLI's narration) uses from src/ui comes through this file (test/engine/layers.test.ts).

// The advisor's client: requests to its Web Worker, replies checked (issue 24).
export {
  ADVISOR_BUDGETS,
  AdvisorClient,
  type AdvisorClientOptions,
  type Budget,
  MOVE_SEED,
  REPLY_GRACE_MS,
  readReply,
  type WorkerLike,
} from "./advisor";
// The PIXI board and its geometry (board size, space positions under a calibrated layout).
export * from "./board/index";
export { BOARD_H, BOARD_W, computeGeometry } from "./board/layout";
// The host contract the panels and the board talk to.
export type { UiHost, UiHostExtras } from "./host";
// Words: lang keys rendered in the reader's language (ICU plurals, src/ui/message-format.ts).
export { cardTitle, errorText, factionName, msgText, optionLabel, spaceName } from "./i18n";
export { formatMessage, type Params } from "./message-format";
// A Non-player's reasoning as log entries (section 8), shown before what it did.
export { narrationOf } from "./narration";
// The Decision's options as commands and drag targets.
export { myDecision, targetsFor, toCommand } from "./options";
// The panels' view-models (turn, cards, Propaganda, status, setup, log, sequence, end).
export * from "./panels/index";
export { planHeader } from "./plan";
