// Spaces a Government Operation paying per space may still select: Cities and Departments
// the Government may enter (not FARC Zones, 6.4.4), within LimOp / Event limits, if it can pay
// (3.1). Shared by Train (3.2.1) and Sweep (3.2.3). Sweep passes what lasting Events change:
// how many spaces are left this card (card 2 shaded) and whether Departments are barred (card 17).
import { govtMayEnter } from "../core/queries";
import { POP_SPACES, SPACES } from "../data/map";
import { type ActionFrame, allowedSpace, costOf, spacesLeft } from "../flow/action";
import type { GameState } from "../types";

function canPay(s: GameState, a: ActionFrame, cost: number, room: number): boolean {
  return room > 0 && s.resources.govt >= costOf(a, cost);
}

function ok(s: GameState, a: ActionFrame, i: number, noDepts: boolean): boolean {
  return allowedSpace(a, i) && govtMayEnter(s, i) && !(noDepts && SPACES[i].type === "dept");
}

export function govtSelectable(
  s: GameState,
  a: ActionFrame,
  cost: number,
  room = spacesLeft(a),
  noDepts = false,
): number[] {
  return canPay(s, a, cost, room) ? POP_SPACES.filter((i) => ok(s, a, i, noDepts)) : [];
}

/** canStart's question, without building the list */
export function anyGovtSelectable(
  s: GameState,
  a: ActionFrame,
  cost: number,
  room = spacesLeft(a),
  noDepts = false,
): boolean {
  return canPay(s, a, cost, room) && POP_SPACES.some((i) => ok(s, a, i, noDepts));
}
