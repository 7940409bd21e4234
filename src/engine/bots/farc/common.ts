// Helpers shared by the Non-player FARC's Operations (8.7): the notepad of the action under way,
// ordered picks among candidates of equal priority, and the Attack / Ambush target order.
import { OWNER } from "../../core/pieces";
import { guerrillas, shipmentsIn } from "../../core/queries";
import { SPACES } from "../../data/map";
import type { ActionFrame } from "../../flow/action";
import type { BotNote, Faction, GameState, Option, PieceKind } from "../../types";
import type { BotCtx } from "../context";

/** the plan on the notepad, if it was written for this card and this step of the action */
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
 * 8.1 4th bullet: once FARC's Resources are 0 it selects no further spaces (a free Operation
 * started by an Event pays nothing, so it goes on).
 */
export function mayAddSpace(s: GameState, a: ActionFrame): boolean {
  return a.free || s.resources.farc > 0;
}

/** how many more spaces the action could still select (Resources 1 each unless free, limits) */
export function slotsLeft(s: GameState, a: ActionFrame): number {
  const limit = a.limited ? 1 : (a.maxSpaces ?? Number.POSITIVE_INFINITY);
  const room = limit - a.opSpaces.length;
  return a.free ? room : Math.min(room, s.resources.farc);
}

/**
 * The next space from the first non-empty tier. When every space of that tier will be taken
 * anyway (no more of them than `slots`), the order cannot matter and the first is taken without
 * dice; otherwise the 8.2 / 8.3 random selection decides (8.7.2 note: equal priority, random order).
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

/** the offered `space` options as a set of space indices */
export function offeredSpaces(ctx: BotCtx): Set<number> {
  return new Set(ctx.spaceOptions());
}

export const spaceId = (i: number): string => SPACES[i].id;

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
