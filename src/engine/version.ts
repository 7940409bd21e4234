// The rules version. Raise it whenever a change makes a saved command log replay differently
// (an Event added, a rule corrected): a host stores it with each save and, loading a save of
// another version, checks the replay against the saved snapshot (docs/protocol.md).
// 1: the engine up to November 2026 (8 Events). 2: the Event toolkit and the Events added with it.
import { upgradeCardFrames } from "./events/legacy-frames";
import { settle } from "./flow/runtime";
import { createGame } from "./game";
import type { GameState, Setup } from "./types";

export const RULES_VERSION = 2;

/**
 * A state saved by an older version, brought to today's shape: fields added since take their
 * value in a new game from the same setup (a list that was not kept is empty, a count 0 …), and
 * the frames cards once kept of their own are today's toolkit frames (events/legacy-frames.ts).
 */
export function migrateState(old: GameState, setup: Setup): GameState {
  const fresh = createGame(setup) as unknown as Record<string, unknown>;
  const s = structuredClone(old) as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(fresh)) if (!(k in s)) s[k] = structuredClone(v);
  const card = s.card as Record<string, unknown>;
  for (const [k, v] of Object.entries(fresh.card as object)) if (!(k in card)) card[k] = structuredClone(v);
  upgradeCardFrames(s as unknown as GameState);
  return settle(s as unknown as GameState);
}
