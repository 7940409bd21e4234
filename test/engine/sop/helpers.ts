// Sequence of Play test helpers: a card in progress, built by hand-editing a fixture (settle()).
import { eventDef, registerEvent, side } from "../../../src/engine/events/registry";
import { settle } from "../../../src/engine/flow/runtime";
import type { CardPlay, GameState } from "../../../src/engine/types";
import { type FixtureSpec, fixture } from "../fixture";

/** Make sure card n offers an Event (a no-op stand-in when its real program is not written yet). */
export function withEvent(n: number): void {
  if (eventDef(n)) return;
  registerEvent(n, { unshaded: side(() => true), shaded: side(() => true) });
}

/** A fixture whose current card has already seen these actions (2.3.4 situations). */
export function midCard(spec: FixtureSpec, card: Partial<CardPlay>): GameState {
  const s = structuredClone(fixture(spec));
  Object.assign(s.card, card);
  return settle(s);
}

/** Hand-edited state: frames reset to the root, so settle() reveals the next card itself. */
export function atCardBoundary(s0: GameState, edit: (s: GameState) => void): GameState {
  const s = structuredClone(s0);
  s.frames = [{ k: "game" }];
  edit(s);
  return settle(s);
}
