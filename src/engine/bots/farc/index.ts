// Non-player FARC (8.7): the flowchart (flowchart.ts) and every step of its own Operations and
// Special Activities, its Agitation (8.7.5) and its Drug Profits (6.3.3, shared). docs/nonplayer/farc.md.
import { type ActionFrame, currentAction } from "../../flow/action";
import type { AttackFrame } from "../../ops/attack";
import type { MarchFrame } from "../../ops/march";
import type { Frame, Option } from "../../types";
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
  const top = ctx.s.frames[ctx.s.frames.length - 1] as Frame & Record<string, unknown>;
  if (top?.k === "prop.agitation") return agitationStep(ctx);
  const a = currentAction(ctx.s);
  if (a?.f !== "farc") return null;
  switch (top.k) {
    case "op.rally":
      return rallyStep(ctx, top as never, a);
    case "op.march":
      return marchStep(ctx, top as unknown as MarchFrame, a);
    case "op.attack":
      return attackStep(ctx, top as unknown as AttackFrame, a);
    case "op.terror":
      return terrorStep(ctx, a);
    case "sa.extort":
      return extortStep(ctx, top as never);
    case "sa.ambush":
      return removeStep(ctx, top.cur as number, top.removed as number);
    case "sa.kidnap":
      return kidnapStep(ctx, top as never, a);
    case "action":
      return a.stage === "sa" ? saStep(ctx, a) : null;
  }
  return null;
}

registerBot("farc", { operations, step });
