// Non-player FARC (8.7): the flowchart (flowchart.ts) and every step of its own Operations and
// Special Activities, its Agitation (8.7.5) and its Drug Profits (6.3.3, shared). docs/nonplayer/farc.md.
import type { ActionFrame } from "../../flow/action";
import type { Option } from "../../types";
import type { BotCtx } from "../context";
import { registerBot } from "../registry";
import { drugProfitsStep } from "../shared/drug-profits";
import { insurgentSaStep } from "../shared/sa-step";
import { agitationStep } from "./agitation";
import { attackStep, removeStep } from "./attack";
import { extortPossible, extortStep } from "./extort";
import { operations } from "./flowchart";
import { marchStep } from "./march";
import { rallyStep } from "./rally";
import { kidnapSpaces, kidnapStep, terrorStep } from "./terror";

/** 4.1 the Special Activity once the Operation is over: Extort (Rally, March), Kidnap (Terror) */
function saStep(ctx: BotCtx, a: ActionFrame): Option | null {
  return insurgentSaStep(ctx, a, {
    f: "farc",
    extortPossible,
    terrorSa: "kidnap",
    terrorSaPossible: (s, act) => kidnapSpaces(s, act).length > 0,
  });
}

function step(ctx: BotCtx): Option | null {
  if (ctx.d.context.phase === "resources") return drugProfitsStep(ctx);
  const { top, action: a } = ctx.step;
  if (top.k === "prop.agitation") return agitationStep(ctx);
  if (a?.f !== "farc") return null;
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
      return extortStep(ctx, top);
    case "sa.ambush":
      return removeStep(ctx, top.cur, top.removed);
    case "sa.kidnap":
      return kidnapStep(ctx, top, a);
    case "action":
      return a.stage === "sa" ? saStep(ctx, a) : null;
  }
  return null;
}

registerBot("farc", { operations, step });
