// 4.2.3 Eradicate: in 1 Department with any Cartels pieces: Aid +4, remove every Cartels Base
// there; then shift that Department or an adjacent one 1 level toward Active Opposition
// (the Government picks among those that can shift); if none can, place 1 Available FARC
// Guerrilla in the selected Department instead. Under Misil Antiaéreo (card 27 shaded Momentum)
// only a Department without Guerrillas may be selected. `startEradicate` serves Events (card 27).
import { ruleError } from "../core/errors";
import { addAid, type Ctx, place, remove, shift } from "../core/mutate";
import { adjacentIn, baseCount, deptSpaces, factionPieces, hasPop, isDepartment } from "../core/queries";
import { SPACE_IDS, spaceIdx } from "../data/map";
import { type ActionFrame, finishSa } from "../flow/action";
import { decision, spaceOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { push } from "../flow/stack";
import { saBarredIn } from "../ops/activation";
import type { Frame, GameState } from "../types";
import { registerSa } from "./registry";

/** 4.1 an SA goes with an Operation executed in at least 1 space: none after an empty one */
const opExecuted = (a: ActionFrame): boolean => !a.opDone || a.opSpaces.length > 0;

const AID = 4;

export interface EradicateFrame extends Frame {
  k: "sa.eradicate";
  stage: "select" | "shift";
  i: number;
}

/** may Eradicate take place in Department i now? */
const eradicableIn = (s: GameState, i: number): boolean =>
  factionPieces(s, i, "cartels") > 0 && !saBarredIn(s, i);

function eradicable(s: GameState): number[] {
  return deptSpaces(s).filter((i) => eradicableIn(s, i));
}

/** Could an Eradicate take place now? */
export const canEradicate = (s: GameState): boolean => deptSpaces(s).some((i) => eradicableIn(s, i));

/** Event: the Government executes an Eradicate outside any Operation (5.5; card 27). */
export function startEradicate(ctx: Ctx): void {
  push(ctx, { k: "sa.eradicate", stage: "select", i: -1 } satisfies EradicateFrame);
}

/** the selected Department and its adjacent Departments that can still shift toward Opposition */
function shiftable(s: GameState, i: number): number[] {
  const out: number[] = [];
  for (const j of [i, ...adjacentIn(s, i)])
    if (isDepartment(s, j) && hasPop(s, j) && s.spaces[j].sup > -2) out.push(j);
  return out;
}

function finish(ctx: Ctx, f: EradicateFrame, target: number | undefined): void {
  if (target !== undefined) shift(ctx, target, -1);
  else place(ctx, "farcU", f.i);
  finishSa(ctx);
}

registerFrame<EradicateFrame>("sa.eradicate", {
  decide(s, f) {
    if (f.stage === "select")
      return decision(
        "govt",
        "prompt.eradicate.select",
        eradicable(s).map(spaceOpt),
        { sa: "eradicate" },
        {},
        "4.2.3",
      );
    const opts = shiftable(s, f.i);
    if (opts.length < 2) return null;
    return decision(
      "govt",
      "prompt.eradicate.shift",
      opts.map(spaceOpt),
      { sa: "eradicate", space: SPACE_IDS[f.i] },
      undefined,
      "4.2.3",
    );
  },
  auto(ctx, f) {
    finish(ctx, f, shiftable(ctx.s, f.i)[0]);
  },
  onCommand(ctx, f, c) {
    if (c.t !== "space") return;
    const i = spaceIdx(c.s);
    if (f.stage === "shift") {
      finish(ctx, f, i);
      return;
    }
    f.i = i;
    f.stage = "shift";
    addAid(ctx, AID);
    remove(ctx, "cartelsBase", i, baseCount(ctx.s, i, "cartels"));
  },
  explain(s, f, c) {
    if (c.t === "space" && f.stage === "select" && saBarredIn(s, spaceIdx(c.s)))
      return ruleError("noSaWhereGuerrillas", "5.4", { card: 27 });
    return null;
  },
});

registerSa({
  name: "eradicate",
  rule: "4.2.3",
  canStart: (s, a) => opExecuted(a) && canEradicate(s),
  frame: (): EradicateFrame => ({ k: "sa.eradicate", stage: "select", i: -1 }),
});
