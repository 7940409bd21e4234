// A Non-player's random pick (8.2 / 8.3) as data, kept in its Command's meta (`picks`) so hosts
// can show the candidates, the dice, the chart walk and the result in the reader's language.
import { inPlay } from "../core/queries";
import { SPACE_IDS } from "../data/map";
import type { GameState, SpaceId } from "../types";
import type { RandomPick } from "./random-space";

export interface PickRecord {
  /** the candidates of equal priority the dice chose among */
  candidates: SpaceId[];
  /** the dice rolled, in order (the chart's red, yellow, green first when the chart was used) */
  dice: number[];
  /** the chart cells visited, in order (empty: no chart, one plain die decided) */
  walked: SpaceId[];
  /** the space chosen */
  space: SpaceId;
}

/**
 * The narration line's parameters for a pick (lang key np.random): the candidates and the walk as
 * space ids separated by spaces (hosts name them in the reader's language), the dice, the result,
 * and `pick`, its index in the Command's meta.picks. The walk stops before the result (a roll
 * landing on it directly walks nowhere: chart "no").
 */
export function pickParams(p: PickRecord, index: number): Record<string, string | number> {
  const walk = p.walked.at(-1) === p.space ? p.walked.slice(0, -1) : p.walked;
  return {
    pick: index,
    spaces: p.candidates.join(" "),
    dice: p.dice.join(" "),
    chart: walk.length ? "yes" : "no",
    walk: walk.join(" "),
    space: p.space,
  };
}

export function pickRecord(s: GameState, candidates: readonly number[], r: RandomPick): PickRecord {
  return {
    candidates: [...new Set(candidates)].filter((i) => inPlay(s, i)).map((i) => SPACE_IDS[i]),
    dice: r.dice.slice(),
    walked: r.walked.map((i) => SPACE_IDS[i]),
    space: SPACE_IDS[r.space],
  };
}
