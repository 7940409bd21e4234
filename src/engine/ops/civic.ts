// 6.4.1 Civic Action (also within Train, 3.2.1): in a Govt-Controlled City or Department with
// both Troops and Police, each 3 Resources removes a Terror marker, or once none is left
// shifts the space one level toward Active Support.

import { civicNeedsTwoAndTwo, civicOneSpaceRelaxed } from "../core/modifiers";
import { type Ctx, removeTerrorOrShift } from "../core/mutate";
import { count, govtControls, hasPop, isCityOrDept } from "../core/queries";
import type { GameState } from "../types";

export const CIVIC_COST = 3;

/** Is space i a place for Civic Action (ignoring cost)? `relaxed`: 1st Division unshaded space. */
export function civicSpace(s: GameState, i: number, relaxed = false): boolean {
  if (!isCityOrDept(s, i) || !govtControls(s, i)) return false;
  const sp = s.spaces[i];
  if (sp.terror === 0 && (!hasPop(s, i) || sp.sup >= 2)) return false; // nothing left to gain
  const t = count(s, i, "troops");
  const p = count(s, i, "police");
  if (relaxed && civicOneSpaceRelaxed(s)) return t + p > 0;
  if (civicNeedsTwoAndTwo(s)) return t >= 2 && p >= 2;
  return t > 0 && p > 0;
}

/** One Civic Action step: pay 3, remove Terror or shift toward Active Support. */
export function civicStep(ctx: Ctx, i: number): void {
  ctx.s.resources.govt -= CIVIC_COST;
  removeTerrorOrShift(ctx, i, +1);
}
