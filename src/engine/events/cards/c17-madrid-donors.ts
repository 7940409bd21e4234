// Card 17 "Madrid Donors".
// unshaded: Govt gains Resources equal to Aid, at most 20; afterwards Aid rises by 6 (1.7 caps).
// shaded: Insurgent Momentum (5.4): until the Reset no Sweep and no Assault in Departments —
// recorded by execute.ts, read by ops/sweep.ts and ops/assault.ts through core/modifiers.ts
// (`noSweepAssaultInDepts`; an Event being executed is not held to it, 5.1.2).

import { momentumOn } from "../../core/modifiers";
import { MAX_AID, MAX_RESOURCES } from "../../data/forces";
import { registerEvent, side } from "../registry";

registerEvent(17, {
  unshaded: side(
    (s) => (s.aid > 0 && s.resources.govt < MAX_RESOURCES) || s.aid < MAX_AID,
    (x) => {
      x.resources("govt", Math.min(x.s.aid, 20));
      x.aid(6);
    },
  ),
  shaded: side((s) => !momentumOn(s, 17)),
});
