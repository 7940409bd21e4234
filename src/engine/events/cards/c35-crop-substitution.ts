// Card 35 "Crop Substitution".
// unshaded: in one Department every Cartels Base is replaced by a Police cube (no Police into a
// FARC Zone and only Available ones, 5.1.1: the Base is then just removed); then Aid +3 (29 cap).
// shaded: a Department with a Cartels Base shifts 2 levels toward Active Opposition (1.6).
import { baseCount, canEnter, hasPop, isDepartment } from "../../core/queries";
import { MAX_AID } from "../../data/forces";
import type { GameState } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

/** Departments (Ecuador too once card 33 made it one, 1.3.5) holding a Cartels Base */
const withCartelsBase = (s: GameState) =>
  spacesWhere((i) => isDepartment(s, i) && baseCount(s, i, "cartels") > 0, s);

/** 5.1.3 where Police may follow the removal (1.4.2), else anywhere a Cartels Base stands */
const replaceTiers = (s: GameState) => [
  withCartelsBase(s).filter((i) => canEnter(s, "police", i)),
  withCartelsBase(s),
];
/** 5.1.3 where the full 2 levels shift, else where 1 does */
const shiftTiers = (s: GameState) => {
  const d = withCartelsBase(s).filter((i) => hasPop(s, i));
  return [d.filter((i) => s.spaces[i].sup >= 0), d.filter((i) => s.spaces[i].sup > -2)];
};

registerEvent(35, {
  unshaded: side<{ dept: number }>(
    (s) => withCartelsBase(s).length > 0 || s.aid < MAX_AID,
    (x) => x.pickSpace("dept", { tiers: replaceTiers(x.s), prompt: "prompt.card35.replace", rule: "5.1.3" }),
    (x) => {
      const i = x.data.dept;
      if (i !== undefined) x.replace(i, ["cartelsBase"], "police", baseCount(x.s, i, "cartels"));
    },
    (x) => x.aid(3),
  ),
  shaded: side<{ dept: number }>(
    (s) => shiftTiers(s)[1].length > 0,
    (x) => x.pickSpace("dept", { tiers: shiftTiers(x.s), prompt: "prompt.card35.shift", rule: "5.1.3" }),
    (x) => x.shift(x.data.dept, -2),
  ),
});
