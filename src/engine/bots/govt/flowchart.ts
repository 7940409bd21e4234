// The Non-player Government's flowchart (our own: the rules give none; docs/nonplayer-government.md),
// one function per box, top to bottom. Each box asks its question, narrates the answer with the
// figures that decided it, and the first Yes is the Operation the flowchart lands on:
//   G0 Event?   the Event, played out on a copy, raises the Government's standing (twice its
//               margin minus FARC's and the Cartels', 7.3, plus Resources / 12) by 1+ (1st
//               Eligible) or 2+ (2nd); never one that harms it (Support, a Base, Control)
//   G0b Deny the Event? (1st Eligible) the next Eligible would take the Event and it would cost the
//               standing 2+ → no Special Activity (G6), so no Event for the 2nd Eligible (2.3.4)
//   G1 Train?   Train could then Civic Action in a Population 2+ space, build a Govt Base in a
//               populated Department, or take Control of a City
//   G1b Govt Base ahead? a Sweep could bring a Population 2+ Department short of Active Support
//               3 cubes more than the other pieces, for the next Train's Base (3.2.1) → Sweep
//   G2 Assault? an Assault would remove a Base, bust a Shipment, take Control of a populated space,
//               or remove 2+ pieces somewhere
//   G3 Agitation ahead? a Sweep could end FARC Control of a populated space not yet at Active
//               Opposition (6.4.2) → Sweep
//   G4 Patrol?  LoCs at risk of 6.2 Sabotage that a Patrol can cover hold 4+ Econ (1+ when the next
//               card is a Propaganda card)
//   G5 Sweep?   a Sweep would Activate Guerrillas somewhere → Sweep
// "If none" (8.1.1): the boxes above the one landed on, bottom up, then a Pass.
import { available, popOf } from "../../core/queries";
import { card } from "../../data/cards";
import { eventDef } from "../../events/registry";
import type { OpName } from "../../ops/registry";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import { assaultTargets } from "./assault";
import { GOVT, setPlan, spaceId } from "./common";
import { eventGain, eventThreat } from "./lookahead";
import { econAtRisk, patrolTargets } from "./patrol";
import { agitationTarget, baseTarget, sweepKey, sweepTargets } from "./sweep";
import { trainBaseSpaces, trainCivicSpaces, trainControlSpaces, trainPurpose, trainUseful } from "./train";

/** G0: the gain in standing (lookahead.ts) an Event must bring, 1st and 2nd Eligible */
export const EVENT_GAIN_FIRST = 1;
export const EVENT_GAIN_SECOND = 2;

/** G4: the Econ at risk that makes the Government Patrol (1 when the next card is Propaganda) */
export const PATROL_ECON = 4;

/** the first space of a list for the narration ("" when empty) */
const first = (list: readonly number[]) => (list.length ? spaceId(list[0]) : "");

/** G0b: the standing the next Eligible's Event would cost (lookahead.ts) that makes G6 deny it */
export const DENY_COST = 2;

/**
 * G0b Deny the Event? (1st Eligible, the Event turned down): the next Eligible Faction would
 * execute the card's Event once the Government's Operation comes with a Special Activity (2.3.4),
 * and that Event, played out on a copy, would lower the Government's standing by DENY_COST or
 * more: the Operation then goes without a Special Activity (G6), which leaves the 2nd Eligible a
 * Limited Operation only.
 */
function denyCondition(ctx: BotCtx): void {
  const t = eventThreat(ctx.s);
  if (!t) return;
  const yes = ctx.box("govt.deny", t.cost >= DENY_COST, {
    card: ctx.s.current ?? 0,
    by: t.by,
    n: Math.round(t.cost * 10) / 10,
    need: DENY_COST,
  });
  if (yes) ctx.setNote({ at: ctx.s.cardStart, op: "deny", deny: true });
}

/** G1 Train? */
export function trainCondition(ctx: BotCtx): boolean {
  const s = ctx.s;
  // only a purpose the Resources pay for (3 a space, Civic Action 3 more)
  const purpose = trainPurpose(s, s.resources.govt);
  const where =
    purpose === "civic"
      ? trainCivicSpaces(s).filter((i) => popOf(s, i) >= 2)
      : purpose === "base"
        ? trainBaseSpaces(s)
        : purpose === "control"
          ? trainControlSpaces(s)
          : [];
  if (where.length) return ctx.box("govt.train", true, { space: first(where) });
  return ctx.box("govt.train", false, { n: available(s, "troops") + available(s, "police") });
}

/**
 * G0 Event? (the Government's own box, before 8.1's): the Event played out on a copy by the
 * Non-players' instructions (8.4); taken when it raises the Government's standing (lookahead.ts:
 * twice its 7.3 margin minus FARC's and the Cartels', plus Resources / 12) by EVENT_GAIN_FIRST or more when 1st
 * Eligible (its symbol leftmost or not), EVENT_GAIN_SECOND or more when 2nd Eligible. A Capability
 * or Momentum that changes nothing at once is turned down. When a player would decide inside the
 * Event, nothing can be foreseen: 8.1 decides.
 */
export function eventCondition(ctx: BotCtx, firstEligible: boolean, o: Option): boolean | undefined {
  const n = ctx.s.current ?? 0;
  const need = firstEligible ? EVENT_GAIN_FIRST : EVENT_GAIN_SECOND;
  // an Event that would do nothing (8.1) gains nothing: no need to play it out
  const side = o.t === "choose" && o.c.k === "event" ? o.c.side : "unshaded";
  if (!eventDef(n)?.[side]?.effective(ctx.s, GOVT)) {
    if (firstEligible) denyCondition(ctx);
    return ctx.box("govt.event", false, { card: n, n: 0, need });
  }
  const gain = eventGain(ctx.s, o);
  if (gain === null) return undefined;
  const yes = ctx.box("govt.event", gain >= need, { card: n, n: Math.round(gain * 10) / 10, need });
  if (!yes && firstEligible) denyCondition(ctx);
  return yes;
}

/** G2 Assault? */
export function assaultCondition(ctx: BotCtx): boolean {
  const t = assaultTargets(ctx.s, true);
  return ctx.box("govt.assault", t.length > 0, { space: first(t), n: t.length });
}

/** G3 Agitation ahead? (a Sweep could end FARC Control where FARC would Agitate) */
export function agitationCondition(ctx: BotCtx): boolean {
  const t = sweepTargets(ctx.s).filter((i) => agitationTarget(ctx.s, i));
  return ctx.box("govt.agitation", t.length > 0, { space: first(t), n: t.length });
}

/** is the next card a Propaganda card, and may the Government see it (2.3.8; "No Reveal" hides it)? */
export function propagandaNext(s: GameState): boolean {
  const n = s.deck[0];
  return !s.options.noReveal && n !== undefined && card(n).kind === "propaganda";
}

/**
 * G1b Govt Base ahead? a Population 2+ Department short of Active Support, with no Govt Base and
 * room for one, where a Sweep can bring in 3 cubes more than the other pieces: the next Train can
 * then replace 3 of them with a Base (3.2.1), where Troops may stay (6.5.1) and Train places cubes
 */
export function baseCondition(ctx: BotCtx): boolean {
  const t = sweepTargets(ctx.s).filter((i) => baseTarget(ctx.s, i));
  return ctx.box("govt.base", t.length > 0, { space: first(t), n: t.length });
}

/** G4 Patrol? */
export function patrolCondition(ctx: BotCtx): boolean {
  const s = ctx.s;
  const econ = econAtRisk(s);
  const need = propagandaNext(s) ? 1 : PATROL_ECON;
  return ctx.box("govt.patrol", econ >= need, { n: econ, need });
}

/** G5 Sweep? (no space: OP NOT POSSIBLE, 8.1.1) */
export function sweepCondition(ctx: BotCtx): boolean {
  const s = ctx.s;
  const t = sweepTargets(s).sort((a, b) => sweepKey(s, b) - sweepKey(s, a));
  return ctx.box("govt.sweep", t.length > 0, { space: first(t), n: t.length });
}

/** "if none" (8.1.1): could the Operation of a box above do anything useful at all? */
function fallbackPossible(s: GameState, op: OpName): boolean {
  switch (op) {
    case "assault":
      return assaultTargets(s, false).length > 0;
    case "patrol":
      return patrolTargets(s, false).length > 0;
    case "train":
      return trainUseful(s, s.resources.govt);
    default:
      return sweepTargets(s).length > 0;
  }
}

/** the boxes in flowchart order, with the Operation each lands on */
const CHART: readonly [OpName, (ctx: BotCtx) => boolean][] = [
  ["train", trainCondition],
  ["sweep", baseCondition],
  ["assault", assaultCondition],
  ["sweep", agitationCondition],
  ["patrol", patrolCondition],
  ["sweep", sweepCondition],
];

/** the flowchart from G1: the Operation landed on, then the boxes above it (8.1.1) */
export function operations(ctx: BotCtx): OpName[] {
  const s = ctx.s;
  let k = CHART.findIndex(([, box]) => box(ctx));
  if (k < 0) k = CHART.length;
  const land = k < CHART.length ? CHART[k][0] : null;
  setPlan(ctx, "seq", { land: land ?? "" });
  const out: OpName[] = land ? [land] : [];
  // G5 already answered for Sweep when nothing was landed on
  const seen = new Set<OpName>(land ? out : [CHART[CHART.length - 1][0]]);
  // "if none": up from the box landed on (from the bottom when even Sweep found no space)
  for (let j = k - 1; j >= 0; j--) {
    const op = CHART[j][0];
    if (seen.has(op)) continue;
    seen.add(op);
    if (fallbackPossible(s, op)) out.push(op);
    else ctx.say("np.govt.opEmpty", { op });
  }
  return out;
}
