// Random selection of spaces for Non-player Factions (8.2 Random Cities and Departments, 8.3 Random
// LoCs). Pure: reads the state (only to know whether Ecuador or Panamá are spaces, 1.3.5), rolls the
// dice it is given, writes nothing. docs/nonplayer-random.md explains the chart and the policies.
import { adjacentIn, econOf, inPlay, isCity, isLoC } from "../core/queries";
import { ECUADOR, PANAMA, SPACE_IDS } from "../data/map";
import type { GameState } from "../types";
import { CHART_WALK } from "./data/random-chart";
import type { Dice } from "./dice";

/** walked: the chart cells visited, in order (empty when the chart was not used). For a space taken
 from the chart it ends at `space`; for a LoC (8.3) it ends at the City the LoC was chosen next to. */
export interface RandomPick {
  space: number;
  dice: number[];
  walked: number[];
}

/** 8.2: each die is read in pairs: 1-2 → first (0), 3-4 → second (1), 5-6 → third (2) */
export function diceThird(d: number): number {
  return Math.floor((d - 1) / 2);
}

/** 8.2: the walk position the red (column), yellow (row of triplets) and green (cell) dice point at */
export function chartStart(red: number, yellow: number, green: number): number {
  return diceThird(red) * 9 + diceThird(yellow) * 3 + diceThird(green);
}

/** 8.2 second bullet: walk on from `start` cell by cell in chart order (down its column, on to
 the first cell of the following column, wrapping from Chocó, the last cell, to Cali, the first)
 until a cell is `ok` */
export function walkChart(
  start: number,
  ok: (i: number) => boolean,
): { space: number; walked: number[] } | null {
  const walked: number[] = [];
  for (let k = 0; k < CHART_WALK.length; k++) {
    const i = CHART_WALK[(start + k) % CHART_WALK.length];
    walked.push(i);
    if (ok(i)) return { space: i, walked };
  }
  return null;
}

/** 8.2: roll red, yellow, green (3 × d6, in that order: column, row of triplets, cell in the
 triplet; each die read 1-2 / 3-4 / 5-6) and walk the chart (down the column, bottom of a column to
 top of the next, Chocó → Cali wrap) until a cell that `qualifies` and is not in `exclude`.
 Before rolling: Panamá / Ecuador, when in play as spaces (1.3.5) and qualifying and not
 excluded, are taken first (no dice rolled; if both, one equal-chance die, Panamá on 1-3).
 Returns null if nothing qualifies (no dice rolled then either). */
export function randomSpace(
  s: GameState,
  dice: Dice,
  qualifies: (i: number) => boolean,
  exclude?: ReadonlySet<number>,
): RandomPick | null {
  const ok = (i: number) => !exclude?.has(i) && qualifies(i);
  // 8.2 third bullet: a foreign country an Event made a space comes before the chart
  const foreign = [PANAMA, ECUADOR].filter((i) => inPlay(s, i) && ok(i));
  if (foreign.length) {
    const ch = equalChance(dice, foreign.length);
    return { space: foreign[ch.index], dice: ch.dice, walked: [] };
  }
  if (!CHART_WALK.some(ok)) return null;
  const rolled = [dice.d6(), dice.d6(), dice.d6()];
  const w = walkChart(chartStart(rolled[0], rolled[1], rolled[2]), ok);
  if (!w) throw new Error("randomSpace: a qualifying cell was not reached");
  return { space: w.space, dice: rolled, walked: w.walked };
}

/** 8.2 Play Note / 8.3 last step: one equal-chance die among n ordered candidates (n ≤ 6): the
 d6 faces split into n equal ranges when 6 % n === 0 (2: 1-3/4-6, 3: 1-2/3-4/5-6, 6: one each);
 for n = 4 or 5, reroll results above n. n === 1: no roll. More than 6: throws (use the chart). */
export function equalChance(dice: Dice, n: number): { index: number; dice: number[] } {
  if (!Number.isInteger(n) || n < 1) throw new Error(`equalChance: ${n} candidates`);
  if (n > 6)
    throw new Error(`equalChance: ${n} candidates is more than a die can split; use the chart (8.2)`);
  if (n === 1) return { index: 0, dice: [] };
  const rolled: number[] = [];
  for (;;) {
    const d = dice.d6();
    rolled.push(d);
    if (6 % n === 0) return { index: Math.floor((d - 1) / (6 / n)), dice: rolled };
    if (d <= n) return { index: d - 1, dice: rolled };
  }
}

/** 8.3 first step: the candidate LoCs with the highest Econ */
function highestEcon(locs: readonly number[]): number[] {
  const top = Math.max(...locs.map(econOf));
  return locs.filter((i) => econOf(i) === top);
}

/** the candidate LoCs next to a City, in the map's adjacency order */
function nextTo(s: GameState, city: number, locs: readonly number[]): number[] {
  return isCity(s, city) ? adjacentIn(s, city).filter((a) => locs.includes(a)) : [];
}

/** 8.3 last step, once the chart gave a City: an equal-chance die among its adjacent candidates */
function locNextTo(s: GameState, dice: Dice, pick: RandomPick, locs: readonly number[]): RandomPick {
  const near = nextTo(s, pick.space, locs);
  const ch = equalChance(dice, near.length);
  return { space: near[ch.index], dice: [...pick.dice, ...ch.dice], walked: pick.walked };
}

/** 8.3: among candidate LoCs: those with the highest Econ; if still several, walk the chart
 from a random roll skipping non-Cities until a City adjacent to one of them; then among that
 City's adjacent candidates (in map adjacency order) an equal-chance die. Returns null if no
 candidate. Throws if a candidate is not a LoC. */
export function randomLoc(s: GameState, dice: Dice, candidates: readonly number[]): RandomPick | null {
  const locs = [...new Set(candidates)];
  const wrong = locs.find((i) => !isLoC(s, i));
  if (wrong !== undefined) throw new Error(`randomLoc: ${SPACE_IDS[wrong]} is not a LoC`);
  if (!locs.length) return null;
  const top = highestEcon(locs);
  if (top.length === 1) return { space: top[0], dice: [], walked: [] };
  // every LoC touches a City (each links two towns), so the walk always stops
  const city = randomSpace(s, dice, (i) => nextTo(s, i, top).length > 0);
  if (!city) throw new Error("randomLoc: no City next to the candidate LoCs");
  return locNextTo(s, dice, city, top);
}

/**
 * 8.2 Play Note (the plainDie option): the candidates one plain die chooses among: Cities and
 * Departments in chart order, then the LoCs of the highest Econ (8.3 first step) in map order;
 * null when there are more than a die can split (6): the chart decides then.
 */
function plainDieCandidates(s: GameState, list: readonly number[]): number[] | null {
  const locs = list.filter((i) => isLoC(s, i));
  const areas = new Set(list.filter((i) => !isLoC(s, i)));
  // 8.2 third bullet: a foreign country made a space still comes first, without the die
  if (areas.has(PANAMA) || areas.has(ECUADOR)) return null;
  const ordered = [...CHART_WALK.filter((i) => areas.has(i)), ...(locs.length ? highestEcon(locs) : [])];
  return ordered.length <= 6 ? ordered : null;
}

/** 8.2 / 8.3 for a list of candidates of equal priority (or, with `priority`, only those with the
 highest value): one candidate left is taken without a roll; Cities and Departments only → the
 chart (8.2); LoCs only → 8.3; a mixed list → one walk of the chart stopping at the first cell that
 is a candidate itself or a City next to one of the highest-Econ candidate LoCs (then 8.3's die among
 that City's LoCs). Spaces not in play and `exclude`d ones never count. Null if none is left. */
export function pickRandom(
  s: GameState,
  dice: Dice,
  candidates: readonly number[],
  exclude?: ReadonlySet<number>,
  priority?: (i: number) => number,
): RandomPick | null {
  let list = [...new Set(candidates)].filter((i) => inPlay(s, i) && !exclude?.has(i));
  if (priority && list.length) {
    const best = Math.max(...list.map(priority));
    list = list.filter((i) => priority(i) === best);
  }
  if (!list.length) return null;
  if (list.length === 1) return { space: list[0], dice: [], walked: [] };
  if (s.options.plainDie) {
    const few = plainDieCandidates(s, list);
    if (few) {
      const ch = equalChance(dice, few.length);
      return { space: few[ch.index], dice: ch.dice, walked: [] };
    }
  }
  const locs = list.filter((i) => isLoC(s, i));
  const areas = new Set(list.filter((i) => !isLoC(s, i)));
  if (!areas.size) return randomLoc(s, dice, locs);
  if (!locs.length) return randomSpace(s, dice, (i) => areas.has(i));
  // mixed: Cities/Departments and the LoCs' Cities share one walk (see docs/nonplayer-random.md)
  const top = highestEcon(locs);
  const pick = randomSpace(s, dice, (i) => areas.has(i) || nextTo(s, i, top).length > 0);
  if (!pick) throw new Error("pickRandom: no chart cell for the candidates");
  return areas.has(pick.space) ? pick : locNextTo(s, dice, pick, top);
}
