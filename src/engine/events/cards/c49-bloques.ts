// Card 49 "Bloques".
// unshaded: up to 3 Available AUC Guerrillas leave the game for good: recorded in `outOfPlay`,
// which shrinks the AUC Guerrilla inventory (1.4.1) for the rest of the game. Only Available ones
// go, fewer if fewer are Available (5.1.3); none on the map is touched.
// shaded: an AUC Guerrilla and an AUC Base go into one Department (Available and fitting, 1.4.1,
// 1.4.2; FARC Zones allowed); Departments where the Base fits come first (5.1.3).
import { canEnter, log } from "../../core/mutate";
import { available, isDepartment } from "../../core/queries";
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
  return [base.filter((i) => guerrilla.includes(i)), base, guerrilla];
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
    (x) => x.placeIn(x.data.dept, ["aucU", 1], ["aucBase", 1]),
  ),
});
