// Non-player AUC (8.6): the flowchart (flowchart.ts) and every step of its own Operations and
// Special Activities: Rally + Extort, March + Extort, Attack + Ambush, Terror + Assassinate; in the
// Propaganda Round its Drug Profits (6.3.3, shared) and Elite Backing (6.4.5 by 8.6.1).
// docs/nonplayer/auc.md. A Decision none of them covers goes to the generic steps (null).
import type { ActionFrame } from "../../flow/action";
import type { Option } from "../../types";
import type { BotCtx } from "../context";
import { registerBot } from "../registry";
import { drugProfitsStep } from "../shared/drug-profits";
import { insurgentSaStep } from "../shared/sa-step";
import { attackStep, strikeRemoval } from "./attack";
import { extortPossible, extortStep } from "./extort";
import { operations } from "./flowchart";
import { marchStep } from "./march";
import { eliteBackingChoice, rallyStep } from "./rally";
import { assassinateRemove, assassinateSelect, assassinateSpaces, terrorStep } from "./terror";

/** 4.1 the Special Activity once the Operation is over: Extort (Rally, March), Assassinate (Terror) */
function saStep(ctx: BotCtx, a: ActionFrame): Option | null {
  return insurgentSaStep(ctx, a, {
    f: "auc",
    extortPossible,
    terrorSa: "assassinate",
    terrorSaPossible: (s, act) => assassinateSpaces(s, act).length > 0,
  });
}

function step(ctx: BotCtx): Option | null {
  const { phase } = ctx.d.context;
  if (phase === "resources") return drugProfitsStep(ctx);
  if (phase === "support") return eliteBackingChoice(ctx);
  const { top, action: a } = ctx.step;
  // an Ambush an Event gives (no Operation around it) removes by the same order
  if (top.k === "sa.ambush") return strikeRemoval(ctx, top.cur, top.removed);
  if (a?.f !== "auc") return null;
  switch (top.k) {
    case "op.rally":
      return rallyStep(ctx, top, a);
    case "op.march":
      return marchStep(ctx, top, a);
    case "op.attack":
      return attackStep(ctx, top, a);
    case "op.terror":
      return terrorStep(ctx, a);
    case "sa.extort":
      return extortStep(ctx);
    case "sa.assassinate":
      return top.stage === "remove" ? assassinateRemove(ctx, top.cur) : assassinateSelect(ctx, a);
    case "action":
      return a.stage === "sa" ? saStep(ctx, a) : null;
  }
  return null;
}

registerBot("auc", { operations, step });
