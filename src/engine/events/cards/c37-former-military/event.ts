// Card 37 "Former Military".
// unshaded: the Government takes the spaces one at a time (a space loop): a space where a free
// Sweep without movement (3.2.3) or a free Assault (3.2.4) against FARC can act, then the
// Operation (asked only when both can); each space gets at most one. Both target FARC alone, AUC
// Guerrillas there counting as Troops (halved in Forest and Mountain as Troops are). Each is a
// free Operation (5.5): the Sweep keeps out of FARC Zones (3.2.3); cards 42 and 17 yield (5.1.2).
// shaded: AUC makes a free March (3.3.2, 5.5) with any of its Guerrillas; then, in one of the
// March's destinations, a free Ambush (4.3.2: with an Underground Guerrilla, against any enemy).
import { startAmbushes } from "../../../activities/ambush";
import { guerrillas, underground } from "../../../core/queries";
import { type AssaultVariant, assaultable } from "../../../ops/assault";
import { hasAttackTarget } from "../../../ops/attack";
import { type SweepVariant, sweepInUseful } from "../../../ops/sweep";
import type { GameState } from "../../../types";
import { spaceLoop } from "../../frames/space-loop";
import { freeOpIn } from "../../free-op";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

/** against FARC only, AUC Guerrillas acting as Troops */
const VS_FARC: SweepVariant & AssaultVariant = { against: ["farc"], troops: ["troops", "aucU", "aucA"] };

function opsIn(s: GameState, i: number): ("sweep" | "assault")[] {
  const out: ("sweep" | "assault")[] = [];
  if (sweepInUseful(s, i, VS_FARC)) out.push("sweep");
  if (assaultable(s, i, VS_FARC)) out.push("assault");
  return out;
}
/** the spaces not yet `done` where an Operation can act (stopping at the first one found) */
const opSpaces = (s: GameState, done: readonly number[] = []) =>
  spacesWhere((i) => !done.includes(i) && (sweepInUseful(s, i, VS_FARC) || assaultable(s, i, VS_FARC)), s);

const ambushSpaces = (s: GameState, dests: number[]) =>
  dests.filter((i) => underground(s, i, "auc") > 0 && hasAttackTarget(s, i, "auc"));

registerEvent(37, {
  unshaded: side(
    (s) => opSpaces(s).length > 0,
    spaceLoop({
      by: "govt",
      spaces: (s, _f, done) => opSpaces(s, done),
      ops: (s, _f, i) => opsIn(s, i),
      run: (ctx, _f, op, i) => freeOpIn(ctx, "govt", op, i, VS_FARC),
      prompts: { space: "prompt.card37.space", op: "prompt.card37.op" },
      rule: "5.5",
      takeLast: true,
    }),
  ),
  shaded: side<{ dests: number[]; ambush: number }>(
    (s) => spacesWhere((i) => guerrillas(s, i, "auc") > 0, s).length > 0,
    (x) => x.freeOp("auc", "march", { into: "dests" }),
    (x) =>
      x.pickSpace("ambush", {
        cands: ambushSpaces(x.s, x.data.dests ?? []),
        by: "auc",
        prompt: "prompt.card37.ambush",
      }),
    (x) => {
      const i = x.data.ambush;
      if (i !== undefined) startAmbushes(x.ctx, "auc", i, 1);
    },
  ),
});
