// Spaces a Government Operation paying per space may still select: Cities and Departments
// the Government may enter (not FARC Zones, 6.4.4), within LimOp / Event limits, if it can pay
// (3.1). Shared by Train (3.2.1) and Sweep (3.2.3), which both cost 3 per space.
import { govtMayEnter } from "../core/queries";
import { POP_SPACES } from "../data/map";
import { type ActionFrame, allowedSpace, costOf, spacesLeft } from "../flow/action";
import type { GameState } from "../types";

function canPay(s: GameState, a: ActionFrame, cost: number): boolean {
  return spacesLeft(a) > 0 && s.resources.govt >= costOf(a, cost);
}

export function govtSelectable(s: GameState, a: ActionFrame, cost: number): number[] {
  return canPay(s, a, cost) ? POP_SPACES.filter((i) => allowedSpace(a, i) && govtMayEnter(s, i)) : [];
}

/** canStart's question, without building the list */
export function anyGovtSelectable(s: GameState, a: ActionFrame, cost: number): boolean {
  return canPay(s, a, cost) && POP_SPACES.some((i) => allowedSpace(a, i) && govtMayEnter(s, i));
}
