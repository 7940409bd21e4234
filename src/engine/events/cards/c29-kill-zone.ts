// Card 29 "Kill Zone".
// unshaded: in one space the Government Activates every FARC Guerrilla, then Assaults there for
// free (3.2.4 via ops/assault.ts startAssaultIn; 5.5).
// shaded: FARC or AUC (the executor picks) makes 2 free Ambushes in one space where it has
// Guerrillas, using any of them (even Active) and Activating none (activities/ambush.ts).
import { startAmbushes } from "../../activities/ambush";
import { flip } from "../../core/mutate";
import type { Insurgent } from "../../core/pieces";
import { enemyPieces, guerrillas, underground } from "../../core/queries";
import { assaultable, startAssaultIn } from "../../ops/assault";
import type { GameState } from "../../types";
import { chosenSpace, type EvFrame, eventSide, pickOne, pickSpaces, spacesWhere } from "../helpers";
import { registerEvent } from "../registry";

/** spaces where Kill Zone does something: FARC to Activate, or an Assault that would remove */
function killTargets(s: GameState): number[] {
  return spacesWhere((i) => underground(s, i, "farc") > 0 || assaultable(s, i));
}

const AMBUSHERS: Insurgent[] = ["farc", "auc"];
const ambushers = (s: GameState) =>
  AMBUSHERS.filter((f) => spacesWhere((i) => guerrillas(s, i, f) > 0).length);

/** the Faction picked as "faction:<name>" */
const ambusher = (ev: EvFrame) => (ev.data.faction as string | undefined)?.slice(8) as Insurgent | undefined;

/** 5.1.3 spaces with the Faction's Guerrillas, those with enemies to hit first */
function ambushSpaces(s: GameState, f: Insurgent): number[] {
  const own = spacesWhere((i) => guerrillas(s, i, f) > 0);
  const hot = own.filter((i) => enemyPieces(s, i, f) > 0);
  return hot.length ? hot : own;
}

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
