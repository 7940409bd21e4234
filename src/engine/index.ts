// Public API of the rules engine: the only module adapters (ui, foundry, table, cli) import.
import "./all";

export * from "./core/queries";
export { CARDS, card } from "./data/cards";
export { MAP_SPACES, SPACE_INDEX, SPACES, spaceIdx } from "./data/map";
export { implementedEvents } from "./events/registry";
export { optionKey } from "./flow/decide";
export { apply, getDecision, legalCommands, parseBody, validate } from "./flow/runtime";
export { createGame } from "./game";
export { defaultSeats } from "./setup";
export * from "./types";
export { effectiveMargins, ranking, victoryCheck } from "./victory";
export { DEPLOY_FORCES, DEPLOY_ORDER } from "./flow/deploy";
export { settle } from "./flow/runtime";
export { checkInvariants } from "./invariants";
export { replay, replayOrThrow, type SavedGame, stateHash } from "./replay";
export { type DragPiece, targetsFor } from "./targets";
export { cardCuts, rollbackToCard, type UndoResult, undoLast } from "./undo";
export { type PlayerView, view } from "./view";
export { cleanSetup, validateSetup } from "./setup-check";
