// Hints for people: at one of their own Decisions, the top complete actions with an estimated win
// chance (share of playouts won or led), the expected change of their victory margin (7.2) to the
// horizon, what the action is and why, and the spaces to highlight. Nothing is played.
import type { Faction, GameState } from "../index";
import { describePlan, planSpaces, reasonOf } from "./describe";
import type { Plan } from "./plan";
import type { AdvisorRow } from "./protocol";
import { type AdvisorOptions, advise } from "./search";

/** a suggestion: the row sent to a page (protocol.ts), and the plan it was recorded as */
export interface Suggestion extends AdvisorRow {
  plan: Plan;
}

/** up to `top` suggestions for `f` at `s` (its Decision), best first */
export function suggest(s: GameState, f: Faction, opts: AdvisorOptions, top = 3): Suggestion[] {
  const a = advise(s, f, opts);
  return a.ranked.slice(0, top).map((x) => ({
    plan: x.plan,
    action: describePlan(x.plan, s.current),
    reason: reasonOf(x.plan, f),
    spaces: planSpaces(x.plan),
    winChance: x.lead,
    marginChange: x.margin,
    bodies: x.plan.steps.map((st) => st.body),
  }));
}
