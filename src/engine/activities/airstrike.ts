// 4.2.2 Air Strike: only with a Patrol, Sweep or Assault; in one Department or LoC (not a City),
// remove 1 Active Guerrilla, or a Base of a Faction with no Guerrillas there. Barred while
// Plan Colombia (card 12 shaded Momentum) is in play; under Misil Antiaéreo (card 27 shaded
// Momentum) only in a space without Guerrillas. `startAirStrikes` serves Events (cards 8, 27).
import { ruleError } from "../core/errors";
import { noAirStrike } from "../core/modifiers";
import { type Ctx, remove } from "../core/mutate";
import { deptLocSpaces, isCity } from "../core/queries";
import { spaceIdx } from "../data/map";
import { type ActionFrame, finishSa } from "../flow/action";
import { decision, removeOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { pop, push } from "../flow/stack";
import { saBarredIn } from "../ops/activation";
import { exposedTargets, hasExposedTarget, removalRefusal } from "../ops/assault";
import type { Frame, GameState, Option } from "../types";
import { registerSa } from "./registry";

/** 4.1 an SA goes with an Operation executed in at least 1 space: none after an empty one */
const opExecuted = (a: ActionFrame): boolean => !a.opDone || a.opSpaces.length > 0;

const ACCOMPANIES = new Set(["patrol", "sweep", "assault"]);

export interface AirStrikeFrame extends Frame {
  k: "sa.airstrike";
  /** strikes left */
  left: number;
  /** started by an Event rather than as the action's Special Activity */
  ev: boolean;
}

function targets(s: GameState): Option[] {
  const out: Option[] = [];
  for (const i of deptLocSpaces(s))
    if (!saBarredIn(s, i)) for (const k of exposedTargets(s, i)) out.push(removeOpt(k, i));
  return out;
}

/** is there any target at all? (asked on every Government Decision: stops at the first) */
export function anyStrikeTarget(s: GameState): boolean {
  for (const i of deptLocSpaces(s)) if (!saBarredIn(s, i) && hasExposedTarget(s, i)) return true;
  return false;
}

/** Event: the Government executes `times` free Air Strikes, each in any one Dept or LoC. */
export function startAirStrikes(ctx: Ctx, times: number): void {
  if (times > 0 && !noAirStrike(ctx.s))
    push(ctx, { k: "sa.airstrike", left: times, ev: true } satisfies AirStrikeFrame);
}

registerFrame<AirStrikeFrame>("sa.airstrike", {
  decide(s, f) {
    if (f.left <= 0 || noAirStrike(s)) return null;
    const opts = targets(s);
    if (!opts.length) return null;
    return decision("govt", "prompt.airstrike.remove", opts, { sa: "airstrike" }, { n: f.left }, "4.2.2");
  },
  auto(ctx, f) {
    if (f.ev) pop(ctx);
    else finishSa(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t !== "remove") return;
    remove(ctx, c.p, spaceIdx(c.s));
    f.left--;
  },
  explain(s, _f, c) {
    if (c.t !== "remove") return null;
    const i = spaceIdx(c.s);
    if (isCity(s, i)) return ruleError("airStrikeCity", "4.2.2");
    if (saBarredIn(s, i)) return ruleError("noSaWhereGuerrillas", "5.4", { card: 27 });
    return removalRefusal(s, i, c.p, "4.2.2");
  },
});

registerSa({
  name: "airstrike",
  rule: "4.2.2",
  canStart: (s: GameState, a: ActionFrame) =>
    ACCOMPANIES.has(a.op) && opExecuted(a) && !noAirStrike(s) && anyStrikeTarget(s),
  frame: (): AirStrikeFrame => ({ k: "sa.airstrike", left: 1, ev: false }),
});
