// Spaces a Government Operation paying per space may still select: Cities and Departments
// (Ecuador and Panamá too once Events made them spaces) the Government may enter (not FARC Zones, 6.4.4), within LimOp / Event limits, if it can pay
// (3.1). Shared by Train (3.2.1) and Sweep (3.2.3). Sweep passes what lasting Events change:
// how many spaces are left this card (card 2 shaded) and whether Departments are barred (card 17).
import { cityDeptSpaces, govtMayEnter, isDepartment } from "../core/queries";
import { type ActionFrame, allowedSpace, costOf, spacesLeft } from "../flow/action";
import type { GameState } from "../types";

function canPay(s: GameState, a: ActionFrame, cost: number, room: number): boolean {
  return room > 0 && s.resources.govt >= costOf(a, cost);
}

function ok(s: GameState, a: ActionFrame, i: number, noDepts: boolean): boolean {
  return allowedSpace(a, i) && govtMayEnter(s, i) && !(noDepts && isDepartment(s, i));
}

export function govtSelectable(
  s: GameState,
  a: ActionFrame,
  cost: number,
  room = spacesLeft(a),
  noDepts = false,
): number[] {
  return canPay(s, a, cost, room) ? cityDeptSpaces(s).filter((i) => ok(s, a, i, noDepts)) : [];
}

/** canStart's question, without building the list */
export function anyGovtSelectable(
  s: GameState,
  a: ActionFrame,
  cost: number,
  room = spacesLeft(a),
  noDepts = false,
): boolean {
  return canPay(s, a, cost, room) && cityDeptSpaces(s).some((i) => ok(s, a, i, noDepts));
}
