// Operations (3.0) by name. Each op module registers its frame handler and how it starts.

import type { ActionFrame } from "../flow/action-frame";
import type { Faction, Frame, GameState, OpName } from "../types";

export type { OpName } from "../types";

export const COIN_OPS: readonly OpName[] = ["train", "patrol", "sweep", "assault"];
export const INSURGENT_OPS: readonly OpName[] = ["rally", "march", "attack", "terror"];

export interface OpDef {
  name: OpName;
  rule: string;
  /** could this Faction start this Operation now (at least one space it could select)? */
  canStart(s: GameState, a: ActionFrame): boolean;
  /** the op's first frame, pushed above the action frame */
  frame(s: GameState, a: ActionFrame): Frame;
}

const ops = new Map<OpName, OpDef>();

export function registerOp(def: OpDef): void {
  ops.set(def.name, def);
}
export function opDef(name: OpName): OpDef | undefined {
  return ops.get(name);
}
export function opsOf(f: Faction): readonly OpName[] {
  return f === "govt" ? COIN_OPS : INSURGENT_OPS;
}
