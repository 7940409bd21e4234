// G1 Non-player Government Train (3.2.1), our flowchart (docs/nonplayer-government.md): up to 3
// Cities or Departments, in this order (8.2 ties):
//  1. the space for the Train's extra step: a Govt Base in a populated Department holding 3 cubes
//     (where Troops may then stay, 6.5.1, and Train places cubes); else Civic Action (6.4.1) where
//     it builds the most Support (most Population, fewest Terror markers) if Population 2+; else
//     Civic Action where Population is 1;
//  2. Cities (and Departments with a Govt Base) where the cubes placed give Govt Control, most
//     Population first;
//  3. populated ones lacking the Troops-and-Police pair Civic Action needs, most Population first;
//  4. reached by "if none" (8.1.1) or an Event: any City where cubes can be placed, most Population.
// Cubes: up to 6 per space (8.1.1), the pair first, then the kind the space has fewer of (Troops on
// a tie). Civic Action goes on while it gains and Resources stay above CIVIC_RESERVE.
import {
  available,
  baseCount,
  baseRoom,
  count,
  cubes,
  factionPieces,
  isCity,
  isDepartment,
  popOf,
} from "../../core/queries";
import { SPACE_COUNT } from "../../data/map";
import type { ActionFrame } from "../../flow/action";
import { CIVIC_COST } from "../../ops/civic";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import {
  CIVIC_RESERVE,
  civicWork,
  doneOrAny,
  GOVT,
  landedOn,
  MAX_SPACES,
  nums,
  others,
  pairNeed,
  planOf,
  setPlan,
  spaceId,
  spaceOf,
} from "./common";

const TRAIN_COST = 3;
const MAX_CUBES = 6;

/** 3.2.1 does a Train place cubes in space i (a City, or a Department with a Govt Base)? */
export function placesCubes(s: GameState, i: number): boolean {
  return isCity(s, i) || baseCount(s, i, GOVT) > 0;
}

function trainable(s: GameState, i: number): boolean {
  return (isCity(s, i) || isDepartment(s, i)) && !s.spaces[i].zone;
}

/** Troops and Police a Train could place in space i now */
function placeable(s: GameState, i: number): { t: number; p: number; n: number } {
  if (!placesCubes(s, i)) return { t: 0, p: 0, n: 0 };
  const t = available(s, "troops");
  const p = available(s, "police");
  return { t, p, n: Math.min(MAX_CUBES, t + p) };
}

/** after this Train's cubes, could Civic Action (6.4.1) build Support in space i? */
export function trainCivicSpace(s: GameState, i: number): boolean {
  if (!trainable(s, i) || !civicWork(s, i)) return false;
  const pair = pairNeed(s);
  const { t, p, n } = placeable(s, i);
  const needT = Math.max(0, pair - count(s, i, "troops"));
  const needP = Math.max(0, pair - count(s, i, "police"));
  if (needT > t || needP > p || needT + needP > n) return false;
  return factionPieces(s, i, GOVT) + n > others(s, i);
}

/** 3.2.1 could a Train replace 3 cubes with a Govt Base in populated Department i? */
export function trainBaseSpace(s: GameState, i: number): boolean {
  return (
    trainable(s, i) &&
    isDepartment(s, i) &&
    popOf(s, i) > 0 &&
    baseCount(s, i, GOVT) === 0 &&
    cubes(s, i) >= 3 &&
    baseRoom(s, i) &&
    available(s, "govtBase") > 0 &&
    // 3 cubes leave for 1 Base: Govt Control must hold (1.7)
    factionPieces(s, i, GOVT) - 2 > others(s, i)
  );
}

/**
 * a City (or Department with a Govt Base) without Govt Control that the cubes placed would take;
 * `left`: the cubes still Available to this Train (the spaces planned before take theirs)
 */
export function trainControlSpace(s: GameState, i: number, left = cubesLeft(s)): boolean {
  if (!trainable(s, i) || popOf(s, i) === 0) return false;
  const g = factionPieces(s, i, GOVT);
  const o = others(s, i);
  return g <= o && g + placed(s, i, left) > o;
}

/** a populated space with Civic work left that lacks the pair, and the cubes to supply it */
function trainPairSpace(s: GameState, i: number, left: number): boolean {
  if (!trainable(s, i) || !civicWork(s, i)) return false;
  const pair = pairNeed(s);
  const lacks = count(s, i, "troops") < pair || count(s, i, "police") < pair;
  return lacks && placed(s, i, left) > 0;
}

/** the Troops and Police Available */
const cubesLeft = (s: GameState) => available(s, "troops") + available(s, "police");

/** cubes a Train places in space i with `left` cubes still Available (up to 6, 8.1.1) */
function placed(s: GameState, i: number, left: number): number {
  return placesCubes(s, i) ? Math.min(MAX_CUBES, left) : 0;
}

/**
 * G1's purpose of a Train with R Resources (3 per space, Civic Action 3 more): a Govt Base, Civic
 * Action in a Population 2+ space, or Control of a City; "" when it has none it can pay for
 */
export function trainPurpose(s: GameState, R: number): "civic" | "base" | "control" | "" {
  if (R < TRAIN_COST) return "";
  if (trainBaseSpaces(s).length) return "base";
  if (R >= TRAIN_COST + CIVIC_COST && trainCivicSpaces(s).some((i) => popOf(s, i) >= 2)) return "civic";
  if (trainBaseSpaces(s).length) return "base";
  return trainControlSpaces(s).length ? "control" : "";
}

/** "if none" (8.1.1): could a Train with R Resources place a cube or do its extra step at all? */
export function trainUseful(s: GameState, R: number): boolean {
  if (R < TRAIN_COST) return false;
  if (trainPurpose(s, R) || trainBaseSpaces(s).length) return true;
  if (R >= TRAIN_COST + CIVIC_COST && trainCivicSpaces(s).length) return true;
  return cubesLeft(s) > 0 && cities(s).some((i) => isCity(s, i));
}

/** Civic Action's priority: most Population, then fewest Terror markers */
export function civicKey(s: GameState, i: number): number {
  return popOf(s, i) * 100 - Math.min(s.spaces[i].terror, 99);
}

function cities(s: GameState): number[] {
  const out: number[] = [];
  for (let i = 0; i < SPACE_COUNT; i++) if (trainable(s, i)) out.push(i);
  return out;
}

export function trainCivicSpaces(s: GameState): number[] {
  return cities(s).filter((i) => trainCivicSpace(s, i));
}
export function trainBaseSpaces(s: GameState): number[] {
  return cities(s).filter((i) => trainBaseSpace(s, i));
}
export function trainControlSpaces(s: GameState): number[] {
  return cities(s).filter((i) => trainControlSpace(s, i));
}

/** the highest-keyed candidates (one tier for the random pick) */
function top(cands: number[], key: (i: number) => number): number[] {
  if (!cands.length) return [];
  const best = Math.max(...cands.map(key));
  return cands.filter((i) => key(i) === best);
}

interface TrainPlan {
  spaces: number[];
  extra: "civic" | "base" | "";
  at: number;
}

/** G3 the whole Train: its spaces in order and its extra step, drawn once (notepad) */
function planTrain(ctx: BotCtx, a: ActionFrame): TrainPlan {
  const s = ctx.s;
  const offered = new Set(ctx.spaceOptions());
  const ok = (i: number) => offered.has(i);
  const R = a.free ? Number.POSITIVE_INFINITY : s.resources.govt;
  const civic = trainCivicSpaces(s).filter(ok);
  const civicBig = civic.filter((i) => popOf(s, i) >= 2);
  const base = trainBaseSpaces(s).filter(ok);
  const key = (i: number) => civicKey(s, i);
  const civicBudget = R >= TRAIN_COST + CIVIC_COST;
  const [extra, list, keyOf]: [TrainPlan["extra"], number[], (i: number) => number] = base.length
    ? ["base", base, (i) => popOf(s, i)]
    : civicBig.length && civicBudget
      ? ["civic", civicBig, key]
      : civic.length && civicBudget
        ? ["civic", civic, key]
        : ["", [], key];
  const at = ctx.pick([top(list, keyOf)]) ?? -1;
  const spaces: number[] = at >= 0 ? [at] : [];
  if (at >= 0)
    ctx.say(extra === "civic" ? "np.govt.trainCivic" : "np.govt.trainBase", { space: spaceId(at) });
  const reserve = extra === "civic" ? CIVIC_COST : 0;
  const room = Math.min(MAX_SPACES, Math.floor((R - reserve) / TRAIN_COST));
  // plan with what is still Available: each space takes its cubes before the next is chosen
  let left = cubesLeft(s) - (at >= 0 ? placed(s, at, cubesLeft(s)) : 0);
  const tiers: [string, (i: number) => boolean][] = [
    ["np.govt.trainControl", (i) => trainControlSpace(s, i, left)],
    ["np.govt.trainPair", (i) => trainPairSpace(s, i, left)],
  ];
  if (!landedOn(ctx, "train"))
    tiers.push(["np.govt.trainAny", (i) => isCity(s, i) && placed(s, i, left) > 0]);
  for (const [say, test] of tiers) {
    while (spaces.length < room) {
      const cands = cities(s).filter((i) => ok(i) && !spaces.includes(i) && test(i));
      const i = ctx.pick([top(cands, (j) => popOf(s, j))]);
      if (i === null) break;
      spaces.push(i);
      left -= placed(s, i, left);
      ctx.say(say, { space: spaceId(i) });
    }
  }
  setPlan(ctx, "train", { spaces, extra: at >= 0 ? extra : "", x: at });
  return { spaces, extra: at >= 0 ? extra : "", at };
}

function planNow(ctx: BotCtx): TrainPlan | null {
  const n = planOf(ctx, "train");
  if (!n) return null;
  return { spaces: nums(n, "spaces"), extra: (n.extra as TrainPlan["extra"]) ?? "", at: Number(n.x ?? -1) };
}

interface TrainView {
  stage: string;
  cur: number;
}

export function trainStep(ctx: BotCtx, f: TrainView, a: ActionFrame): Option | null {
  switch (f.stage) {
    case "select": {
      const plan = (a.opSpaces.length === 0 ? null : planNow(ctx)) ?? planTrain(ctx, a);
      for (const i of plan.spaces)
        if (!a.opSpaces.includes(i)) {
          const o = ctx.spaceOption(i);
          if (o) return o;
        }
      return doneOrAny(ctx);
    }
    case "place":
      return placeStep(ctx, f.cur);
    case "extra":
      return extraStep(ctx);
    case "base":
      return baseStep(ctx, f.cur);
    case "civic":
      return civicMoreStep(ctx);
    default:
      return null;
  }
}

/** up to 6 cubes: the Civic pair first, then the kind the space has fewer of (Troops on a tie) */
function placeStep(ctx: BotCtx, i: number): Option | null {
  const s = ctx.s;
  const pair = pairNeed(s);
  const id = spaceId(i);
  const opt = (p: "troops" | "police") =>
    ctx.d.options.find((o) => o.t === "place" && o.p === p && o.s === id);
  const t = count(s, i, "troops");
  const p = count(s, i, "police");
  const first: ("troops" | "police")[] =
    t < pair
      ? ["troops", "police"]
      : p < pair
        ? ["police", "troops"]
        : p < t
          ? ["police", "troops"]
          : ["troops", "police"];
  return opt(first[0]) ?? opt(first[1]) ?? ctx.done() ?? null;
}

/**
 * the planned Civic Action or Base; else the best other one G1 would take (Civic Action where it
 * builds Support, most Population; a Base in a populated Department); else Done
 */
function extraStep(ctx: BotCtx): Option | null {
  const s = ctx.s;
  const plan = planNow(ctx);
  if (plan && plan.at >= 0 && plan.extra) {
    const o = ctx.exact({ k: plan.extra, space: spaceId(plan.at) });
    if (o) return o;
  }
  let best: Option | undefined;
  let bestKey = 0;
  for (const o of ctx.d.options) {
    if (o.t !== "choose" || (o.c.k !== "civic" && o.c.k !== "base") || !o.c.space) continue;
    const i = spaceOf(o.c.space);
    const ok = o.c.k === "civic" ? civicWork(s, i) && s.resources.govt >= CIVIC_COST : trainBaseSpace(s, i);
    const k = o.c.k === "civic" ? civicKey(s, i) * 2 + 1 : popOf(s, i) * 200;
    if (ok && k > bestKey) {
      bestKey = k;
      best = o;
    }
  }
  return best ?? ctx.done() ?? null;
}

/** 3.2.1 a Base replaces 3 cubes: the kind the space has more of goes first (Police on a tie) */
function baseStep(ctx: BotCtx, i: number): Option | null {
  const s = ctx.s;
  const kind = count(s, i, "troops") > count(s, i, "police") ? "troops" : "police";
  return (
    ctx.d.options.find((o) => o.t === "remove" && o.p === kind) ??
    ctx.d.options.find((o) => o.t === "remove") ??
    null
  );
}

/** 6.4.1 one more Civic step while it gains and Resources stay above the reserve */
function civicMoreStep(ctx: BotCtx): Option | null {
  const s = ctx.s;
  const more = ctx.exact({ k: "civic" });
  if (more && s.resources.govt - CIVIC_COST >= CIVIC_RESERVE) return more;
  if (more) ctx.say("np.govt.civicReserve", { n: s.resources.govt, reserve: CIVIC_RESERVE });
  return ctx.done() ?? null;
}
