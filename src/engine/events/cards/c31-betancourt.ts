// Card 31 "Betancourt".
// unshaded: 2 Cities and 1 Department each shift 1 level toward Active Support (1.6).
// shaded: 3 spaces at Passive Opposition become Active Opposition.
import { citySpaces, hasPop, isDepartment } from "../../core/queries";
import type { GameState } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const cities = (s: GameState) => citySpaces(s).filter((i) => s.spaces[i].sup < 2);
const depts = (s: GameState) =>
  spacesWhere((i) => isDepartment(s, i) && hasPop(s, i) && s.spaces[i].sup < 2, s);
const passiveOpp = (s: GameState) => spacesWhere((i) => s.spaces[i].sup === -1, s);

registerEvent(31, {
  unshaded: side<{ cities: number[]; dept: number }>(
    (s) => cities(s).length > 0 || depts(s).length > 0,
    (x) => x.pickSpaces("cities", { cands: cities(x.s), n: 2, prompt: "prompt.card31.cities" }),
    (x) => x.pickSpace("dept", { cands: depts(x.s), prompt: "prompt.card31.dept" }),
    (x) => {
      x.shift(x.data.cities, 1);
      x.shift(x.data.dept, 1);
    },
  ),
  shaded: side<{ spaces: number[] }>(
    (s) => passiveOpp(s).length > 0,
    (x) => x.pickSpaces("spaces", { cands: passiveOpp(x.s), n: 3, prompt: "prompt.card31.spaces" }),
    (x) => x.shift(x.data.spaces, -1),
  ),
});
