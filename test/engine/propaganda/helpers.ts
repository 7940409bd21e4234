// Propaganda test helpers: start a Round from any fixture board (the fixture's own createGame
// would conduct a Round before the board is set up, so the Propaganda card is dealt afterwards).
import { settle } from "../../../src/engine/flow/runtime";
import type { GameState } from "../../../src/engine/types";
import { type FixtureSpec, fixture } from "../fixture";

/** The board of `spec`, then Propaganda card 73 is played (followed by `after`). */
export function round(
  spec: FixtureSpec = {},
  after: number[] = [1, 2, 3],
  runBy?: GameState["runBy"],
): GameState {
  const s = structuredClone(fixture({ ...spec, deck: [1, 2, 3] }));
  if (runBy) s.runBy = runBy;
  s.frames = [{ k: "game" }];
  s.deck = [73, ...after];
  s.played = [];
  s.current = null;
  s.lastRound = false;
  return settle(s);
}

/** Push a frame above the current one on a settled copy (used for Event-style entries). */
export function withFrame(s0: GameState, frame: GameState["frames"][number]): GameState {
  const s = structuredClone(s0);
  s.frames.push(frame);
  return settle(s);
}
