// 4.3.3 Kidnap (FARC): in up to 3 spaces selected (or to be selected) for Terror this Operation
// that are a City,
// a LoC or hold a Cartels Base, and where FARC Guerrillas outnumber Police. Target the Govt
// (City/LoC) or the Cartels (Cartels Base): roll a die and move that many Resources from the
// target to FARC (no more than it has); on a 6, AUC places 1 Available piece there.
// Drug Ransom: targeting Cartels that hold a Shipment there takes the Shipment instead of rolling.
import { choiceOf } from "../choice";
import { type RefusalCode, ruleError } from "../core/errors";
import { addResources, type Ctx, log, place, roll } from "../core/mutate";
import {
  available,
  baseCount,
  canEnter,
  count,
  guerrillas,
  isCity,
  isLoC,
  underground,
} from "../core/queries";
import { SPACE_COUNT, SPACE_IDS, spaceIdx } from "../data/map";
import {
  type ActionFrame,
  allowedSpace,
  costOf,
  currentAction,
  finishSa,
  selectSpace,
  spacesLeft,
} from "../flow/action";
import { choose, DONE, decision, placeOpt, spaceOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { terrorCost, terrorIn } from "../ops/terror";
import type { Frame, GameState, Option, RuleError } from "../types";
import { registerSa } from "./registry";

const MAX_SPACES = 3;
const NONE: number[] = [];

export interface KidnapFrame extends Frame {
  k: "sa.kidnap";
  stage: "select" | "target" | "auc";
  /** spaces kidnapped in so far */
  done: number[];
  cur: number;
}

type Target = "govt" | "cartels";

function targets(s: GameState, i: number): Target[] {
  const out: Target[] = [];
  if (isCity(s, i) || isLoC(s, i)) out.push("govt");
  if (baseCount(s, i, "cartels") > 0) out.push("cartels");
  return out;
}

/** the least a Kidnap of target t in space i is sure to bring FARC (a roll of 1, what t holds) */
function sureGain(s: GameState, i: number, t: Target): number {
  const ransom = t === "cartels" && s.shipments.some((sh) => sh.s === i && sh.f === "cartels");
  return ransom ? 0 : Math.min(1, s.resources[t]);
}

/** 3.1 / 4.3.3 can FARC surely pay for Terror in i once it has Kidnapped target t there? */
function paysForTerror(s: GameState, a: ActionFrame, i: number, t: Target): boolean {
  return s.resources.farc + sureGain(s, i, t) >= costOf(a, terrorCost(s, i));
}

/** the targets FARC may Kidnap in i: for a space to be selected for Terror, one that pays for it */
function kidnapTargets(s: GameState, a: ActionFrame, i: number): Target[] {
  const all = targets(s, i);
  return a.opSpaces.includes(i) ? all : all.filter((t) => paysForTerror(s, a, i, t));
}

/**
 * 4.3.3 a space that "will be selected for Terror": not selected yet, but Terror may be made
 * there now (an Underground FARC Guerrilla, a space left) and FARC can surely pay for it once the
 * Kidnap has brought in at least its least (3.1: an Operation funded by its Special Activity).
 * Kidnapping there selects it for Terror at once.
 */
function pledgeable(s: GameState, a: ActionFrame, i: number): boolean {
  return (
    !a.opSpaces.includes(i) &&
    allowedSpace(a, i) &&
    spacesLeft(a) > 0 &&
    underground(s, i, "farc") > 0 &&
    targets(s, i).some((t) => paysForTerror(s, a, i, t)) // FARC picks the target (4.3.3)
  );
}

/** why space i may not be Kidnapped in now (a refusal code), or null; builds nothing */
function refusal(s: GameState, a: ActionFrame, done: number[], i: number): RefusalCode | null {
  if (done.includes(i)) return "strike.alreadySelected";
  if (done.length >= MAX_SPACES) return "kidnap.maxSpaces";
  if (a.op !== "terror" || !(a.opSpaces.includes(i) || pledgeable(s, a, i))) return "kidnap.notTerrorSpace";
  if (!targets(s, i).length) return "kidnap.wrongSpace";
  if (guerrillas(s, i, "farc") <= count(s, i, "police")) return "kidnap.needsGuerrillas";
  return null;
}

function whyNot(s: GameState, a: ActionFrame, done: number[], i: number): RuleError | null {
  const code = refusal(s, a, done, i);
  return code === null ? null : ruleError(code, "4.3.3");
}

function selectable(s: GameState, a: ActionFrame, done: number[]): number[] {
  if (a.op !== "terror" || done.length >= MAX_SPACES) return [];
  const out: number[] = [];
  for (let i = 0; i < SPACE_COUNT; i++) if (refusal(s, a, done, i) === null) out.push(i);
  return out;
}

/** selectable(s, a, []).length > 0, stopping at the first space (asked on every Terror step) */
function anySelectable(s: GameState, a: ActionFrame): boolean {
  if (a.op !== "terror") return false;
  for (let i = 0; i < SPACE_COUNT; i++) if (refusal(s, a, NONE, i) === null) return true;
  return false;
}

function aucPlacements(s: GameState, i: number): Option[] {
  const out: Option[] = [];
  if (available(s, "aucU") > 0 && canEnter(s, "aucU", i)) out.push(placeOpt("aucU", i));
  if (available(s, "aucBase") > 0 && canEnter(s, "aucBase", i)) out.push(placeOpt("aucBase", i));
  return out;
}

function kidnap(ctx: Ctx, f: KidnapFrame, target: Target): void {
  const s = ctx.s;
  const i = f.cur;
  f.stage = "select";
  const a = currentAction(s)!;
  // a space that will be selected for Terror: its Terror follows the Kidnap, paid from it
  const pledged = !a.opSpaces.includes(i);
  ransomOrRoll(ctx, f, target);
  if (pledged) {
    selectSpace(ctx, a, i, terrorCost(s, i));
    terrorIn(ctx, "farc", i);
  }
}

function ransomOrRoll(ctx: Ctx, f: KidnapFrame, target: Target): void {
  const s = ctx.s;
  const i = f.cur;
  if (target === "cartels") {
    const j = s.shipments.findIndex((sh) => sh.s === i && sh.f === "cartels");
    if (j >= 0) {
      // Drug Ransom: the Shipment passes to a FARC Guerrilla here, no roll
      s.shipments[j].f = "farc";
      log(ctx, "log.kidnap.ransom", { space: SPACE_IDS[i] }, { faction: "farc" });
      return;
    }
  }
  const r = roll(ctx, "farc", { kind: "kidnap", faction: "farc", space: SPACE_IDS[i], card: s.current });
  const n = Math.min(r, s.resources[target]);
  log(ctx, "log.kidnap.taken", { space: SPACE_IDS[i], target, roll: r, n }, { faction: "farc" });
  addResources(ctx, target, -n);
  addResources(ctx, "farc", n);
  if (r === 6) {
    // AUC places 1 Available piece of its choice, within stacking (ruling: asked when both fit)
    const opts = aucPlacements(s, i);
    if (opts.length === 1) place(ctx, opts[0].t === "place" ? opts[0].p : "aucU", i);
    else if (opts.length > 1) f.stage = "auc";
  }
}

registerFrame<KidnapFrame>("sa.kidnap", {
  decide(s, f) {
    const a = currentAction(s)!;
    const ctx = { sa: "kidnap" as const, op: a.op };
    if (f.stage === "target")
      return decision(
        "farc",
        "prompt.kidnap.target",
        kidnapTargets(s, a, f.cur).map((t) => choose({ k: "target", target: t })),
        { ...ctx, space: SPACE_IDS[f.cur] },
        undefined,
        "4.3.3",
      );
    if (f.stage === "auc")
      return decision(
        "auc",
        "prompt.kidnap.aucPlace",
        aucPlacements(s, f.cur),
        { ...ctx, space: SPACE_IDS[f.cur] },
        undefined,
        "4.3.3",
      );
    const opts: Option[] = selectable(s, a, f.done).map(spaceOpt);
    if (!opts.length) return null;
    opts.push(DONE);
    return decision("farc", "prompt.kidnap.select", opts, ctx, { n: MAX_SPACES - f.done.length }, "4.3.3");
  },
  auto(ctx) {
    finishSa(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") {
      finishSa(ctx);
      return;
    }
    if (c.t === "space") {
      const i = spaceIdx(c.s);
      f.done.push(i);
      f.cur = i;
      const ts = kidnapTargets(ctx.s, currentAction(ctx.s)!, i);
      if (ts.length > 1) f.stage = "target";
      else kidnap(ctx, f, ts[0]);
      return;
    }
    const ch = choiceOf(c);
    if (ch?.k === "target") {
      kidnap(ctx, f, ch.target);
      return;
    }
    if (c.t === "place") {
      place(ctx, c.p, f.cur);
      f.stage = "select";
    }
  },
  explain(s, f, c) {
    if (f.stage !== "select" || c.t !== "space") return null;
    return whyNot(s, currentAction(s)!, f.done, spaceIdx(c.s));
  },
});

registerSa({
  name: "kidnap",
  rule: "4.3.3",
  canStart: (s, a) => a.f === "farc" && anySelectable(s, a),
  frame: () => ({ k: "sa.kidnap", stage: "select", done: [], cur: -1 }),
});
