// Card effects read by the Propaganda Round (5.3 Capabilities, 5.4 Momentum). Kept here, next
// to the phases that use them, on top of the generic queries of events/modifiers.ts.
import { capabilityOn, momentumOn } from "../events/modifiers";
import type { GameState } from "../types";

// Card 7 "7th Special Forces"
/** unshaded: once Sabotage is placed, the Government may clear 1–3 Terror/Sabotage markers */
export const govtRemovesTerror = (s: GameState) => capabilityOn(s, 7, "unshaded");
/** shaded: Guerrillas (1 or more) merely equal to the cubes on a LoC suffice for Sabotage */
export const sabotageOnEqual = (s: GameState) => capabilityOn(s, 7, "shaded");

// Card 22 "Alfonso Cano" (shaded momentum): Agitation also in up to 3 spaces with a FARC
// piece and no Govt Control
export const agitateExtraSpaces = (s: GameState) => momentumOn(s, 22);

// Card 67 "Mexican Traffickers" (shaded momentum): Cartels earn 4 per Base this Resources Phase
export const cartelsEarnFour = (s: GameState) => momentumOn(s, 67);
