// G2 Non-player Government Assault (3.2.4), our flowchart (docs/nonplayer-government.md): one
// space after another, each chosen on the board as it stands after the previous one:
//  1. where it removes Insurgent Bases (most first);
//  2. then where it busts a Shipment (3.2.5 Drug Bust, +6 Aid);
//  3. then where it gives Govt Control of a populated City or Department (most Population first);
//  4. then where it removes 2 or more pieces (most first);
//  5. only when the flowchart reached Assault through "if none" (8.1.1) or an Event's free
//     Assault: anywhere it removes a piece.
// Ties: 8.2 / 8.3 random. Targets in each space: forecastAssault's order (Bases first).

import { noSweepAssaultInDepts } from "../../core/modifiers";
import { isDepartment, popOf, spacesInPlay } from "../../core/queries";
import { assaultable } from "../../ops/assault";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import {
  type AssaultForecast,
  bestRemoval,
  doneOrAny,
  forecastAssault,
  landedOn,
  spaceId,
  spaceOf,
} from "./common";

/** may an Assault Operation select space i at all (card 17 shaded: no Departments)? */
export function assaultSpace(s: GameState, i: number): boolean {
  return !(noSweepAssaultInDepts(s) && isDepartment(s, i)) && assaultable(s, i);
}

/** G1's test of one space: a Base, a Shipment, Control, or 2+ pieces */
export function strongAssault(f: AssaultForecast): boolean {
  return f.bases > 0 || f.bust > 0 || (f.control && f.removed > 0) || f.removed >= 2;
}

/** the spaces where G1 would Assault (strict) or any space an Assault removes something (relaxed) */
export function assaultTargets(s: GameState, strict: boolean): number[] {
  return spacesInPlay(s).filter((i) => {
    if (!assaultSpace(s, i)) return false;
    const f = forecastAssault(s, i);
    return strict ? strongAssault(f) : f.removed > 0;
  });
}

/** the tiers of G1's space order among the candidates */
export function assaultTiers(s: GameState, cands: readonly number[]): number[][] {
  const fc = new Map(cands.map((i) => [i, forecastAssault(s, i)]));
  const by = (list: number[], key: (f: AssaultForecast, i: number) => number): number[][] => {
    const keys = [...new Set(list.map((i) => key(fc.get(i)!, i)))].filter((k) => k > 0).sort((a, b) => b - a);
    return keys.map((k) => list.filter((i) => key(fc.get(i)!, i) === k));
  };
  const all = [...cands];
  const rest = (f: AssaultForecast) => f.bases === 0 && f.bust === 0;
  return [
    ...by(all, (f) => f.bases),
    ...by(all, (f) => (f.bases === 0 ? f.bust : 0)),
    ...by(all, (f, i) => (rest(f) && f.control ? popOf(s, i) : 0)),
    ...by(all, (f) => (rest(f) && !f.control && f.removed >= 2 ? f.removed : 0)),
    ...by(all, (f) => (rest(f) && !f.control && f.removed === 1 ? 1 : 0)),
  ];
}

const TIER_KEYS = [
  "np.govt.assaultBase",
  "np.govt.assaultBust",
  "np.govt.assaultControl",
  "np.govt.assaultMany",
  "np.govt.assaultAny",
];

/** op.assault: the next space, or Done */
export function assaultSelectStep(ctx: BotCtx): Option | null {
  const s = ctx.s;
  const offered = new Set(ctx.spaceOptions());
  const strict = landedOn(ctx, "assault");
  const cands = assaultTargets(s, strict).filter((i) => offered.has(i));
  const tiers = assaultTiers(s, cands);
  for (const tier of tiers) {
    const i = ctx.pick([tier]);
    if (i === null) continue;
    const f = forecastAssault(s, i);
    const k = f.bases ? 0 : f.bust ? 1 : f.control ? 2 : f.removed >= 2 ? 3 : 4;
    ctx.say(TIER_KEYS[k], { space: spaceId(i), n: f.removed, bases: f.bases });
    return ctx.spaceOption(i) ?? null;
  }
  if (!ctx.done()) return doneOrAny(ctx, (i) => forecastAssault(s, i).removed);
  if (ctx.d.options.some((o) => o.t === "space")) ctx.say("np.govt.assaultDone");
  return ctx.done() ?? null;
}

/** coin.assaultSpace: the next piece to remove (Bases reached first, then by threat) */
export function assaultRemoveStep(ctx: BotCtx): Option | null {
  const id = ctx.d.context.space;
  if (!id) return null;
  // 8.1.1 to the maximum extent: never stop while something may be removed
  return bestRemoval(ctx, spaceOf(id)) ?? ctx.done() ?? null;
}
