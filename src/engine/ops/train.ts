// 3.2.1 Train: select Cities/Departments (3 Resources each); place up to 6 cubes in each
// selected City and each selected Department with a Govt Base; then, in at most one selected
// space, replace 3 cubes with a Govt Base or conduct Civic Action (paid extra, 6.4.1).
import { choiceOf } from "../choice";
import { place, remove } from "../core/mutate";
import {
  available,
  baseCount,
  baseRoom,
  canEnter,
  count,
  cubes,
  isCity,
  isCityOrDept,
} from "../core/queries";
import { SPACE_IDS, spaceIdx } from "../data/map";
import { type ActionFrame, currentAction, finishOp, saOptions, selectSpace, trySa } from "../flow/action";
import { choose, DONE, decision, placeOpt, removeOpt, spaceOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import type { Frame, GameState, Option } from "../types";
import { CIVIC_COST, civicSpace, civicStep } from "./civic";
import { anyGovtSelectable, govtSelectable } from "./govt-spaces";
import { ownRemovalOptions, removeOwn } from "./own-removal";
import { registerOp } from "./registry";

const COST = 3;
const MAX_CUBES = 6;

export interface TrainFrame extends Frame {
  k: "op.train";
  stage: "select" | "place" | "extra" | "base" | "civic" | "end";
  /** the space being worked on */
  cur: number;
  placed: number;
  /** cubes removed so far for a Base (needs 3) */
  removed: number;
}

const selectable = (s: GameState, a: ActionFrame): number[] => govtSelectable(s, a, COST);
const anySelectable = (s: GameState, a: ActionFrame): boolean => anyGovtSelectable(s, a, COST);

/** Does placing cubes apply here (City, or Department with a Govt Base)? */
function placesCubes(s: GameState, i: number): boolean {
  return isCity(s, i) || baseCount(s, i, "govt") > 0;
}

function canBuildBase(s: GameState, i: number): boolean {
  return cubes(s, i) >= 3 && baseRoom(s, i) && available(s, "govtBase") > 0;
}
function canCivic(s: GameState, i: number): boolean {
  return s.resources.govt >= CIVIC_COST && civicSpace(s, i);
}

const CUBES = ["troops", "police"] as const;

function placeOptions(s: GameState, f: TrainFrame): Option[] {
  if (f.placed >= MAX_CUBES) return [];
  const out: Option[] = [];
  for (const k of CUBES) {
    if (!canEnter(s, k, f.cur)) continue; // 1.3.5 Ecuador holds 2 pieces per Faction (card 33)
    if (available(s, k) > 0) out.push(placeOpt(k, f.cur));
    else ownRemovalOptions(s, "govt", [k], out, f.cur); // 1.4.1 free some up elsewhere
  }
  return out;
}

function extraOptions(s: GameState, a: ActionFrame): Option[] {
  const out: Option[] = [];
  for (const i of a.opSpaces) {
    if (canBuildBase(s, i)) out.push(choose({ k: "base", space: SPACE_IDS[i] }));
    if (canCivic(s, i)) out.push(choose({ k: "civic", space: SPACE_IDS[i] }));
  }
  return out;
}

registerFrame<TrainFrame>("op.train", {
  decide(s, f) {
    const a = currentAction(s)!;
    const ctx = { op: "train" as const, spent: a.paid };
    switch (f.stage) {
      case "select": {
        const opts: Option[] = selectable(s, a).map(spaceOpt);
        opts.push(...saOptions(s));
        if (a.opSpaces.length > 0 || opts.length === 0) opts.push(DONE);
        return decision("govt", "prompt.train.select", opts, ctx, undefined, "3.2.1");
      }
      case "place": {
        const opts = placeOptions(s, f);
        if (!opts.length) return null;
        return decision(
          "govt",
          "prompt.train.place",
          [...opts, DONE],
          { ...ctx, space: SPACE_IDS[f.cur] },
          { n: MAX_CUBES - f.placed },
          "3.2.1",
        );
      }
      case "extra": {
        const opts = extraOptions(s, a);
        if (!opts.length) return null;
        return decision(
          "govt",
          "prompt.train.extra",
          [...opts, ...saOptions(s), DONE],
          ctx,
          undefined,
          "3.2.1",
        );
      }
      case "base": {
        const opts: Option[] = [];
        if (count(s, f.cur, "troops") > 0) opts.push(removeOpt("troops", f.cur));
        if (count(s, f.cur, "police") > 0) opts.push(removeOpt("police", f.cur));
        return decision(
          "govt",
          "prompt.train.baseCubes",
          opts,
          { ...ctx, space: SPACE_IDS[f.cur] },
          { n: 3 - f.removed },
          "3.2.1",
        );
      }
      case "civic": {
        if (!canCivic(s, f.cur)) return null;
        return decision(
          "govt",
          "prompt.civic",
          [choose({ k: "civic" }), DONE],
          { ...ctx, space: SPACE_IDS[f.cur] },
          { cost: CIVIC_COST },
          "6.4.1",
        );
      }
      default:
        return null;
    }
  },
  auto(ctx, f) {
    if (f.stage === "place" || f.stage === "civic") f.stage = f.stage === "place" ? "select" : "end";
    else if (f.stage === "extra") f.stage = "end";
    else finishOp(ctx);
  },
  onCommand(ctx, f, c) {
    if (trySa(ctx, c)) return;
    const s = ctx.s;
    const a = currentAction(s)!;
    if (c.t === "done") {
      if (f.stage === "select") f.stage = "extra";
      else if (f.stage === "place") f.stage = "select";
      else if (f.stage === "extra" || f.stage === "civic") f.stage = "end";
      else finishOp(ctx);
      return;
    }
    if (c.t === "space") {
      const i = spaceIdx(c.s);
      selectSpace(ctx, a, i, COST);
      if (placesCubes(s, i) && isCityOrDept(s, i)) {
        f.stage = "place";
        f.cur = i;
        f.placed = 0;
      }
      return;
    }
    if (c.t === "place") {
      f.placed += place(ctx, c.p, f.cur);
      return;
    }
    if (c.t === "remove" && f.stage === "place") {
      removeOwn(ctx, c); // 1.4.1 back to Available, to be placed here
      return;
    }
    if (c.t === "remove") {
      remove(ctx, c.p, f.cur);
      if (++f.removed === 3) {
        place(ctx, "govtBase", f.cur);
        f.stage = "end";
      }
      return;
    }
    const ch = choiceOf(c);
    if (ch?.k === "civic" || ch?.k === "base") {
      if (!ch.space) {
        civicStep(ctx, f.cur);
        return;
      }
      f.cur = spaceIdx(ch.space);
      if (ch.k === "base") {
        f.stage = "base";
        f.removed = 0;
      } else {
        f.stage = "civic";
        civicStep(ctx, f.cur);
      }
    }
  },
});

registerOp({
  name: "train",
  rule: "3.2.1",
  canStart: anySelectable,
  frame: () => ({ k: "op.train", stage: "select", cur: -1, placed: 0, removed: 0 }),
});
