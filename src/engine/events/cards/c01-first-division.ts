// Card 1 "1st Division" — Govt Capability (5.3). Both sides only leave a lasting effect, which
// execute.ts records and Civic Action reads through core/modifiers.ts:
// unshaded: in 1 Civic Action space per Support Phase, Govt Control plus any cube suffices;
// shaded: Civic Action needs 2+ Troops and 2+ Police in the space.
import { capabilityOn } from "../../core/modifiers";
import { registerEvent, side } from "../registry";

registerEvent(1, {
  // 8.1 only ineffective when the marker already shows this side
  unshaded: side((s) => !capabilityOn(s, 1, "unshaded")),
  shaded: side((s) => !capabilityOn(s, 1, "shaded")),
});
