// Lasting Event effects read by Operations and phases: Govt Capabilities (5.3) and
// Insurgent Momentum (5.4). Operations ask here, never look at cards themselves.
import type { GameState } from "../types";

export function capabilityOn(s: GameState, n: number, side: "unshaded" | "shaded"): boolean {
  return s.capabilities[n] === side;
}
export function momentumOn(s: GameState, n: number): boolean {
  return s.momentum.includes(n);
}

// Card 1 "1st Division"
/** shaded: Civic Action needs at least 2 Troops and 2 Police in the space */
export const civicNeedsTwoAndTwo = (s: GameState) => capabilityOn(s, 1, "shaded");
/** unshaded: in one Civic Action space each Support Phase, Govt Control plus any cube is enough */
export const civicOneSpaceRelaxed = (s: GameState) => capabilityOn(s, 1, "unshaded");

/**
 * 5.1.2 the Event being executed wins over an earlier Event's lasting ban: while an Event is on
 * the stack, what it orders (card 8's or card 27's free Air Strikes) is not barred by Momentum.
 */
export const duringEvent = (s: GameState) => s.frames.some((f) => f.k === "event");

// Card 12 "Plan Colombia" (shaded momentum): no Air Strike, and Patrol Activates no Guerrillas
export const noAirStrike = (s: GameState) => momentumOn(s, 12) && !duringEvent(s);
export const noPatrolActivation = (s: GameState) => momentumOn(s, 12);
