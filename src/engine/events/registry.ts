// Event cards (5.0) that the engine implements. Until a card is here, its Event is not offered.
import type { Ctx } from "../core/mutate";
import type { Faction, GameState } from "../types";

export type Side = "unshaded" | "shaded";

export interface EventSide {
  /** 8.1 "Ineffective Events": would executing this side change anything? (optional) */
  effective?(s: GameState, f: Faction): boolean;
  /** run the side: mutate directly and/or push frames that ask for choices */
  run(ctx: Ctx, f: Faction): void;
}

export interface EventDef {
  number: number;
  unshaded?: EventSide;
  shaded?: EventSide;
}

const events = new Map<number, EventDef>();

export function registerEvent(def: EventDef): void {
  events.set(def.number, def);
}
export function eventDef(n: number): EventDef | undefined {
  return events.get(n);
}
export function implementedEvents(): number[] {
  return [...events.keys()].sort((a, b) => a - b);
}
