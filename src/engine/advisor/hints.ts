// Hints for people: at one of their own Decisions, the top complete actions with an estimated win
// chance (share of playouts won or led), the expected change of their victory margin (7.2) to the
// horizon, what the action is and why, and the spaces to highlight. Nothing is played.
import type { CommandBody, Faction, GameState, Msg, SpaceId } from "../index";
import { describePlan, planSpaces, reasonOf } from "./describe";
import type { Plan } from "./plan";
import { type AdvisorOptions, advise } from "./search";

export interface Suggestion {
  plan: Plan;
  /** what the action is (advisor.action.*) */
  action: Msg;
  /** the most telling change it makes (advisor.reason.*) */
  reason: Msg;
  /** spaces the action selects, to highlight on the board */
  spaces: SpaceId[];
  /** 0..1 */
  winChance: number;
  /** mean change of the Faction's victory margin to the horizon */
  marginChange: number;
  /** the action's own commands, in order (the player still plays them one by one) */
  bodies: CommandBody[];
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
