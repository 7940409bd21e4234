// Test helpers for Non-player bots: boards with Non-player seats, one bot step, a bot's whole turn.
import { expect } from "vitest";
import { type BotMove, botMove } from "../../../src/engine/bots/index";
import { apply, getDecision } from "../../../src/engine/flow/runtime";
import { type GameState, isRuleError, type LogEntry, type Msg } from "../../../src/engine/types";
import { type FixtureSpec, fixture } from "../fixture";

/** a fixture where FARC, AUC and Cartels are Non-players (unless spec.seats says otherwise) */
export function npFixture(spec: FixtureSpec = {}): GameState {
  return fixture({
    ...spec,
    seats: { farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer", ...spec.seats },
  });
}

export interface BotStep {
  state: GameState;
  move: BotMove;
  log: LogEntry[];
}

/** the bot's next move, applied (fails the test if no bot is to act or the move is refused) */
export function botStep(s: GameState): BotStep {
  const move = botMove(s);
  expect(move, `no Non-player to act at ${getDecision(s).prompt.key}`).not.toBeNull();
  const r = apply(s, move!.command);
  if (isRuleError(r))
    throw new Error(`bot move refused: ${JSON.stringify(r)} ${JSON.stringify(move!.command)}`);
  return { state: r.state, move: move!, log: r.log };
}

/** apply bot moves while a Non-player is to act (at most `max`); returns every step */
export function botTurn(s: GameState, max = 500): { state: GameState; steps: BotStep[] } {
  const steps: BotStep[] = [];
  let t = s;
  for (let i = 0; i < max && botMove(t); i++) {
    const st = botStep(t);
    steps.push(st);
    t = st.state;
  }
  return { state: t, steps };
}

/** every narration key of some steps, in order */
export function narration(steps: { move: BotMove }[]): string[] {
  return steps.flatMap((st) => st.move.why.map((m: Msg) => m.key));
}
