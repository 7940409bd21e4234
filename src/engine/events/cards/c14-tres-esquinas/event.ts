// Card 14 "Tres Esquinas".
// unshaded: a Govt Base and 3 Troops go into one Department (only what is available and fits:
// 5.1.1; never into a FARC Zone; a Government player executing it may first take its own Base or
// Troops off the map, 1.4.1). shaded: one Department loses a Govt Base and a cube.
import { available, baseCount, baseRoom, cubes, govtMayEnter, isDepartment } from "../../../core/queries";
import { obtainable } from "../../../ops/own-removal";
import type { Faction, GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

/**
 * 5.1.3 Departments where the most of the effect can happen: where an Available Base fits, if
 * any. A Base the executor could only free from elsewhere (1.4.1) is its option, not a duty, so
 * it does not narrow the choice; it only makes Departments count when no Troops can be had.
 */
function placeTargets(s: GameState, by?: Faction): number[] {
  const open = spacesWhere((i) => isDepartment(s, i) && govtMayEnter(s, i), s);
  if (available(s, "govtBase") > 0) {
    const base = open.filter((i) => baseRoom(s, i));
    if (base.length) return base;
  }
  if (obtainable(s, "troops", by)) return open;
  return obtainable(s, "govtBase", by) ? open.filter((i) => baseRoom(s, i)) : [];
}

/** 5.1.3 Departments losing both a Base and a cube, else those losing either */
const removeTiers = (s: GameState) => [
  spacesWhere((i) => isDepartment(s, i) && baseCount(s, i, "govt") > 0 && cubes(s, i) > 0, s),
  spacesWhere((i) => isDepartment(s, i) && (baseCount(s, i, "govt") > 0 || cubes(s, i) > 0), s),
];

registerEvent(14, {
  unshaded: side<{ dept: number }>(
    (s, f) => placeTargets(s, f).length > 0,
    (x) =>
      x.pickSpace("dept", {
        cands: placeTargets(x.s, x.f),
        prompt: "prompt.card14.placeDept",
        rule: "5.1.1",
      }),
    (x) => x.placeIn(x.data.dept, ["govtBase", 1], ["troops", 3]),
  ),
  shaded: side<{ dept: number }>(
    (s) => removeTiers(s)[1].length > 0,
    (x) =>
      x.pickSpace("dept", { tiers: removeTiers(x.s), prompt: "prompt.card14.removeDept", rule: "5.1.3" }),
    (x) => x.remove({ spaces: x.at(x.data.dept), kinds: ["govtBase"], n: 1 }),
    (x) =>
      x.remove({
        spaces: x.at(x.data.dept),
        kinds: ["troops", "police"],
        n: 1,
        prompt: "prompt.card14.removeCube",
        rule: "5.1",
      }),
  ),
});
