import type { Option } from "../../types";
import type { BotCtx } from "../context";
import { registerBot } from "../registry";
import { drugProfitsStep } from "../shared/drug-profits";
import { bribeChoice, bribeRemove, bribeSelect } from "./bribe";
import { spaceOf } from "./common";
import { cultivateChoice, cultivateStep } from "./cultivate";
import { operations } from "./flowchart";
import { marchStep } from "./march";
import { processChoice, processStep } from "./process";
import { rallySelect, rallySpace } from "./rally";
import { terrorSelect } from "./terror";

function step(ctx: BotCtx): Option | null {
  const { context } = ctx.d;
  if (context.phase === "resources") return drugProfitsStep(ctx);
  if (context.sa === "cultivate") return cultivateStep(ctx);
  if (context.sa === "process") return processStep(ctx);
  if (context.sa === "bribe") {
    const f = ctx.step.find("sa.bribe");
    if (!f) return null;
    return f.stage === "select" ? bribeSelect(ctx, f) : bribeRemove(ctx);
  }
  const a = ctx.step.action;
  if (a?.f !== "cartels" || context.op !== a.op) return null;
  // 4.1: the Special Activity comes once the Operation is done
  if (a.opDone) {
    if (a.op === "rally") return cultivateChoice(ctx, a);
    if (a.op === "march") return processChoice(ctx);
    if (a.op === "terror") return bribeChoice(ctx);
    return null;
  }
  switch (a.op) {
    case "rally":
      return context.space ? rallySpace(ctx, spaceOf(context.space)) : rallySelect(ctx, a.opSpaces);
    case "march": {
      const f = ctx.step.top;
      return f.k === "op.march" ? marchStep(ctx, f) : null;
    }
    case "terror":
      return terrorSelect(ctx, a.opSpaces);
    default:
      return null;
  }
}

registerBot("cartels", { operations, step });
