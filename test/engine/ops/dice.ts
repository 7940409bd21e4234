// Test helper: make the next die roll(s) come out as wanted by choosing the generator state.
import { rollDie } from "../../../src/engine/core/rng";
import { settle } from "../../../src/engine/flow/runtime";
import type { GameState } from "../../../src/engine/types";

/** a copy of s whose next die rolls are `rolls`, in order */
export function withRolls(s: GameState, ...rolls: number[]): GameState {
  for (let v = 0; v < 1_000_000; v++) {
    const probe = { rng: v } as GameState;
    if (rolls.every((r) => rollDie(probe) === r)) {
      const t = structuredClone(s);
      t.rng = v;
      return settle(t);
    }
  }
  throw new Error(`no generator state rolls ${rolls.join(",")}`);
}

/** the die results logged by a step */
export function rollsIn(log: { roll?: number }[]): number[] {
  return log.filter((e) => e.roll !== undefined).map((e) => e.roll as number);
}
