// Small deterministic games for the saves tests: a seeded player that prefers Operations.
import {
  type Command,
  type GameState,
  getDecision,
  replayOrThrow,
  type Setup,
} from "../../../src/engine/index";
import { midgameCommands } from "../../browser/midgame";

export const SETUP: Setup = {
  seed: 7,
  seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
  deployment: "standard",
  deck: [20, 73, 2, 3, 4, 5, 6, 7, 8, 9, 10],
};

export function game(
  n: number,
  setup: Setup = SETUP,
): { setup: Setup; commands: Command[]; state: GameState } {
  const commands = midgameCommands(setup, n);
  return { setup, commands, state: replayOrThrow(setup, commands) };
}

export const deciding = (s: GameState) => getDecision(s).faction;
