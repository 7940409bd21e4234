// Card 24 "Operación Jaque".
// unshaded: one City goes to Active Support; FARC is marked Ineligible through the next card
// (2.3.7; docs/rulings/sop.md).
// shaded: 2 Troops are removed from one space holding FARC pieces; then one City with Support
// is set to Neutral.
import { count, factionPieces, isCity } from "../../core/queries";
import type { GameState } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";
import { throughNextMatters } from "./ineligible-through-next";

const ACTIVE_SUPPORT = 2;
const citiesBelowActiveSupport = (s: GameState) =>
  spacesWhere((i) => isCity(s, i) && s.spaces[i].sup < ACTIVE_SUPPORT, s);
const citiesWithSupport = (s: GameState) => spacesWhere((i) => isCity(s, i) && s.spaces[i].sup > 0, s);

/** 5.1.3 spaces with FARC pieces losing 2 Troops, else 1 */
const troopTiers = (s: GameState) =>
  [2, 1].map((n) => spacesWhere((i) => factionPieces(s, i, "farc") > 0 && count(s, i, "troops") >= n, s));

registerEvent(24, {
  unshaded: side<{ city: number }>(
    (s, f) => citiesBelowActiveSupport(s).length > 0 || throughNextMatters(s, f, ["farc"]),
    (x) => {
      x.ineligibleThroughNext("farc");
      x.pickSpace("city", { cands: citiesBelowActiveSupport(x.s), prompt: "prompt.card24.support" });
    },
    (x) => {
      const i = x.data.city;
      if (i !== undefined) x.shift(i, ACTIVE_SUPPORT - x.s.spaces[i].sup);
    },
  ),
  shaded: side<{ space: number; city: number }>(
    (s) => troopTiers(s)[1].length > 0 || citiesWithSupport(s).length > 0,
    (x) => x.pickSpace("space", { tiers: troopTiers(x.s), prompt: "prompt.card24.troops", rule: "5.1.3" }),
    (x) => x.remove({ spaces: x.at(x.data.space), kinds: ["troops"], n: 2 }),
    (x) => x.pickSpace("city", { cands: citiesWithSupport(x.s), prompt: "prompt.card24.neutral" }),
    (x) => {
      const i = x.data.city;
      if (i !== undefined) x.shift(i, -x.s.spaces[i].sup);
    },
  ),
});
