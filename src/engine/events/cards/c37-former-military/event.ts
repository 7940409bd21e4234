// Card 37 "Former Military".
// unshaded: the Government goes through the spaces one at a time: it picks a space where a free
// Sweep without movement (3.2.3) or a free Assault (3.2.4) against FARC can do something, then
// the Operation (asked only when both can), until no such space is left; each space gets at
// most one. Both target FARC alone, and AUC Guerrillas there count as Troops (Forest and Mountain
// halve them as they do Troops). Each is a free Operation (5.5): the Sweep keeps out of FARC
// Zones (3.2.3); neither card 42's shield nor card 17's Department ban holds against it (5.1.2).
// shaded: AUC makes a free March (3.3.2, 5.5) with any of its Guerrillas; then, in one of the
// March's destinations, a free Ambush (4.3.2: with an Underground Guerrilla, against any enemy).

import { startAmbushes } from "../../../activities/ambush";
import { choiceOf } from "../../../choice";
import type { Ctx } from "../../../core/mutate";
import { guerrillas, underground } from "../../../core/queries";
import { SPACE_IDS, spaceIdx } from "../../../data/map";
import { choose, decision, spaceOpt } from "../../../flow/decide";
import { registerFrame } from "../../../flow/registry";
import { pop, push } from "../../../flow/stack";
import { type AssaultVariant, assaultable, startAssaultIn } from "../../../ops/assault";
import { hasAttackTarget } from "../../../ops/attack";
import { type SweepVariant, startSweepIn, sweepInUseful } from "../../../ops/sweep";
import type { Frame, GameState } from "../../../types";
import { ctxOf } from "../../frames/common";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

type Op = "sweep" | "assault";
/** against FARC only, AUC Guerrillas acting as Troops */
const VS_FARC: SweepVariant & AssaultVariant = { against: ["farc"], troops: ["troops", "aucU", "aucA"] };

function opsIn(s: GameState, i: number): Op[] {
  const out: Op[] = [];
  if (sweepInUseful(s, i, VS_FARC)) out.push("sweep");
  if (assaultable(s, i, VS_FARC)) out.push("assault");
  return out;
}
/** opsIn(s, i).length > 0, stopping at the first Operation found */
const anyOpIn = (s: GameState, i: number): boolean =>
  sweepInUseful(s, i, VS_FARC) || assaultable(s, i, VS_FARC);
const opSpaces = (s: GameState, done: number[] = []) =>
  spacesWhere((i) => !done.includes(i) && anyOpIn(s, i), s);

/** one space left, with one Operation: taken without a question */
const forced = (s: GameState, cands: number[]) => cands.length === 1 && opsIn(s, cands[0]).length === 1;

interface Frame37 extends Frame {
  k: "c37.ops";
  stage: "space" | "op";
  /** spaces already given their Operation */
  done: number[];
  cur: number;
}

function run(ctx: Ctx, op: Op, i: number): void {
  if (op === "sweep") startSweepIn(ctx, i, VS_FARC);
  else startAssaultIn(ctx, i, "3.2.4", false, VS_FARC);
}

registerFrame<Frame37>("c37.ops", {
  decide(s, f) {
    if (f.stage === "op") {
      const space = SPACE_IDS[f.cur];
      const opts = opsIn(s, f.cur).map((o) => choose({ k: "op", op: o, limited: false }));
      return decision("govt", "prompt.card37.op", opts, { ...ctxOf(s), space }, { space }, "5.5");
    }
    const cands = opSpaces(s, f.done);
    if (!cands.length || forced(s, cands)) return null;
    return decision("govt", "prompt.card37.space", cands.map(spaceOpt), ctxOf(s), undefined, "5.5");
  },
  auto(ctx, f) {
    const cands = opSpaces(ctx.s, f.done);
    if (!forced(ctx.s, cands)) {
      pop(ctx); // every space possible has had its Operation
      return;
    }
    // a single space with a single Operation left: nothing to choose (5.1)
    f.done.push(cands[0]);
    run(ctx, opsIn(ctx.s, cands[0])[0], cands[0]);
  },
  onCommand(ctx, f, c) {
    if (c.t === "space") {
      const i = spaceIdx(c.s);
      f.cur = i;
      f.done.push(i);
      const ops = opsIn(ctx.s, i);
      if (ops.length === 1) run(ctx, ops[0], i);
      else f.stage = "op";
    } else {
      const ch = choiceOf(c);
      if (ch?.k !== "op") return;
      f.stage = "space";
      run(ctx, ch.op as Op, f.cur);
    }
  },
});

const ambushSpaces = (s: GameState, dests: number[]) =>
  dests.filter((i) => underground(s, i, "auc") > 0 && hasAttackTarget(s, i, "auc"));

registerEvent(37, {
  unshaded: side(
    (s) => opSpaces(s).length > 0,
    (x) => {
      push(x.ctx, { k: "c37.ops", stage: "space", done: [], cur: -1 } satisfies Frame37);
    },
  ),
  shaded: side<{ dests: number[]; ambush: number }>(
    (s) => spacesWhere((i) => guerrillas(s, i, "auc") > 0, s).length > 0,
    (x) => x.freeOp("auc", "march", { into: "dests" }),
    (x) =>
      x.pickSpace("ambush", {
        cands: ambushSpaces(x.s, x.data.dests ?? []),
        by: "auc",
        prompt: "prompt.card37.ambush",
      }),
    (x) => {
      const i = x.data.ambush;
      if (i !== undefined) startAmbushes(x.ctx, "auc", i, 1);
    },
  ),
});
