// The Non-player Government's Propaganda-round choices, our flowchart (docs/nonplayer-government.md):
//  G7 card 7 unshaded (6.2): clear Sabotage on the highest-Econ LoCs, then Terror where Civic
//     Action could then shift, most Population first;
//  G8 Civic Action (6.4.1): most Population first (fewest Terror markers), keeping CIVIC_RESERVE
//     Resources for the next campaign, except in the final Round or when it can lift Total Support
//     above 60 (7.2 victory; with Samper in office it also spares the FARC Zone of 6.4.3);
//  G9 Redeploy (6.5): forced Troops to the City or Base space next to the most Insurgent Bases
//     (or where they complete or ready a Civic pair); then spare Police to Civic pairs, LoCs at
//     risk, Cities whose pair they ready and Departments with Civic work; no optional Troops
//     moves (6.5.2);
//  G10 FARC Zone (6.4.4): among the tied Departments the one costing the Government least; its
//     cubes leave like Redeploy's.
import {
  adjacentIn,
  baseCount,
  count,
  cubes,
  econOf,
  factionPieces,
  hasPop,
  isCity,
  isDepartment,
  isLoC,
  popOf,
  totalSupport,
} from "../../core/queries";
import { CIVIC_COST } from "../../ops/civic";
import { troopsMustLeave } from "../../propaganda/redeploy";
import { stepOf } from "../../step";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import { CIVIC_RESERVE, civicWork, GOVT, guerrillasIn, pairNeed, spaceId, spaceOf, spare } from "./common";
import { civicKey } from "./train";

export const VICTORY_SUPPORT = 60;

function finalRound(s: GameState): boolean {
  return !!stepOf(s).propaganda?.final;
}

// ---- G5 card 7 unshaded ----------------------------------------------------------------------

/** the Terror / Sabotage marker to clear: Sabotage by Econ, then Terror by Civic value */
export function clearTerrorStep(ctx: BotCtx): Option | null {
  const s = ctx.s;
  const key = (i: number) => {
    if (isLoC(s, i)) return 1000 + econOf(i);
    const civic = civicWork(s, i) && count(s, i, "troops") > 0 && count(s, i, "police") > 0;
    return (civic ? 500 : 0) + popOf(s, i);
  };
  const cands = ctx.spaceOptions();
  if (!cands.length) return ctx.done() ?? null;
  const best = Math.max(...cands.map(key));
  const i = ctx.pick([cands.filter((j) => key(j) === best)]);
  if (i === null) return ctx.done() ?? null;
  ctx.say("np.govt.clearTerror", { space: spaceId(i) });
  return ctx.spaceOption(i) ?? null;
}

// ---- G6 Civic Action -------------------------------------------------------------------------

/**
 * Total Support that Civic Action with `budget` Resources could reach, spending step by step in
 * the offered spaces by civicKey (a forecast on copies of the levels, no state copy).
 */
export function civicForecast(s: GameState, spaces: readonly number[], budget: number): number {
  const lv = new Map(spaces.map((i) => [i, { sup: s.spaces[i].sup, terror: s.spaces[i].terror }]));
  let total = totalSupport(s);
  let steps = Math.floor(budget / CIVIC_COST);
  const order = [...spaces].sort((a, b) => civicKey(s, b) - civicKey(s, a));
  for (const i of order) {
    const x = lv.get(i)!;
    while (steps > 0 && (x.terror > 0 || (hasPop(s, i) && x.sup < 2))) {
      steps--;
      if (x.terror > 0) x.terror--;
      else {
        x.sup++;
        if (x.sup > 0) total += popOf(s, i);
      }
    }
  }
  return total;
}

/** the Resources G6 keeps back now */
export function civicReserve(s: GameState, spaces: readonly number[]): number {
  if (finalRound(s)) return 0;
  const now = totalSupport(s);
  if (now <= VICTORY_SUPPORT && civicForecast(s, spaces, s.resources.govt) > VICTORY_SUPPORT) return 0;
  return CIVIC_RESERVE;
}

/** prop.civic: one more step where it builds the most Support, or Done at the reserve */
export function civicPhaseStep(ctx: BotCtx): Option | null {
  const s = ctx.s;
  const cands = ctx.spaceOptions();
  const reserve = civicReserve(s, cands);
  if (s.resources.govt - CIVIC_COST < reserve) {
    ctx.say("np.govt.civicReserve", { n: s.resources.govt, reserve });
    return ctx.done() ?? null;
  }
  if (!cands.length) return ctx.done() ?? null;
  const best = Math.max(...cands.map((i) => civicKey(s, i)));
  const i = ctx.pick([cands.filter((j) => civicKey(s, j) === best)]);
  if (i === null) return ctx.done() ?? null;
  ctx.say(reserve === 0 ? "np.govt.civicAll" : "np.govt.civic", { space: spaceId(i), n: s.resources.govt });
  return ctx.spaceOption(i) ?? null;
}

// ---- G7 Redeploy -----------------------------------------------------------------------------

function insurgentBases(s: GameState, i: number): number {
  return baseCount(s, i, "farc") + baseCount(s, i, "auc") + baseCount(s, i, "cartels");
}

/**
 * Where a Troops cube redeploys: 1000 if it completes a Civic pair there, 500 if it readies one in
 * a populated City with no Civic work yet (the next Terror there can then be undone, 6.4.1), plus
 * 10 per Insurgent Base in the space and next to it (where the next Sweeps go), plus its
 * Population; minus 10 per 6 Troops already there (spread them).
 */
export function troopDestKey(s: GameState, j: number): number {
  const pair = pairNeed(s);
  const lacks = count(s, j, "troops") < pair && count(s, j, "police") >= pair;
  const civic = civicWork(s, j) && lacks;
  const ready = !civic && lacks && isCity(s, j) && hasPop(s, j);
  let bases = insurgentBases(s, j);
  for (const k of adjacentIn(s, j)) if (!isLoC(s, k)) bases += insurgentBases(s, k);
  return (
    (civic ? 1000 : ready ? 500 : 0) + bases * 10 + popOf(s, j) - Math.floor(count(s, j, "troops") / 6) * 10
  );
}

/**
 * Where a Police cube redeploys: 3000 completing a Civic pair where Troops stay (City or Govt
 * Base); 2000 on a LoC at risk (its Econ); 1500 readying a pair in a populated City with no Civic
 * work yet; 1000 a Department with Civic work and no Police; plus Population. 0: not worth a move.
 */
export function policeDestKey(s: GameState, j: number): number {
  const pair = pairNeed(s);
  if (isLoC(s, j)) return guerrillasIn(s, j) > cubes(s, j) ? 2000 + econOf(j) : 0;
  if (count(s, j, "police") >= pair) return 0;
  if (!civicWork(s, j))
    return isCity(s, j) && hasPop(s, j) && count(s, j, "troops") >= pair ? 1500 + popOf(s, j) : 0;
  const stays = isCity(s, j) || baseCount(s, j, GOVT) > 0;
  if (stays && count(s, j, "troops") >= pair) return 3000 + popOf(s, j);
  return isDepartment(s, j) && count(s, j, "police") === 0 ? 1000 + popOf(s, j) : 0;
}

function destsOf(ctx: BotCtx, p: "troops" | "police", from?: string): number[] {
  const out = new Set<number>();
  for (const o of ctx.d.options)
    if (o.t === "move" && o.p === p && (from === undefined || o.from === from)) out.add(spaceOf(o.to));
  return [...out];
}

function bestDest(ctx: BotCtx, dests: number[], key: (j: number) => number): number | null {
  if (!dests.length) return null;
  const best = Math.max(...dests.map(key));
  if (best <= 0) return null;
  return ctx.pick([dests.filter((j) => key(j) === best)]);
}

function moveOf(ctx: BotCtx, p: "troops" | "police", from: string, to: number): Option | undefined {
  const id = spaceId(to);
  return ctx.d.options.find((o) => o.t === "move" && o.p === p && o.from === from && o.to === id);
}

/** prop.redeploy: forced Troops first, then Police where they serve, then Done */
export function redeployStep(ctx: BotCtx): Option | null {
  const s = ctx.s;
  // 6.5.1 Troops that may not stay
  for (const o of ctx.d.options) {
    if (o.t !== "move" || o.p !== "troops" || !troopsMustLeave(s, spaceOf(o.from))) continue;
    const dests = destsOf(ctx, "troops", o.from);
    const j = bestDest(ctx, dests, (d) => troopDestKey(s, d) + 100000) ?? dests[0];
    ctx.say("np.govt.redeployTroops", { from: o.from, space: spaceId(j) });
    return moveOf(ctx, "troops", o.from, j) ?? o;
  }
  // 6.5.3 spare Police
  const dests = destsOf(ctx, "police");
  const j = bestDest(ctx, dests, (d) => policeDestKey(s, d));
  if (j !== null) {
    let src: string | null = null;
    let most = 0;
    for (const o of ctx.d.options)
      if (o.t === "move" && o.p === "police" && o.to === spaceId(j)) {
        const i = spaceOf(o.from);
        const v = policeDestKey(s, i) > 0 ? 0 : spare(s, i, "police");
        if (v > most) {
          most = v;
          src = o.from;
        }
      }
    if (src) {
      ctx.say("np.govt.redeployPolice", { from: src, space: spaceId(j) });
      return moveOf(ctx, "police", src, j) ?? null;
    }
  }
  return ctx.done() ?? null;
}

// ---- G8 FARC Zone ----------------------------------------------------------------------------

/** what a FARC Zone in Department i costs the Government: its Bases, cubes and Support */
export function zoneCost(s: GameState, i: number): number {
  return (
    baseCount(s, i, GOVT) * 100 + factionPieces(s, i, GOVT) * 10 + Math.max(0, s.spaces[i].sup) * popOf(s, i)
  );
}

/** farcZone: the cheapest tied Department (8.2 ties); then its cubes leave as in Redeploy */
export function zoneStep(ctx: BotCtx, zone: number): Option | null {
  const s = ctx.s;
  if (zone < 0) {
    const cands = ctx.spaceOptions();
    if (!cands.length) return null;
    const least = Math.min(...cands.map((i) => zoneCost(s, i)));
    const i = ctx.pick([cands.filter((j) => zoneCost(s, j) === least)]);
    if (i === null) return null;
    ctx.say("np.govt.zone", { space: spaceId(i) });
    return ctx.spaceOption(i) ?? null;
  }
  const from = spaceId(zone);
  for (const p of ["troops", "police"] as const) {
    const dests = destsOf(ctx, p, from);
    if (!dests.length) continue;
    const key = p === "troops" ? troopDestKey : policeDestKey;
    const j = bestDest(ctx, dests, (d) => key(s, d) + 100000) ?? dests[0];
    return moveOf(ctx, p, from, j) ?? null;
  }
  return null;
}
