// 4.5.1 Cultivate (Cartels, only with Rally or March): into 1 City/Department with Pop > 0
// where Cartels Guerrillas outnumber Police, relocate a Cartels Base from any space (1.4.2),
// or, in a Department selected for the Rally, place an Available Cartels Base instead.
// Drag-friendly: the options are the moves (and placements) themselves.
import { ruleError } from "../core/errors";
import { move, place } from "../core/mutate";
import {
  available,
  baseRoom,
  cityDeptSpaces,
  count,
  guerrillas,
  hasPop,
  isDepartment,
} from "../core/queries";
import { SPACE_COUNT, spaceIdx } from "../data/map";
import { type ActionFrame, currentAction, finishSa } from "../flow/action";
import { decision, moveOpt, placeOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import type { Frame, GameState, Option, RuleError } from "../types";
import { registerSa } from "./registry";

interface CultivateFrame extends Frame {
  k: "sa.cultivate";
}

/** 4.5.1 destination: Pop > 0, more Cartels Guerrillas than Police */
function destination(s: GameState, i: number): boolean {
  return hasPop(s, i) && guerrillas(s, i, "cartels") > count(s, i, "police");
}

function mayPlace(s: GameState, a: ActionFrame, i: number): boolean {
  return a.op === "rally" && a.opSpaces.includes(i) && isDepartment(s, i);
}

function options(s: GameState, a: ActionFrame): Option[] {
  const out: Option[] = [];
  const from: number[] = [];
  for (let j = 0; j < SPACE_COUNT; j++) if (count(s, j, "cartelsBase") > 0) from.push(j);
  const avail = available(s, "cartelsBase") > 0;
  for (const d of cityDeptSpaces(s)) {
    if (!destination(s, d) || !baseRoom(s, d)) continue;
    for (const j of from) if (j !== d) out.push(moveOpt("cartelsBase", j, d));
    if (avail && mayPlace(s, a, d)) out.push(placeOpt("cartelsBase", d));
  }
  return out;
}

/** Is there any Cultivate option at all? (cheap: canStart runs in every Rally/March decide) */
function anyOption(s: GameState, a: ActionFrame): boolean {
  let bases = 0;
  for (let j = 0; j < SPACE_COUNT; j++) bases += count(s, j, "cartelsBase");
  const avail = available(s, "cartelsBase") > 0;
  if (bases === 0 && !avail) return false;
  for (const d of cityDeptSpaces(s)) {
    if (!destination(s, d) || !baseRoom(s, d)) continue;
    // a Base elsewhere to relocate here, or a new one placed in a Rally Department
    if (bases > count(s, d, "cartelsBase") || (avail && mayPlace(s, a, d))) return true;
  }
  return false;
}

const accompanies = (a: ActionFrame) => a.op === "rally" || a.op === "march";

registerFrame<CultivateFrame>("sa.cultivate", {
  decide(s) {
    const a = currentAction(s)!;
    const opts = options(s, a);
    if (!opts.length) return null;
    return decision("cartels", "prompt.cultivate", opts, { op: a.op, sa: "cultivate" }, undefined, "4.5.1");
  },
  auto(ctx) {
    finishSa(ctx);
  },
  onCommand(ctx, _f, c) {
    if (c.t === "move") move(ctx, "cartelsBase", spaceIdx(c.from), spaceIdx(c.to));
    else if (c.t === "place") place(ctx, "cartelsBase", spaceIdx(c.s));
    finishSa(ctx);
  },
  explain(s, _f, c) {
    const a = currentAction(s)!;
    if (c.t === "move" && c.p !== "cartelsBase") return ruleError("cultivate.baseOnly", "4.5.1");
    if (c.t === "move") return whyNot(s, a, spaceIdx(c.to), false);
    if (c.t === "place" && c.p === "cartelsBase") return whyNot(s, a, spaceIdx(c.s), true);
    return null;
  },
});

function whyNot(s: GameState, a: ActionFrame, d: number, placing: boolean): RuleError | null {
  if (!destination(s, d)) return ruleError("cultivate.destination", "4.5.1");
  if (!baseRoom(s, d)) return ruleError("cultivate.stacking", "1.4.2");
  if (placing && !mayPlace(s, a, d)) return ruleError("cultivate.placeNeedsRally", "4.5.1");
  return null;
}

registerSa({
  name: "cultivate",
  rule: "4.5.1",
  canStart: (s, a) => a.f === "cartels" && accompanies(a) && anyOption(s, a),
  frame: () => ({ k: "sa.cultivate" }),
});
