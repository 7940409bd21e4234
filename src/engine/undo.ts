// Undo by replay: a saved game is { setup, commands }, so taking a command back means replaying
// all but the last one. A player may take back only their own latest command, and never one
// at or before a die roll or card reveal (state.barrier: commands with index < barrier are fixed).
// The GM may roll back to the start of any card already played.
import { ruleError } from "./core/errors";
import { type ReplayStart, replay, startSeq } from "./replay";
import {
  type Command,
  type Faction,
  type GameState,
  isRuleError,
  type RuleError,
  type Transfer,
} from "./types";

export interface UndoResult {
  commands: (Command | Transfer)[];
  state: GameState;
}

/** Take back the last command, if it is `by`'s own and not fixed by a barrier. */
export function undoLast(
  start: ReplayStart,
  commands: readonly (Command | Transfer)[],
  by: Faction,
): UndoResult | RuleError {
  const n = commands.length;
  if (n === 0) return ruleError("nothingToUndo", "undo");
  const last = commands[n - 1];
  if (last.by !== by) return ruleError("undoNotYours", "undo", { faction: last.by });
  let before: GameState | null = null;
  const end = replay(start, commands, (st) => {
    if (st.index === n - 1) before = st.state;
  });
  if (isRuleError(end)) return end;
  // the last command has seq start+n-1; it is fixed when it rolled a die or revealed a card
  if (startSeq(start) + n - 1 < end.barrier) return ruleError("undoBarrier", "undo");
  return { commands: commands.slice(0, n - 1), state: before! };
}

/**
 * Where each played card started: cuts[k] = number of commands applied when the k-th card
 * (0-based, in play order) was revealed. Cards revealed in one automatic chain (a Propaganda card
 * played without a Round) share the cut of the command that revealed them. A log that continues
 * from a saved state cannot go back before it: those cards get -1.
 */
export function cardCuts(
  start: ReplayStart,
  commands: readonly (Command | Transfer)[],
): number[] | RuleError {
  const cuts: number[] = [];
  const offset = startSeq(start);
  const see = (s: GameState) => {
    for (let k = cuts.length; k < s.played.length; k++) cuts.push(Math.max(-1, s.cardStart - offset));
  };
  const end = replay(start, commands, (st) => see(st.state));
  if (isRuleError(end)) return end;
  see(end);
  return cuts;
}

/** GM: back to the start of the cardIndex-th card played (0 = the first card of the game). */
export function rollbackToCard(
  start: ReplayStart,
  commands: readonly (Command | Transfer)[],
  cardIndex: number,
): UndoResult | RuleError {
  const cuts = cardCuts(start, commands);
  if (isRuleError(cuts)) return cuts;
  const cut = cuts[cardIndex];
  if (cut === undefined || cut < 0) return ruleError("noSuchCard", "undo", { card: cardIndex });
  const kept = commands.slice(0, cut);
  const state = replay(start, kept);
  if (isRuleError(state)) return state;
  return { commands: kept, state };
}
