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

/** one six-sided die: the next scripted die (Setup.dice) while any is left, else the generator */
export function rollDie(s: GameState): number {
  const scripted = s.dice;
  if (scripted?.length) {
    // replaced, never changed in place (cloneState shares it)
    if (scripted.length > 1) s.dice = scripted.slice(1);
    else delete s.dice;
    return scripted[0];
  }
  return 1 + randomInt(s, 6);
}

/** The next n dice rollDie would give, without rolling them (s is left as it is). */
export function peekDice(s: GameState, n: number): number[] {
  const probe = { rng: s.rng, dice: s.dice } as GameState;
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(rollDie(probe));
  return out;
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
