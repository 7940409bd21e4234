// 3.3.3 Attack: select spaces holding an own Guerrilla and an enemy piece (1 Resource each).
// In each, all own Guerrillas go Active and a die is rolled: at or under the number of own
// Guerrillas there, the attacker removes up to 2 enemy pieces of its choice (each Faction's
// Bases only once its cubes/Guerrillas there are gone). Captured Goods: a roll of 1 also
// places an own Guerrilla there, and a Shipment freed by the removal passes to the attacker.
// Ambush (4.3.2) may replace the roll in a selected space before it is resolved.
import { choiceOf } from "../choice";
import { ruleError } from "../core/errors";
import { type Ctx, flip, log, place, remove, roll } from "../core/mutate";
import { ACTIVE_OF, FACTION_INDICES, type Insurgent, isBase, OWNER, UNDERGROUND_OF } from "../core/pieces";
import { available, guerrillas, underground } from "../core/queries";
import { SPACE_COUNT, SPACE_IDS, spaceIdx } from "../data/map";
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
import { choose, DONE, decision, removeOpt, spaceOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import {
  type CommandBody,
  type Faction,
  type Frame,
  type GameState,
  type Option,
  P,
  PIECE_KINDS,
  type PieceKind,
  type RuleError,
} from "../types";
import { fundable } from "./insurgent";
import { ownRemovalOptions, removeOwn } from "./own-removal";
import { registerOp } from "./registry";

const COST = 1;
/** most enemy pieces one Attack (or Ambush) removes in a space */
export const STRIKE_MAX = 2;

/** The removal step shared by Attack and Ambush in one space. */
export interface Strike {
  cur: number;
  removed: number;
  /** Factions targeted so far in this space: once targeted, hit to the full extent (1.4.1) */
  hit: Faction[];
  /** Captured Goods: place an own Guerrilla when the removal ends (a roll of 1, or Ambush) */
  capture: boolean;
  /** the attacker stopped removing (only the Captured Goods step may remain) */
  ended?: boolean;
  /** an Event may let the Attack remove only this Faction's pieces (card 26) */
  only?: Faction;
}

export interface AttackFrame extends Frame, Strike {
  k: "op.attack";
  /** select: choose spaces; resolve: roll (or Ambush) in `cur`; remove: pick pieces */
  stage: "select" | "resolve" | "remove";
}

/** Is this enemy piece removable now? Bases only after the Faction's other forces there (3.3.3). */
function removableKind(s: GameState, i: number, k: PieceKind): boolean {
  const c = s.spaces[i].f;
  const ix = FACTION_INDICES[OWNER[k]];
  if (isBase(k)) return c[ix[2]] > 0 && c[ix[0]] + c[ix[1]] === 0;
  return c[P[k]] > 0;
}

/**
 * 3.3.3 target test shared by Attack, Ambush and the Events that order them: does space i hold
 * an enemy piece that attacker f could remove now (Bases last)? `only`: of that Faction alone.
 */
export function hasAttackTarget(s: GameState, i: number, f: Faction, only?: Faction): boolean {
  for (const k of PIECE_KINDS) if (isTarget(f, k, only) && removableKind(s, i, k)) return true;
  return false;
}

/** the removal options for attacker f in space i (all enemy Factions or `only` one, Bases last) */
export function removableOptions(s: GameState, i: number, f: Faction, only?: Faction): Option[] {
  const out: Option[] = [];
  for (const k of PIECE_KINDS) if (isTarget(f, k, only) && removableKind(s, i, k)) out.push(removeOpt(k, i));
  return out;
}

/** an enemy piece kind, of the one targeted Faction if an Event names it */
const isTarget = (f: Faction, k: PieceKind, only?: Faction) =>
  OWNER[k] !== f && (only === undefined || OWNER[k] === only);

function hasRemovable(s: GameState, i: number, e: Faction): boolean {
  for (const j of FACTION_INDICES[e]) if (removableKind(s, i, PIECE_KINDS[j])) return true;
  return false;
}

/**
 * Options of a strike's removal step; empty when it is over. Stopping (done) is allowed before
 * any removal (the attacker may target no one, 3.1) or once no targeted Faction has a piece left.
 */
export function strikeOptions(s: GameState, f: Faction, st: Strike): Option[] {
  if (st.ended || st.removed >= STRIKE_MAX) return [];
  const opts = removableOptions(s, st.cur, f, st.only);
  if (!opts.length) return [];
  if (st.removed === 0 || !st.hit.some((e) => hasRemovable(s, st.cur, e))) opts.push(DONE);
  return opts;
}

/** Apply one removal of a strike; a freed Shipment goes to the attacker (Captured Goods). */
export function strikeRemove(ctx: Ctx, f: Faction, st: Strike, k: PieceKind): void {
  remove(ctx, k, st.cur, 1, f);
  st.removed++;
  if (!st.hit.includes(OWNER[k])) st.hit.push(OWNER[k]);
}

/**
 * Captured Goods with no own Guerrilla Available: a player attacker may first take one of its
 * Guerrillas off the map (1.4.1) to place it here Underground, or decline (done).
 */
export function captureOptions(s: GameState, f: Faction, st: Strike): Option[] {
  if (!st.capture || f === "govt") return [];
  const u = UNDERGROUND_OF[f as Insurgent];
  if (available(s, u) > 0) return [];
  const out: Option[] = [];
  ownRemovalOptions(s, f, [u, ACTIVE_OF[f as Insurgent]], out);
  if (out.length) out.push(DONE);
  return out;
}

/** The options of a strike's step: removals, then the Captured Goods own removal; empty when over. */
export function strikeStepOptions(s: GameState, f: Faction, st: Strike): Option[] {
  const o = strikeOptions(s, f, st);
  return o.length ? o : captureOptions(s, f, st);
}

/** A `remove` during a strike: an enemy piece, or (Captured Goods step) an own Guerrilla (1.4.1). */
export function strikeCommandRemove(
  ctx: Ctx,
  f: Faction,
  st: Strike,
  c: Extract<CommandBody, { t: "remove" }>,
): void {
  if (OWNER[c.p] === f) removeOwn(ctx, c);
  else strikeRemove(ctx, f, st, c.p);
}

/**
 * `done` during a strike: ends the removals (the Captured Goods step may follow), or declines
 * the Captured Goods own removal. Returns true when the strike is over (call strikeEnd).
 */
export function strikeDone(s: GameState, f: Faction, st: Strike): boolean {
  if (strikeOptions(s, f, st).length) {
    st.ended = true;
    return captureOptions(s, f, st).length === 0;
  }
  st.capture = false;
  return true;
}

/** End of a strike: Captured Goods Guerrilla (Underground) if earned. */
export function strikeEnd(ctx: Ctx, f: Insurgent, st: Strike): void {
  if (st.capture) place(ctx, UNDERGROUND_OF[f], st.cur);
  st.capture = false;
}

/** Why is this removal refused (Bases last)? */
export function explainRemove(s: GameState, f: Faction, c: CommandBody): RuleError | null {
  if (c.t !== "remove") return null;
  const i = spaceIdx(c.s);
  if (OWNER[c.p] === f) return ruleError("strike.ownPiece", "3.3.3");
  if (isBase(c.p) && s.spaces[i].f[P[c.p]] > 0 && !removableKind(s, i, c.p))
    return ruleError("strike.basesLast", "3.3.3");
  return null;
}

/** May the attacker select this space, ignoring cost? */
function attackable(s: GameState, a: ActionFrame, i: number): boolean {
  return allowedSpace(a, i) && guerrillas(s, i, a.f) > 0 && hasAttackTarget(s, i, a.f);
}

function selectable(s: GameState, a: ActionFrame): number[] {
  const out: number[] = [];
  if (spacesLeft(a) <= 0 || s.resources[a.f] < costOf(a, COST)) return out;
  for (let i = 0; i < SPACE_COUNT; i++) if (attackable(s, a, i)) out.push(i);
  return out;
}

/**
 * 3.1 note: an Insurgent without Resources may still start if its Special Activity could fund it
 * first (Extort; Kidnap in a space to be selected for Terror, 4.3.3).
 */
export function fundedBySa(s: GameState, a: ActionFrame): boolean {
  return fundable(s, a);
}

function resolveRoll(ctx: Ctx, f: AttackFrame, who: Insurgent): void {
  const s = ctx.s;
  const i = f.cur;
  flip(ctx, who, i, true, underground(s, i, who));
  const r = roll(ctx, who, { kind: "attack", faction: who, space: SPACE_IDS[i], card: s.current });
  const n = guerrillas(s, i, who);
  const hit = r <= n;
  log(ctx, hit ? "log.attack.hit" : "log.attack.miss", { space: SPACE_IDS[i], roll: r, n }, { faction: who });
  if (!hit) {
    f.stage = "select";
    return;
  }
  f.stage = "remove";
  f.removed = 0;
  f.hit = [];
  f.ended = false;
  f.capture = r === 1;
}

registerFrame<AttackFrame>("op.attack", {
  decide(s, f) {
    const a = currentAction(s)!;
    const ctx = { op: "attack" as const, spent: a.paid };
    if (f.stage === "select") {
      const opts: Option[] = selectable(s, a).map(spaceOpt);
      const any = opts.length > 0;
      opts.push(...saOptions(s));
      if (a.opSpaces.length > 0 || !any) opts.push(DONE);
      return decision(a.f, "prompt.attack.select", opts, ctx, undefined, "3.3.3");
    }
    const space = SPACE_IDS[f.cur];
    if (f.stage === "resolve") {
      // 4.3.2 the only moment Ambush fits: a selected space not yet resolved
      const sa = saOptions(s);
      if (!sa.some((o) => o.t === "choose" && o.c.k === "sa" && o.c.sa === "ambush")) return null;
      return decision(
        a.f,
        "prompt.attack.resolve",
        [choose({ k: "roll" }), ...sa],
        { ...ctx, space },
        undefined,
        "3.3.3",
      );
    }
    const opts = strikeStepOptions(s, a.f, f);
    if (!opts.length) return null;
    return decision(
      a.f,
      strikeOptions(s, a.f, f).length ? "prompt.attack.remove" : "prompt.strike.captureOwn",
      opts,
      { ...ctx, space },
      { n: STRIKE_MAX - f.removed },
      "3.3.3",
    );
  },
  auto(ctx, f) {
    const a = currentAction(ctx.s)!;
    if (f.stage === "resolve") resolveRoll(ctx, f, a.f as Insurgent);
    else {
      strikeEnd(ctx, a.f as Insurgent, f);
      f.stage = "select";
    }
  },
  onCommand(ctx, f, c) {
    if (trySa(ctx, c)) return;
    const a = currentAction(ctx.s)!;
    const who = a.f as Insurgent;
    if (c.t === "done") {
      if (f.stage !== "remove") finishOp(ctx);
      else if (strikeDone(ctx.s, who, f)) {
        strikeEnd(ctx, who, f);
        f.stage = "select";
      }
      return;
    }
    if (c.t === "space") {
      const i = spaceIdx(c.s);
      selectSpace(ctx, a, i, COST);
      f.cur = i;
      f.stage = "resolve";
      return;
    }
    if (choiceOf(c)?.k === "roll") {
      resolveRoll(ctx, f, who);
      return;
    }
    if (c.t === "remove") strikeCommandRemove(ctx, who, f, c);
  },
  explain(s, f, c) {
    const a = currentAction(s)!;
    if (f.stage === "remove") return explainRemove(s, a.f, c);
    // Ambush is offered only while a selected space with an Underground Guerrilla awaits its roll
    const ch = choiceOf(c);
    if (ch?.k === "sa" && ch.sa === "ambush" && a.saAllowed && !a.sa)
      return ruleError("ambush.notNow", "4.3.2");
    if (f.stage !== "select" || c.t !== "space") return null;
    const i = spaceIdx(c.s);
    if (a.opSpaces.includes(i)) return ruleError("strike.alreadySelected", "3.1");
    if (spacesLeft(a) <= 0) return ruleError("strike.maxSpaces", a.limited ? "2.3.5" : "5.1");
    if (guerrillas(s, i, a.f) === 0) return ruleError("attack.needsGuerrilla", "3.3.3");
    if (!hasAttackTarget(s, i, a.f)) return ruleError("attack.needsEnemy", "3.3.3");
    if (s.resources[a.f] < costOf(a, COST))
      return ruleError("strike.cannotPay", "3.1", { cost: costOf(a, COST) });
    return null;
  },
});

registerOp({
  name: "attack",
  rule: "3.3.3",
  canStart(s, a) {
    if (a.f === "govt" || spacesLeft(a) <= 0) return false;
    if (s.resources[a.f] < costOf(a, COST) && !fundedBySa(s, a)) return false;
    for (let i = 0; i < SPACE_COUNT; i++) if (attackable(s, a, i)) return true;
    return false;
  },
  frame: () => ({ k: "op.attack", stage: "select", cur: -1, removed: 0, hit: [], capture: false }),
});

/** the attack frame waiting to resolve a selected space, if any (for Ambush) */
export function pendingAttack(s: GameState): AttackFrame | null {
  const t = s.frames[s.frames.length - 1];
  return t && t.k === "op.attack" && (t as AttackFrame).stage === "resolve" ? (t as AttackFrame) : null;
}
