// G1b / G3 / G5 Non-player Government Sweep (3.2.3), our flowchart (docs/nonplayer-government.md):
// up to 3 Cities or Departments where the cubes there, or spare Troops that can come in, would
// Activate Underground Guerrillas, end FARC Control before Agitation (6.4.2) or ready a Govt Base
// (3.2.1): FARC-Controlled populated spaces short of Active Opposition first, then the Departments
// for a Base (3 cubes more than the other pieces), then most Insurgent Bases (those of the
// Insurgent nearest to victory count twice), then most Population, then most Underground
// Guerrillas (8.2 ties). All spaces are selected first; then spare Troops move in from adjacent
// spaces (or via a Guerrilla-free LoC), the most spare first, until each space has the cubes to
// Activate all its Underground Guerrillas, end FARC Control, ready its Base, and Assault all its
// Guerrillas next.
import { choiceValue } from "../../choice";
import { noSweepAssaultInDepts, sweepOneSpacePerCard, sweepTroopsOrPolice } from "../../core/modifiers";
import { type Insurgent, OWNER } from "../../core/pieces";
import {
  available,
  baseCount,
  baseRoom,
  count,
  cubes,
  factionPieces,
  farcControls,
  guerrillas,
  hasPop,
  isCityOrDept,
  isDepartment,
  popOf,
  terrainOf,
  totalPieces,
} from "../../core/queries";
import { SPACE_COUNT } from "../../data/map";
import type { ActionFrame } from "../../flow/action";
import { hiddenReachable } from "../../ops/activation";
import { activationCount, sweepCost, sweepInUseful, sweepSources } from "../../ops/sweep";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import {
  doneOrAny,
  GOVT,
  MAX_SPACES,
  nums,
  others,
  planOf,
  setPlan,
  spaceId,
  spaceOf,
  spare,
  threatOrder,
} from "./common";

/** G1b: the least Population of a Department worth a Govt Base */
export const BASE_POP = 2;

/**
 * G1b: a Department worth a Govt Base (baseGap) where the spare Troops nearby can bring the cubes
 * it lacks (a Train can then replace 3 cubes with the Base, 3.2.1)
 */
export function baseTarget(s: GameState, i: number): boolean {
  if (noSweepAssaultInDepts(s)) return false;
  const gap = baseGap(s, i);
  return gap > 0 && troopsNearby(s, i) >= gap;
}

/**
 * the cubes a Department of Population BASE_POP+ short of Active Support, with no Govt Base and
 * room for one, lacks to hold 3 more cubes than the other pieces (0: none, or not such a space)
 */
export function baseGap(s: GameState, i: number): number {
  if (!isDepartment(s, i) || s.spaces[i].zone || popOf(s, i) < BASE_POP || s.spaces[i].sup >= 2) return 0;
  if (baseCount(s, i, GOVT) > 0 || !baseRoom(s, i) || available(s, "govtBase") === 0) return 0;
  return Math.max(0, 3 + others(s, i) - cubes(s, i));
}

/** Underground Guerrillas a Sweep may Activate in space i (card 42's shield left out) */
export function hiddenIn(s: GameState, i: number): number {
  return hiddenReachable(s, i, threatOrder(s) as Insurgent[]);
}

/** spare Troops that could come into space i by Sweep (3.2.3 sources) */
export function troopsNearby(s: GameState, i: number): number {
  const src = sweepSources(s, i);
  let n = 0;
  for (let j = 0; j < src.length; j++) if (src[j]) n += spare(s, j, "troops");
  return n;
}

function forestHalf(s: GameState, i: number, n: number): number {
  return terrainOf(s, i) === "forest" ? Math.floor(n / 2) : n;
}

/**
 * 6.4.2 a populated space FARC Controls and could still shift toward Opposition: Troops arriving
 * there before the Support Phase deny FARC its Agitation
 */
export function agitationTarget(s: GameState, i: number): boolean {
  return hasPop(s, i) && s.spaces[i].sup > -2 && farcControls(s, i);
}

/** Troops that must arrive in space i to end FARC Control there (1.8) */
export function breakNeed(s: GameState, i: number): number {
  if (!farcControls(s, i)) return 0;
  const f = factionPieces(s, i, "farc");
  return f - (totalPieces(s, i) - f);
}

/**
 * could a Sweep of space i Activate a Guerrilla, with the cubes there and the Troops nearby, or
 * end FARC Control where FARC would Agitate?
 */
export function sweepable(s: GameState, i: number): boolean {
  if (!isCityOrDept(s, i) || s.spaces[i].zone) return false;
  if (noSweepAssaultInDepts(s) && isDepartment(s, i)) return false;
  if (baseTarget(s, i)) return true;
  if (agitationTarget(s, i) && troopsNearby(s, i) >= breakNeed(s, i)) return true;
  if (hiddenIn(s, i) === 0) return false;
  if (sweepInUseful(s, i)) return true;
  return forestHalf(s, i, cubes(s, i) + troopsNearby(s, i)) > 0;
}

function insurgentBases(s: GameState, i: number): number {
  return baseCount(s, i, "farc") + baseCount(s, i, "auc") + baseCount(s, i, "cartels");
}

/** G4's order: most Insurgent Bases, then most Population, then most Underground Guerrillas */
export function sweepKey(s: GameState, i: number): number {
  const deny = agitationTarget(s, i) ? 100000 : baseTarget(s, i) ? 50000 : 0;
  const lead = threatOrder(s)[0];
  const bases = insurgentBases(s, i) + (lead ? baseCount(s, i, lead) : 0);
  return deny + bases * 10000 + popOf(s, i) * 100 + Math.min(hiddenIn(s, i), 99);
}

export function sweepTargets(s: GameState): number[] {
  const out: number[] = [];
  for (let i = 0; i < SPACE_COUNT; i++) if (sweepable(s, i)) out.push(i);
  return out;
}

/** cubes space i still wants: to Activate every hidden Guerrilla and then Assault them all */
export function sweepNeed(s: GameState, i: number): number {
  const h = hiddenIn(s, i);
  const act = terrainOf(s, i) === "forest" ? 2 * h : h;
  const g = guerrillas(s, i, "farc") + guerrillas(s, i, "auc") + guerrillas(s, i, "cartels");
  const hit = terrainOf(s, i) === "mountain" ? 2 * g : g;
  const base = baseTarget(s, i) ? 3 + others(s, i) - cubes(s, i) : 0;
  return Math.max(act - cubes(s, i), hit - count(s, i, "troops"), breakNeed(s, i), base, 0);
}

/** op.sweep "select": the planned spaces first, then the Troops' moves, then Done */
export function sweepSelectStep(ctx: BotCtx, a: ActionFrame): Option | null {
  const s = ctx.s;
  const plan = planOf(ctx, "sweep");
  if (!plan) {
    const offered = new Set(ctx.spaceOptions());
    const cands = sweepTargets(s).filter((i) => offered.has(i));
    const chosen: number[] = [];
    let room = a.free ? MAX_SPACES : Math.min(MAX_SPACES, Math.floor(s.resources.govt / sweepCost(s)));
    // card 2 shaded (5.3): 1 Sweep space per card
    if (sweepOneSpacePerCard(s)) room = Math.min(room, 1 - (s.card.sweepSpaces ?? 0));
    // the spare Troops each source still has for the spaces chosen next
    const pool = new Map<number, number>();
    const poolOf = (j: number) => pool.get(j) ?? spare(s, j, "troops");
    const reach = (d: number) => {
      const src = sweepSources(s, d);
      let n = 0;
      for (let j = 0; j < src.length; j++) if (src[j]) n += poolOf(j);
      return Math.min(n, sweepNeed(s, d));
    };
    while (chosen.length < Math.max(1, room)) {
      // 3.2.3 only where the cubes there and the Troops still free to come would Activate someone
      const left = cands.filter(
        (i) => !chosen.includes(i) && (baseTarget(s, i) || forestHalf(s, i, cubes(s, i) + reach(i)) > 0),
      );
      const best = Math.max(-1, ...left.map((i) => sweepKey(s, i)));
      const i = best < 0 ? null : ctx.pick([left.filter((j) => sweepKey(s, j) === best)]);
      if (i === null) break;
      chosen.push(i);
      let take = reach(i);
      const src = sweepSources(s, i);
      const order = [...src.keys()].filter((j) => src[j]).sort((x, y) => poolOf(y) - poolOf(x));
      for (const j of order) {
        const k = Math.min(take, poolOf(j));
        pool.set(j, poolOf(j) - k);
        take -= k;
      }
      ctx.say("np.govt.sweepSpace", { space: spaceId(i), n: hiddenIn(s, i), bases: insurgentBases(s, i) });
    }
    setPlan(ctx, "sweep", { spaces: chosen });
    return nextSweepStep(ctx, a, chosen);
  }
  return nextSweepStep(ctx, a, nums(plan, "spaces"));
}

function nextSweepStep(ctx: BotCtx, a: ActionFrame, spaces: number[]): Option | null {
  const s = ctx.s;
  for (const i of spaces)
    if (!a.opSpaces.includes(i)) {
      const o = ctx.spaceOption(i);
      if (o) return o;
    }
  for (const d of a.opSpaces) {
    // the engine offers no move a space cannot take (1.4.2, Ecuador's 2 pieces per Faction)
    if (sweepNeed(s, d) <= 0) continue;
    const mv = troopMove(ctx, d);
    if (mv) return mv;
  }
  return doneOrAny(ctx, (i) => sweepKey(s, i));
}

/** a spare Troops cube into space d: the source with the most spare Troops */
function troopMove(ctx: BotCtx, d: number): Option | undefined {
  const s = ctx.s;
  const to = spaceId(d);
  let best: Option | undefined;
  let top = 0;
  for (const o of ctx.d.options) {
    if (o.t !== "move" || o.to !== to || o.p !== "troops") continue;
    const v = spare(s, spaceOf(o.from), "troops");
    if (v > top) {
      top = v;
      best = o;
    }
  }
  if (best && best.t === "move") ctx.say("np.govt.sweepMove", { from: best.from, space: to });
  return best;
}

/** card 11 shaded: the cubes that Activate more Guerrillas in the Sweep's spaces (Troops on a tie) */
export function viaStep(ctx: BotCtx, spaces: number[]): Option | null {
  if (!sweepTroopsOrPolice(ctx.s)) return null;
  const s = ctx.s;
  const gain = (via: "troops" | "police") =>
    spaces.reduce((n, i) => n + Math.min(hiddenIn(s, i), activationCount(s, i, via)), 0);
  const cubes = gain("police") > gain("troops") ? "police" : "troops";
  const v = choiceValue({ k: "via", cubes });
  return ctx.d.options.find((o) => o.t === "choose" && o.v === v) ?? null;
}

/**
 * coin.activate (Sweep, Patrol): whose Guerrillas flip first. Insurgents with a Base in the space
 * first (their Base can then be Assaulted), then threatOrder; never stop early (8.1.1).
 */
export function activateStep(ctx: BotCtx): Option | null {
  const s = ctx.s;
  const order = threatOrder(s);
  let best: Option | undefined;
  let top = Number.POSITIVE_INFINITY;
  for (const o of ctx.d.options) {
    if (o.t !== "flip") continue;
    const f = OWNER[o.p] as Insurgent;
    const r = (baseCount(s, spaceOf(o.s), f) > 0 ? 0 : 10) + order.indexOf(f);
    if (r < top) {
      top = r;
      best = o;
    }
  }
  return best ?? ctx.done() ?? null;
}
