// Card 38 "National Coordination Center".
// unshaded: the executor picks up to 3 spaces holding cubes or Support; every Active AUC Guerrilla
// there is removed (Underground ones stay).
// shaded: every AUC Guerrilla in a space holding cubes or Support turns Underground (1.4.3).
import { active, cubes } from "../../../core/queries";
import type { GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

/** a space with any Troops or Police, or at Passive or Active Support (1.6) */
const watched = (s: GameState, i: number) => cubes(s, i) > 0 || s.spaces[i].sup > 0;
const activeAuc = (s: GameState) => spacesWhere((i) => watched(s, i) && active(s, i, "auc") > 0, s);

registerEvent(38, {
  unshaded: side<{ spaces: number[] }>(
    (s) => activeAuc(s).length > 0,
    (x) =>
      x.pickSpaces("spaces", { cands: activeAuc(x.s), n: 3, upTo: true, prompt: "prompt.card38.spaces" }),
    (x) => {
      for (const i of x.data.spaces ?? []) x.removeAll(i, ["aucA"]);
    },
  ),
  shaded: side(
    (s) => activeAuc(s).length > 0,
    (x) => {
      for (const i of activeAuc(x.s)) x.flipAll(i, ["auc"], false);
    },
  ),
});
