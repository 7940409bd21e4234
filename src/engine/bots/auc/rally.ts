// 8.6.1 Non-player AUC Rally: up to 3 Cities or Departments without Opposition, in bullet order:
//  1. 2 AUC Guerrillas (not holding a Shipment) become a Base where fewer than 2 Bases stand;
//  2. Active AUC Guerrillas at an AUC Base with cubes flip Underground;
//  3. Guerrillas placed: a) where a FARC Base stands, b) at AUC Bases (Bases + Population),
//     c) in other random Cities or Departments.
// Elite Backing (6.4.5, same section): the free Rally of the Support Phase in 1 space without
// Opposition or Government/FARC Control: a Base if possible, else Guerrillas by bullet 3.
import { available, baseCount, canEnter, cityDeptSpaces } from "../../core/queries";
import type { ActionFrame } from "../../flow/action";
import { eliteBackingSpaces } from "../../propaganda/round";
import { stepOf } from "../../step";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import {
  type RallyView,
  rallyBaseSpace,
  rallyFlipSpace,
  rallySpaceStep,
  freeGuerrillas as sharedFree,
} from "../shared/rally-space";
import { mayAddSpace, nextIn, slotsLeft, spaceId } from "./common";

/** 3.3.1 the AUC never Rallies where there is Opposition */
const noOpposition = (s: GameState, i: number) => s.spaces[i].sup >= 0;

/**
 * 8.6.1 1st bullet: Guerrillas not holding a Shipment. A Guerrilla may hold several (4.5.3), so
 * one of them is kept back as the holder when the space has any.
 */
export function freeGuerrillas(s: GameState, i: number): number {
  return sharedFree(s, i, "auc");
}

/** 1st bullet, in a space without Opposition (3.3.1) */
export function baseSpace(s: GameState, i: number): boolean {
  return noOpposition(s, i) && rallyBaseSpace(s, i, "auc");
}

/** 2nd bullet, in a space without Opposition */
export function flipSpace(s: GameState, i: number): boolean {
  return noOpposition(s, i) && rallyFlipSpace(s, i, "auc");
}

/** a Guerrilla can be placed in space i */
const placeable = (s: GameState, i: number) =>
  noOpposition(s, i) && available(s, "aucU") > 0 && canEnter(s, "aucU", i);

/** 3rd bullet a): a FARC Base */
export const farcBasePlace = (s: GameState, i: number) => placeable(s, i) && baseCount(s, i, "farc") > 0;
/** 3rd bullet b): an AUC Base (Bases + Population, 3.3.1) */
export const aucBasePlace = (s: GameState, i: number) => placeable(s, i) && baseCount(s, i, "auc") > 0;
/** 3rd bullet c): any other City or Department, at random */
export const randomPlace = placeable;

const RALLY = [baseSpace, flipSpace, farcBasePlace, aucBasePlace, randomPlace];
const RALLY_KEYS = [
  "np.auc.rallyBase",
  "np.auc.rallyFlip",
  "np.auc.rallyFarcBase",
  "np.auc.rallyAucBase",
  "np.auc.rallyRandom",
];
/** Elite Backing: a Base if possible, else Guerrillas by the 3rd bullet (no flip) */
const ELITE = [baseSpace, farcBasePlace, aucBasePlace, randomPlace];
const ELITE_KEYS = ["np.auc.rallyBase", "np.auc.rallyFarcBase", "np.auc.rallyAucBase", "np.auc.rallyRandom"];

/** the spaces where the 1st bullet could place a Base (the Rally box's second test) */
export function baseSpaces(s: GameState): number[] {
  return cityDeptSpaces(s).filter((i) => baseSpace(s, i));
}

/** would the Rally reach at least one space (else OP NOT POSSIBLE, 8.1.1)? */
export function rallyPossible(s: GameState): boolean {
  return cityDeptSpaces(s).some((i) => RALLY.some((b) => b(s, i)));
}

/** is this Rally the Elite Backing of a Propaganda Round (6.4.5)? */
export function isEliteBacking(s: GameState, a: ActionFrame): boolean {
  return a.f === "auc" && a.op === "rally" && a.byEvent && stepOf(s).propaganda !== null;
}

/** the Elite Backing spaces the 8.6.1 tiers would use */
function eliteTiers(s: GameState, open: readonly number[]): number[][] {
  return ELITE.map((b) => open.filter((i) => b(s, i)));
}

/** 6.4.5 the Support Phase offer: take Elite Backing when a tier has a space, else decline */
export function eliteBackingChoice(ctx: BotCtx): Option | null {
  const s = ctx.s;
  const yes = ctx.exact({ k: "eliteBacking" });
  if (!yes) return null;
  if (eliteTiers(s, eliteBackingSpaces(s)).some((t) => t.length > 0)) {
    ctx.say("np.auc.eliteBacking");
    return yes;
  }
  ctx.say("np.auc.eliteNone");
  return ctx.done() ?? null;
}

export function rallyStep(ctx: BotCtx, f: RallyView, a: ActionFrame): Option | null {
  return f.stage === "select" ? selectStep(ctx, a) : spaceStep(ctx, f, a);
}

function selectStep(ctx: BotCtx, a: ActionFrame): Option | null {
  const s = ctx.s;
  const done = ctx.done() ?? null;
  if (!mayAddSpace(s, a)) {
    ctx.say("np.auc.noResources");
    return done;
  }
  const offered = new Set(ctx.spaceOptions());
  const open = cityDeptSpaces(s).filter((i) => offered.has(i));
  const elite = isEliteBacking(s, a);
  const tiers = elite ? eliteTiers(s, open) : RALLY.map((b) => open.filter((i) => b(s, i)));
  const slots = slotsLeft(s, a, 3);
  const next = slots > 0 ? nextIn(ctx, tiers, slots) : null;
  if (!next) return done;
  ctx.say((elite ? ELITE_KEYS : RALLY_KEYS)[next.tier], { space: spaceId(next.space) });
  return ctx.spaceOption(next.space) ?? done;
}

/** in the selected space: do what its bullet says (8.1.2: Bases before Guerrillas) */
function spaceStep(ctx: BotCtx, f: RallyView, a: ActionFrame): Option | null {
  const s = ctx.s;
  return rallySpaceStep(ctx, f, {
    f: "auc",
    base: () => baseSpace(s, f.cur),
    // as in the selection: no flipping in a Rally taken for Elite Backing
    flip: () => !isEliteBacking(s, a) && flipSpace(s, f.cur),
  });
}
