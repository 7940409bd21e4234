// Free Operations an Event orders in one space (5.5: no cost, Eligibility unchanged), for the
// card steps that choose the space themselves (a space loop, the end of a chain move).
import type { Ctx } from "../core/mutate";
import { actionFrame, startAction } from "../flow/action";
import { spaceOpt } from "../flow/decide";
import { handlerOf } from "../flow/registry";
import { top } from "../flow/stack";
import { type AssaultVariant, startAssaultIn } from "../ops/assault";
import { type OpName, opDef, opsOf } from "../ops/registry";
import { type SweepVariant, startSweepIn } from "../ops/sweep";
import type { Faction, GameState } from "../types";

/**
 * One free Operation in space i, already chosen: a Sweep without movement (only its Activation,
 * 3.2.3), an Assault (3.2.4), or an Attack (3.3.3) with space i selected at once. `v`: an Event's
 * variant of Sweep and Assault (whom they target, which pieces count as Troops).
 */
export function freeOpIn(
  ctx: Ctx,
  f: Faction,
  op: "sweep" | "assault" | "attack",
  i: number,
  v?: SweepVariant & AssaultVariant,
): void {
  if (op === "sweep") startSweepIn(ctx, i, v);
  else if (op === "assault") startAssaultIn(ctx, i, "3.2.4", false, v);
  else {
    startAction(ctx, f, "attack", { free: true, byEvent: true, only: [i], maxSpaces: 1 });
    // the space is already chosen: select it in the Attack at once (its only option)
    const attack = top(ctx.s);
    handlerOf(attack.k).onCommand?.(ctx, attack, spaceOpt(i));
  }
}

/** the mode value naming a free Operation in a card's choice (label ui.choose.mode.<value>) */
export type OpMode = `op${Capitalize<OpName>}`;
export const OP_MODE: Record<OpName, OpMode> = {
  train: "opTrain",
  patrol: "opPatrol",
  sweep: "opSweep",
  assault: "opAssault",
  rally: "opRally",
  march: "opMarch",
  attack: "opAttack",
  terror: "opTerror",
};
const OP_NAMES = Object.keys(OP_MODE) as OpName[];
export const opOfMode = (m: string): OpName | undefined => OP_NAMES.find((op) => OP_MODE[op] === m);

/** Faction f's Operations, but `except`, that could start free with space i as their only space */
export function freeOpsPossibleIn(s: GameState, f: Faction, i: number, except: OpName[]): OpName[] {
  return opsOf(f).filter((op) => {
    if (except.includes(op)) return false;
    const probe = actionFrame(f, op, { free: true, byEvent: true, only: [i] });
    return !!opDef(op)?.canStart(s, probe);
  });
}
