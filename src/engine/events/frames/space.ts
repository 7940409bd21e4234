// Choose spaces for an Event. 5.1.3: a forced pick with no real choice picks by itself, and one
// with nothing left ends itself; "up to" picks offer `done`.
import { ruleError } from "../../core/errors";
import { spaceIdx } from "../../data/map";
import { DONE, decision, spaceOpt } from "../../flow/decide";
import { registerFrame } from "../../flow/registry";
import { pop } from "../../flow/stack";
import type { Faction, Frame, Option } from "../../types";
import { answer, ctxOf } from "./common";

export interface SpaceFrame extends Frame {
  k: "ev.space";
  by: Faction;
  key: string;
  /** record one space (a number) rather than a list */
  single: boolean;
  prompt: string;
  rule: string;
  cands: number[];
  n: number;
  upTo: boolean;
  picked: number[];
}

function left(f: SpaceFrame): number[] {
  return f.picked.length >= f.n ? [] : f.cands.filter((i) => !f.picked.includes(i));
}

function record(s: Parameters<typeof answer>[0], f: SpaceFrame): void {
  if (f.single) {
    if (f.picked.length) answer(s, f.key, f.picked[0]);
  } else answer(s, f.key, [...f.picked]);
}

registerFrame<SpaceFrame>("ev.space", {
  decide(s, f) {
    const l = left(f);
    if (!l.length) return null;
    if (!f.upTo && l.length <= f.n - f.picked.length) return null; // all must be taken
    const opts: Option[] = l.map(spaceOpt);
    if (f.upTo) opts.push(DONE);
    return decision(f.by, f.prompt, opts, ctxOf(s), { n: f.n - f.picked.length }, f.rule);
  },
  auto(ctx, f) {
    if (!f.upTo) f.picked.push(...left(f));
    record(ctx.s, f);
    pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "space") f.picked.push(spaceIdx(c.s));
    else f.n = f.picked.length; // done
    record(ctx.s, f);
  },
  explain(_s, f, c) {
    if (c.t === "space") return ruleError("eventSpace", f.rule, { space: c.s });
    return null;
  },
});
