// Card 8 "Fuerza Aérea Colombiana".
// unshaded: the Government executes 3 free Air Strikes (4.2.2, 5.5; activities/airstrike.ts).
// shaded: Government Resources −9 (never below 0, 1.7).
import { startAirStrikes } from "../../../activities/airstrike";
import { deptLocSpaces } from "../../../core/queries";
import { exposedTargets } from "../../../ops/assault";
import type { GameState } from "../../../types";
import { registerEvent, side } from "../../registry";

/** 8.1 is there anything an Air Strike could hit (Depts and LoCs only)? Card 12's Momentum does
 *  not bar these strikes: the Event being played takes precedence (5.1.2). */
function strikeTargets(s: GameState): boolean {
  for (const i of deptLocSpaces(s)) if (exposedTargets(s, i).length) return true;
  return false;
}

registerEvent(8, {
  unshaded: side(strikeTargets, (x) => startAirStrikes(x.ctx, 3)),
  shaded: side(
    (s) => s.resources.govt > 0,
    (x) => x.resources("govt", -9),
  ),
});
