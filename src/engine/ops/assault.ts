// 3.2.4 Assault: select spaces (3 Resources each); in each, Troops remove Active Guerrillas
// (1 per Troops cube, only 1 per 2 Troops in Mountain) and, in a City or LoC, Police remove
// 1 enemy piece each too. Bases go last: a Faction's Bases only once it has no Guerrillas
// (Active or Underground) in the space. Underground Guerrillas are never removed.
// The Government picks the Factions it targets (3.1); a targeted one goes to the full extent
// (1.4.1), after which the others may be ignored (docs/rulings/coin.md).
// 3.2.5 Drug Bust: each Shipment removed by an Assault adds 6 Aid.
// `startAssaultIn` runs one space's Assault on its own (Patrol's free Assault, Events).
// Lasting Events read through core/modifiers.ts: cost 1 or 1 space per card (card 3), Mountain
// as City or 1 per 4 Troops (card 9), no Departments (card 17), none of the shielded Faction's
// pieces removed (card 42 shaded, 5.4; Patrol's Assault too).
// Event variants (cards 37, 47, 59): only some Factions targeted, other pieces acting as Troops.
import { ruleError } from "../core/errors";
import {
  assaultCostsOne,
  assaultMountainAsCity,
  assaultMountainPerFour,
  assaultOneSpacePerCard,
  noSweepAssaultInDepts,
  sweepAssaultShield,
} from "../core/modifiers";
import { addAid, type Ctx, log, remove } from "../core/mutate";
import { ACTIVE_OF, BASE_OF, type Insurgent, isBase, isGuerrilla, OWNER } from "../core/pieces";
import {
  active,
  baseCount,
  count,
  guerrillas,
  isCity,
  isDepartment,
  isLoC,
  spacesInPlay,
  terrainOf,
  underground,
} from "../core/queries";
import { SPACE_IDS, spaceIdx } from "../data/map";
import {
  type ActionFrame,
  allowedSpace,
  costOf,
  currentAction,
  finishOp,
  saOptions,
  selectSpace,
  spacesLeft,
  trySa,
} from "../flow/action";
import { DONE, decision, removeOpt, spaceOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { pop, push } from "../flow/stack";
import {
  type Faction,
  type Frame,
  type GameState,
  INSURGENTS,
  type Option,
  type PieceKind,
  type RuleError,
} from "../types";
import { coinSaExplain } from "./activation";
import { registerOp } from "./registry";

const DRUG_BUST_AID = 6;

/** 3.2.4 cost per space; card 3 unshaded: 1 */
export const assaultCost = (s: GameState): number => (assaultCostsOne(s) ? 1 : 3);

/** Spaces still selectable this card: the action's own limit, and card 3 shaded's 1 per card. */
function room(s: GameState, a: ActionFrame): number {
  const left = spacesLeft(a);
  return assaultOneSpacePerCard(s) ? Math.min(left, 1 - (s.card.assaultSpaces ?? 0)) : left;
}

/** card 17 shaded: is space i a Department barred to Sweep and Assault? */
const deptBarred = (s: GameState, i: number): boolean => isDepartment(s, i) && noSweepAssaultInDepts(s);

/** Enemy pieces an Assault or Air Strike may remove in space i now (Active Guerrillas, Bases last). */
export function exposedTargets(s: GameState, i: number): PieceKind[] {
  const out: PieceKind[] = [];
  for (const f of INSURGENTS) {
    const g = f as Insurgent;
    if (active(s, i, g) > 0) out.push(ACTIVE_OF[g]);
    else if (guerrillas(s, i, g) === 0 && baseCount(s, i, g) > 0) out.push(BASE_OF[g]);
  }
  return out;
}

/** exposedTargets(s, i).length > 0, without building the list (asked on every Government step) */
export function hasExposedTarget(s: GameState, i: number): boolean {
  for (const f of INSURGENTS) {
    const g = f as Insurgent;
    if (active(s, i, g) > 0 || (guerrillas(s, i, g) === 0 && baseCount(s, i, g) > 0)) return true;
  }
  return false;
}

/**
 * An Event's variant of an Assault: the only Factions it targets (card 37: FARC; cards 47, 59),
 * and the pieces that count as its Troops and as its Police (card 37: AUC Guerrillas as Troops
 * too; card 47: the Police as Troops, no Police). Missing: the usual cubes, every Insurgent.
 */
export interface AssaultVariant {
  against?: Faction[];
  troops?: PieceKind[];
  police?: PieceKind[];
}

const sum = (s: GameState, i: number, kinds: PieceKind[]): number => {
  let n = 0;
  for (const k of kinds) n += count(s, i, k);
  return n;
};

/**
 * How many enemy pieces an Assault in space i may remove, from the cubes there (3.2.4).
 * Mountain: 1 per 2 Troops; card 9 unshaded: as a City (Police too); card 9 shaded: 1 per 4 Troops.
 */
export function assaultCapacity(s: GameState, i: number, v: AssaultVariant = {}): number {
  const t = sum(s, i, v.troops ?? ["troops"]);
  let city = isCity(s, i) || isLoC(s, i);
  if (terrainOf(s, i) === "mountain") {
    if (assaultMountainPerFour(s)) return Math.floor(t / 4);
    if (!assaultMountainAsCity(s)) return Math.floor(t / 2);
    city = true;
  }
  return t + (city ? sum(s, i, v.police ?? ["police"]) : 0);
}

/**
 * What this Assault may remove in space i now: exposed pieces of the Factions it may target. A
 * variant is an Event's order, which card 42's shield does not hold back (5.1.2), even when asked
 * before the Event runs (8.1).
 */
export function assaultTargets(s: GameState, i: number, v: AssaultVariant = {}): PieceKind[] {
  const shield = v.against ? null : sweepAssaultShield(s);
  return exposedTargets(s, i).filter(
    (k) => OWNER[k] !== shield && (!v.against || v.against.includes(OWNER[k])),
  );
}

/** Would an Assault in space i remove anything? */
export function assaultable(s: GameState, i: number, v: AssaultVariant = {}): boolean {
  return assaultCapacity(s, i, v) > 0 && assaultTargets(s, i, v).length > 0;
}

/** Why may this piece not be removed by an Assault / Air Strike in space i (null when it may)? */
export function removalRefusal(s: GameState, i: number, k: PieceKind, rule: string): RuleError | null {
  if (OWNER[k] === "govt") return ruleError("notEnemy", rule);
  if (isGuerrilla(k) && k.endsWith("U")) return ruleError("undergroundProtected", rule);
  if (isBase(k) && guerrillas(s, i, OWNER[k]) > 0) return ruleError("basesLast", rule);
  return null;
}

export interface AssaultSpaceFrame extends Frame {
  k: "coin.assaultSpace";
  i: number;
  /** removals left */
  left: number;
  rule: string;
  /** Factions targeted so far here: once targeted, removed to the full extent (1.4.1) */
  hit?: Faction[];
  /** an Event's variant (cards 37, 47, 59) */
  v?: AssaultVariant;
}

/**
 * 3.1 the Government may ignore a Faction: once every targeted Faction has nothing exposed left,
 * it may stop even if other Factions still have exposed pieces.
 */
function mayStop(f: AssaultSpaceFrame, t: PieceKind[]): boolean {
  const hit = f.hit ?? [];
  return hit.length > 0 && t.every((k) => !hit.includes(OWNER[k]));
}

/**
 * Assault in space i now, at no cost (the caller pays); the frame pops itself when done. It counts
 * as an Assault Operation's space for card 3 shaded, except Patrol's free Assault (`patrol`).
 */
export function startAssaultIn(
  ctx: Ctx,
  i: number,
  rule = "3.2.4",
  patrol = false,
  v?: AssaultVariant,
): void {
  if (!patrol) ctx.s.card.assaultSpaces = (ctx.s.card.assaultSpaces ?? 0) + 1;
  const left = assaultCapacity(ctx.s, i, v);
  log(ctx, "log.assault", { space: SPACE_IDS[i] });
  if (left > 0)
    push(ctx, { k: "coin.assaultSpace", i, left, rule, ...(v ? { v } : {}) } satisfies AssaultSpaceFrame);
}

/** Remove one piece; 3.2.5 Drug Bust for each Shipment that leaves play with it. */
function removeOne(ctx: Ctx, f: AssaultSpaceFrame, k: PieceKind): void {
  const before = ctx.s.shipments.length;
  if (remove(ctx, k, f.i) > 0) f.left--;
  const hit = f.hit ?? [];
  if (!hit.includes(OWNER[k])) f.hit = [...hit, OWNER[k]];
  const busted = before - ctx.s.shipments.length;
  if (busted > 0) {
    addAid(ctx, DRUG_BUST_AID * busted);
    log(ctx, "log.drugBust", { n: busted, space: SPACE_IDS[f.i] });
  }
}

registerFrame<AssaultSpaceFrame>("coin.assaultSpace", {
  decide(s, f) {
    if (f.left <= 0) return null;
    const t = assaultTargets(s, f.i, f.v);
    const stop = mayStop(f, t);
    // nothing, or a single Faction exposed and not yet free to stop: automatic (1.4.1 full extent)
    if (t.length === 0 || (t.length === 1 && !stop)) return null;
    const opts = t.map((k) => removeOpt(k, f.i));
    if (stop) opts.push(DONE);
    return decision(
      "govt",
      "prompt.assault.remove",
      opts,
      { op: "assault", space: SPACE_IDS[f.i] },
      { space: SPACE_IDS[f.i], n: f.left },
      f.rule,
    );
  },
  auto(ctx, f) {
    const t = f.left > 0 ? assaultTargets(ctx.s, f.i, f.v) : [];
    if (t.length === 1) removeOne(ctx, f, t[0]);
    else pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "remove") removeOne(ctx, f, c.p);
    else if (c.t === "done") f.left = 0; // 3.1 the other Factions are ignored
  },
  explain(s, f, c) {
    if (c.t !== "remove") return null;
    if (spaceIdx(c.s) !== f.i) return ruleError("notThisSpace", f.rule, { space: SPACE_IDS[f.i] });
    const no = removalRefusal(s, f.i, c.p, f.rule);
    if (no) return no;
    if (OWNER[c.p] === sweepAssaultShield(s)) return ruleError("sweepAssaultShield", "5.4", { card: 42 });
    if (f.v?.against && !f.v.against.includes(OWNER[c.p])) return ruleError("notTargetable", "5.1");
    return null;
  },
});

// ---- the Assault Operation ----

export interface AssaultFrame extends Frame {
  k: "op.assault";
}

function selectable(s: GameState, a: ActionFrame): number[] {
  if (room(s, a) <= 0 || s.resources.govt < costOf(a, assaultCost(s))) return [];
  const out: number[] = [];
  for (const i of spacesInPlay(s))
    if (allowedSpace(a, i) && !deptBarred(s, i) && assaultable(s, i)) out.push(i);
  return out;
}

registerFrame<AssaultFrame>("op.assault", {
  decide(s) {
    const a = currentAction(s)!;
    const sel = selectable(s, a);
    const opts: Option[] = sel.map(spaceOpt);
    opts.push(...saOptions(s));
    if (!opts.length && a.opSpaces.length > 0) return null; // nothing more: finish
    // 4.1 an SA needs an Operation in at least 1 space: no stopping before one while one is possible
    if (a.opSpaces.length > 0 || !sel.length) opts.push(DONE);
    return decision(
      "govt",
      "prompt.assault.select",
      opts,
      { op: "assault", spent: a.paid },
      undefined,
      "3.2.4",
    );
  },
  auto(ctx) {
    finishOp(ctx);
  },
  onCommand(ctx, _f, c) {
    if (trySa(ctx, c)) return;
    if (c.t === "done") {
      finishOp(ctx);
      return;
    }
    if (c.t === "space") {
      const i = spaceIdx(c.s);
      selectSpace(ctx, currentAction(ctx.s)!, i, assaultCost(ctx.s));
      startAssaultIn(ctx, i);
    }
  },
  explain(s, _f, c) {
    const sa = coinSaExplain(s, c);
    if (sa || c.t !== "space") return sa;
    const a = currentAction(s)!;
    const i = spaceIdx(c.s);
    if (a.opSpaces.includes(i)) return ruleError("alreadySelected", "3.1");
    if (deptBarred(s, i)) return ruleError("noSweepAssaultInDepts", "5.4", { card: 17 });
    if (spacesLeft(a) <= 0) return ruleError("limOpOneSpace", a.limited ? "2.3.5" : "5.5");
    if (room(s, a) <= 0) return ruleError("oneSpacePerCard", "5.3", { card: 3 });
    const cost = costOf(a, assaultCost(s));
    if (s.resources.govt < cost) return ruleError("cannotPay", "3.1", { cost });
    if (assaultCapacity(s, i) === 0) return ruleError("assaultNoForces", "3.2.4");
    if (exposedTargets(s, i).length > 0) return ruleError("sweepAssaultShield", "5.4", { card: 42 });
    let hidden = 0;
    for (const g of INSURGENTS) hidden += underground(s, i, g);
    if (hidden > 0) return ruleError("undergroundProtected", "3.2.4");
    return ruleError("nothingToRemove", "3.2.4");
  },
});

registerOp({
  name: "assault",
  rule: "3.2.4",
  canStart: (s, a) =>
    room(s, a) > 0 &&
    s.resources.govt >= costOf(a, assaultCost(s)) &&
    spacesInPlay(s).some((i) => allowedSpace(a, i) && !deptBarred(s, i) && assaultable(s, i)),
  frame: () => ({ k: "op.assault" }),
});
