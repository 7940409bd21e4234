// Card 7 "7th Special Forces" — Govt Capability (5.3), 2nd edition timing (the 6.2 Sabotage
// Phase). Both sides only leave a lasting effect, recorded by execute.ts and read by
// propaganda/sabotage.ts through core/modifiers.ts (govtRemovesTerror, sabotageOnEqual):
// unshaded: right after Sabotage is placed, the Government may remove up to 3 Terror/Sabotage;
// shaded: a LoC with at least 1 Guerrilla and as many Guerrillas as cubes is Sabotaged too.
import { capabilityOn } from "../../core/modifiers";
import { registerEvent, side } from "../registry";

registerEvent(7, {
  // 8.1 only ineffective when the marker already shows this side
  unshaded: side((s) => !capabilityOn(s, 7, "unshaded")),
  shaded: side((s) => !capabilityOn(s, 7, "shaded")),
});
