// 8.6.2 Non-player AUC March: one destination, a City or Department with FARC pieces but no AUC
// Guerrilla, chosen at random (one with a FARC Base preferred), first where the movers could
// stay Underground, and only
// where some adjacent AUC Guerrilla would actually go (PB ¶6). Every adjacent AUC Guerrilla
// marches in, but 1 stays in each origin holding an AUC Base or any FARC piece. 8.1.2: as many
// Underground Guerrillas as can stay so (a group from one origin stops where it, the cubes and
// the FARC Guerrillas there would reach 4 in a space with Support or Opposition, 3.3.2), Active
// ones first when Activation cannot be avoided, Shipments first (the first to leave carries them).
import {
  adjacentIn,
  baseCount,
  canEnter,
  cityDeptSpaces,
  cubes,
  factionPieces,
  guerrillas,
  isCityOrDept,
  isLoC,
  shipmentsIn,
} from "../../core/queries";
import type { ActionFrame } from "../../flow/action";
import { arrivals, type MarchFrame, type MarchGroup } from "../../ops/march";
import type { GameState, Option, PieceKind } from "../../types";
import type { BotCtx } from "../context";
import {
  type MarchMoves,
  type Step,
  moveInto as sharedMoveInto,
  movers as sharedMovers,
} from "../shared/march-moves";
import { mayAddSpace, newPlan, planOf, spaceId } from "./common";

const U: PieceKind = "aucU";

/** what a March plan looks at: the board, this March's groups so far, the offered moves */
export type MarchView = MarchMoves;

export function marchView(s: GameState, groups: MarchGroup[], has: (o: Option) => boolean): MarchView {
  return { s, groups, has, arr: arrivals({ k: "op.march", groups, moves: 0 }) };
}

/** 3.3.2 AUC Guerrillas in x that have not marched yet, by face */
const movers = (v: MarchView, x: number) => sharedMovers(v, "auc", x);

/** 8.6.2: 1 Guerrilla stays where an AUC Base or any FARC piece stands */
export function keepsOne(s: GameState, x: number): boolean {
  return baseCount(s, x, "auc") > 0 || factionPieces(s, x, "farc") > 0;
}

/** how many AUC Guerrillas may still leave x */
export function spare(v: MarchView, x: number): number {
  const [u, a] = movers(v, x);
  if (u + a <= 0) return 0;
  if (!keepsOne(v.s, x)) return u + a;
  return Math.max(0, Math.min(u + a, guerrillas(v.s, x, "auc") - 1));
}

/**
 * 3.3.2 the most Guerrillas one group may bring into d and stay Underground: with Support or
 * Opposition there, the group plus the cubes and FARC Guerrillas may not exceed 3.
 */
export function groupCap(s: GameState, d: number): number {
  const lv = s.spaces[d].sup;
  const watched = isLoC(s, d) || (isCityOrDept(s, d) && lv !== 0);
  return watched ? 3 - cubes(s, d) - guerrillas(s, d, "farc") : Number.POSITIVE_INFINITY;
}

export type { Step };

/** the next Guerrilla to march into d, from the origins in order (8.1.2), or null */
export function moveInto(v: MarchView, d: number, origins: readonly number[]): Step | null {
  return sharedMoveInto(v, "auc", d, origins, groupCap(v.s, d), (x) => spare(v, x));
}

/** the origins next to d in the order their Guerrillas leave: Shipments first (8.1.2), then map order */
export function origins(v: MarchView, d: number): number[] {
  return adjacentIn(v.s, d)
    .filter((x) => spare(v, x) > 0)
    .sort((x, y) => shipmentsIn(v.s, y, "auc") - shipmentsIn(v.s, x, "auc") || x - y);
}

/** could Guerrillas marching into d stay Underground there? */
export function staysUnderground(v: MarchView, d: number): boolean {
  if (groupCap(v.s, d) < 1) return false;
  return origins(v, d).some((x) => movers(v, x)[0] > 0);
}

/** 8.6.2 destinations: FARC pieces, no AUC Guerrilla, some AUC Guerrilla that would come */
export function destinations(v: MarchView): number[] {
  const s = v.s;
  return cityDeptSpaces(s).filter(
    (d) =>
      factionPieces(s, d, "farc") > 0 &&
      guerrillas(s, d, "auc") === 0 &&
      canEnter(s, U, d) &&
      moveInto(v, d, origins(v, d)) !== null,
  );
}

/** a FARC Base first, then where the movers could stay Underground; ties 8.2 */
export function destTiers(v: MarchView): number[][] {
  const all = destinations(v);
  const base = (d: number) => baseCount(v.s, d, "farc") > 0;
  const out: number[][] = [];
  for (const b of [true, false])
    for (const u of [true, false]) out.push(all.filter((d) => base(d) === b && staysUnderground(v, d) === u));
  return out;
}

/** would the March move at least one Guerrilla (else OP NOT POSSIBLE, 8.1.1)? */
export function marchPossible(s: GameState): boolean {
  return destinations(marchView(s, [], () => true)).length > 0;
}

export function marchStep(ctx: BotCtx, f: MarchFrame, a: ActionFrame): Option | null {
  const s = ctx.s;
  const done = ctx.done() ?? null;
  const v = marchView(s, f.groups, (o) => ctx.has(o));
  let dest = -1;
  if (f.moves > 0) {
    dest = +(planOf(ctx, "march")?.dest ?? -1);
    if (dest < 0) return done;
  } else {
    if (!mayAddSpace(s, a)) {
      ctx.say("np.auc.noResources");
      return done;
    }
    const d = ctx.pick(destTiers(v));
    if (d === null) {
      ctx.say("np.auc.marchNone");
      return done;
    }
    newPlan(ctx, "march", { dest: d });
    ctx.say(baseCount(s, d, "farc") > 0 ? "np.auc.marchBase" : "np.auc.marchFarc", { space: spaceId(d) });
    dest = d;
  }
  const m = moveInto(v, dest, origins(v, dest));
  if (!m) {
    ctx.say("np.auc.marchDone");
    return done;
  }
  ctx.say("np.auc.marchMove", { piece: m.k, from: spaceId(m.from), space: spaceId(dest) });
  return m.o;
}
