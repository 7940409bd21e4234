// Special Activities (4.0) by name. Each Special Activity `x` lives in activities/x.ts: it
// registers its conditions (registerSa) and the handler of its first frame, of kind "sa.x"
// (registerFrame); the types below hold every Special Activity to that naming.

import type { ActionFrame } from "../flow/action-frame";
import type { Faction, Frame, GameState, SaName } from "../types";

export type { SaName } from "../types";

export const SAS_OF: Record<Faction, readonly SaName[]> = {
  govt: ["airlift", "airstrike", "eradicate"],
  farc: ["extort", "ambush", "kidnap"],
  auc: ["extort", "ambush", "assassinate"],
  cartels: ["cultivate", "process", "bribe"],
};

export interface SaDef<N extends SaName = SaName> {
  name: N;
  rule: string;
  /** may this SA start now, given the accompanying Operation so far (4.1.1)? */
  canStart(s: GameState, a: ActionFrame): boolean;
  frame(s: GameState, a: ActionFrame): Frame & { k: `sa.${NoInfer<N>}` };
}

const sas = new Map<SaName, SaDef>();

export function registerSa<N extends SaName>(def: SaDef<N>): void {
  sas.set(def.name, def);
}
export function saDef(name: SaName): SaDef | undefined {
  return sas.get(name);
}
