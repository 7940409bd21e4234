// Shared pieces of the Insurgent Operations Rally and March (3.3.1, 3.3.2).

import { SAS_OF, type SaName, saDef } from "../activities/registry";
import { ruleError } from "../core/errors";
import type { ActionFrame } from "../flow/action";
import type { CommandBody, GameState, RuleError } from "../types";

/** Special Activities that can bring in Resources before the Op pays (3.1 note, 4.1 example). */
const FUNDING: readonly SaName[] = ["extort", "kidnap", "process"];

export const BRIBE_COST = 3;

/**
 * 3.1 note: Insurgents pay space by space, so a Faction short of Resources may still start
 * the Op when one of its Special Activities could raise them first.
 */
export function fundable(s: GameState, a: ActionFrame): boolean {
  if (!a.saAllowed || a.sa) return false;
  return SAS_OF[a.f].some((n) => FUNDING.includes(n) && !!saDef(n)?.canStart(s, a));
}

/** Why a Special Activity choice made during Rally/March is refused (when it is not offered). */
export function explainSaChoice(s: GameState, a: ActionFrame, c: CommandBody): RuleError | null {
  if (c.t !== "choose" || !c.v.startsWith("sa:")) return null;
  if (!a.saAllowed) return ruleError("insurgent.noSa", a.limited ? "2.3.5" : "4.1");
  if (a.sa) return ruleError("insurgent.oneSa", "4.1");
  if (c.v === "sa:bribe" && s.resources.cartels < BRIBE_COST) return ruleError("bribe.cost", "4.5.4");
  return null;
}
