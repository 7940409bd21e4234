// Operations (3.0) by name. Each Operation `x` lives in ops/x.ts: it registers how it starts
// (registerOp) and the handler of its first frame, of kind "op.x" (registerFrame); the types
// below hold every Operation to that naming, so the Choice {k:"op", op:"x"} leads to the frame
// "op.x" and its module. Registration (engine/all.ts) keeps the flow modules from importing the
// Operations that import them (no import cycle, test/engine/layers.test.ts).

import type { ActionFrame } from "../flow/action-frame";
import type { Faction, Frame, GameState, OpName } from "../types";

export type { OpName } from "../types";

export const COIN_OPS: readonly OpName[] = ["train", "patrol", "sweep", "assault"];
export const INSURGENT_OPS: readonly OpName[] = ["rally", "march", "attack", "terror"];

export interface OpDef<N extends OpName = OpName> {
  name: N;
  rule: string;
  /** could this Faction start this Operation now (at least one space it could select)? */
  canStart(s: GameState, a: ActionFrame): boolean;
  /** the op's first frame, pushed above the action frame */
  frame(s: GameState, a: ActionFrame): Frame & { k: `op.${NoInfer<N>}` };
}

const ops = new Map<OpName, OpDef>();

export function registerOp<N extends OpName>(def: OpDef<N>): void {
  ops.set(def.name, def);
}
export function opDef(name: OpName): OpDef | undefined {
  return ops.get(name);
}
export function opsOf(f: Faction): readonly OpName[] {
  return f === "govt" ? COIN_OPS : INSURGENT_OPS;
}
