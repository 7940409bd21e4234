// Helpers shared by the Non-player AUC's Operations (8.6): the notepad of the action under way,
// ordered picks among candidates of equal priority (8.2), the Resources rule of 8.1 (4th bullet),
// and the order in which AUC Attacks and Assassinations remove enemy pieces.
import { OWNER } from "../../core/pieces";
import { guerrillas, shipmentsIn } from "../../core/queries";
import { SPACES } from "../../data/map";
import type { ActionFrame } from "../../flow/action";
import type { BotNote, Faction, GameState, Option, PieceKind } from "../../types";
import type { BotCtx } from "../context";

/** the plan on the notepad, if it was written on this card for this step of the action */
export function planOf(ctx: BotCtx, op: string): BotNote | null {
  const n = ctx.note;
  return n && n.at === ctx.s.cardStart && n.op === op ? n : null;
}

/** a fresh plan for this card */
export function newPlan(ctx: BotCtx, op: string, rest: BotNote = {}): BotNote {
  const n: BotNote = { at: ctx.s.cardStart, op, ...rest };
  ctx.setNote(n);
  return n;
}

/** 8.1 4th bullet: at 0 Resources the AUC selects no further spaces (a free Operation goes on) */
export function mayAddSpace(s: GameState, a: ActionFrame): boolean {
  return a.free || s.resources.auc > 0;
}

/** how many more spaces the action may still select: `max` at most, the limits, 1 Resource each */
export function slotsLeft(s: GameState, a: ActionFrame, max = Number.POSITIVE_INFINITY): number {
  const limit = Math.min(max, a.limited ? 1 : (a.maxSpaces ?? Number.POSITIVE_INFINITY));
  const room = limit - a.opSpaces.length;
  return a.free ? room : Math.min(room, s.resources.auc);
}

/**
 * The next space from the first non-empty tier. When every space of that tier will be taken
 * anyway (no more of them than `slots`), the order cannot matter and the first is taken without
 * dice; otherwise the 8.2 / 8.3 random selection decides.
 */
export function nextIn(
  ctx: BotCtx,
  tiers: readonly (readonly number[])[],
  slots = Number.POSITIVE_INFINITY,
): { space: number; tier: number } | null {
  for (let t = 0; t < tiers.length; t++) {
    const c = tiers[t];
    if (!c.length) continue;
    if (c.length <= slots) return { space: c[0], tier: t };
    const i = ctx.pick([c]);
    if (i !== null) return { space: i, tier: t };
  }
  return null;
}

/** candidates split into tiers by a key, highest key first (ties stay together for 8.2) */
export function tiersBy(cands: readonly number[], key: (i: number) => number): number[][] {
  const keys = [...new Set(cands.map(key))].sort((x, y) => y - x);
  return keys.map((k) => cands.filter((i) => key(i) === k));
}

export const spaceId = (i: number): string => SPACES[i].id;

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
