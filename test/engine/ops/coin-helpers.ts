// Shared set-ups for the COIN Operation tests.
import { settle } from "../../../src/engine/flow/runtime";
import type { GameState } from "../../../src/engine/types";
import { type FixtureSpec, fixture } from "../fixture";

/** A board where the Government is 2nd Eligible after an Operation: it may only LimOp (2.3.4). */
export function limOpBoard(spec: FixtureSpec): GameState {
  const s = structuredClone(fixture(spec));
  s.card.executed = ["farc"];
  s.card.acted = { farc: "op" };
  return settle(s);
}
