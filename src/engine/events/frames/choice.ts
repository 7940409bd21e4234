// Choose one of a few values for an Event (a Faction, a mode of the card…). The Command carries
// an option string; the frame keeps the typed values beside them, so the answer recorded for the
// card's later steps is the value itself, never a string to parse.
import { type Choice, decodeChoice } from "../../choice";
import { choose, decision } from "../../flow/decide";
import { registerFrame } from "../../flow/registry";
import { pop } from "../../flow/stack";
import type { Decision, Faction, Frame } from "../../types";
import { answer, ctxOf, type EvValue } from "./common";

export interface ChoiceFrame extends Frame {
  k: "ev.choice";
  by: Faction;
  key: string;
  /** wire values of `faction` / `mode` Choices (choice.ts), index-aligned with `values` */
  labels: string[];
  values: EvValue[];
  prompt: string;
  rule: string;
}

registerFrame<ChoiceFrame>("ev.choice", {
  decide(s, f): Decision {
    const opts = f.labels.map((l) => choose(decodeChoice(l) as Choice));
    return decision(f.by, f.prompt, opts, ctxOf(s), undefined, f.rule);
  },
  onCommand(ctx, f, c) {
    if (c.t !== "choose") return;
    const at = f.labels.indexOf(c.v);
    if (at >= 0) answer(ctx.s, f.key, f.values[at]);
    pop(ctx);
  },
});
