// Helpers shared by the Non-player FARC's Operations (8.7): the notepad of the action under way,
// ordered picks among candidates of equal priority, and the Attack / Ambush target order.
import { OWNER } from "../../core/pieces";
import { guerrillas, shipmentsIn } from "../../core/queries";
import type { ActionFrame } from "../../flow/action";
import type { Faction, GameState, Option, PieceKind } from "../../types";
import type { BotCtx } from "../context";
import { mayAddSpace as sharedMayAdd, slotsLeft as sharedSlots } from "../shared/picks";

export { newPlan, nextIn, planOf, spaceId, tiersBy } from "../shared/picks";

/** 8.1 4th bullet for the FARC: at 0 Resources no further spaces (a free Operation goes on) */
export function mayAddSpace(s: GameState, a: ActionFrame): boolean {
  return sharedMayAdd(s, a, "farc");
}

/** how many more spaces the action may still select: `max` at most, the limits, 1 Resource each */
export function slotsLeft(s: GameState, a: ActionFrame, max = Number.POSITIVE_INFINITY): number {
  return sharedSlots(s, a, "farc", max);
}

/** the offered `space` options as a set of space indices */
export function offeredSpaces(ctx: BotCtx): Set<number> {
  return new Set(ctx.spaceOptions());
}

// 8.7.3 target order: a Shipment FARC would capture comes first; after it AUC, Government and
// Cartels pieces in that order;
// within a Faction the 8.1.2 order (Bases, Police, Troops, Underground, Active Guerrillas).
const TARGET_FACTIONS: readonly Faction[] = ["auc", "govt", "cartels"];
const PIECE_ORDER: readonly PieceKind[][] = [
  ["govtBase", "aucBase", "cartelsBase", "farcBase"],
  ["police"],
  ["troops"],
  ["aucU", "cartelsU", "farcU"],
  ["aucA", "cartelsA", "farcA"],
];
const pieceRank = (k: PieceKind) => PIECE_ORDER.findIndex((g) => g.includes(k));

/**
 * Could removing up to `left` more pieces in space i free a Shipment of Faction e for FARC to
 * capture (3.3.3 Captured Goods: it passes to the attacker once e has no Guerrilla left there)?
 */
export function capturable(s: GameState, i: number, e: Faction, left: number): boolean {
  if (e === "govt" || e === "farc") return false;
  const g = guerrillas(s, i, e);
  return shipmentsIn(s, i, e) > 0 && g > 0 && g <= left;
}

/** a Shipment FARC could capture in space i with one Attack or Ambush (2 removals) */
export function shipmentTarget(s: GameState, i: number): boolean {
  return capturable(s, i, "auc", 2) || capturable(s, i, "cartels", 2);
}

/** rank of the best target in space i for the 8.7.3 tie-breaks: 0 Shipment, 1 AUC, 2 Govt, 3 Cartels */
export function targetClass(s: GameState, i: number, has: (f: Faction) => boolean): number {
  if (shipmentTarget(s, i)) return 0;
  const t = TARGET_FACTIONS.findIndex(has);
  return t < 0 ? 9 : 1 + t;
}

/** 8.7.3 the removal to make first in space i, `removed` pieces already taken there */
export function bestTarget(ctx: BotCtx, i: number, removed: number): Option | undefined {
  const left = 2 - removed;
  let best: Option | undefined;
  let top = Number.POSITIVE_INFINITY;
  for (const o of ctx.d.options) {
    if (o.t !== "remove" || OWNER[o.p] === "farc") continue;
    const e = OWNER[o.p];
    const capture = capturable(ctx.s, i, e, left) && pieceRank(o.p) >= 3;
    const score = (capture ? 0 : 1 + TARGET_FACTIONS.indexOf(e)) * 10 + pieceRank(o.p);
    if (score < top) {
      top = score;
      best = o;
    }
  }
  return best;
}
