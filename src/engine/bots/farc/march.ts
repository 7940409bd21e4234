// 8.7.2 Non-player FARC March, in three parts kept on the notepad (`ph`):
//  1. unless the next Propaganda card is the final one, 1 Guerrilla onto each unSabotaged LoC
//     without any Guerrilla that FARC can reach (highest Econ first, 8.3), from a random adjacent
//     space (a guideline origin first);
//  2. up to 3 Cities/Departments with Population, at Support or Neutral, not under FARC Control
//     (where Agitation is not yet possible), first where the movers can stay Underground;
//  3. one more space with Population next to the origin with the most Guerrillas still able to move.
// Parts 2 and 3 draw only on origins with Active Opposition, 0-Population Departments or
// Sabotaged LoCs, and leave 1 Guerrilla in an origin holding any Base. 8.1.2: as many Underground
// Guerrillas as can stay so (a watched group stops at 3 with the cubes), Active ones first when
// Activation cannot be avoided, Shipments first (the first Guerrilla to leave carries them).
import {
  adjacentIn,
  allGuerrillas,
  basesIn,
  canEnter,
  cityDeptSpaces,
  cubes,
  farcControls,
  guerrillas,
  hasPop,
  isCityOrDept,
  isDepartment,
  isLoC,
  locSpaces,
  popOf,
  shipmentsIn,
  spacesInPlay,
} from "../../core/queries";
import { SPACE_INDEX } from "../../data/map";
import { type ActionFrame, spacesLeft } from "../../flow/action";
import { finalPropaganda } from "../../flow/card";
import { arrivals, type MarchFrame, type MarchGroup } from "../../ops/march";
import type { BotNote, GameState, Option, PieceKind } from "../../types";
import type { BotCtx } from "../context";
import {
  type MarchMoves,
  type Step,
  moveInto as sharedMoveInto,
  movers as sharedMovers,
} from "../shared/march-moves";
import { mayAddSpace, planOf, spaceId, tiersBy } from "./common";

const U: PieceKind = "farcU";

/** what a March plan looks at: the shared March view, and the spaces this March selected */
export interface MarchView extends MarchMoves {
  selected: readonly number[];
}

export function marchView(
  s: GameState,
  groups: MarchGroup[],
  selected: readonly number[],
  has: (o: Option) => boolean,
): MarchView {
  return { s, groups, selected, has, arr: arrivals({ k: "op.march", groups, moves: 0 }) };
}

/** 3.3.2 FARC Guerrillas in x that have not marched yet, by face */
const movers = (v: MarchView, x: number) => sharedMovers(v, "farc", x);

/** 8.7.2 guidelines: how many may leave x (1 Guerrilla stays where any Base stands) */
export function spare(v: MarchView, x: number): number {
  const [u, a] = movers(v, x);
  if (u + a <= 0) return 0;
  if (basesIn(v.s, x) === 0) return u + a;
  return Math.max(0, Math.min(u + a, guerrillas(v.s, x, "farc") - 1));
}

/** 8.7.2 guidelines: an origin with Active Opposition, a 0-Population Department or a Sabotaged LoC */
export function guidelineOrigin(s: GameState, x: number): boolean {
  if (isLoC(s, x)) return s.spaces[x].terror > 0;
  if (isDepartment(s, x) && popOf(s, x) === 0) return true;
  return isCityOrDept(s, x) && s.spaces[x].sup === -2;
}

/** 3.3.2 FARC Guerrillas moving into d are Activated when too many (a LoC, or Support) */
function watched(s: GameState, d: number): boolean {
  return isLoC(s, d) || (isCityOrDept(s, d) && s.spaces[d].sup > 0);
}

export type { Step };

/** the next Guerrilla to march into d from the origins, in order (8.1.2), or null */
export function moveInto(v: MarchView, d: number, origins: readonly number[]): Step | null {
  const cap = watched(v.s, d) ? 3 - cubes(v.s, d) : Number.POSITIVE_INFINITY;
  return sharedMoveInto(v, "farc", d, origins, cap, (x) => spare(v, x));
}

/** origins in the order their Guerrillas leave: Shipments first (8.1.2), then map order */
function byShipments(s: GameState, xs: number[]): number[] {
  return xs.sort((x, y) => shipmentsIn(s, y, "farc") - shipmentsIn(s, x, "farc") || x - y);
}

function guidelineOrigins(v: MarchView, d: number): number[] {
  return byShipments(
    v.s,
    adjacentIn(v.s, d).filter((x) => guidelineOrigin(v.s, x) && spare(v, x) > 0),
  );
}

// ---- part 1: LoCs ------------------------------------------------------------------------------

/** 2.4.1 is the next Propaganda card to come the final one? */
export function finalPropagandaNext(s: GameState): boolean {
  return s.propagandaPlayed + 1 >= finalPropaganda(s);
}

/** unSabotaged LoCs without any Guerrilla that a FARC Guerrilla can reach */
export function locTargets(v: MarchView): number[] {
  return locSpaces(v.s).filter(
    (l) =>
      v.s.spaces[l].terror === 0 &&
      allGuerrillas(v.s, l) === 0 &&
      !v.selected.includes(l) &&
      adjacentIn(v.s, l).some((x) => moveInto(v, l, [x]) !== null),
  );
}

/**
 * where the Guerrilla for LoC l comes from: a guideline origin first (8.7.2 GUIDELINES: Active
 * Opposition, 0 Population, Sabotage), else any adjacent one; within each, 8.2 / 8.3 at random
 * (8.7.2 NOTE: origins of equal priority in random order)
 */
function locOriginTiers(v: MarchView, l: number): number[][] {
  const xs = adjacentIn(v.s, l).filter((x) => moveInto(v, l, [x]) !== null);
  return [xs.filter((x) => guidelineOrigin(v.s, x)), xs.filter((x) => !guidelineOrigin(v.s, x))];
}

// ---- part 2: up to 3 spaces ----------------------------------------------------------------------

/** Population, Support or Neutral, no FARC Control (8.7.2 translator note 4), not chosen yet */
function destOk(v: MarchView, d: number): boolean {
  const s = v.s;
  return (
    hasPop(s, d) &&
    s.spaces[d].sup >= 0 &&
    !farcControls(s, d) &&
    !v.selected.includes(d) &&
    canEnter(s, U, d)
  );
}

/** could Guerrillas marching into d stay Underground there? */
function staysUnderground(v: MarchView, d: number): boolean {
  if (watched(v.s, d) && cubes(v.s, d) >= 3) return false;
  return guidelineOrigins(v, d).some((x) => movers(v, x)[0] > 0);
}

export function destTiers(v: MarchView): number[][] {
  const all = cityDeptSpaces(v.s).filter(
    (d) => destOk(v, d) && moveInto(v, d, guidelineOrigins(v, d)) !== null,
  );
  return [all.filter((d) => staysUnderground(v, d)), all.filter((d) => !staysUnderground(v, d))];
}

// ---- part 3: one more space ----------------------------------------------------------------------

function finalDests(v: MarchView, x: number): number[] {
  return adjacentIn(v.s, x).filter(
    (d) => hasPop(v.s, d) && !v.selected.includes(d) && canEnter(v.s, U, d) && moveInto(v, d, [x]) !== null,
  );
}

export function finalOrigins(v: MarchView): number[] {
  return spacesInPlay(v.s).filter(
    (x) => guidelineOrigin(v.s, x) && spare(v, x) > 0 && finalDests(v, x).length > 0,
  );
}

/** would the March move at least one Guerrilla (else OP NOT POSSIBLE, 8.1.1)? */
export function marchPossible(s: GameState): boolean {
  const v = marchView(s, [], [], (o) => o.t !== "move" || canEnter(s, U, SPACE_INDEX[o.to]));
  if (!finalPropagandaNext(s) && locTargets(v).length) return true;
  return destTiers(v).some((t) => t.length > 0) || finalOrigins(v).length > 0;
}

// ---- the step ------------------------------------------------------------------------------------

interface Plan {
  ph: number;
  cur: number;
  n2: number;
  fin: number;
  src: number;
}

function readPlan(ctx: BotCtx, f: MarchFrame): Plan {
  const n = f.moves === 0 ? null : planOf(ctx, "march");
  if (!n) return { ph: 1, cur: -1, n2: 0, fin: -1, src: -1 };
  return { ph: +n.ph, cur: +n.cur, n2: +n.n2, fin: +n.fin, src: +n.src };
}

function go(ctx: BotCtx, p: Plan, m: Step, to: number): Option {
  const note: BotNote = { at: ctx.s.cardStart, op: "march", ...p };
  ctx.setNote(note);
  ctx.say("np.farc.marchMove", { piece: m.k, from: spaceId(m.from), space: spaceId(to) });
  return m.o;
}

export function marchStep(ctx: BotCtx, f: MarchFrame, a: ActionFrame): Option | null {
  const s = ctx.s;
  const p = readPlan(ctx, f);
  const v = marchView(s, f.groups, a.opSpaces, (o) => ctx.has(o));
  const add = mayAddSpace(s, a) && spacesLeft(a) > 0;
  if (p.ph === 1) {
    const m = locStep(ctx, v, add);
    if (m) return go(ctx, p, m.step, m.to);
    p.ph = 2;
  }
  if (p.ph === 2) {
    const m = destStep(ctx, v, p, add);
    if (m) return go(ctx, p, m, p.cur);
    p.ph = 3;
  }
  if (p.ph === 3) {
    const m = finalStep(ctx, v, p, add);
    if (m) return go(ctx, p, m, p.fin);
    p.ph = 4;
  }
  ctx.setNote({ at: s.cardStart, op: "march", ...p });
  ctx.say("np.farc.marchDone");
  return ctx.done() ?? null;
}

function locStep(ctx: BotCtx, v: MarchView, add: boolean): { step: Step; to: number } | null {
  if (finalPropagandaNext(v.s)) {
    ctx.say("np.farc.marchNoLocs");
    return null;
  }
  if (!add) return null;
  const l = ctx.pick([locTargets(v)]);
  if (l === null) return null;
  const x = ctx.pick(locOriginTiers(v, l));
  const step = x === null ? null : moveInto(v, l, [x]);
  if (!step) return null;
  ctx.say("np.farc.marchLoc", { space: spaceId(l), from: spaceId(step.from) });
  return { step, to: l };
}

function destStep(ctx: BotCtx, v: MarchView, p: Plan, add: boolean): Step | null {
  if (p.cur >= 0) {
    const m = moveInto(v, p.cur, guidelineOrigins(v, p.cur));
    if (m) return m;
    p.cur = -1;
  }
  if (p.n2 >= 3 || !add) return null;
  const d = ctx.pick(destTiers(v));
  if (d === null) return null;
  p.cur = d;
  p.n2++;
  ctx.say("np.farc.marchDest", { space: spaceId(d), n: p.n2 });
  return moveInto(v, d, guidelineOrigins(v, d));
}

function finalStep(ctx: BotCtx, v: MarchView, p: Plan, add: boolean): Step | null {
  if (p.fin >= 0) {
    const rest = guidelineOrigins(v, p.fin).filter((x) => x !== p.src);
    return moveInto(v, p.fin, p.src >= 0 ? [p.src, ...rest] : rest);
  }
  if (!add) return null;
  const origins = finalOrigins(v);
  const x = ctx.pick(tiersBy(origins, (o) => spare(v, o)).slice(0, 1));
  if (x === null) return null;
  const d = ctx.pick([finalDests(v, x)]);
  if (d === null) return null;
  p.fin = d;
  p.src = x;
  ctx.say("np.farc.marchFinal", { space: spaceId(d), from: spaceId(x), n: spare(v, x) });
  return moveInto(v, d, [x, ...guidelineOrigins(v, d).filter((o) => o !== x)]);
}
