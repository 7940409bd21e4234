// 4.4.2 Assassinate (AUC): in up to 3 spaces selected for AUC Terror this Operation where AUC
// Guerrillas outnumber Police, remove any 1 enemy piece each, a Base included even with other
// pieces present. Commandeer: a Shipment freed by the removal passes to an AUC Guerrilla there.
import { type RefusalCode, ruleError } from "../core/errors";
import { remove } from "../core/mutate";
import { OWNER } from "../core/pieces";
import { count, enemyPieces, guerrillas } from "../core/queries";
import { SPACE_IDS, spaceIdx } from "../data/map";
import { type ActionFrame, currentAction, finishSa } from "../flow/action";
import { DONE, decision, removeOpt, spaceOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { type Frame, type GameState, type Option, PIECE_KINDS, type RuleError } from "../types";
import { registerSa } from "./registry";

const MAX_SPACES = 3;
const NONE: number[] = [];

export interface AssassinateFrame extends Frame {
  k: "sa.assassinate";
  stage: "select" | "remove";
  done: number[];
  cur: number;
}

/** why space i may not be Assassinated in now (a refusal code), or null; builds nothing */
function refusal(s: GameState, a: ActionFrame, done: number[], i: number): RefusalCode | null {
  if (done.includes(i)) return "strike.alreadySelected";
  if (done.length >= MAX_SPACES) return "assassinate.maxSpaces";
  if (a.op !== "terror" || !a.opSpaces.includes(i)) return "assassinate.notTerrorSpace";
  if (guerrillas(s, i, "auc") <= count(s, i, "police")) return "assassinate.needsGuerrillas";
  if (enemyPieces(s, i, "auc") === 0) return "assassinate.noEnemy";
  return null;
}

function whyNot(s: GameState, a: ActionFrame, done: number[], i: number): RuleError | null {
  const code = refusal(s, a, done, i);
  return code === null ? null : ruleError(code, "4.4.2");
}

function selectable(s: GameState, a: ActionFrame, done: number[]): number[] {
  if (a.op !== "terror" || done.length >= MAX_SPACES) return [];
  return a.opSpaces.filter((i) => refusal(s, a, done, i) === null);
}

function targets(s: GameState, i: number): Option[] {
  const out: Option[] = [];
  const c = s.spaces[i].f;
  for (let j = 0; j < PIECE_KINDS.length; j++) {
    const k = PIECE_KINDS[j];
    if (OWNER[k] !== "auc" && c[j] > 0) out.push(removeOpt(k, i));
  }
  return out;
}

registerFrame<AssassinateFrame>("sa.assassinate", {
  decide(s, f) {
    const a = currentAction(s)!;
    const ctx = { sa: "assassinate" as const, op: a.op };
    if (f.stage === "remove")
      return decision(
        "auc",
        "prompt.assassinate.remove",
        targets(s, f.cur),
        { ...ctx, space: SPACE_IDS[f.cur] },
        undefined,
        "4.4.2",
      );
    const opts: Option[] = selectable(s, a, f.done).map(spaceOpt);
    if (!opts.length) return null;
    opts.push(DONE);
    return decision(
      "auc",
      "prompt.assassinate.select",
      opts,
      ctx,
      { n: MAX_SPACES - f.done.length },
      "4.4.2",
    );
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
      f.cur = spaceIdx(c.s);
      f.done.push(f.cur);
      f.stage = "remove";
      return;
    }
    if (c.t === "remove") {
      remove(ctx, c.p, f.cur, 1, "auc"); // Commandeer (4.4.2)
      f.stage = "select";
    }
  },
  explain(s, f, c) {
    if (f.stage !== "select" || c.t !== "space") return null;
    return whyNot(s, currentAction(s)!, f.done, spaceIdx(c.s));
  },
});

registerSa({
  name: "assassinate",
  rule: "4.4.2",
  // selectable(s, a, []) is not empty: stops at the first space (asked on every Terror step)
  canStart: (s, a) =>
    a.f === "auc" && a.op === "terror" && a.opSpaces.some((i) => refusal(s, a, NONE, i) === null),
  frame: () => ({ k: "sa.assassinate", stage: "select", done: [], cur: -1 }),
});
