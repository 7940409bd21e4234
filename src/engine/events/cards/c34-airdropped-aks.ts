// Card 34 "Airdropped AKs".
// unshaded: the executor picks an Insurgent Faction with Resources; it loses 5 (never below 0).
// shaded: the executor picks an Insurgent Faction (5.1); that Faction picks a 0-Pop Department
// (Ecuador too after card 33) and places 1 of its Bases and 2 of its Guerrillas there (as far
// as Available and fitting, 5.1.1). Only when the chosen Faction is the executor may a player
// free its own pieces (1.4.1).
import { BASE_OF, type Insurgent, UNDERGROUND_OF } from "../../core/pieces";
import { canEnter, isDepartment, popOf } from "../../core/queries";
import { obtainable } from "../../ops/own-removal";
import type { Faction, GameState, PieceKind } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const INS: Insurgent[] = ["farc", "auc", "cartels"];
/** 0-Pop Departments: Ecuador too once card 33 made it one (1.3.5) */
const zeroPop = (s: GameState) => spacesWhere((i) => isDepartment(s, i) && popOf(s, i) === 0, s);

/**
 * 5.1.3 0-Pop Departments where g's Base fits, else where its Guerrillas fit (1.4.2, Ecuador's
 * limit of 2 pieces per Faction); executor f may free its own (1.4.1)
 */
function deptTiers(s: GameState, g: Insurgent, f: Faction): number[][] {
  const by = g === f ? f : undefined;
  const fits = (k: PieceKind) => (obtainable(s, k, by) ? zeroPop(s).filter((i) => canEnter(s, k, i)) : []);
  return [fits(BASE_OF[g]), fits(UNDERGROUND_OF[g])];
}
const placers = (s: GameState, f: Faction) => INS.filter((g) => deptTiers(s, g, f).some((t) => t.length > 0));
const losers = (s: GameState) => INS.filter((g) => s.resources[g] > 0);

registerEvent(34, {
  unshaded: side<{ faction: Insurgent }>(
    (s) => losers(s).length > 0,
    (x) => x.pickFaction("faction", { among: losers(x.s), prompt: "prompt.card34.loser" }),
    (x) => {
      const g = x.data.faction;
      if (g) x.resources(g, -5);
    },
  ),
  shaded: side<{ faction: Insurgent; dept: number }>(
    (s, f) => placers(s, f).length > 0,
    (x) => x.pickFaction("faction", { among: placers(x.s, x.f), prompt: "prompt.card34.placer" }),
    (x) => {
      const g = x.data.faction;
      if (g)
        x.pickSpace("dept", {
          tiers: deptTiers(x.s, g, x.f),
          by: g,
          prompt: "prompt.card34.dept",
          rule: "5.1.3",
        });
    },
    // the Base first: where room is short (Ecuador) it is what made the Department the pick
    (x) => {
      const g = x.data.faction;
      if (g) x.place({ spaces: x.at(x.data.dept), kinds: [BASE_OF[g]], n: 1, by: g });
    },
    (x) => {
      const g = x.data.faction;
      if (g) x.place({ spaces: x.at(x.data.dept), kinds: [UNDERGROUND_OF[g]], n: 2, by: g });
    },
  ),
});
