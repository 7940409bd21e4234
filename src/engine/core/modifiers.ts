// Lasting Event effects read by Operations and phases: Govt Capabilities (5.3) and
// Insurgent Momentum (5.4). Operations ask here, never look at cards themselves.

import type { Faction, GameState } from "../types";
import { panamaIn } from "./queries";

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

// ---- batch b (Propaganda)
// Card 7 "7th Special Forces" (Capability; read by the 6.2 Sabotage Phase, propaganda/sabotage.ts)
/** unshaded: right after Sabotage is placed, the Government may clear up to 3 Terror/Sabotage markers */
export const govtRemovesTerror = (s: GameState) => capabilityOn(s, 7, "unshaded");
/** shaded: a LoC whose Guerrillas (1 or more) merely equal its cubes is Sabotaged too */
export const sabotageOnEqual = (s: GameState) => capabilityOn(s, 7, "shaded");
// Card 22 "Alfonso Cano" (shaded Momentum; read by 6.4.2 Agitation, propaganda/support.ts):
/** FARC may also Agitate in up to 3 spaces with a FARC piece and no Govt Control */
export const agitateExtraSpaces = (s: GameState) => momentumOn(s, 22);
// Card 67 "Mexican Traffickers" (shaded Momentum; read by 6.3.2, propaganda/resources.ts)
/** Cartels earn 4 per Base instead of 3 this Resources Phase */
export const cartelsEarnFour = (s: GameState) => momentumOn(s, 67);

// ---- Government Capabilities and Momentum (cards 2 3 9 10 11 13 17 27)
// Card 2 "Ospina & Mora" (Capability; ops/sweep.ts)
/** unshaded: a Sweep space costs 1 Resource instead of 3 */
export const sweepCostsOne = (s: GameState) => capabilityOn(s, 2, "unshaded");
/** shaded: Sweeps select at most 1 space per card; an executing Event is not held to it (5.1.2) */
export const sweepOneSpacePerCard = (s: GameState) => capabilityOn(s, 2, "shaded") && !duringEvent(s);
// Card 3 "Tapias" (Capability; ops/assault.ts)
/** unshaded: an Assault space costs 1 Resource instead of 3 */
export const assaultCostsOne = (s: GameState) => capabilityOn(s, 3, "unshaded");
/** shaded: Assaults select at most 1 space per card; an executing Event is not held to it (5.1.2) */
export const assaultOneSpacePerCard = (s: GameState) => capabilityOn(s, 3, "shaded") && !duringEvent(s);
// Card 9 "High Mountain Battalions" (Capability; ops/assault.ts assaultCapacity)
/** unshaded: Assault in a Mountain Department counts as in a City (Troops 1 each, Police too) */
export const assaultMountainAsCity = (s: GameState) => capabilityOn(s, 9, "unshaded");
/** shaded: Assault in Mountain removes 1 piece per 4 Troops */
export const assaultMountainPerFour = (s: GameState) => capabilityOn(s, 9, "shaded");
// Card 10 "Blackhawks" (Capability; activities/airlift.ts)
/** unshaded: Air Lift moves any number of Troops */
export const airLiftAnyNumber = (s: GameState) => capabilityOn(s, 10, "unshaded");
/** shaded: Air Lift moves a single Troops cube */
export const airLiftOnlyOne = (s: GameState) => capabilityOn(s, 10, "shaded");
// Card 11 "National Defense & Security Council" (Capability; ops/sweep.ts)
/** unshaded: 1 Police may move into each Sweep space along with the Troops */
export const sweepPoliceJoin = (s: GameState) => capabilityOn(s, 11, "unshaded");
/** shaded: a Sweep Activates with its Troops or with its Police, not both (one choice per Sweep) */
export const sweepTroopsOrPolice = (s: GameState) => capabilityOn(s, 11, "shaded");
// Card 13 "Plan Meteoro" (Capability; ops/patrol.ts)
/** unshaded: Patrol may Assault free in each LoC, not just 1 */
export const patrolAssaultEachLoc = (s: GameState) => capabilityOn(s, 13, "unshaded");
/** shaded: Patrol has no free Assault */
export const patrolNoAssault = (s: GameState) => capabilityOn(s, 13, "shaded");
// Card 17 "Madrid Donors" (shaded Momentum; ops/sweep.ts, ops/assault.ts)
/** no Sweep or Assault in Departments until the Reset; an executing Event is not held to it (5.1.2) */
export const noSweepAssaultInDepts = (s: GameState) => momentumOn(s, 17) && !duringEvent(s);
// Card 27 "Misil Antiaéreo" (shaded Momentum; activities/airlift.ts, airstrike.ts, eradicate.ts)
/** no Govt Special Activity in a space with Guerrillas until the Reset (5.1.2: not during an Event) */
export const noGovtSaWhereGuerrillas = (s: GameState) => momentumOn(s, 27) && !duringEvent(s);
/**
 * 8.1 a side's `effective` is asked before its Event runs: this view of the state answers the
 * queries above as they will stand while the Event executes (5.1.2 bans lifted). Read only.
 */
export const asDuringEvent = (s: GameState): GameState =>
  duringEvent(s) ? s : { ...s, frames: [...s.frames, { k: "event" }] };

// ---- batch e1
// Card 42 "Senado & Cámara" (shaded Momentum; ops/sweep.ts, ops/assault.ts): until the Reset no
// Sweep may Activate, and no Assault (Patrol's too) may remove, pieces of the Faction that
// executed it. An executing Event is not held to it (5.1.2, e.g. card 37 against FARC).
/** the Faction shielded from Sweep and Assault now, or null */
export const sweepAssaultShield = (s: GameState): Faction | null =>
  momentumOn(s, 42) && !duringEvent(s) ? (s.momentumBy?.[42] ?? null) : null;

// ---- card 71 "Darién" (lasting map change; ops/sweep.ts)
/** shaded: once Panamá is a space, a Sweep Activates no Guerrilla there */
export const noSweepActivationIn = (s: GameState, i: number) => panamaIn(s, i);
