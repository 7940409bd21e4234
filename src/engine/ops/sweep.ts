// 3.2.3 Sweep: select Cities/Departments (not FARC Zones), 3 Resources each. Troops move, each
// once, into selected spaces from adjacent spaces, or via one Guerrilla-free LoC next to the
// destination. Then in each selected space every cube Activates 1 Guerrilla (Forest: 1 per
// 2 cubes). The Sweep is not offered on the final Event card (2.3.9, flow/card.ts).
// Moves are "simultaneous": selecting and moving may interleave; `done` ends the moving.
// Lasting Events read through core/modifiers.ts: cost 1 or 1 space per card (card 2), 1 Police
// joining each space or Troops-or-Police Activation (card 11), no Departments (card 17).
// `startSweepIn` runs one space's Sweep without movement on its own (Events: cards 19, 37; card
// 37's variant Activates only FARC and counts AUC Guerrillas as Troops).
// Card 42 shaded (5.4): no Sweep Activates the shielded Faction's Guerrillas.
import { choiceOf } from "../choice";
import { ruleError } from "../core/errors";
import {
  noSweepActivationIn,
  noSweepAssaultInDepts,
  sweepAssaultShield,
  sweepCostsOne,
  sweepOneSpacePerCard,
  sweepPoliceJoin,
  sweepTroopsOrPolice,
} from "../core/modifiers";
import { type Ctx, log, move } from "../core/mutate";
import {
  adjacentIn,
  allGuerrillas,
  canEnter,
  count,
  govtMayEnter,
  isCityOrDept,
  isDepartment,
  isLoC,
  terrainOf,
} from "../core/queries";
import { SPACE_COUNT, SPACE_IDS, spaceIdx } from "../data/map";
import {
  type ActionFrame,
  costOf,
  currentAction,
  finishOp,
  saOptions,
  selectSpace,
  spacesLeft,
  trySa,
} from "../flow/action";
import { choose, DONE, decision, moveOpt, spaceOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { pop, push } from "../flow/stack";
import { type Faction, type Frame, type GameState, INSURGENTS, type Option, type PieceKind } from "../types";
import { coinSaExplain, hiddenReachable, startActivation } from "./activation";
import { anyGovtSelectable, govtSelectable } from "./govt-spaces";
import { registerOp } from "./registry";

/** 3.2.3 cost per space; card 2 unshaded: 1 */
export const sweepCost = (s: GameState): number => (sweepCostsOne(s) ? 1 : 3);

/** Which cubes Activate (card 11 shaded: one kind per Sweep); none chosen: all cubes */
type Via = "troops" | "police";

export interface SweepFrame extends Frame {
  k: "op.sweep";
  stage: "select" | "activate" | "via" | "end";
  /** Troops that arrived in each space this Sweep: they may not move again */
  arr: number[];
  /** card 11 unshaded: Sweep spaces a Police cube entered this Sweep (1 each; it moves no more) */
  pin?: number[];
  /** card 11 shaded: the cubes this Sweep Activates with */
  via?: Via;
}

/** Spaces still selectable this card: the action's own limit, and card 2 shaded's 1 per card. */
function room(s: GameState, a: ActionFrame): number {
  const left = spacesLeft(a);
  return sweepOneSpacePerCard(s) ? Math.min(left, 1 - (s.card.sweepSpaces ?? 0)) : left;
}

const selectable = (s: GameState, a: ActionFrame): number[] =>
  govtSelectable(s, a, sweepCost(s), room(s, a), noSweepAssaultInDepts(s));
const anySelectable = (s: GameState, a: ActionFrame): boolean =>
  anyGovtSelectable(s, a, sweepCost(s), room(s, a), noSweepAssaultInDepts(s));

/** Count a Sweep space for the card (card 2 shaded reads it). */
function countSpace(ctx: Ctx): void {
  ctx.s.card.sweepSpaces = (ctx.s.card.sweepSpaces ?? 0) + 1;
}

/** Spaces whose Troops may reach destination d: adjacent, or adjacent to a Guerrilla-free LoC next to d. */
export function sweepSources(
  s: GameState,
  d: number,
  out: boolean[] = new Array(SPACE_COUNT).fill(false),
): boolean[] {
  for (const j of adjacentIn(s, d)) {
    out[j] = true;
    if (isLoC(s, j) && allGuerrillas(s, j) === 0) for (const x of adjacentIn(s, j)) out[x] = true;
  }
  out[d] = false;
  return out;
}

function movable(s: GameState, f: SweepFrame, i: number): number {
  return count(s, i, "troops") - f.arr[i];
}
/** card 11 unshaded: Police in space i that did not just enter it */
function policeMovable(s: GameState, f: SweepFrame, i: number): number {
  return count(s, i, "police") - (f.pin?.includes(i) ? 1 : 0);
}

function moveOptions(s: GameState, a: ActionFrame, f: SweepFrame): Option[] {
  const out: Option[] = [];
  const police = sweepPoliceJoin(s);
  for (const d of a.opSpaces) {
    const src = sweepSources(s, d);
    const polIn = police && !f.pin?.includes(d);
    // 1.4.2 no move a space cannot take (Ecuador holds 2 pieces per Faction, 1.3.5)
    const troopsIn = canEnter(s, "troops", d);
    const policeIn = polIn && canEnter(s, "police", d);
    for (let i = 0; i < SPACE_COUNT; i++) {
      if (!src[i]) continue;
      if (troopsIn && movable(s, f, i) > 0) out.push(moveOpt("troops", i, d));
      if (policeIn && policeMovable(s, f, i) > 0) out.push(moveOpt("police", i, d));
    }
  }
  return out;
}

/**
 * An Event's variant of a Sweep (card 37): the only Factions it Activates, and the pieces that
 * count as its Troops (missing: the Troops cubes).
 */
export interface SweepVariant {
  against?: Faction[];
  troops?: PieceKind[];
}

/**
 * Activations in space i: its cubes (or only its Troops / Police, card 11 shaded); Forest halves;
 * none in Panamá once card 71 made it a space.
 */
export function activationCount(s: GameState, i: number, via?: Via, v: SweepVariant = {}): number {
  if (noSweepActivationIn(s, i)) return 0;
  let troops = 0;
  for (const k of v.troops ?? ["troops"]) troops += count(s, i, k);
  const police = count(s, i, "police");
  const n = via === "troops" ? troops : via === "police" ? police : troops + police;
  return terrainOf(s, i) === "forest" ? Math.floor(n / 2) : n;
}

/**
 * the Factions a Sweep may Activate: the variant's, less card 42 shaded's shielded Faction (an
 * Event's variant is an Event's order, which the shield does not hold back, 5.1.2)
 */
function sweepTargets(s: GameState, v: SweepVariant = {}): Faction[] {
  const shield = v.against ? null : sweepAssaultShield(s);
  return (v.against ?? INSURGENTS).filter((g) => g !== shield);
}

function undergroundIn(s: GameState, i: number, v: SweepVariant = {}): number {
  return hiddenReachable(s, i, sweepTargets(s, v));
}

/** card 11 shaded: would Troops and Police Activate differently in any of these spaces? */
function viaMatters(s: GameState, spaces: number[], v: SweepVariant = {}): boolean {
  for (const i of spaces) {
    const u = undergroundIn(s, i, v);
    if (Math.min(u, activationCount(s, i, "troops", v)) !== Math.min(u, activationCount(s, i, "police", v)))
      return true;
  }
  return false;
}

/** the via a Sweep uses: card 11 shaded → the chosen kind (Troops when it makes no difference) */
function viaOf(s: GameState, via: Via | undefined): Via | undefined {
  return sweepTroopsOrPolice(s) ? (via ?? "troops") : undefined;
}

function activate(ctx: Ctx, spaces: number[], via: Via | undefined, v: SweepVariant = {}): void {
  const w = viaOf(ctx.s, via);
  const only = sweepTargets(ctx.s, v);
  startActivation(
    ctx,
    spaces.map((i): [number, number] => [i, activationCount(ctx.s, i, w, v)]),
    "sweep",
    "3.2.3",
    only.length < INSURGENTS.length ? only : undefined,
  );
}

const VIA_OPTIONS = [choose({ k: "via", cubes: "troops" }), choose({ k: "via", cubes: "police" })];
function viaDecision() {
  return decision("govt", "prompt.card11.via", VIA_OPTIONS, { op: "sweep" }, undefined, "5.3");
}

registerFrame<SweepFrame>("op.sweep", {
  decide(s, f) {
    if (f.stage === "via") return viaDecision();
    if (f.stage !== "select") return null;
    const a = currentAction(s)!;
    const opts: Option[] = selectable(s, a).map(spaceOpt);
    opts.push(...moveOptions(s, a, f), ...saOptions(s));
    if (a.opSpaces.length > 0 || opts.length === 0) opts.push(DONE);
    const prompt = sweepCostsOne(s) ? "prompt.card2.sweepSelect" : "prompt.sweep.select";
    return decision("govt", prompt, opts, { op: "sweep", spent: a.paid }, undefined, "3.2.3");
  },
  auto(ctx, f) {
    if (f.stage === "activate") {
      const a = currentAction(ctx.s)!;
      if (sweepTroopsOrPolice(ctx.s) && !f.via && viaMatters(ctx.s, a.opSpaces)) {
        f.stage = "via"; // card 11 shaded: the Government picks Troops or Police
        return;
      }
      f.stage = "end";
      activate(ctx, a.opSpaces, f.via);
    } else finishOp(ctx);
  },
  onCommand(ctx: Ctx, f, c) {
    if (trySa(ctx, c)) return;
    const a = currentAction(ctx.s)!;
    if (c.t === "done") {
      f.stage = "activate";
      return;
    }
    const ch = choiceOf(c);
    if (ch?.k === "via") {
      f.via = ch.cubes;
      f.stage = "activate";
      return;
    }
    if (c.t === "space") {
      selectSpace(ctx, a, spaceIdx(c.s), sweepCost(ctx.s));
      countSpace(ctx);
      return;
    }
    if (c.t === "move") {
      const to = spaceIdx(c.to);
      if (c.p === "police") {
        if (move(ctx, "police", spaceIdx(c.from), to) > 0) f.pin = [...(f.pin ?? []), to];
      } else if (move(ctx, "troops", spaceIdx(c.from), to) > 0) f.arr[to]++;
    }
  },
  explain(s, f, c) {
    const sa = coinSaExplain(s, c);
    if (sa) return sa;
    const a = currentAction(s)!;
    if (c.t === "space") {
      const i = spaceIdx(c.s);
      if (s.spaces[i].zone) return ruleError("farcZone", "6.4.4");
      if (!isCityOrDept(s, i)) return ruleError("sweepCityDept", "3.2.3");
      if (a.opSpaces.includes(i)) return ruleError("alreadySelected", "3.1");
      if (noSweepAssaultInDepts(s) && isDepartment(s, i))
        return ruleError("noSweepAssaultInDepts", "5.4", { card: 17 });
      if (spacesLeft(a) <= 0) return ruleError("limOpOneSpace", a.limited ? "2.3.5" : "5.5");
      if (room(s, a) <= 0) return ruleError("oneSpacePerCard", "5.3", { card: 2 });
      const cost = costOf(a, sweepCost(s));
      if (s.resources.govt < cost) return ruleError("cannotPay", "3.1", { cost });
      return null;
    }
    if (c.t !== "move" || f.stage !== "select") return null;
    const from = spaceIdx(c.from);
    const to = spaceIdx(c.to);
    const police = c.p === "police" && sweepPoliceJoin(s);
    if (c.p !== "troops" && !police) return ruleError("sweepTroopsOnly", "3.2.3");
    if (s.spaces[to].zone) return ruleError("farcZone", "6.4.4");
    if (!a.opSpaces.includes(to)) return ruleError("sweepNotSelected", "3.2.3");
    if (police && f.pin?.includes(to)) return ruleError("sweepOnePolice", "5.3", { card: 11 });
    const left = police ? policeMovable(s, f, from) : movable(s, f, from);
    if (count(s, from, c.p) > 0 && left <= 0) return ruleError("alreadyMoved", "3.2.3");
    if (!sweepSources(s, to)[from]) return ruleError("sweepTooFar", "3.2.3");
    return null;
  },
});

registerOp({
  name: "sweep",
  rule: "3.2.3",
  canStart: anySelectable,
  frame: () => ({ k: "op.sweep", stage: "select", arr: new Array(SPACE_COUNT).fill(0) }),
});

// ---- one space's Sweep without movement, ordered by an Event (5.5) ----

export interface SweepInFrame extends Frame {
  k: "coin.sweepIn";
  i: number;
  via?: Via;
  v?: SweepVariant;
}

/**
 * Would a Sweep without movement in space i Activate anything (a City or Department the
 * Government may enter, not barred by card 17 unless an Event orders it)?
 */
export function sweepInUseful(s: GameState, i: number, v: SweepVariant = {}): boolean {
  if (!isCityOrDept(s, i) || !govtMayEnter(s, i) || undergroundIn(s, i, v) === 0) return false;
  if (!v.against && noSweepAssaultInDepts(s) && isDepartment(s, i)) return false; // 5.1.2 an Event's variant
  if (sweepTroopsOrPolice(s))
    return activationCount(s, i, "troops", v) > 0 || activationCount(s, i, "police", v) > 0;
  return activationCount(s, i, undefined, v) > 0;
}

/** Sweep without movement in space i now, at no cost; the frames pop themselves when done. */
export function startSweepIn(ctx: Ctx, i: number, v?: SweepVariant): void {
  countSpace(ctx);
  log(ctx, "log.sweepInPlace", { space: SPACE_IDS[i] });
  push(ctx, { k: "coin.sweepIn", i, ...(v ? { v } : {}) } satisfies SweepInFrame);
}

registerFrame<SweepInFrame>("coin.sweepIn", {
  decide(s, f) {
    return sweepTroopsOrPolice(s) && !f.via && viaMatters(s, [f.i], f.v) ? viaDecision() : null;
  },
  auto(ctx, f) {
    pop(ctx);
    activate(ctx, [f.i], f.via, f.v);
  },
  onCommand(_ctx, f, c) {
    const ch = choiceOf(c);
    if (ch?.k === "via") f.via = ch.cubes;
  },
});
