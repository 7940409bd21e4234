// Helpers every insurgent Non-player's Operations share (FARC 8.7, AUC 8.6): the notepad that
// keeps the plan of the action under way for this card, the Resources limit on selecting spaces
// (8.1, 4th bullet) and the ordered picks among candidates of equal priority (8.2 / 8.3).
import { SPACE_IDS } from "../../data/map";
import type { ActionFrame } from "../../flow/action";
import type { BotNote, GameState } from "../../types";
import type { BotCtx } from "../context";

/** an insurgent that pays 1 Resource a space for its Operations */
export type PayingInsurgent = "farc" | "auc" | "cartels";

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

/**
 * 8.1 4th bullet: once Faction f has 0 Resources it selects no further spaces (a free Operation,
 * given by an Event, costs nothing and goes on).
 */
export function mayAddSpace(s: GameState, a: ActionFrame, f: PayingInsurgent): boolean {
  return a.free || s.resources[f] > 0;
}

/** how many more spaces the action may still select: `max` at most, the limits, 1 Resource each */
export function slotsLeft(
  s: GameState,
  a: ActionFrame,
  f: PayingInsurgent,
  max = Number.POSITIVE_INFINITY,
): number {
  const limit = Math.min(max, a.limited ? 1 : (a.maxSpaces ?? Number.POSITIVE_INFINITY));
  const room = limit - a.opSpaces.length;
  return a.free ? room : Math.min(room, s.resources[f]);
}

/**
 * The next space from the first non-empty tier. When every space of that tier will be taken
 * anyway (no more of them than `slots`), the order cannot matter and the first is taken without
 * dice; otherwise the 8.2 / 8.3 random selection decides (equal priority, random order).
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

export const spaceId = (i: number): string => SPACE_IDS[i];
