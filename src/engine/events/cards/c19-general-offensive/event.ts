// Card 19 "General Offensive" (single Event). The executing Faction goes through the spaces one
// at a time: it picks a space where one of its two options can do something, then the option
// (asked only when both can), until no such space is left; every space gets at most one.
// Government: a free Sweep without movement (no Troops or Police move in) or a free Assault.
// Insurgent: a free Attack or a free Terror. Each is its own free Operation (5.5): card 17's
// Department ban yields to the Event (5.1.2), and so do cards 2/3's 1 space per card; the other
// Capabilities apply as to any Sweep or Assault. Each Terror is one Operation: AUC's Aid Cut is
// −3 per Terror space (3.3.4). See rulings.md beside this file.
import { choiceOf } from "../../../choice";
import { type Ctx, log } from "../../../core/mutate";
import type { Insurgent } from "../../../core/pieces";
import { guerrillas, underground } from "../../../core/queries";
import { SPACE_IDS, spaceIdx } from "../../../data/map";
import { startAction } from "../../../flow/action";
import { choose, decision, spaceOpt } from "../../../flow/decide";
import { handlerOf, registerFrame } from "../../../flow/registry";
import { pop, push, top } from "../../../flow/stack";
import { assaultable, startAssaultIn } from "../../../ops/assault";
import { hasAttackTarget } from "../../../ops/attack";
import type { OpName } from "../../../ops/registry";
import { startSweepIn, sweepInUseful } from "../../../ops/sweep";
import { aidCut, terrorIn } from "../../../ops/terror";
import type { Faction, Frame, GameState } from "../../../types";
import { ctxOf } from "../../frames/common";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

/** the options of Faction f that can do something in space i */
function opsIn(s: GameState, f: Faction, i: number): OpName[] {
  const out: OpName[] = [];
  if (f === "govt") {
    if (sweepInUseful(s, i)) out.push("sweep");
    if (assaultable(s, i)) out.push("assault");
  } else {
    if (guerrillas(s, i, f) > 0 && hasAttackTarget(s, i, f)) out.push("attack");
    if (underground(s, i, f) > 0) out.push("terror");
  }
  return out;
}

/** opsIn(s, f, i).length > 0, stopping at the first Operation found */
function anyOpIn(s: GameState, f: Faction, i: number): boolean {
  if (f === "govt") return sweepInUseful(s, i) || assaultable(s, i);
  return (guerrillas(s, i, f) > 0 && hasAttackTarget(s, i, f)) || underground(s, i, f) > 0;
}

// every space in play: Ecuador (card 33) and Panamá (card 71) too once an Event made them spaces
const offensiveSpaces = (s: GameState, f: Faction, done: number[] = []): number[] =>
  spacesWhere((i) => !done.includes(i) && anyOpIn(s, f, i), s);

interface OffensiveFrame extends Frame {
  k: "c19.offensive";
  f: Faction;
  stage: "space" | "op";
  /** spaces already given their Operation */
  done: number[];
  cur: number;
}

/** execute option op in space i for Faction f, free (5.5) */
function run(ctx: Ctx, f: Faction, op: OpName, i: number): void {
  if (op === "sweep") startSweepIn(ctx, i);
  else if (op === "assault") startAssaultIn(ctx, i);
  else if (op === "terror") {
    log(ctx, "log.card19.terror", { faction: f, space: SPACE_IDS[i] });
    terrorIn(ctx, f as Insurgent, i);
    aidCut(ctx, f, 1);
  } else {
    startAction(ctx, f, "attack", { free: true, byEvent: true, only: [i], maxSpaces: 1 });
    // the space is already chosen: select it in the Attack at once (its only option)
    const attack = top(ctx.s);
    handlerOf(attack.k).onCommand?.(ctx, attack, spaceOpt(i));
  }
}

registerFrame<OffensiveFrame>("c19.offensive", {
  decide(s, f) {
    if (f.stage === "op") {
      const opts = opsIn(s, f.f, f.cur).map((o) => choose({ k: "op", op: o, limited: false }));
      const space = SPACE_IDS[f.cur];
      return decision(f.f, "prompt.card19.op", opts, { ...ctxOf(s), space }, { space }, "5.1");
    }
    const cands = offensiveSpaces(s, f.f, f.done);
    if (!cands.length) return null;
    return decision(f.f, "prompt.card19.space", cands.map(spaceOpt), ctxOf(s), undefined, "5.1");
  },
  auto(ctx) {
    pop(ctx); // every space possible has had its Operation
  },
  onCommand(ctx, f, c) {
    if (c.t === "space") {
      const i = spaceIdx(c.s);
      f.cur = i;
      f.done.push(i);
      const ops = opsIn(ctx.s, f.f, i);
      if (ops.length === 1) run(ctx, f.f, ops[0], i);
      else f.stage = "op";
    } else {
      const ch = choiceOf(c);
      if (ch?.k !== "op") return;
      f.stage = "space";
      run(ctx, f.f, ch.op, f.cur);
    }
  },
});

registerEvent(19, {
  unshaded: side(
    // 8.1 asked as the Event will run: the bans that yield to it (cards 17, 42; 5.1.2) are lifted
    (s, f) => offensiveSpaces(s, f).length > 0,
    (x) => {
      push(x.ctx, { k: "c19.offensive", f: x.f, stage: "space", done: [], cur: -1 } satisfies OffensiveFrame);
    },
  ),
});
