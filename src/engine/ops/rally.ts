// 3.3.1 Rally (FARC, AUC, Cartels): select Cities/Departments, 1 Resource each (paid as each
// is selected, 3.1 note); FARC never where there is Support, AUC never where there is
// Opposition. In each space: place 1 Available Guerrilla, or swap 2 own Guerrillas for 1 own
// Base (1.4.2). Where the Faction already has a Base it may instead place up to (its Bases
// there + Pop) Guerrillas, or gather its Guerrillas from anywhere into the space and then turn
// all of its Guerrillas there Underground. A gathered Guerrilla may bring Shipments (4.5.3).
import { choiceOf } from "../choice";
import { ruleError } from "../core/errors";
import { flip, move, place, remove } from "../core/mutate";
import { ACTIVE_OF, BASE_OF, type Insurgent, UNDERGROUND_OF } from "../core/pieces";
import {
  available,
  baseCount,
  baseRoom,
  canEnter,
  cityDeptSpaces,
  count,
  guerrillas,
  isCityOrDept,
  popOf,
  shipmentsIn,
} from "../core/queries";
import { SPACE_COUNT, SPACE_IDS, spaceIdx } from "../data/map";
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
import { choose, DONE, decision, moveOpt, placeOpt, removeOpt, spaceOpt } from "../flow/decide";
import { whyNotEnter } from "../flow/refusal";
import { registerFrame } from "../flow/registry";
import type { CommandBody, Faction, Frame, GameState, Option, RuleError } from "../types";
import { carryOptions, carryShipments, explainSaChoice, fundable, parseCarry } from "./insurgent";
import { bySequenceOfPlay, mayRemoveOwn, ownRemovalOptions, removeOwn } from "./own-removal";
import { registerOp } from "./registry";

const COST = 1;

export interface RallyFrame extends Frame {
  k: "op.rally";
  stage: "select" | "space";
  /** the space being rallied in */
  cur: number;
  /** open: nothing chosen yet; place: placing Guerrillas; base: removing 2 for a Base; regroup: gathering */
  mode: "open" | "place" | "base" | "regroup";
  placed: number;
  removed: number;
}

/** 3.3.1 FARC avoid Support, AUC avoid Opposition; Cartels may Rally in any City/Department */
export function rallyLevelOk(s: GameState, f: Faction, i: number): boolean {
  const lv = s.spaces[i].sup;
  if (f === "farc") return lv <= 0;
  if (f === "auc") return lv >= 0;
  return true;
}

/** Cities and Departments; a foreign country too once an Event made it one (1.3.5; cards 33, 71) */
const rallySpaces = (s: GameState): readonly number[] => cityDeptSpaces(s);

function candidates(s: GameState, a: ActionFrame): number[] {
  if (spacesLeft(a) <= 0) return [];
  return rallySpaces(s).filter((i) => allowedSpace(a, i) && rallyLevelOk(s, a.f, i));
}

function selectable(s: GameState, a: ActionFrame): number[] {
  if (s.resources[a.f] < costOf(a, COST)) return [];
  return candidates(s, a);
}

/** Guerrillas the Faction may place here: 1, or its Bases there + Pop when it has a Base (3.3.1) */
function placeLimit(s: GameState, f: Faction, i: number): number {
  const b = baseCount(s, i, f);
  return b > 0 ? b + popOf(s, i) : 1;
}

function canBuildBase(s: GameState, f: Insurgent, i: number): boolean {
  return guerrillas(s, i, f) >= 2 && baseRoom(s, i) && available(s, BASE_OF[f]) > 0;
}

/** 3.3.1 gather: any own Guerrilla elsewhere on the map may move in */
function regroupMoves(s: GameState, f: Insurgent, i: number, out: Option[]): void {
  const u = UNDERGROUND_OF[f];
  const a = ACTIVE_OF[f];
  if (!canEnter(s, u, i)) return; // card 33: Ecuador holds at most 2 pieces per Faction
  for (let j = 0; j < SPACE_COUNT; j++) {
    if (j === i) continue;
    const cu = count(s, j, u);
    const ca = count(s, j, a);
    if (cu > 0) out.push(moveOpt(u, j, i));
    if (ca > 0) out.push(moveOpt(a, j, i));
    if (cu + ca > 1 && shipmentsIn(s, j, f) > 0) {
      // 4.5.3 a gathered Guerrilla may bring Shipments along
      if (cu > 0) carryOptions(s, f, u, j, i, out);
      if (ca > 0) carryOptions(s, f, a, j, i, out);
    }
  }
}

function spaceOptions(s: GameState, fac: Insurgent, f: RallyFrame): Option[] {
  const i = f.cur;
  const u = UNDERGROUND_OF[fac];
  const out: Option[] = [];
  if (f.mode === "base") {
    if (count(s, i, u) > 0) out.push(removeOpt(u, i));
    if (count(s, i, ACTIVE_OF[fac]) > 0) out.push(removeOpt(ACTIVE_OF[fac], i));
    return out;
  }
  if (f.mode === "regroup") {
    regroupMoves(s, fac, i, out);
    out.push(DONE);
    return out;
  }
  // open or place
  if (f.placed < placeLimit(s, fac, i) && canEnter(s, u, i)) {
    if (available(s, u) > 0) out.push(placeOpt(u, i));
    else ownRemovalOptions(s, fac, [u, ACTIVE_OF[fac]], out); // 1.4.1
  }
  if (f.mode === "open") {
    const b = BASE_OF[fac];
    if (canBuildBase(s, fac, i)) out.push(choose({ k: "base" }));
    else if (available(s, b) === 0 && guerrillas(s, i, fac) >= 2 && baseRoom(s, i))
      ownRemovalOptions(s, fac, [b], out, i); // 1.4.1 free a Base to build here
    if (baseCount(s, i, fac) > 0) {
      out.push(choose({ k: "regroup" }));
      regroupMoves(s, fac, i, out);
    }
  } else if (out.length === 0) return out; // placing finished: the space is done
  out.push(DONE);
  return out;
}

registerFrame<RallyFrame>("op.rally", {
  decide(s, f) {
    const a = currentAction(s)!;
    const fac = a.f as Insurgent;
    const ctx = { op: "rally" as const, spent: a.paid };
    if (f.stage === "select") {
      const opts: Option[] = selectable(s, a).map(spaceOpt);
      const none = opts.length === 0;
      opts.push(...saOptions(s));
      if (a.opSpaces.length > 0 || none) opts.push(DONE);
      return decision(fac, "prompt.rally.select", opts, ctx, { cost: costOf(a, COST) }, "3.3.1");
    }
    const opts = spaceOptions(s, fac, f);
    if (!opts.length) return null;
    const key =
      f.mode === "base"
        ? "prompt.rally.base"
        : f.mode === "regroup"
          ? "prompt.rally.regroup"
          : "prompt.rally.space";
    const n = f.mode === "base" ? 2 - f.removed : placeLimit(s, fac, f.cur) - f.placed;
    return decision(fac, key, opts, { ...ctx, space: SPACE_IDS[f.cur] }, { n }, "3.3.1");
  },
  auto(_ctx, f) {
    // the space has nothing more to do
    f.stage = "select";
  },
  onCommand(ctx, f, c) {
    if (trySa(ctx, c)) return;
    const s = ctx.s;
    const a = currentAction(s)!;
    const fac = a.f as Insurgent;
    if (f.stage === "select") {
      if (c.t === "done") finishOp(ctx);
      else if (c.t === "space") {
        selectSpace(ctx, a, spaceIdx(c.s), COST);
        Object.assign(f, { stage: "space", cur: spaceIdx(c.s), mode: "open", placed: 0, removed: 0 });
      }
      return;
    }
    const i = f.cur;
    const cr = parseCarry(fac, c);
    if (cr) {
      f.mode = "regroup";
      move(ctx, cr.k, cr.from, i);
      carryShipments(ctx, fac, cr);
      return;
    }
    switch (c.t) {
      case "done":
        // 3.3.1 gathering ends by turning every own Guerrilla here Underground
        if (f.mode === "regroup") flip(ctx, fac, i, false, guerrillas(s, i, fac));
        f.stage = "select";
        return;
      case "place":
        f.placed += place(ctx, c.p, i);
        f.mode = "place";
        return;
      case "move":
        f.mode = "regroup";
        move(ctx, c.p, spaceIdx(c.from), i);
        return;
      case "choose":
        f.mode = choiceOf(c)?.k === "base" ? "base" : "regroup";
        f.removed = 0;
        return;
      case "remove":
        if (f.mode !== "base") {
          removeOwn(ctx, c);
          return;
        }
        remove(ctx, c.p, i);
        if (++f.removed === 2) {
          place(ctx, BASE_OF[fac], i);
          f.stage = "select";
        }
        return;
    }
  },
  explain(s, f, c) {
    const a = currentAction(s)!;
    const sa = explainSaChoice(s, a, c);
    if (sa) return sa;
    if (f.stage === "select" && c.t === "space") return whyNotSpace(s, a, spaceIdx(c.s));
    if (f.stage === "space" && choiceOf(c)?.k === "base") {
      const fac = a.f as Insurgent;
      if (f.mode !== "open") return ruleError("rally.oneChoice", "3.3.1");
      if (!baseRoom(s, f.cur)) return ruleError("rally.baseStacking", "1.4.2");
      if (guerrillas(s, f.cur, fac) < 2) return ruleError("rally.baseNeedsTwo", "3.3.1");
      if (available(s, BASE_OF[fac]) === 0) return ruleError("rally.noBaseAvailable", "1.4.1");
    }
    if (f.stage === "space" && c.t === "move") return whyNotGather(s, a.f as Insurgent, f, c);
    if (f.stage === "space" && c.t === "remove" && !mayRemoveOwn(s, a.f))
      return ruleError(
        s.seats[a.f] === "player" ? "rally.removalOutsideSop" : "rally.nonPlayerRemoval",
        "1.4.1",
      );
    return null;
  },
});

/** 3.3.1 gathering: own Guerrillas from anywhere into the Rally space where the Faction has a Base */
function whyNotGather(s: GameState, fac: Insurgent, f: RallyFrame, c: CommandBody): RuleError | null {
  if (c.t !== "move") return null;
  if (c.p !== UNDERGROUND_OF[fac] && c.p !== ACTIVE_OF[fac])
    return ruleError("rally.gatherGuerrillas", "3.3.1");
  if (baseCount(s, f.cur, fac) === 0)
    return ruleError("rally.gatherNeedsBase", "3.3.1", { space: SPACE_IDS[f.cur] });
  if (f.mode === "place" || f.mode === "base") return ruleError("rally.oneChoice", "3.3.1");
  if (spaceIdx(c.to) !== f.cur) return ruleError("rally.gatherHere", "3.3.1", { space: SPACE_IDS[f.cur] });
  return whyNotEnter(s, c.p, f.cur);
}

function whyNotSpace(s: GameState, a: ActionFrame, i: number): RuleError | null {
  if (!isCityOrDept(s, i)) return ruleError("rally.notCityOrDept", "3.3.1");
  if (a.f === "farc" && s.spaces[i].sup > 0) return ruleError("rally.support", "3.3.1");
  if (a.f === "auc" && s.spaces[i].sup < 0) return ruleError("rally.opposition", "3.3.1");
  if (a.opSpaces.includes(i)) return ruleError("rally.alreadySelected", "3.1");
  if (spacesLeft(a) <= 0) return ruleError("rally.spaceLimit", a.limited ? "2.3.5" : "5.5");
  if (a.only && !a.only.includes(i))
    return bySequenceOfPlay(s)
      ? ruleError("rally.eventLimit", "5.5")
      : ruleError("rally.eliteBacking", "6.4.5");
  if (s.resources[a.f] < costOf(a, COST)) return ruleError("rally.noResources", "3.1", { cost: COST });
  return null;
}

registerOp({
  name: "rally",
  rule: "3.3.1",
  // 3.1 note: short of Resources, the Op may still start when an SA could fund it
  canStart: (s, a) =>
    a.f !== "govt" &&
    spacesLeft(a) > 0 &&
    rallySpaces(s).some((i) => allowedSpace(a, i) && rallyLevelOk(s, a.f, i)) &&
    (s.resources[a.f] >= costOf(a, COST) || fundable(s, a)),
  frame: () => ({ k: "op.rally", stage: "select", cur: -1, mode: "open", placed: 0, removed: 0 }),
});
