// Card 43 "Calima Front".
// unshaded: in a Department with Troops, 2 Terror markers go in and every FARC Base there is
// removed; Departments with a FARC Base come first (5.1.3). Markers only while some remain (3.3.4).
// shaded: 2 Terror markers in a Department with Troops (3.3.4 permitting); Aid −9 (never below 0).
import { baseCount, count, isDepartment, terrorAvailable } from "../../../core/queries";
import type { GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const TERROR = 2;

const troopDepts = (s: GameState) => spacesWhere((i) => isDepartment(s, i) && count(s, i, "troops") > 0, s);
/** 5.1.3 Departments where the Bases go too, else any with Troops */
const deptTiers = (s: GameState) => {
  const all = troopDepts(s);
  return [all.filter((i) => baseCount(s, i, "farc") > 0), all];
};

registerEvent(43, {
  unshaded: side<{ dept: number }>(
    (s) => deptTiers(s)[0].length > 0 || (terrorAvailable(s) > 0 && troopDepts(s).length > 0),
    (x) => x.pickSpace("dept", { tiers: deptTiers(x.s), prompt: "prompt.card43.dept", rule: "5.1.3" }),
    (x) => {
      for (let k = 0; k < TERROR; k++) x.terror(x.data.dept);
      x.removeAll(x.data.dept, ["farcBase"]);
    },
  ),
  shaded: side<{ dept: number }>(
    (s) => s.aid > 0 || (terrorAvailable(s) > 0 && troopDepts(s).length > 0),
    (x) => x.pickSpace("dept", { cands: troopDepts(x.s), prompt: "prompt.card43.terror" }),
    (x) => {
      for (let k = 0; k < TERROR; k++) x.terror(x.data.dept);
      x.aid(-9);
    },
  ),
});
