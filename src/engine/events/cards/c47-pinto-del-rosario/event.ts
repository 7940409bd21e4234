// Card 47 "Pinto & del Rosario".
// unshaded: every AUC Guerrilla goes Active; then in every space the Police there make a free
// Assault (3.2.4, 5.5) against AUC alone, counting as Troops (Mountain: 1 per 2; no extra Police
// removal); the Troops take no part. Where nothing can be removed no Assault happens.
// shaded: AUC places 2 Guerrillas in Cúcuta and makes a free Terror there (3.3.4: with an
// Underground Guerrilla; Aid Cut −3); then AUC turns 2 of its Active Guerrillas Underground.
import type { Insurgent } from "../../../core/pieces";
import { active, available, guerrillas, underground } from "../../../core/queries";
import { spaceIdx } from "../../../data/map";
import { type AssaultVariant, assaultable, startAssaultIn } from "../../../ops/assault";
import { aidCut, terrorIn } from "../../../ops/terror";
import type { GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const CUCUTA = spaceIdx("cucuta");
const AUC: Insurgent = "auc";
const POLICE_VS_AUC: AssaultVariant = { against: [AUC], troops: ["police"], police: [] };
const withAuc = (s: GameState) => spacesWhere((i) => guerrillas(s, i, AUC) > 0, s);
const assaultSpaces = (s: GameState) => spacesWhere((i) => assaultable(s, i, POLICE_VS_AUC), s);
const withActiveAuc = (s: GameState) => spacesWhere((i) => active(s, i, AUC) > 0, s);

registerEvent(47, {
  unshaded: side(
    (s) => spacesWhere((i) => underground(s, i, AUC) > 0, s).length > 0 || assaultSpaces(s).length > 0,
    (x) => {
      for (const i of withAuc(x.s)) x.flipAll(i, [AUC], true);
    },
    (x) => {
      // one frame per space; they run last-pushed first, so push in reverse map order
      for (const i of assaultSpaces(x.s).reverse()) startAssaultIn(x.ctx, i, "3.2.4", false, POLICE_VS_AUC);
    },
  ),
  shaded: side(
    // a Guerrilla to place (an AUC executor may take its own from the map, 1.4.1), one to Terror
    // with in Cúcuta, or an Active one to hide
    (s, f) =>
      available(s, "aucU") > 0 ||
      underground(s, CUCUTA, AUC) > 0 ||
      withActiveAuc(s).length > 0 ||
      (f === AUC && withAuc(s).length > 0),
    (x) => x.place({ spaces: [CUCUTA], kinds: ["aucU"], n: 2, by: AUC }),
    (x) => {
      if (underground(x.s, CUCUTA, AUC) === 0) return; // 5.1.3 no Guerrilla to Terror with
      terrorIn(x.ctx, AUC, CUCUTA);
      aidCut(x.ctx, AUC, 1);
    },
    (x) =>
      x.flip({ spaces: withActiveAuc(x.s), kinds: ["aucA"], n: 2, by: AUC, prompt: "prompt.card47.hide" }),
  ),
});
