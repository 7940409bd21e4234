// Attack and Ambush steps the FARC (8.7.3) and AUC (8.6.3) Non-players share. Both plan the whole
// Attack at its first step, since the Ambush space depends on every Attack space, and keep that
// plan on the notepad; both Ambush in the planned space with an Underground Guerrilla of their
// own and the fewest of their Guerrillas, ties broken by the best target there, then 8.2.
import { guerrillas, underground } from "../../core/queries";
import type { ActionFrame } from "../../flow/action";
import type { AttackFrame } from "../../ops/attack";
import type { Option } from "../../types";
import type { BotCtx } from "../context";
import { newPlan, planOf, spaceId, tiersBy } from "./picks";

export interface AttackPlan {
  /** the Attack spaces in order */
  spaces: number[];
  /** the Ambush space, -1 for none */
  amb: number;
}

/**
 * The Ambush space among the planned ones: an Underground Guerrilla of f there, the fewest
 * Guerrillas of f, then the lowest `targetClass` (the Faction's own target order), then 8.2.
 */
export function ambushSpace(
  ctx: BotCtx,
  f: "farc" | "auc",
  spaces: readonly number[],
  targetClass: (i: number) => number,
): number {
  const s = ctx.s;
  const cands = spaces.filter((i) => underground(s, i, f) > 0);
  if (!cands.length) {
    ctx.say(`np.${f}.ambushNone`);
    return -1;
  }
  const fewest = tiersBy(cands, (i) => -guerrillas(s, i, f))[0];
  const i = ctx.pick(tiersBy(fewest, (j) => -targetClass(j)).slice(0, 1)) ?? -1;
  if (i >= 0) ctx.say(`np.${f}.ambushPlan`, { space: spaceId(i), n: guerrillas(s, i, f) });
  return i;
}

/** the plan on the notepad; at the first selection (or none kept) a fresh one, written down */
export function readAttackPlan(
  ctx: BotCtx,
  a: ActionFrame,
  plan: (ctx: BotCtx, a: ActionFrame) => AttackPlan,
): AttackPlan {
  const n = a.opSpaces.length === 0 ? null : planOf(ctx, "attack");
  if (n && Array.isArray(n.spaces)) return { spaces: n.spaces as number[], amb: +n.amb };
  const p = plan(ctx, a);
  newPlan(ctx, "attack", { spaces: p.spaces, amb: p.amb });
  return p;
}

/** in an Attack space: Ambush if it is the planned Ambush space (and offered), else roll */
export function ambushOrRoll(ctx: BotCtx, f: "farc" | "auc", fr: AttackFrame): Option | null {
  const amb = +(planOf(ctx, "attack")?.amb ?? -1);
  const o = amb === fr.cur ? ctx.exact({ k: "sa", sa: "ambush" }) : undefined;
  ctx.say(o ? `np.${f}.ambush` : `np.${f}.roll`, { space: spaceId(fr.cur) });
  return o ?? ctx.exact({ k: "roll" }) ?? null;
}
