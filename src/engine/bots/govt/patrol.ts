// G4 Non-player Government Patrol (3.2.2), our flowchart (docs/nonplayer-government.md):
//  * LoCs at risk: unSabotaged LoCs whose Guerrillas outnumber their cubes (6.2 would Sabotage
//    them; card 7 shaded: equal too). One at a time, highest Econ first (8.3 ties), cubes move in
//    until they match its Guerrillas (card 7 shaded: one more), taken from spaces that can spare
//    them (common.spare: Control, Civic pairs and other LoCs kept), the most spare first, Police
//    before Troops. Reached by "if none" (8.1.1) or an Event: any LoC with Guerrillas.
//  * Activation in every LoC (automatic, or activateStep's order).
//  * The free Assault: the LoC where it removes the most (then highest Econ, 8.3).

import { sabotageOnEqual } from "../../core/modifiers";
import { cubes, econOf, isLoC, locSpaces, spacesInPlay, terrorAvailable } from "../../core/queries";
import { netReach, roadNet } from "../../ops/patrol";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import {
  forecastAssault,
  guerrillasIn,
  landedOn,
  nums,
  planOf,
  setPlan,
  spaceId,
  spaceOf,
  spare,
} from "./common";

/** 6.2: would this LoC be Sabotaged for its Guerrillas now (unSabotaged, outnumbered cubes)? */
export function atRisk(s: GameState, i: number): boolean {
  if (s.spaces[i].terror > 0) return false;
  const g = guerrillasIn(s, i);
  return g > cubes(s, i) || (g > 0 && g === cubes(s, i) && sabotageOnEqual(s));
}

/** cubes LoC i still needs to stop 6.2 from Sabotaging it (to match its Guerrillas) */
export function locNeed(s: GameState, i: number): number {
  const g = guerrillasIn(s, i);
  return g === 0 ? 0 : g + (sabotageOnEqual(s) ? 1 : 0) - cubes(s, i);
}

/** the spaces each LoC can receive spare cubes from this Patrol (3.2.2 roads, stopping at Guerrillas) */
export function patrolSources(s: GameState): Map<number, number[]> {
  const net = roadNet(s);
  const out = new Map<number, number[]>();
  for (const j of spacesInPlay(s)) {
    if (spare(s, j, "troops") + spare(s, j, "police") === 0) continue;
    for (const t of netReach(net, j)) if (isLoC(s, t)) out.set(t, [...(out.get(t) ?? []), j]);
  }
  return out;
}

/** could this Patrol protect / clear LoC i (cubes there already, or spare cubes can reach it)? */
function coverable(s: GameState, i: number, src: Map<number, number[]>): boolean {
  return cubes(s, i) > 0 || (src.get(i)?.length ?? 0) > 0;
}

/** the LoCs a Patrol would work on: at risk (strict), or any with Guerrillas (relaxed) */
export function patrolTargets(s: GameState, strict: boolean): number[] {
  const src = patrolSources(s);
  return locSpaces(s).filter((i) => (strict ? atRisk(s, i) : guerrillasIn(s, i) > 0) && coverable(s, i, src));
}

/** G2's figure: the Econ of the LoCs at risk that a Patrol could cover */
export function econAtRisk(s: GameState): number {
  // no marker left to place: 6.2 can Sabotage nothing (3.3.4)
  if (terrorAvailable(s) === 0) return 0;
  return patrolTargets(s, true).reduce((n, i) => n + econOf(i), 0);
}

/** op.patrol "move" stage: one cube toward the current LoC, or Done */
export function patrolMoveStep(ctx: BotCtx): Option | null {
  const s = ctx.s;
  const plan = planOf(ctx, "patrol") ?? setPlan(ctx, "patrol", { cur: -1, done: [] });
  const done = new Set(nums(plan, "done"));
  let cur = typeof plan.cur === "number" ? plan.cur : -1;
  const strict = landedOn(ctx, "patrol");
  for (let guard = 0; guard < locSpaces(s).length; guard++) {
    if (cur < 0) {
      const open = patrolTargets(s, strict).filter((i) => !done.has(i) && locNeed(s, i) > 0);
      const next = ctx.pick([open]);
      if (next === null) break;
      cur = next;
      setPlan(ctx, "patrol", { cur, done: [...done] });
      ctx.say("np.govt.patrolLoc", { space: spaceId(cur), n: locNeed(s, cur) });
    }
    const mv = locNeed(s, cur) > 0 ? sourceMove(ctx, cur) : undefined;
    if (mv) return mv;
    done.add(cur);
    cur = -1;
    setPlan(ctx, "patrol", { cur, done: [...done] });
  }
  return ctx.done() ?? null;
}

/** the move of a spare cube into LoC t: most spare first, Police before Troops */
function sourceMove(ctx: BotCtx, t: number): Option | undefined {
  const s = ctx.s;
  const to = spaceId(t);
  let best: Option | undefined;
  let top = 0;
  for (const o of ctx.d.options) {
    if (o.t !== "move" || o.to !== to || (o.p !== "troops" && o.p !== "police")) continue;
    const v = spare(s, spaceOf(o.from), o.p) * 2 + (o.p === "police" ? 1 : 0);
    if (spare(s, spaceOf(o.from), o.p) > 0 && v > top) {
      top = v;
      best = o;
    }
  }
  return best;
}

/** op.patrol "assault" stage: the LoC where the free Assault removes the most (8.3 ties) */
export function patrolAssaultStep(ctx: BotCtx): Option | null {
  const s = ctx.s;
  const locs = ctx.spaceOptions();
  let most = 0;
  for (const i of locs) most = Math.max(most, forecastAssault(s, i).removed);
  const i = most > 0 ? ctx.pick([locs.filter((j) => forecastAssault(s, j).removed === most)]) : null;
  if (i === null) return ctx.done() ?? null;
  ctx.say("np.govt.patrolAssault", { space: spaceId(i), n: most });
  return ctx.spaceOption(i) ?? null;
}
