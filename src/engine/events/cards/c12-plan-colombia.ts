// Card 12 "Plan Colombia".
// unshaded: Govt gains Resources equal to Aid, at most 20; afterwards Aid rises by 10 (1.7 caps).
// shaded: Insurgent Momentum (5.4): until the Reset no Air Strike and no Activation by Patrol —
// recorded by execute.ts and read by Operations through core/modifiers.ts.

import { momentumOn } from "../../core/modifiers";
import { MAX_AID, MAX_RESOURCES } from "../../data/forces";
import { registerEvent, side } from "../registry";

registerEvent(12, {
  unshaded: side(
    (s) => (s.aid > 0 && s.resources.govt < MAX_RESOURCES) || s.aid < MAX_AID,
    (x) => {
      x.resources("govt", Math.min(x.s.aid, 20));
      x.aid(10);
    },
  ),
  shaded: side((s) => !momentumOn(s, 12)),
});
