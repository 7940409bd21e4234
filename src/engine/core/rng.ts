// Seeded generator (mulberry32); its whole state is GameState.rng, so games replay exactly.
// Every die has a purpose (DicePurpose); scripted dice can be given per purpose (Setup.diceFor),
// in one list (Setup.dice), or not at all (the generator).
import type { DiceMatch, DicePurpose, GameState } from "../types";

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

/** does a Setup.diceFor entry match this purpose? (each field it names must be equal) */
export function matchesPurpose(m: DiceMatch, p: DicePurpose): boolean {
  if (m.kind !== p.kind) return false;
  if (m.faction !== undefined && m.faction !== p.faction) return false;
  if (m.space !== undefined && (!("space" in p) || m.space !== p.space)) return false;
  if (m.card !== undefined && m.card !== p.card) return false;
  return true;
}

/** the next die scripted for this purpose (taken), or null */
function purposeDie(s: GameState, purpose: DicePurpose): number | null {
  const list = s.diceFor;
  if (!list) return null;
  const k = list.findIndex((e) => e.dice.length > 0 && matchesPurpose(e.for, purpose));
  if (k < 0) return null;
  const e = list[k];
  // replaced, never changed in place (cloneState shares it)
  const rest = list.slice();
  if (e.dice.length > 1) rest[k] = { for: e.for, dice: e.dice.slice(1) };
  else rest.splice(k, 1);
  if (rest.length) s.diceFor = rest;
  else delete s.diceFor;
  return e.dice[0];
}

/**
 * One six-sided die rolled for `purpose`: the next die scripted for that purpose (Setup.diceFor)
 * if any, else the next scripted die (Setup.dice) while any is left, else the generator. A die
 * scripted for its purpose leaves the other scripted dice and the generator as they were.
 */
export function rollDie(s: GameState, purpose?: DicePurpose): number {
  if (purpose) {
    const d = purposeDie(s, purpose);
    if (d !== null) return d;
  }
  const scripted = s.dice;
  if (scripted?.length) {
    // replaced, never changed in place (cloneState shares it)
    if (scripted.length > 1) s.dice = scripted.slice(1);
    else delete s.dice;
    return scripted[0];
  }
  return 1 + randomInt(s, 6);
}

/** The next n dice rollDie would give (for `purpose`), without rolling them (s is left as it is). */
export function peekDice(s: GameState, n: number, purpose?: DicePurpose): number[] {
  const probe = { rng: s.rng, dice: s.dice, diceFor: s.diceFor } as GameState;
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(rollDie(probe, purpose));
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
