// Card 2 "Ospina & Mora" — Govt Capability (5.3). Both sides only leave a lasting effect, which
// execute.ts records and ops/sweep.ts reads through core/modifiers.ts:
// unshaded: each Sweep space costs 1 Resource;
// shaded: Sweeps select only 1 space per card (modifiers sweepOneSpacePerCard).
import { capabilityOn } from "../../core/modifiers";
import { registerEvent, side } from "../registry";

registerEvent(2, {
  // 8.1 only ineffective when the marker already shows this side
  unshaded: side((s) => !capabilityOn(s, 2, "unshaded")),
  shaded: side((s) => !capabilityOn(s, 2, "shaded")),
});
