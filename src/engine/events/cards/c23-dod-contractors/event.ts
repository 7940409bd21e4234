// Card 23 "DoD Contractors".
// unshaded: in one Department every Guerrilla goes Active and every Cartels Base is removed.
// shaded: the Government removes 3 of its Troops from the map; the Government and FARC are
// marked Ineligible through the next card (2.3.7; docs/rulings/sop.md).
import { baseCount, count, isDepartment, underground } from "../../../core/queries";
import type { Faction, GameState } from "../../../types";
import { INSURGENTS, spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";
import { throughNextMatters } from "../ineligible-through-next";

/** a Department, Ecuador included once card 33 made it one */
const hidden = (s: GameState, i: number) => INSURGENTS.some((f) => underground(s, i, f) > 0);
const cartelsBase = (s: GameState, i: number) => baseCount(s, i, "cartels") > 0;

/** 5.1.3 Departments where both parts happen, else those where one does */
const deptTiers = (s: GameState) => [
  spacesWhere((i) => isDepartment(s, i) && hidden(s, i) && cartelsBase(s, i), s),
  spacesWhere((i) => isDepartment(s, i) && (hidden(s, i) || cartelsBase(s, i)), s),
];

const MARKED: Faction[] = ["govt", "farc"];
const troopSpaces = (s: GameState) => spacesWhere((i) => count(s, i, "troops") > 0, s);

registerEvent(23, {
  unshaded: side<{ dept: number }>(
    (s) => deptTiers(s)[1].length > 0,
    (x) => x.pickSpace("dept", { tiers: deptTiers(x.s), prompt: "prompt.card23.dept", rule: "5.1.3" }),
    (x) => {
      x.flipAll(x.data.dept, INSURGENTS, true);
      x.removeAll(x.data.dept, ["cartelsBase"]);
    },
  ),
  shaded: side(
    (s, f) => troopSpaces(s).length > 0 || throughNextMatters(s, f, MARKED),
    (x) => {
      for (const f of MARKED) x.ineligibleThroughNext(f);
      x.remove({
        spaces: troopSpaces(x.s),
        kinds: ["troops"],
        n: 3,
        by: "govt",
        prompt: "prompt.card23.troops",
      });
    },
  ),
});
