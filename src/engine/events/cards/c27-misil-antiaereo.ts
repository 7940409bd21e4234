// Card 27 "Misil Antiaéreo".
// unshaded: the Government executes 3 free Special Activities (4.2, 5.5) outside any Operation:
// each time it picks Air Lift, Air Strike or Eradicate among those that can do something, and
// executes it (repeats allowed). No Operation means no accompanying-Operation test (5.1.1), and
// card 12's Air Strike ban yields to the Event being played (5.1.2).
// shaded: Insurgent Momentum (5.4): until the Reset no Govt Special Activity in a space holding
// Guerrillas — recorded by execute.ts, read by the three activities through core/modifiers.ts.

import { canAirLift, startAirLift } from "../../activities/airlift";
import { anyStrikeTarget, startAirStrikes } from "../../activities/airstrike";
import { canEradicate, startEradicate } from "../../activities/eradicate";
import type { SaName } from "../../activities/registry";
import { choiceOf } from "../../choice";
import { momentumOn, noAirStrike } from "../../core/modifiers";
import type { Ctx } from "../../core/mutate";
import { choose, decision } from "../../flow/decide";
import { registerFrame } from "../../flow/registry";
import { pop, push } from "../../flow/stack";
import type { Frame, GameState } from "../../types";
import { ctxOf } from "../frames/common";
import { registerEvent, side } from "../registry";

const FREE_SAS = 3;

/** the Govt Special Activities that could do something now (5.1.3) */
function possibleSas(s: GameState): SaName[] {
  const out: SaName[] = [];
  if (canAirLift(s)) out.push("airlift");
  if (!noAirStrike(s) && anyStrikeTarget(s)) out.push("airstrike");
  if (canEradicate(s)) out.push("eradicate");
  return out;
}

interface FreeSasFrame extends Frame {
  k: "c27.sas";
  /** free Special Activities still to execute */
  left: number;
}

const START: Record<string, (ctx: Ctx) => void> = {
  airlift: startAirLift,
  airstrike: (ctx) => startAirStrikes(ctx, 1),
  eradicate: startEradicate,
};

registerFrame<FreeSasFrame>("c27.sas", {
  decide(s, f) {
    if (f.left <= 0) return null;
    const sas = possibleSas(s);
    if (!sas.length) return null;
    const opts = sas.map((n) => choose({ k: "sa", sa: n }));
    return decision("govt", "prompt.card27.sa", opts, ctxOf(s), { n: f.left }, "5.5");
  },
  auto(ctx) {
    pop(ctx); // all done, or nothing more is possible (5.1.3)
  },
  onCommand(ctx, f, c) {
    const ch = choiceOf(c);
    if (ch?.k !== "sa") return;
    f.left--;
    START[ch.sa]?.(ctx);
  },
});

registerEvent(27, {
  // 8.1 the event is noticed when at least one Govt Special Activity could do something
  unshaded: side(
    (s) => canAirLift(s) || anyStrikeTarget(s) || canEradicate(s),
    (x) => {
      push(x.ctx, { k: "c27.sas", left: FREE_SAS } satisfies FreeSasFrame);
    },
  ),
  shaded: side((s) => !momentumOn(s, 27)),
});
