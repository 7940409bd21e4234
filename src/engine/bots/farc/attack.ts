// 8.7.3 Non-player FARC Attack and Ambush. The whole Attack is planned at its first step (the
// Ambush space depends on every Attack space) and kept on the notepad:
//  - each space where FARC has 3+ Guerrillas facing an enemy piece the Attack could hit;
//  - then 1 other City or Department (else a LoC) with Underground FARC Guerrillas and a target;
//  - Ambush in the planned space with Underground Guerrillas and the fewest FARC Guerrillas; ties:
//    a Shipment to capture, then AUC, Government, Cartels targets, then 8.2.
// Removals: Shipments FARC can capture, then AUC, Government, Cartels (common.ts bestTarget).
import { cityDeptSpaces, guerrillas, locSpaces, spacesInPlay, underground } from "../../core/queries";
import type { ActionFrame } from "../../flow/action";
import { type AttackFrame, hasAttackTarget } from "../../ops/attack";
import type { Faction, GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import { ambushOrRoll, readAttackPlan, ambushSpace as sharedAmbush } from "../shared/attack-plan";
import { bestTarget, nextIn, offeredSpaces, slotsLeft, spaceId, targetClass } from "./common";

const target = (s: GameState, i: number) => hasAttackTarget(s, i, "farc");

/** 1st bullet: 3 or more FARC Guerrillas and an enemy */
export function massSpaces(s: GameState): number[] {
  return spacesInPlay(s).filter((i) => guerrillas(s, i, "farc") >= 3 && target(s, i));
}

/** 2nd bullet: Underground FARC Guerrillas and a target, Cities/Departments first, else LoCs */
export function ambushTiers(s: GameState, exclude: ReadonlySet<number>): number[][] {
  const ok = (i: number) => !exclude.has(i) && underground(s, i, "farc") > 0 && target(s, i);
  return [cityDeptSpaces(s).filter(ok), locSpaces(s).filter(ok)];
}

/** would the Attack reach at least one space (else OP NOT POSSIBLE, 8.1.1)? */
export function attackPossible(s: GameState): boolean {
  return massSpaces(s).length > 0 || ambushTiers(s, new Set()).some((t) => t.length > 0);
}

/** the Attack spaces in order, and the Ambush space (-1: none) */
function plan(ctx: BotCtx, a: ActionFrame): { spaces: number[]; amb: number } {
  const s = ctx.s;
  const offered = offeredSpaces(ctx);
  const slots = slotsLeft(s, a);
  const first = massSpaces(s).filter((i) => offered.has(i));
  const spaces: number[] = [];
  while (spaces.length < slots) {
    const next = nextIn(ctx, [first.filter((i) => !spaces.includes(i))], slots - spaces.length);
    if (!next) break;
    spaces.push(next.space);
  }
  if (spaces.length < slots) {
    const tiers = ambushTiers(s, new Set(spaces)).map((t) => t.filter((i) => offered.has(i)));
    const i = ctx.pick(tiers);
    if (i !== null) spaces.push(i);
  }
  return { spaces, amb: ambushSpace(ctx, spaces) };
}

/** Ambush: fewest FARC Guerrillas, then the best target there (Shipment, AUC, Govt, Cartels), then 8.2 */
function ambushSpace(ctx: BotCtx, spaces: readonly number[]): number {
  const s = ctx.s;
  return sharedAmbush(ctx, "farc", spaces, (i) =>
    targetClass(s, i, (e: Faction) => hasAttackTarget(s, i, "farc", e)),
  );
}

export function attackStep(ctx: BotCtx, f: AttackFrame, a: ActionFrame): Option | null {
  const s = ctx.s;
  if (f.stage === "select") {
    const p = readAttackPlan(ctx, a, plan);
    const next = p.spaces.find((i) => !a.opSpaces.includes(i) && ctx.spaceOption(i));
    if (next === undefined) return ctx.done() ?? null;
    const mass = guerrillas(s, next, "farc") >= 3;
    ctx.say(mass ? "np.farc.attackMass" : "np.farc.attackOther", {
      space: spaceId(next),
      n: guerrillas(s, next, "farc"),
    });
    return ctx.spaceOption(next) ?? null;
  }
  if (f.stage === "resolve") return ambushOrRoll(ctx, "farc", f);
  return removeStep(ctx, f.cur, f.removed);
}

/** a removal during an Attack or an Ambush (8.7.3 target order) */
export function removeStep(ctx: BotCtx, i: number, removed: number): Option | null {
  const o = bestTarget(ctx, i, removed);
  if (o?.t === "remove") ctx.say("np.farc.target", { piece: o.p, space: o.s });
  return o ?? ctx.done() ?? null;
}
