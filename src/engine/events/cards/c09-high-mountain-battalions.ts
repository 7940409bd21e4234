// Card 9 "High Mountain Battalions" — Govt Capability (5.3). Both sides only leave a lasting effect, which
// execute.ts records and ops/assault.ts (assaultCapacity) reads through core/modifiers.ts:
// unshaded: Assault in Mountain works as in a City (Police count, Troops not halved);
// shaded: Assault in Mountain removes 1 piece per 4 Troops.
import { capabilityOn } from "../../core/modifiers";
import { registerEvent, side } from "../registry";

registerEvent(9, {
  // 8.1 only ineffective when the marker already shows this side
  unshaded: side((s) => !capabilityOn(s, 9, "unshaded")),
  shaded: side((s) => !capabilityOn(s, 9, "shaded")),
});
