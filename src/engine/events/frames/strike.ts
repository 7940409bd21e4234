// An Attack an Event orders in one space (card 26), outside any Operation: all the attacker's
// Guerrillas there go Active and one die is rolled against their number (3.3.3); on a hit the
// attacker removes up to 2 enemy pieces, Bases last (`only`: of one Faction alone), and Captured
// Goods follow a roll of 1 (ops/attack.ts's strike, shared with Attack and Ambush).
import { type Ctx, flip, log, roll } from "../../core/mutate";
import type { Insurgent } from "../../core/pieces";
import { guerrillas, underground } from "../../core/queries";
import { SPACE_IDS } from "../../data/map";
import { decision } from "../../flow/decide";
import { registerFrame } from "../../flow/registry";
import { pop, push } from "../../flow/stack";
import {
  hasAttackTarget,
  STRIKE_MAX,
  type Strike,
  strikeCommandRemove,
  strikeDone,
  strikeEnd,
  strikeOptions,
  strikeStepOptions,
} from "../../ops/attack";
import type { Faction, Frame } from "../../types";
import { ctxOf } from "./common";

export interface StrikeFrame extends Frame, Strike {
  k: "ev.strike";
  /** the attacker */
  by: Insurgent;
  /** the removal's prompt */
  prompt: string;
}

/**
 * 3.3.3 an Event's Attack by `by` in space i, free (5.5): nothing when it has no Guerrilla there
 * or no enemy piece it may remove; a hit pushes the removal step.
 */
export function eventAttackIn(
  ctx: Ctx,
  by: Insurgent,
  i: number,
  o: { only?: Faction; prompt: string },
): void {
  const s = ctx.s;
  if (!(guerrillas(s, i, by) > 0 && hasAttackTarget(s, i, by, o.only))) return;
  flip(ctx, by, i, true, underground(s, i, by));
  const r = roll(ctx, by, { kind: "attack", faction: by, space: SPACE_IDS[i], card: s.current });
  const n = guerrillas(s, i, by);
  log(
    ctx,
    r <= n ? "log.attack.hit" : "log.attack.miss",
    { space: SPACE_IDS[i], roll: r, n },
    { faction: by },
  );
  if (r > n) return;
  push(ctx, {
    k: "ev.strike",
    by,
    prompt: o.prompt,
    cur: i,
    removed: 0,
    hit: [],
    ended: false,
    capture: r === 1,
    ...(o.only ? { only: o.only } : {}),
  } satisfies StrikeFrame);
}

registerFrame<StrikeFrame>("ev.strike", {
  decide(s, f) {
    const opts = strikeStepOptions(s, f.by, f);
    if (!opts.length) return null;
    const key = strikeOptions(s, f.by, f).length ? f.prompt : "prompt.strike.captureOwn";
    const space = SPACE_IDS[f.cur];
    return decision(f.by, key, opts, { ...ctxOf(s), space }, { n: STRIKE_MAX - f.removed }, "3.3.3");
  },
  auto(ctx, f) {
    strikeEnd(ctx, f.by, f);
    pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") {
      if (strikeDone(ctx.s, f.by, f)) {
        strikeEnd(ctx, f.by, f);
        pop(ctx);
      }
    } else if (c.t === "remove") strikeCommandRemove(ctx, f.by, f, c); // an enemy piece, or an own Guerrilla (1.4.1)
  },
});
