// 4.3.2 / 4.4.1 Ambush (FARC, AUC): in a space selected for Attack and not yet resolved that
// holds an own Underground Guerrilla, the Attack instead Activates just 1 Underground
// Guerrilla, skips the roll and succeeds: remove up to 2 enemy pieces as usual, then place an
// Available own Guerrilla as on a roll of 1 (Captured Goods, 3.3.3).
// startAmbushes() serves Events (card 29 shaded: 2 free Ambushes with any Guerrillas, none
// Activated; card 37 shaded: a free Ambush after a free March). An Event's Ambush is still an
// Attack (3.3.3, 5.5): each one needs an enemy piece it could remove, or it does not happen.
import { type Ctx, flip, log } from "../core/mutate";
import type { Insurgent } from "../core/pieces";
import { guerrillas, underground } from "../core/queries";
import { SPACE_IDS } from "../data/map";
import { currentAction, finishSa } from "../flow/action";
import { decision } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { pop, push } from "../flow/stack";
import {
  type AttackFrame,
  explainRemove,
  hasAttackTarget,
  pendingAttack,
  STRIKE_MAX,
  type Strike,
  strikeCommandRemove,
  strikeDone,
  strikeEnd,
  strikeOptions,
  strikeStepOptions,
} from "../ops/attack";
import type { Faction, Frame } from "../types";
import { registerSa } from "./registry";

export interface AmbushFrame extends Frame, Strike {
  k: "sa.ambush";
  f: Insurgent;
  stage: "start" | "remove";
  /** Ambushes still to execute in this space */
  left: number;
  /** Event: any own Guerrilla may Ambush (not only an Underground one) */
  anyGuerrilla: boolean;
  /** Event: no Guerrilla is Activated */
  noActivate: boolean;
  /** started by an Event, outside an Operation */
  standalone: boolean;
}

export interface AmbushOptions {
  anyGuerrilla?: boolean;
  noActivate?: boolean;
}

/** May the next Ambush happen? An Ambusher there, and (as for any Attack, 3.3.3) a target. */
function able(ctxS: Ctx["s"], f: AmbushFrame): boolean {
  const who = f.anyGuerrilla ? guerrillas(ctxS, f.cur, f.f) : underground(ctxS, f.cur, f.f);
  return who > 0 && hasAttackTarget(ctxS, f.cur, f.f);
}

function finish(ctx: Ctx, f: AmbushFrame): void {
  if (f.standalone) {
    pop(ctx);
    return;
  }
  // the Ambush replaced the Attack's resolution in that space: the Attack moves on
  const top = ctx.s.frames[ctx.s.frames.length - 2] as AttackFrame | undefined;
  if (top?.k === "op.attack") top.stage = "select";
  finishSa(ctx);
}

/** Events: Faction f executes `times` free Ambushes in space i (no Operation around them). */
export function startAmbushes(ctx: Ctx, f: Insurgent, i: number, times: number, o: AmbushOptions = {}): void {
  push(ctx, {
    k: "sa.ambush",
    f,
    stage: "start",
    cur: i,
    left: times,
    anyGuerrilla: !!o.anyGuerrilla,
    noActivate: !!o.noActivate,
    standalone: true,
    removed: 0,
    hit: [] as Faction[],
    capture: false,
  } satisfies AmbushFrame);
}

registerFrame<AmbushFrame>("sa.ambush", {
  decide(s, f) {
    if (f.stage === "start") return null;
    const opts = strikeStepOptions(s, f.f, f);
    if (!opts.length) return null;
    return decision(
      f.f,
      strikeOptions(s, f.f, f).length ? "prompt.ambush.remove" : "prompt.strike.captureOwn",
      opts,
      { sa: "ambush", op: currentAction(s)?.op, space: SPACE_IDS[f.cur] },
      { n: STRIKE_MAX - f.removed },
      "4.3.2",
    );
  },
  auto(ctx, f) {
    if (f.stage === "start") {
      if (f.left <= 0 || !able(ctx.s, f)) {
        finish(ctx, f);
        return;
      }
      if (!f.noActivate) flip(ctx, f.f, f.cur, true, 1);
      log(ctx, "log.ambush", { space: SPACE_IDS[f.cur] }, { faction: f.f });
      f.left--;
      f.stage = "remove";
      f.removed = 0;
      f.hit = [];
      f.ended = false;
      f.capture = true;
      return;
    }
    strikeEnd(ctx, f.f, f);
    f.stage = "start";
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") {
      if (strikeDone(ctx.s, f.f, f)) {
        strikeEnd(ctx, f.f, f);
        f.stage = "start";
      }
      return;
    }
    if (c.t === "remove") strikeCommandRemove(ctx, f.f, f, c);
  },
  explain(s, f, c) {
    return explainRemove(s, f.f, c);
  },
});

registerSa({
  name: "ambush",
  rule: "4.3.2",
  canStart(s, a) {
    const at = pendingAttack(s);
    return a.op === "attack" && !!at && underground(s, at.cur, a.f) > 0;
  },
  frame: (s, a) => ({
    k: "sa.ambush",
    f: a.f as Insurgent,
    stage: "start",
    cur: pendingAttack(s)!.cur,
    left: 1,
    anyGuerrilla: false,
    noActivate: false,
    standalone: false,
    removed: 0,
    hit: [],
    capture: false,
  }),
});
