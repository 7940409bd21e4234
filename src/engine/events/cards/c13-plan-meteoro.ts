// Card 13 "Plan Meteoro" — Govt Capability (5.3). Both sides only leave a lasting effect, which
// execute.ts records and ops/patrol.ts reads through core/modifiers.ts:
// unshaded: Patrol may make its free Assault in each LoC, not just one;
// shaded: Patrol makes no free Assault.
import { capabilityOn } from "../../core/modifiers";
import { registerEvent, side } from "../registry";

registerEvent(13, {
  // 8.1 only ineffective when the marker already shows this side
  unshaded: side((s) => !capabilityOn(s, 13, "unshaded")),
  shaded: side((s) => !capabilityOn(s, 13, "shaded")),
});
