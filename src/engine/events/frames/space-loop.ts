// A space loop (cards 19, 37): the chooser takes the spaces one at a time, each time picking a
// space where one of the card's free Operations could do something now, then the Operation
// (asked only when several could); spaces are looked at again after each one, and each space
// gets at most one. The loop ends when no space is left (5.1.3: what cannot be done is skipped).
import { choiceOf } from "../../choice";
import type { Ctx } from "../../core/mutate";
import { SPACE_IDS, spaceIdx } from "../../data/map";
import { choose, decision, spaceOpt } from "../../flow/decide";
import { registerFrame } from "../../flow/registry";
import { pop, push } from "../../flow/stack";
import type { OpName } from "../../ops/registry";
import type { Faction, Frame, GameState } from "../../types";
import { ctxOf, ToolSpecs, type ToolStep } from "./common";

export interface SpaceLoop<A extends OpName> {
  /** who picks the spaces and Operations (default: the executing Faction, 5.1) */
  by?: Faction;
  /** the spaces where some Operation could act now, in map order, leaving out `done` */
  spaces(s: GameState, f: Faction, done: readonly number[]): number[];
  /** the Operations that could act in space i now */
  ops(s: GameState, f: Faction, i: number): A[];
  /** execute Operation op in space i, free (5.5); frames it pushes settle before the next space */
  run(ctx: Ctx, f: Faction, op: A, i: number): void;
  prompts: { space: string; op: string };
  rule: string;
  /** one space left with one Operation: taken without a question (5.1.3) */
  takeLast?: boolean;
}

export interface SpaceLoopFrame extends Frame {
  k: "ev.spaceLoop";
  /** the step's address in the card's program (its callbacks) */
  at: string;
  /** the executing Faction */
  f: Faction;
  by: Faction;
  stage: "space" | "op";
  /** spaces already given their Operation */
  done: number[];
  /** the space whose Operation is being asked */
  cur: number;
}

// biome-ignore lint/suspicious/noExplicitAny: each loop has its own Operations
const specs = new ToolSpecs<SpaceLoop<any>>("space loop");

export function spaceLoop<A extends OpName>(spec: SpaceLoop<A>): ToolStep {
  return {
    tool: true,
    bind: (at) => specs.bind(at, spec),
    start(ctx, ev, at) {
      const by = spec.by ?? ev.f;
      push(ctx, {
        k: "ev.spaceLoop",
        at,
        f: ev.f,
        by,
        stage: "space",
        done: [],
        cur: -1,
      } satisfies SpaceLoopFrame);
    },
  };
}

/** the last space, when only it is left and only one Operation fits there */
function lastOne(s: GameState, f: SpaceLoopFrame): number | null {
  const spec = specs.get(f.at);
  if (!spec.takeLast) return null;
  const cands = spec.spaces(s, f.f, f.done);
  return cands.length === 1 && spec.ops(s, f.f, cands[0]).length === 1 ? cands[0] : null;
}

function runIn(ctx: Ctx, f: SpaceLoopFrame, i: number, op: OpName): void {
  specs.get(f.at).run(ctx, f.f, op, i);
}

registerFrame<SpaceLoopFrame>("ev.spaceLoop", {
  decide(s, f) {
    const spec = specs.get(f.at);
    if (f.stage === "op") {
      const space = SPACE_IDS[f.cur];
      const opts = spec.ops(s, f.f, f.cur).map((op) => choose({ k: "op", op, limited: false }));
      return decision(f.by, spec.prompts.op, opts, { ...ctxOf(s), space }, { space }, spec.rule);
    }
    const cands = spec.spaces(s, f.f, f.done);
    if (!cands.length || lastOne(s, f) !== null) return null;
    return decision(f.by, spec.prompts.space, cands.map(spaceOpt), ctxOf(s), undefined, spec.rule);
  },
  auto(ctx, f) {
    const i = lastOne(ctx.s, f);
    if (i === null) {
      pop(ctx); // every space possible has had its Operation
      return;
    }
    f.done.push(i);
    runIn(ctx, f, i, specs.get(f.at).ops(ctx.s, f.f, i)[0]);
  },
  onCommand(ctx, f, c) {
    if (c.t === "space") {
      const i = spaceIdx(c.s);
      f.cur = i;
      f.done.push(i);
      const ops = specs.get(f.at).ops(ctx.s, f.f, i);
      if (ops.length === 1) runIn(ctx, f, i, ops[0]);
      else f.stage = "op";
    } else {
      const ch = choiceOf(c);
      if (ch?.k !== "op") return;
      f.stage = "space";
      runIn(ctx, f, f.cur, ch.op);
    }
  },
});
