// Card 12 "Plan Colombia".
// unshaded: Govt gains Resources equal to Aid, at most 20; afterwards Aid rises by 10 (1.7 caps).
// shaded: Insurgent Momentum (5.4): until the Reset no Air Strike and no Activation by Patrol —
// recorded by execute.ts and read by Operations through events/modifiers.ts.

import { addAid, addResources } from "../../core/mutate";
import { MAX_AID, MAX_RESOURCES } from "../../data/forces";
import { eventSide } from "../helpers";
import { momentumOn } from "../modifiers";
import { registerEvent } from "../registry";

registerEvent({
  number: 12,
  unshaded: eventSide(
    12,
    "unshaded",
    [
      (ctx) => {
        addResources(ctx, "govt", Math.min(ctx.s.aid, 20));
        addAid(ctx, 10);
      },
    ],
    (s) => (s.aid > 0 && s.resources.govt < MAX_RESOURCES) || s.aid < MAX_AID,
  ),
  shaded: eventSide(12, "shaded", [], (s) => !momentumOn(s, 12)),
});
