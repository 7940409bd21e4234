// Helpers shared by the Non-player AUC's Operations (8.6): the notepad of the action under way,
// ordered picks among candidates of equal priority (8.2), the Resources rule of 8.1 (4th bullet),
// and the order in which AUC Attacks and Assassinations remove enemy pieces.
import { OWNER } from "../../core/pieces";
import { guerrillas, shipmentsIn } from "../../core/queries";
import type { ActionFrame } from "../../flow/action";
import type { Faction, GameState, Option, PieceKind } from "../../types";
import type { BotCtx } from "../context";
import { mayAddSpace as sharedMayAdd, slotsLeft as sharedSlots } from "../shared/picks";

export { newPlan, nextIn, planOf, spaceId, tiersBy } from "../shared/picks";

/** 8.1 4th bullet for the AUC: at 0 Resources no further spaces (a free Operation goes on) */
export function mayAddSpace(s: GameState, a: ActionFrame): boolean {
  return sharedMayAdd(s, a, "auc");
}

/** how many more spaces the action may still select: `max` at most, the limits, 1 Resource each */
export function slotsLeft(s: GameState, a: ActionFrame, max = Number.POSITIVE_INFINITY): number {
  return sharedSlots(s, a, "auc", max);
}

// ---- removals: Attack and Ambush (8.6.3), Assassinate (8.6.4) ------------------------------------

/** 8.1.2 3rd bullet within one enemy Faction: Bases, Police, Troops, Underground, Active */
const PIECE_ORDER: readonly PieceKind[][] = [
  ["govtBase", "farcBase", "cartelsBase"],
  ["police"],
  ["troops"],
  ["farcU", "cartelsU"],
  ["farcA", "cartelsA"],
];
export const pieceRank = (k: PieceKind): number => {
  const r = PIECE_ORDER.findIndex((g) => g.includes(k));
  return r < 0 ? PIECE_ORDER.length : r;
};
const isGuerrillaRank = (k: PieceKind) => pieceRank(k) >= 3 && pieceRank(k) < PIECE_ORDER.length;

/**
 * Could removing up to `left` more Guerrillas of Faction e in space i free e's Shipment there,
 * so that it passes to the AUC (3.3.3 Captured Goods, 4.4.2 Commandeer)?
 */
export function capturable(s: GameState, i: number, e: Faction, left: number): boolean {
  if (e !== "farc" && e !== "cartels") return false;
  const g = guerrillas(s, i, e);
  return shipmentsIn(s, i, e) > 0 && g > 0 && g <= left;
}

/**
 * The removal to make first among the offered ones in space i: the Guerrillas whose removal
 * captures a Shipment, then the Factions in `order`, each in the 8.1.2 order. `left`: removals
 * still to come in this space (counting this one). Factions outside `order` only for a capture.
 */
export function bestRemoval(
  ctx: BotCtx,
  i: number,
  left: number,
  order: readonly Faction[],
): Option | undefined {
  let best: Option | undefined;
  let top = Number.POSITIVE_INFINITY;
  for (const o of ctx.d.options) {
    if (o.t !== "remove" || OWNER[o.p] === "auc") continue;
    const e = OWNER[o.p];
    const capture = isGuerrillaRank(o.p) && capturable(ctx.s, i, e, left);
    const f = order.indexOf(e);
    if (!capture && f < 0) continue;
    const score = (capture ? 0 : 1 + f) * 10 + pieceRank(o.p);
    if (score < top) {
      top = score;
      best = o;
    }
  }
  return best;
}
