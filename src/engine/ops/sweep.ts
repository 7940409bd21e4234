// 3.2.3 Sweep: select Cities/Departments (not FARC Zones), 3 Resources each. Troops move, each
// once, into selected spaces from adjacent spaces, or via one Guerrilla-free LoC next to the
// destination. Then in each selected space every cube Activates 1 Guerrilla (Forest: 1 per
// 2 cubes). The Sweep is not offered on the final Event card (2.3.9, flow/card.ts).
// Moves are "simultaneous": selecting and moving may interleave; `done` ends the moving.
import { ruleError } from "../core/errors";
import { type Ctx, move } from "../core/mutate";
import { allGuerrillas, count, cubes } from "../core/queries";
import { SPACE_COUNT, SPACES, spaceIdx } from "../data/map";
import {
  type ActionFrame,
  costOf,
  currentAction,
  finishOp,
  saOptions,
  selectSpace,
  spacesLeft,
  trySa,
} from "../flow/action";
import { DONE, decision, moveOpt, spaceOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import type { CommandBody, Frame, GameState } from "../types";
import { coinSaExplain, startActivation } from "./activation";
import { anyGovtSelectable, govtSelectable } from "./govt-spaces";
import { registerOp } from "./registry";

const COST = 3;

export interface SweepFrame extends Frame {
  k: "op.sweep";
  stage: "select" | "activate" | "end";
  /** Troops that arrived in each space this Sweep: they may not move again */
  arr: number[];
}

const selectable = (s: GameState, a: ActionFrame): number[] => govtSelectable(s, a, COST);
const anySelectable = (s: GameState, a: ActionFrame): boolean => anyGovtSelectable(s, a, COST);

/** Spaces whose Troops may reach destination d: adjacent, or adjacent to a Guerrilla-free LoC next to d. */
export function sweepSources(
  s: GameState,
  d: number,
  out: boolean[] = new Array(SPACE_COUNT).fill(false),
): boolean[] {
  for (const j of SPACES[d].adj) {
    out[j] = true;
    if (SPACES[j].type === "loc" && allGuerrillas(s, j) === 0) for (const x of SPACES[j].adj) out[x] = true;
  }
  out[d] = false;
  return out;
}

function movable(s: GameState, f: SweepFrame, i: number): number {
  return count(s, i, "troops") - f.arr[i];
}

function moveOptions(s: GameState, a: ActionFrame, f: SweepFrame): CommandBody[] {
  const out: CommandBody[] = [];
  for (const d of a.opSpaces) {
    const src = sweepSources(s, d);
    for (let i = 0; i < SPACE_COUNT; i++)
      if (src[i] && movable(s, f, i) > 0) out.push(moveOpt("troops", i, d));
  }
  return out;
}

function activationCount(s: GameState, i: number): number {
  const n = cubes(s, i);
  return SPACES[i].terrain === "forest" ? Math.floor(n / 2) : n;
}

registerFrame<SweepFrame>("op.sweep", {
  decide(s, f) {
    if (f.stage !== "select") return null;
    const a = currentAction(s)!;
    const opts: CommandBody[] = selectable(s, a).map(spaceOpt);
    opts.push(...moveOptions(s, a, f), ...saOptions(s));
    if (a.opSpaces.length > 0 || opts.length === 0) opts.push(DONE);
    return decision("govt", "prompt.sweep.select", opts, { op: "sweep", spent: a.paid }, undefined, "3.2.3");
  },
  auto(ctx, f) {
    if (f.stage === "activate") {
      f.stage = "end";
      const a = currentAction(ctx.s)!;
      startActivation(
        ctx,
        a.opSpaces.map((i): [number, number] => [i, activationCount(ctx.s, i)]),
        "sweep",
        "3.2.3",
      );
    } else finishOp(ctx);
  },
  onCommand(ctx: Ctx, f, c) {
    if (trySa(ctx, c)) return;
    const a = currentAction(ctx.s)!;
    if (c.t === "done") {
      f.stage = "activate";
      return;
    }
    if (c.t === "space") {
      selectSpace(ctx, a, spaceIdx(c.s), COST);
      return;
    }
    if (c.t === "move") {
      const to = spaceIdx(c.to);
      if (move(ctx, "troops", spaceIdx(c.from), to) > 0) f.arr[to]++;
    }
  },
  explain(s, f, c) {
    const sa = coinSaExplain(s, c);
    if (sa) return sa;
    const a = currentAction(s)!;
    if (c.t === "space") {
      const i = spaceIdx(c.s);
      if (s.spaces[i].zone) return ruleError("farcZone", "6.4.4");
      if (SPACES[i].type !== "city" && SPACES[i].type !== "dept") return ruleError("sweepCityDept", "3.2.3");
      if (a.opSpaces.includes(i)) return ruleError("alreadySelected", "3.1");
      if (spacesLeft(a) <= 0) return ruleError("limOpOneSpace", a.limited ? "2.3.5" : "5.5");
      if (s.resources.govt < costOf(a, COST)) return ruleError("cannotPay", "3.1", { cost: COST });
      return null;
    }
    if (c.t !== "move" || f.stage !== "select") return null;
    const from = spaceIdx(c.from);
    const to = spaceIdx(c.to);
    if (c.p !== "troops") return ruleError("sweepTroopsOnly", "3.2.3");
    if (s.spaces[to].zone) return ruleError("farcZone", "6.4.4");
    if (!a.opSpaces.includes(to)) return ruleError("sweepNotSelected", "3.2.3");
    if (count(s, from, "troops") > 0 && movable(s, f, from) <= 0) return ruleError("alreadyMoved", "3.2.3");
    if (!sweepSources(s, to)[from]) return ruleError("sweepTooFar", "3.2.3");
    return null;
  },
});

registerOp({
  name: "sweep",
  rule: "3.2.3",
  canStart: anySelectable,
  frame: () => ({ k: "op.sweep", stage: "select", arr: new Array(SPACE_COUNT).fill(0) }),
});
