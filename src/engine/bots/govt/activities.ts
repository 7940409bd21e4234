// G6 the Non-player Government's Special Activity (4.2), our flowchart (docs/nonplayer-government.md).
// It comes after the Operation (4.1 allows any time): Air Strike then has what the Sweep, Patrol
// or Assault exposed. With Patrol, Sweep or Assault: Air Strike if it can remove a Base; else
// Eradicate while the Cartels are the Insurgent nearest to victory; else Air Strike any Active
// Guerrilla. With any Operation then: Eradicate as above; else Air Lift up to 3 spare Troops to
// take Control of a contested populated space or complete a Civic pair; else none.

import { airLiftAnyNumber, airLiftOnlyOne } from "../../core/modifiers";
import { OWNER } from "../../core/pieces";
import {
  adjacentIn,
  baseCount,
  canEnter,
  count,
  deptLocSpaces,
  deptSpaces,
  factionPieces,
  guerrillas,
  hasPop,
  isCityOrDept,
  isDepartment,
  isLoC,
  margins,
  popOf,
  shipmentsIn,
  spacesInPlay,
} from "../../core/queries";
import type { ActionFrame } from "../../flow/action";
import { saBarredIn } from "../../ops/activation";
import { exposedTargets } from "../../ops/assault";
import type { Faction, GameState, Option, PieceKind } from "../../types";
import type { BotCtx } from "../context";
import {
  civicWork,
  GOVT,
  guerrillasIn,
  others,
  pairNeed,
  planOf,
  setPlan,
  spaceId,
  spaceOf,
  spare,
  threatOrder,
} from "./common";
import { agitationTarget } from "./sweep";

// ---- Air Strike (4.2.2) ----------------------------------------------------------------------

/**
 * How good an Air Strike on piece p in space i is: 5 a Base, 4 the last Guerrilla of a Faction
 * with a Base there, 3 the last Guerrilla holding a Shipment there, 2 a Guerrilla on a LoC, 1 any.
 */
export function strikeValue(s: GameState, i: number, p: PieceKind): number {
  const f = OWNER[p];
  if (p.endsWith("Base")) return 5;
  if (guerrillas(s, i, f) === 1 && baseCount(s, i, f) > 0) return 4;
  if (guerrillasIn(s, i) === 1 && shipmentsIn(s, i) > 0) return 3;
  return isLoC(s, i) ? 2 : 1;
}

/** the best Air Strike value now (0: nothing to strike), over Departments and LoCs */
export function bestStrike(s: GameState): number {
  let best = 0;
  for (const i of deptLocSpaces(s)) {
    if (saBarredIn(s, i)) continue;
    for (const k of exposedTargets(s, i)) best = Math.max(best, strikeValue(s, i, k));
  }
  return best;
}

/** sa.airstrike: the best value, then the Faction nearest victory, then 8.2 / 8.3 */
export function airStrikeStep(ctx: BotCtx): Option | null {
  const s = ctx.s;
  const opts = ctx.d.options.filter((o) => o.t === "remove");
  if (!opts.length) return null;
  // the best value, then the Insurgent nearest to victory; among equal spaces 8.2 / 8.3
  const order: readonly Faction[] = threatOrder(s);
  const val = (o: Option) =>
    o.t === "remove" ? strikeValue(s, spaceOf(o.s), o.p) * 10 + 3 - order.indexOf(OWNER[o.p]) : 0;
  const most = Math.max(...opts.map(val));
  const best = opts.filter((o) => val(o) === most);
  const i = ctx.pick([[...new Set(best.map((o) => (o.t === "remove" ? spaceOf(o.s) : -1)))]]);
  const o = best.find((x) => x.t === "remove" && spaceOf(x.s) === i) ?? best[0];
  if (o.t === "remove") ctx.say("np.govt.airStrike", { space: o.s, piece: o.p });
  return o;
}

// ---- Eradicate (4.2.3) -----------------------------------------------------------------------

/**
 * Departments where Eradicate pays for its shift toward Opposition (1.6.1), which feeds FARC's
 * margin (7.2): where the Cartels have Bases, only while their 7.3 margin is above FARC's; while
 * FARC leads, only where no shift is possible (every Department there 0 Population or at Active
 * Opposition).
 */
export function eradicateTargets(s: GameState): number[] {
  const m = margins(s);
  const lead = m.cartels > m.farc;
  return deptSpaces(s).filter(
    (i) => baseCount(s, i, "cartels") > 0 && !saBarredIn(s, i) && (lead || !eradicateShifts(s, i)),
  );
}

/** 4.2.3 could Eradicate in Department i shift it or an adjacent Department toward Opposition? */
export function eradicateShifts(s: GameState, i: number): boolean {
  return [i, ...adjacentIn(s, i)].some((j) => isDepartment(s, j) && popOf(s, j) > 0 && s.spaces[j].sup > -2);
}

/** sa.eradicate: the Department with the most Cartels Bases; the shift where it costs least */
export function eradicateStep(ctx: BotCtx, stage: string): Option | null {
  const s = ctx.s;
  const cands = ctx.spaceOptions();
  if (stage === "select") {
    const ok = new Set(eradicateTargets(s));
    const targets = cands.filter((i) => ok.has(i));
    if (targets.length) cands.splice(0, cands.length, ...targets);
    const most = Math.max(0, ...cands.map((i) => baseCount(s, i, "cartels")));
    const i = ctx.pick([cands.filter((j) => baseCount(s, j, "cartels") === most)]);
    if (i === null) return null;
    ctx.say("np.govt.eradicate", { space: spaceId(i), n: most });
    return ctx.spaceOption(i) ?? null;
  }
  // the shift toward Opposition: least Population, then not a space at Support (8.2 ties)
  const cost = (i: number) => popOf(s, i) * 2 + (s.spaces[i].sup > 0 ? 1 : 0);
  const least = Math.min(...cands.map(cost));
  const i = ctx.pick([cands.filter((j) => cost(j) === least)]);
  if (i === null) return null;
  ctx.say("np.govt.eradicateShift", { space: spaceId(i) });
  return ctx.spaceOption(i) ?? null;
}

// ---- Air Lift (4.2.1) ------------------------------------------------------------------------

function liftMax(s: GameState): number {
  if (airLiftAnyNumber(s)) return 6;
  return airLiftOnlyOne(s) ? 1 : 3;
}

/** Troops space i wants from an Air Lift: to take Control from Insurgents, or to complete a Civic pair */
export function liftNeed(s: GameState, i: number): number {
  if (!isCityOrDept(s, i) || !hasPop(s, i) || !canEnter(s, "troops", i)) return 0;
  const g = factionPieces(s, i, GOVT);
  const o = others(s, i);
  // Control contested by Insurgent pieces (an empty space gains nothing from a lone Troops cube)
  if (g <= o) return o > 0 ? o - g + 1 : 0;
  const pair = pairNeed(s);
  if (civicWork(s, i) && count(s, i, "police") >= pair && count(s, i, "troops") < pair)
    return pair - count(s, i, "troops");
  return 0;
}

export interface LiftPlan {
  from: number;
  to: number;
  n: number;
}

/**
 * the Air Lift: to the populated space it helps most: Control taken first (where FARC Controls
 * and would Agitate, 6.4.2, before others), then a Civic pair; most Population
 */
export function liftPlan(s: GameState): LiftPlan | null {
  const max = liftMax(s);
  const all = spacesInPlay(s).filter((i) => !saBarredIn(s, i));
  let src = -1;
  for (const j of all) if (spare(s, j, "troops") > (src < 0 ? 0 : spare(s, src, "troops"))) src = j;
  if (src < 0) return null;
  const canGive = Math.min(max, spare(s, src, "troops"));
  const key = (i: number) => {
    const need = liftNeed(s, i);
    if (i === src || need === 0 || need > canGive) return 0;
    const control = factionPieces(s, i, GOVT) <= others(s, i);
    return (control ? 100 : 0) + (agitationTarget(s, i) ? 50 : 0) + popOf(s, i);
  };
  let to = -1;
  for (const i of all) if (key(i) > (to < 0 ? 0 : key(to))) to = i;
  if (to < 0) return null;
  return { from: src, to, n: liftNeed(s, to) };
}

interface LiftView {
  from: number;
  moved: number;
}

/** sa.airlift: the planned Troops, one move at a time, then Done */
export function airLiftStep(ctx: BotCtx, f: LiftView): Option | null {
  const s = ctx.s;
  let plan = planOf(ctx, "airlift");
  if (!plan || f.from < 0) {
    const p = liftPlan(s);
    if (!p) return ctx.done() ?? null;
    plan = setPlan(ctx, "airlift", { from: p.from, to: p.to, n: p.n });
    ctx.say("np.govt.airLift", { from: spaceId(p.from), space: spaceId(p.to), n: p.n });
  }
  const n = Number(plan.n);
  if (f.moved >= n) return ctx.done() ?? null;
  const mv = ctx.d.options.find(
    (o) => o.t === "move" && o.from === spaceId(Number(plan.from)) && o.to === spaceId(Number(plan.to)),
  );
  return mv ?? ctx.done() ?? null;
}

// ---- which Special Activity (4.1) -------------------------------------------------------------

const STRIKE_OPS = new Set(["patrol", "sweep", "assault"]);

/** the action's "sa" stage (or an SA option in an Operation's Decision): which SA, if any */
export function saChoiceStep(ctx: BotCtx, a: ActionFrame): Option | null {
  const s = ctx.s;
  // G0b: no Special Activity, so that the 2nd Eligible cannot take the Event (2.3.4)
  const n = ctx.note;
  if (
    n?.deny &&
    n.at === s.cardStart &&
    !a.byEvent &&
    s.card.executed.length === 1 &&
    s.card.executed[0] === GOVT
  ) {
    ctx.say("np.govt.saDeny", { card: s.current ?? 0 });
    return ctx.done() ?? null;
  }
  const strike = STRIKE_OPS.has(a.op) ? ctx.exact({ k: "sa", sa: "airstrike" }) : undefined;
  const eradicate = ctx.exact({ k: "sa", sa: "eradicate" });
  const lift = ctx.exact({ k: "sa", sa: "airlift" });
  const sv = strike ? bestStrike(s) : 0;
  if (strike && sv >= 5) return said(ctx, strike, "np.govt.saStrikeBase");
  if (eradicate && eradicateTargets(s).length) return said(ctx, eradicate, "np.govt.saEradicate");
  if (strike && sv > 0) return said(ctx, strike, "np.govt.saStrike");
  if (lift && liftPlan(s)) return said(ctx, lift, "np.govt.saLift");
  ctx.say("np.govt.saNone");
  return ctx.done() ?? null;
}

function said(ctx: BotCtx, o: Option, key: string): Option {
  ctx.say(key);
  return o;
}
