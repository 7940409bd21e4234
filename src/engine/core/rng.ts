// Seeded generator (mulberry32); its whole state is GameState.rng, so games replay exactly.
import type { GameState } from "../types";

export function nextRandom(s: GameState): number {
  let t = (s.rng + 0x6d2b79f5) | 0;
  s.rng = t;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** integer in [0, n) */
export function randomInt(s: GameState, n: number): number {
  return Math.floor(nextRandom(s) * n);
}

/** one six-sided die */
export function rollDie(s: GameState): number {
  return 1 + randomInt(s, 6);
}

/** in-place Fisher–Yates shuffle driven by the game's generator */
export function shuffle<T>(s: GameState, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    const tmp = xs[i];
    xs[i] = xs[j];
    xs[j] = tmp;
  }
  return xs;
}

/** a standalone generator state derived from a seed (for bots, fuzzers) */
export function seedState(seed: number): number {
  return (seed ^ 0x9e3779b9) | 0;
}
