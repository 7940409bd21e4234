// Free Special Activities outside any Operation (card 27): n times, the chooser picks one of the
// card's Special Activities among those that could do something now, and it is executed free
// (5.5; the same one may be picked again). It ends early when none could (5.1.3).
import type { SaName } from "../../activities/registry";
import { choiceOf } from "../../choice";
import type { Ctx } from "../../core/mutate";
import { choose, decision } from "../../flow/decide";
import { registerFrame } from "../../flow/registry";
import { pop, push } from "../../flow/stack";
import type { Faction, Frame, GameState } from "../../types";
import { ctxOf, ToolSpecs, type ToolStep } from "./common";

export interface FreeActivities<A extends SaName> {
  by: Faction;
  n: number;
  /** the Special Activities that could do something now */
  possible(s: GameState): A[];
  /** start each one (its frames settle before the next pick) */
  start: Record<A, (ctx: Ctx) => void>;
  prompt: string;
  rule: string;
}

export interface FreeActivitiesFrame extends Frame {
  k: "ev.freeSas";
  /** the step's address in the card's program (its callbacks) */
  at: string;
  by: Faction;
  /** free Special Activities still to execute */
  left: number;
}

// biome-ignore lint/suspicious/noExplicitAny: each card has its own Special Activities
const specs = new ToolSpecs<FreeActivities<any>>("free Special Activities");

export function freeActivities<A extends SaName>(spec: FreeActivities<A>): ToolStep {
  return {
    tool: true,
    bind: (at) => specs.bind(at, spec),
    start(ctx, _ev, at) {
      push(ctx, { k: "ev.freeSas", at, by: spec.by, left: spec.n } satisfies FreeActivitiesFrame);
    },
  };
}

registerFrame<FreeActivitiesFrame>("ev.freeSas", {
  decide(s, f) {
    if (f.left <= 0) return null;
    const spec = specs.get(f.at);
    const sas = spec.possible(s);
    if (!sas.length) return null;
    const opts = sas.map((sa) => choose({ k: "sa", sa }));
    return decision(f.by, spec.prompt, opts, ctxOf(s), { n: f.left }, spec.rule);
  },
  auto(ctx) {
    pop(ctx); // all done, or nothing more is possible (5.1.3)
  },
  onCommand(ctx, f, c) {
    const ch = choiceOf(c);
    if (ch?.k !== "sa") return;
    f.left--;
    specs.get(f.at).start[ch.sa]?.(ctx);
  },
});
