// Special Activities (4.0) by name. Each SA module registers its frame and its conditions.

import type { ActionFrame } from "../flow/action-frame";
import type { Faction, Frame, GameState, SaName } from "../types";

export type { SaName } from "../types";

export const SAS_OF: Record<Faction, readonly SaName[]> = {
  govt: ["airlift", "airstrike", "eradicate"],
  farc: ["extort", "ambush", "kidnap"],
  auc: ["extort", "ambush", "assassinate"],
  cartels: ["cultivate", "process", "bribe"],
};

export interface SaDef {
  name: SaName;
  rule: string;
  /** may this SA start now, given the accompanying Operation so far (4.1.1)? */
  canStart(s: GameState, a: ActionFrame): boolean;
  frame(s: GameState, a: ActionFrame): Frame;
}

const sas = new Map<SaName, SaDef>();

export function registerSa(def: SaDef): void {
  sas.set(def.name, def);
}
export function saDef(name: SaName): SaDef | undefined {
  return sas.get(name);
}
