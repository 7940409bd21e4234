// Card 29 "Kill Zone".
// unshaded: in one space the Government Activates every FARC Guerrilla, then Assaults there for
// free (3.2.4 via ops/assault.ts startAssaultIn; 5.5).
// shaded: FARC or AUC (the executor picks) makes 2 free Ambushes in one space where it has
// Guerrillas, using any of them (even Active) and Activating none (activities/ambush.ts).
// The card changes only who Ambushes and the Activation (5.1.1): each Ambush is still an
// Attack (4.3.2, 3.3.3), so the space needs an enemy piece it could remove (5.1.3).
import { startAmbushes } from "../../activities/ambush";
import { flip } from "../../core/mutate";
import type { Insurgent } from "../../core/pieces";
import { guerrillas, underground } from "../../core/queries";
import { assaultable, startAssaultIn } from "../../ops/assault";
import { hasAttackTarget } from "../../ops/attack";
import type { GameState } from "../../types";
import { chosenSpace, type EvFrame, eventSide, pickOne, pickSpaces, spacesWhere } from "../helpers";
import { registerEvent } from "../registry";

/** spaces where Kill Zone does something: FARC to Activate, or an Assault that would remove */
function killTargets(s: GameState): number[] {
  return spacesWhere((i) => underground(s, i, "farc") > 0 || assaultable(s, i));
}

/** 3.3.3 / 4.3.2 spaces where f could Ambush: one of its Guerrillas and an enemy piece to remove */
const ambushSpaces = (s: GameState, f: Insurgent): number[] =>
  spacesWhere((i) => guerrillas(s, i, f) > 0 && hasAttackTarget(s, i, f));

const AMBUSHERS: Insurgent[] = ["farc", "auc"];
/** 5.1.3 the Factions that have such a space */
const ambushers = (s: GameState) => AMBUSHERS.filter((f) => ambushSpaces(s, f).length > 0);

/** the Faction picked as "faction:<name>" */
const ambusher = (ev: EvFrame) => (ev.data.faction as string | undefined)?.slice(8) as Insurgent | undefined;

registerEvent({
  number: 29,
  unshaded: eventSide(
    29,
    "unshaded",
    [
      (ctx, ev) =>
        pickSpaces(ctx, ev, {
          key: "space",
          cands: killTargets(ctx.s),
          prompt: "prompt.card29.space",
          rule: "5.1",
        }),
      (ctx, ev) => {
        const i = chosenSpace(ev, "space");
        if (i === undefined) return;
        flip(ctx, "farc", i, true, underground(ctx.s, i, "farc"));
        startAssaultIn(ctx, i);
      },
    ],
    (s) => killTargets(s).length > 0,
  ),
  shaded: eventSide(
    29,
    "shaded",
    [
      (ctx, ev) =>
        pickOne(ctx, ev, {
          key: "faction",
          values: ambushers(ctx.s).map((f) => `faction:${f}`),
          prompt: "prompt.card29.faction",
          rule: "5.1",
        }),
      (ctx, ev) => {
        const f = ambusher(ev);
        if (!f) return;
        pickSpaces(ctx, ev, {
          key: "space",
          cands: ambushSpaces(ctx.s, f),
          prompt: "prompt.card29.ambushSpace",
          rule: "5.1",
        });
      },
      (ctx, ev) => {
        const i = chosenSpace(ev, "space");
        if (i === undefined) return;
        startAmbushes(ctx, ambusher(ev)!, i, 2, { anyGuerrilla: true, noActivate: true });
      },
    ],
    (s) => ambushers(s).length > 0,
  ),
});
