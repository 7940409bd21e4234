// Card 10 "Blackhawks" — Govt Capability (5.3). Both sides only leave a lasting effect, which
// execute.ts records and activities/airlift.ts reads through core/modifiers.ts:
// unshaded: Air Lift moves any number of Troops;
// shaded: Air Lift moves a single Troops cube.
import { capabilityOn } from "../../core/modifiers";
import { registerEvent, side } from "../registry";

registerEvent(10, {
  // 8.1 only ineffective when the marker already shows this side
  unshaded: side((s) => !capabilityOn(s, 10, "unshaded")),
  shaded: side((s) => !capabilityOn(s, 10, "shaded")),
});
