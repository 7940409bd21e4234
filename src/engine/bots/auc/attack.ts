// 8.6.3 Non-player AUC Attack and Ambush. The whole Attack is planned at its first step (the
// Ambush space depends on every Attack space) and kept on the notepad:
//  - up to 3 spaces with AUC Guerrillas where a target is possible (a Shipment to capture, FARC
//    or the Government) and the AUC has an Underground Guerrilla or 3 Guerrillas in all; the most
//    AUC Guerrillas first, ties 8.2;
//  - Ambush in the planned space with an Underground AUC Guerrilla and the fewest AUC Guerrillas;
//    ties: a Shipment target, then FARC, then the Government, then 8.2.
// Removals: Guerrillas whose removal captures a Shipment, then FARC, then the Government (8.1.2
// order within each); the Cartels only for a capture.
import { guerrillas, spacesInPlay, underground } from "../../core/queries";
import type { ActionFrame } from "../../flow/action";
import { type AttackFrame, hasAttackTarget } from "../../ops/attack";
import type { Faction, GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import { removeByPriority } from "../generic";
import { ambushOrRoll, readAttackPlan, ambushSpace as sharedAmbush } from "../shared/attack-plan";
import { bestRemoval, capturable, nextIn, slotsLeft, spaceId, tiersBy } from "./common";

const TARGETS: readonly Faction[] = ["farc", "govt"];

/** a Shipment the AUC could capture in space i with one Attack or Ambush (2 removals) */
export function shipmentTarget(s: GameState, i: number): boolean {
  return capturable(s, i, "farc", 2) || capturable(s, i, "cartels", 2);
}

/** the best target class in space i: 0 a Shipment, 1 FARC, 2 the Government, 9 none */
export function targetClass(s: GameState, i: number): number {
  if (shipmentTarget(s, i)) return 0;
  const t = TARGETS.findIndex((e) => hasAttackTarget(s, i, "auc", e));
  return t < 0 ? 9 : 1 + t;
}

/** 8.6.3 2nd bullet: a target, and an Underground AUC Guerrilla or 3 AUC Guerrillas */
export function attackSpace(s: GameState, i: number): boolean {
  const g = guerrillas(s, i, "auc");
  if (g === 0 || (underground(s, i, "auc") === 0 && g < 3)) return false;
  return targetClass(s, i) < 9;
}

/** would the Attack reach at least one space (else OP NOT POSSIBLE, 8.1.1)? */
export function attackPossible(s: GameState): boolean {
  return spacesInPlay(s).some((i) => attackSpace(s, i));
}

/** the Attack spaces in order, and the Ambush space (-1: none) */
function plan(ctx: BotCtx, a: ActionFrame): { spaces: number[]; amb: number } {
  const s = ctx.s;
  const offered = new Set(ctx.spaceOptions());
  const slots = slotsLeft(s, a, 3);
  const cands = spacesInPlay(s).filter((i) => offered.has(i) && attackSpace(s, i));
  const spaces: number[] = [];
  while (spaces.length < slots) {
    const rest = cands.filter((i) => !spaces.includes(i));
    const next = nextIn(
      ctx,
      tiersBy(rest, (i) => guerrillas(s, i, "auc")),
      slots - spaces.length,
    );
    if (!next) break;
    spaces.push(next.space);
  }
  return { spaces, amb: ambushSpace(ctx, spaces) };
}

/** Ambush: fewest AUC Guerrillas, then the best target there (Shipment, FARC, Govt), then 8.2 */
function ambushSpace(ctx: BotCtx, spaces: readonly number[]): number {
  return sharedAmbush(ctx, "auc", spaces, (i) => targetClass(ctx.s, i));
}

export function attackStep(ctx: BotCtx, f: AttackFrame, a: ActionFrame): Option | null {
  const s = ctx.s;
  if (f.stage === "select") {
    const p = readAttackPlan(ctx, a, plan);
    const next = p.spaces.find((i) => !a.opSpaces.includes(i) && ctx.spaceOption(i));
    if (next === undefined) return ctx.done() ?? null;
    ctx.say("np.auc.attack", { space: spaceId(next), n: guerrillas(s, next, "auc") });
    return ctx.spaceOption(next) ?? null;
  }
  if (f.stage === "resolve") return ambushOrRoll(ctx, "auc", f);
  return strikeRemoval(ctx, f.cur, f.removed);
}

/**
 * A removal during an Attack or an Ambush (8.6.3 target order); nothing left to hit: stop. When
 * stopping is not allowed (a Faction hit for its Shipment must be hit to the full extent, 1.4.1),
 * the 8.1.2 removal order goes on.
 */
export function strikeRemoval(ctx: BotCtx, i: number, removed: number): Option | null {
  const o = bestRemoval(ctx, i, 2 - removed, TARGETS) ?? (ctx.done() ? undefined : removeByPriority(ctx));
  if (o?.t === "remove") {
    ctx.say("np.auc.target", { piece: o.p, space: o.s });
    return o;
  }
  return ctx.done() ?? null;
}
