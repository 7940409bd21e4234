// Card 29 "Kill Zone".
// unshaded: in one space the Government Activates every FARC Guerrilla, then Assaults there for
// free (3.2.4 via ops/assault.ts startAssaultIn; 5.5).
// shaded: FARC or AUC (the executor picks) makes 2 free Ambushes in one space where it has
// Guerrillas, using any of them (even Active) and Activating none (activities/ambush.ts).
// The card changes only who Ambushes and the Activation (5.1.1): each Ambush is still an
// Attack (4.3.2, 3.3.3), so the space needs an enemy piece it could remove (5.1.3).
import { startAmbushes } from "../../activities/ambush";
import type { Insurgent } from "../../core/pieces";
import { guerrillas, underground } from "../../core/queries";
import { assaultable, startAssaultIn } from "../../ops/assault";
import { hasAttackTarget } from "../../ops/attack";
import type { GameState } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

/** spaces where Kill Zone does something: FARC to Activate, or an Assault that would remove */
const killTargets = (s: GameState) =>
  spacesWhere((i) => underground(s, i, "farc") > 0 || assaultable(s, i), s);

/** 3.3.3 / 4.3.2 spaces where f could Ambush: one of its Guerrillas and an enemy piece to remove */
const ambushSpaces = (s: GameState, f: Insurgent): number[] =>
  spacesWhere((i) => guerrillas(s, i, f) > 0 && hasAttackTarget(s, i, f), s);

/** 5.1.3 the Factions that have such a space */
const ambushers = (s: GameState): Insurgent[] =>
  (["farc", "auc"] as const).filter((f) => ambushSpaces(s, f).length > 0);

registerEvent(29, {
  unshaded: side<{ space: number }>(
    (s) => killTargets(s).length > 0,
    (x) => x.pickSpace("space", { cands: killTargets(x.s), prompt: "prompt.card29.space" }),
    (x) => {
      const i = x.data.space;
      if (i === undefined) return;
      x.flipAll(i, ["farc"], true);
      startAssaultIn(x.ctx, i);
    },
  ),
  shaded: side<{ faction: Insurgent; space: number }>(
    (s) => ambushers(s).length > 0,
    (x) => x.pickFaction("faction", { among: ambushers(x.s), prompt: "prompt.card29.faction" }),
    (x) => {
      const f = x.data.faction;
      if (f) x.pickSpace("space", { cands: ambushSpaces(x.s, f), prompt: "prompt.card29.ambushSpace" });
    },
    (x) => {
      const { faction, space } = x.data;
      if (faction && space !== undefined)
        startAmbushes(x.ctx, faction, space, 2, { anyGuerrilla: true, noActivate: true });
    },
  ),
});
