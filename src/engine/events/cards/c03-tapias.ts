// Card 3 "Tapias" — Govt Capability (5.3). Both sides only leave a lasting effect, which
// execute.ts records and ops/assault.ts reads through core/modifiers.ts:
// unshaded: each Assault space costs 1 Resource;
// shaded: Assaults select only 1 space per card (modifiers assaultOneSpacePerCard).
import { capabilityOn } from "../../core/modifiers";
import { registerEvent, side } from "../registry";

registerEvent(3, {
  // 8.1 only ineffective when the marker already shows this side
  unshaded: side((s) => !capabilityOn(s, 3, "unshaded")),
  shaded: side((s) => !capabilityOn(s, 3, "shaded")),
});
