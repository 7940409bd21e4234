// Card 11 "National Defense & Security Council" — Govt Capability (5.3). Both sides only leave a lasting effect, which
// execute.ts records and ops/sweep.ts reads through core/modifiers.ts:
// unshaded: 1 Police may join each Sweep space, moving as Troops do;
// shaded: a Sweep Activates with its Troops or its Police (the Government picks), never both.
import { capabilityOn } from "../../core/modifiers";
import { registerEvent, side } from "../registry";

registerEvent(11, {
  // 8.1 only ineffective when the marker already shows this side
  unshaded: side((s) => !capabilityOn(s, 11, "unshaded")),
  shaded: side((s) => !capabilityOn(s, 11, "shaded")),
});
