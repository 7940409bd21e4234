// Card 49 "Bloques".
// unshaded: up to 3 Available AUC Guerrillas leave the game for good: recorded in `outOfPlay`,
// which shrinks the AUC Guerrilla inventory (1.4.1) for the rest of the game. Only Available ones
// go, fewer if fewer are Available (5.1.3); none on the map is touched.
// shaded: an AUC Base and an AUC Guerrilla go into one Department (Available and fitting, 1.4.1,
// 1.4.2; FARC Zones allowed); Departments taking both come first, then those taking the Base (5.1.3).
import { log } from "../../core/mutate";
import { available, canEnter, ecuadorIn, factionPieces, isDepartment } from "../../core/queries";
import { ECUADOR_STACK } from "../../data/map";
import { obtainable } from "../../ops/own-removal";
import type { Faction, GameState, PieceKind } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const GONE = 3;

/** 5.1.3 Departments taking both pieces, else the Base, else the Guerrilla; an AUC executor may free (1.4.1) */
function deptTiers(s: GameState, f: Faction): number[][] {
  const depts = spacesWhere((i) => isDepartment(s, i), s);
  const fits = (k: PieceKind) => (obtainable(s, k, f) ? depts.filter((i) => canEnter(s, k, i)) : []);
  const base = fits("aucBase");
  const guerrilla = fits("aucU");
  // 1.3.5 Ecuador holds at most 2 pieces per Faction: both fit only with room for 2 AUC pieces
  const roomForBoth = (i: number) => !ecuadorIn(s, i) || factionPieces(s, i, "auc") + 2 <= ECUADOR_STACK;
  return [base.filter((i) => guerrilla.includes(i) && roomForBoth(i)), base, guerrilla];
}

registerEvent(49, {
  unshaded: side(
    (s) => available(s, "aucU") > 0,
    (x) => {
      const n = Math.min(GONE, available(x.s, "aucU"));
      const was = x.s.outOfPlay ?? {};
      // replaced, never changed in place (core/clone shares it between states)
      x.s.outOfPlay = { ...was, aucG: (was.aucG ?? 0) + n };
      log(x.ctx, "log.card49.outOfPlay", { n });
    },
  ),
  shaded: side<{ dept: number }>(
    (s, f) => deptTiers(s, f).some((t) => t.length > 0),
    (x) => x.pickSpace("dept", { tiers: deptTiers(x.s, x.f), prompt: "prompt.card49.dept", rule: "5.1.3" }),
    // the Base first, as the tiers rank it: in Ecuador with 1 AUC piece only one more fits (1.3.5)
    (x) => x.placeIn(x.data.dept, ["aucBase", 1], ["aucU", 1]),
  ),
});
