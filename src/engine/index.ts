// Public API of the rules engine: the only module adapters (ui, foundry, table, cli) import.
import "./all";

// the advisor's worker messages (types only: the search itself is src/engine/advisor/index.ts)
export type { AdvisorAsk, AdvisorError, AdvisorReply, AdvisorRequest, AdvisorRow } from "./advisor/protocol";
export {
  type ActionPlan,
  type BotMove,
  botCommand,
  botMove,
  nonPlayerToAct,
  previewBotAction,
} from "./bots/index";
export type { PickRecord } from "./bots/pick-record";
export { hasBot } from "./bots/registry";
export * from "./choice";
export * from "./core/queries";
export { CARDS, card, EVENT_CARDS, PROPAGANDA_CARDS } from "./data/cards";
export { isSpaceId, MAP_SPACES, SPACE_INDEX, SPACES, type SpaceDef, spaceIdx } from "./data/map";
export { implementedEvents } from "./events/registry";
export { isFinalEventCard, nextEligible } from "./flow/card";
export { optionKey } from "./flow/decide";
export { DEPLOY_FORCES, DEPLOY_ORDER } from "./flow/deploy";
export { apply, commandOf, getDecision, legalCommands, parseBody, settle, validate } from "./flow/runtime";
export { createGame } from "./game";
export { checkInvariants } from "./invariants";
export { type ReplayStart, replay, replayOrThrow, type SavedGame, stateHash } from "./replay";
export * from "./saved-game";
export { defaultSeats } from "./setup";
export { cleanSetup, validateSetup } from "./setup-check";
export { type Step, stepOf } from "./step";
export { type DragPiece, targetsFor } from "./targets";
export * from "./types";
export { cardCuts, rollbackToCard, type UndoResult, undoLast } from "./undo";
export { migrateState, RULES_VERSION } from "./version";
export { effectiveMargins, isSolo, ranking, soloDifference, soloLevel, victoryCheck } from "./victory";
export { type PlayerView, shownNextCard, view } from "./view";
