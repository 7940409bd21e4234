// 4.3.1 / 4.4.1 Extort (FARC, AUC): in any spaces, LoCs included, where the Faction has an
// Underground Guerrilla and its pieces outnumber all others combined (Control as in 1.8):
// Activate 1 Underground Guerrilla there and gain 1 Resource per space. Any Operation.
import { ruleError } from "../core/errors";
import { addResources, flip } from "../core/mutate";
import { enemyPieces, factionPieces, underground } from "../core/queries";
import { SPACE_COUNT, spaceIdx } from "../data/map";
import { type ActionFrame, currentAction, finishSa } from "../flow/action";
import { DONE, decision, spaceOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import type { Faction, Frame, GameState, Option } from "../types";
import { registerSa } from "./registry";

/** 4.1 an SA goes with an Operation executed in at least 1 space: none after an empty one */
const opExecuted = (a: ActionFrame): boolean => !a.opDone || a.opSpaces.length > 0;

export interface ExtortFrame extends Frame {
  k: "sa.extort";
  f: Faction;
  /** spaces already extorted */
  done: number[];
}

export function extortable(s: GameState, f: Faction, i: number): boolean {
  return underground(s, i, f) > 0 && factionPieces(s, i, f) > enemyPieces(s, i, f);
}

function selectable(s: GameState, f: ExtortFrame | ActionFrame, done: number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < SPACE_COUNT; i++) if (!done.includes(i) && extortable(s, f.f, i)) out.push(i);
  return out;
}

/** selectable(s, a, []) is not empty: stops at the first space (asked on every FARC/AUC step) */
function anyExtortable(s: GameState, f: Faction): boolean {
  for (let i = 0; i < SPACE_COUNT; i++) if (extortable(s, f, i)) return true;
  return false;
}

registerFrame<ExtortFrame>("sa.extort", {
  decide(s, f) {
    const opts: Option[] = selectable(s, f, f.done).map(spaceOpt);
    if (!opts.length) return null;
    opts.push(DONE);
    const a = currentAction(s);
    return decision(f.f, "prompt.extort.select", opts, { sa: "extort", op: a?.op }, undefined, "4.3.1");
  },
  auto(ctx) {
    finishSa(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") {
      finishSa(ctx);
      return;
    }
    if (c.t !== "space") return;
    const i = spaceIdx(c.s);
    f.done.push(i);
    flip(ctx, f.f, i, true, 1);
    addResources(ctx, f.f, 1);
  },
  explain(s, f, c) {
    if (c.t !== "space") return null;
    const i = spaceIdx(c.s);
    if (f.done.includes(i)) return ruleError("strike.alreadySelected", "4.3.1");
    if (underground(s, i, f.f) === 0) return ruleError("extort.needsUnderground", "4.3.1");
    return ruleError("extort.needsControl", "4.3.1");
  },
});

registerSa({
  name: "extort",
  rule: "4.3.1",
  // only FARC and AUC Extort (4.3.1, 4.4.1): Cartels must not be funded by it (3.1 note)
  canStart: (s, a) => (a.f === "farc" || a.f === "auc") && opExecuted(a) && anyExtortable(s, a.f),
  frame: (_s, a) => ({ k: "sa.extort", f: a.f, done: [] }),
});
