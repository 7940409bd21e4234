// Card 27 "Misil Antiaéreo".
// unshaded: the Government executes 3 free Special Activities (4.2, 5.5) outside any Operation:
// each time it picks Air Lift, Air Strike or Eradicate among those that can do something, and
// executes it (repeats allowed). No Operation means no accompanying-Operation test (5.1.1), and
// card 12's Air Strike ban yields to the Event being played (5.1.2).
// shaded: Insurgent Momentum (5.4): until the Reset no Govt Special Activity in a space holding
// Guerrillas — recorded by execute.ts, read by the three activities through core/modifiers.ts.
import { canAirLift, startAirLift } from "../../../activities/airlift";
import { anyStrikeTarget, startAirStrikes } from "../../../activities/airstrike";
import { canEradicate, startEradicate } from "../../../activities/eradicate";
import { momentumOn, noAirStrike } from "../../../core/modifiers";
import type { GameState } from "../../../types";
import { freeActivities } from "../../frames/free-activities";
import { registerEvent, side } from "../../registry";

type GovtSa = "airlift" | "airstrike" | "eradicate";

/** the Govt Special Activities that could do something now (5.1.3) */
function possibleSas(s: GameState): GovtSa[] {
  const out: GovtSa[] = [];
  if (canAirLift(s)) out.push("airlift");
  if (!noAirStrike(s) && anyStrikeTarget(s)) out.push("airstrike");
  if (canEradicate(s)) out.push("eradicate");
  return out;
}

registerEvent(27, {
  // 8.1 the event is noticed when at least one Govt Special Activity could do something
  unshaded: side(
    (s) => canAirLift(s) || anyStrikeTarget(s) || canEradicate(s),
    freeActivities({
      by: "govt",
      n: 3,
      possible: possibleSas,
      start: {
        airlift: startAirLift,
        airstrike: (ctx) => startAirStrikes(ctx, 1),
        eradicate: startEradicate,
      },
      prompt: "prompt.card27.sa",
      rule: "5.5",
    }),
  ),
  shaded: side((s) => !momentumOn(s, 27)),
});
