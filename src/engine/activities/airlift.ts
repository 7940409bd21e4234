// 4.2.1 Air Lift: move up to 3 Troops from one space to one other space (never into a FARC Zone).
// Each Troops cube is one `move`; the first move fixes both spaces. Lasting Events (through
// core/modifiers.ts): card 10 any number of Troops (unshaded) or only 1 (shaded); card 27
// shaded, neither space may hold Guerrillas. `startAirLift` serves Events (card 27).
import { ruleError } from "../core/errors";
import { airLiftAnyNumber, airLiftOnlyOne, noGovtSaWhereGuerrillas } from "../core/modifiers";
import { type Ctx, move } from "../core/mutate";
import { allGuerrillas, canEnter, count, govtMayEnter, spacesInPlay } from "../core/queries";
import { SPACE_IDS, spaceIdx } from "../data/map";
import { type ActionFrame, finishSa } from "../flow/action";
import { DONE, decision, moveOpt } from "../flow/decide";
import { whyNotEnter } from "../flow/refusal";
import { registerFrame } from "../flow/registry";
import { push } from "../flow/stack";
import { saBarredIn } from "../ops/activation";
import type { Frame, GameState, Option } from "../types";
import { registerSa } from "./registry";

/** 4.1 an SA goes with an Operation executed in at least 1 space: none after an empty one */
const opExecuted = (a: ActionFrame): boolean => !a.opDone || a.opSpaces.length > 0;

/** Troops one Air Lift may move: 3 (4.2.1); card 10 unshaded any number, shaded 1 */
function maxTroops(s: GameState): number {
  if (airLiftAnyNumber(s)) return Number.POSITIVE_INFINITY;
  return airLiftOnlyOne(s) ? 1 : 3;
}

export interface AirLiftFrame extends Frame {
  k: "sa.airlift";
  from: number;
  to: number;
  moved: number;
}

function options(s: GameState, f: AirLiftFrame): Option[] {
  const out: Option[] = [];
  if (f.from >= 0) {
    if (count(s, f.from, "troops") > 0 && canEnter(s, "troops", f.to))
      out.push(moveOpt("troops", f.from, f.to));
    return out;
  }
  const barred = noGovtSaWhereGuerrillas(s); // card 27 shaded: asked once, not per pair
  const all = spacesInPlay(s);
  // 1.4.2 never a move the destination cannot take (a FARC Zone, a full Ecuador): the
  // destinations are the same for every source, so they are listed once
  const to: number[] = [];
  for (const b of all) if (canEnter(s, "troops", b) && !(barred && allGuerrillas(s, b) > 0)) to.push(b);
  for (const a of all) {
    if (count(s, a, "troops") === 0 || (barred && allGuerrillas(s, a) > 0)) continue;
    for (const b of to) if (b !== a) out.push(moveOpt("troops", a, b));
  }
  return out;
}

registerFrame<AirLiftFrame>("sa.airlift", {
  decide(s, f) {
    const max = maxTroops(s);
    if (f.moved >= max) return null;
    const opts = options(s, f);
    if (f.moved > 0) opts.push(DONE);
    if (!opts.length) return null;
    if (max === Number.POSITIVE_INFINITY)
      return decision("govt", "prompt.card10.airlift", opts, { sa: "airlift" }, undefined, "4.2.1");
    return decision("govt", "prompt.airlift.move", opts, { sa: "airlift" }, { n: max - f.moved }, "4.2.1");
  },
  auto(ctx) {
    finishSa(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") {
      finishSa(ctx);
      return;
    }
    if (c.t !== "move") return;
    const from = spaceIdx(c.from);
    const to = spaceIdx(c.to);
    if (move(ctx, "troops", from, to) === 0) return;
    f.from = from;
    f.to = to;
    f.moved++;
  },
  explain(s, f, c) {
    if (c.t !== "move") return null;
    const from = spaceIdx(c.from);
    const to = spaceIdx(c.to);
    if (c.p !== "troops") return ruleError("airLiftTroopsOnly", "4.2.1");
    const enter = whyNotEnter(s, c.p, to);
    if (enter) return enter;
    if (saBarredIn(s, from) || saBarredIn(s, to))
      return ruleError("noSaWhereGuerrillas", "5.4", { card: 27 });
    if (f.from >= 0 && (from !== f.from || to !== f.to))
      return ruleError("airLiftOneRoute", "4.2.1", { from: SPACE_IDS[f.from], to: SPACE_IDS[f.to] });
    return null;
  },
});

/** Could an Air Lift move anything now (some Troops, and some other space they may enter)? */
export function canAirLift(s: GameState): boolean {
  let sources = 0;
  let targets = 0;
  for (const i of spacesInPlay(s)) {
    if (saBarredIn(s, i)) continue;
    if (count(s, i, "troops") > 0) sources++;
    if (govtMayEnter(s, i)) targets++;
    if (sources > 0 && targets > 1) return true; // asked on every Government step: stop early
  }
  // some Troops, and some other space they may enter
  return sources > 0 && targets > 1;
}

/** Event: the Government executes an Air Lift outside any Operation (5.5; card 27). */
export function startAirLift(ctx: Ctx): void {
  push(ctx, { k: "sa.airlift", from: -1, to: -1, moved: 0 } satisfies AirLiftFrame);
}

registerSa({
  name: "airlift",
  rule: "4.2.1",
  canStart: (s: GameState, a: ActionFrame) => opExecuted(a) && canAirLift(s),
  frame: (): AirLiftFrame => ({ k: "sa.airlift", from: -1, to: -1, moved: 0 }),
});
