// 3.3.4 Terror: select spaces holding an own Underground Guerrilla (1 Resource per City or
// Department, free on LoCs). Each selected space: Activate 1 own Underground Guerrilla; a City
// or Department gets a Terror marker and shifts 1 level toward Neutral (FARC: toward Active
// Opposition); a LoC without Sabotage gets Sabotage. Markers run out at 40 (placeTerror).
// Aid Cut: AUC Terror lowers Aid by 3 (1 space) or 5 (2+ spaces), applied once at the end.
// Event variants of one space's Terror (`terrorIn`): "with any Guerrilla" (5.5: an Active one
// may serve, nothing flips; cards 46, 63, 70) and 2 markers (card 46).
import { ruleError } from "../core/errors";
import { addAid, type Ctx, flip, log, placeTerror, shift } from "../core/mutate";
import type { Insurgent } from "../core/pieces";
import { active, isLoC, underground } from "../core/queries";
import { SPACE_COUNT, spaceIdx } from "../data/map";
import {
  type ActionFrame,
  allowedSpace,
  costOf,
  currentAction,
  finishOp,
  saOptions,
  selectSpace,
  spacesLeft,
  trySa,
} from "../flow/action";
import { DONE, decision, spaceOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import type { Faction, Frame, GameState, Option } from "../types";
import { fundedBySa } from "./attack";
import { registerOp } from "./registry";

export interface TerrorFrame extends Frame {
  k: "op.terror";
}

/** Resources a Terror space costs: 0 on a LoC, else 1 (3.3.4). */
export function terrorCost(s: GameState, i: number): number {
  return isLoC(s, i) ? 0 : 1;
}

/** An Event's Terror: with any Guerrilla (an Active one is used first), and how many markers. */
export interface TerrorVariant {
  anyGuerrilla?: boolean;
  markers?: number;
}

/** Resolve Terror by Faction f in space i (the caller pays and counts spaces for Aid Cut). */
export function terrorIn(ctx: Ctx, f: Insurgent, i: number, v: TerrorVariant = {}): void {
  if (!v.anyGuerrilla || active(ctx.s, i, f) === 0) flip(ctx, f, i, true, 1);
  const sp = ctx.s.spaces[i];
  if (isLoC(ctx.s, i)) {
    if (sp.terror === 0) placeTerror(ctx, i); // a single Sabotage marker per LoC
    return;
  }
  for (let n = 0; n < (v.markers ?? 1); n++) placeTerror(ctx, i);
  if (f === "farc") shift(ctx, i, -1);
  else if (sp.sup !== 0) shift(ctx, i, sp.sup > 0 ? -1 : 1);
}

/** 3.3.4 Aid Cut after AUC Terror (also via Events) in n spaces: −3 for one, −5 for 2 or more. */
export function aidCut(ctx: Ctx, f: Faction, n: number): void {
  if (f !== "auc" || n <= 0) return;
  log(ctx, "log.terror.aidCut", { n });
  addAid(ctx, n >= 2 ? -5 : -3);
}

function terrorable(s: GameState, a: ActionFrame, i: number): boolean {
  return allowedSpace(a, i) && underground(s, i, a.f) > 0;
}

function selectable(s: GameState, a: ActionFrame): number[] {
  const out: number[] = [];
  if (spacesLeft(a) <= 0) return out;
  const r = s.resources[a.f];
  for (let i = 0; i < SPACE_COUNT; i++)
    if (terrorable(s, a, i) && r >= costOf(a, terrorCost(s, i))) out.push(i);
  return out;
}

registerFrame<TerrorFrame>("op.terror", {
  decide(s) {
    const a = currentAction(s)!;
    const opts: Option[] = selectable(s, a).map(spaceOpt);
    const any = opts.length > 0;
    opts.push(...saOptions(s));
    if (a.opSpaces.length > 0 || !any) opts.push(DONE);
    return decision(a.f, "prompt.terror.select", opts, { op: "terror", spent: a.paid }, undefined, "3.3.4");
  },
  onCommand(ctx, _f, c) {
    if (trySa(ctx, c)) return;
    const a = currentAction(ctx.s)!;
    if (c.t === "done") {
      aidCut(ctx, a.f, a.opSpaces.length);
      finishOp(ctx);
      return;
    }
    if (c.t === "space") {
      const i = spaceIdx(c.s);
      selectSpace(ctx, a, i, terrorCost(ctx.s, i));
      terrorIn(ctx, a.f as Insurgent, i);
    }
  },
  explain(s, _f, c) {
    if (c.t !== "space") return null;
    const a = currentAction(s)!;
    const i = spaceIdx(c.s);
    if (a.opSpaces.includes(i)) return ruleError("strike.alreadySelected", "3.1");
    if (spacesLeft(a) <= 0) return ruleError("strike.maxSpaces", a.limited ? "2.3.5" : "5.1");
    if (underground(s, i, a.f) === 0) return ruleError("terror.needsUnderground", "3.3.4");
    const cost = costOf(a, terrorCost(s, i));
    if (s.resources[a.f] < cost) return ruleError("strike.cannotPay", "3.1", { cost });
    return null;
  },
});

registerOp({
  name: "terror",
  rule: "3.3.4",
  canStart(s, a) {
    if (a.f === "govt" || spacesLeft(a) <= 0) return false;
    const funded = fundedBySa(s, a);
    for (let i = 0; i < SPACE_COUNT; i++)
      if (terrorable(s, a, i) && (funded || s.resources[a.f] >= costOf(a, terrorCost(s, i)))) return true;
    return false;
  },
  frame: () => ({ k: "op.terror" }),
});
