import type { Option } from "../../types";
import type { BotCtx } from "../context";
import { registerBot } from "../registry";
import { airLiftStep, airStrikeStep, eradicateStep, saChoiceStep } from "./activities";
import { assaultRemoveStep, assaultSelectStep } from "./assault";
import { eventCondition, operations } from "./flowchart";
import { patrolAssaultStep, patrolMoveStep } from "./patrol";
import { civicPhaseStep, clearTerrorStep, redeployStep, zoneStep } from "./propaganda";
import { activateStep, sweepSelectStep, viaStep } from "./sweep";
import { trainStep } from "./train";

/** an SA option in an Operation's own Decision is never taken there: the SA comes after (4.1) */
function step(ctx: BotCtx): Option | null {
  const { top, action: a } = ctx.step;
  switch (top.k) {
    case "op.train":
      return a && trainStep(ctx, top, a);
    case "op.sweep":
      if (top.stage === "via") return viaStep(ctx, a?.opSpaces ?? []);
      return a && sweepSelectStep(ctx, a);
    case "coin.sweepIn":
      return viaStep(ctx, [top.i]);
    case "op.assault":
      return assaultSelectStep(ctx);
    case "op.patrol":
      return top.stage === "assault" ? patrolAssaultStep(ctx) : patrolMoveStep(ctx);
    case "coin.activate":
      return activateStep(ctx);
    case "coin.assaultSpace":
      return assaultRemoveStep(ctx);
    case "action":
      return a && top.stage === "sa" ? saChoiceStep(ctx, a) : null;
    case "sa.airstrike":
      return airStrikeStep(ctx);
    case "sa.airlift":
      return airLiftStep(ctx, top);
    case "sa.eradicate":
      return eradicateStep(ctx, top.stage);
    case "prop.civic":
      return civicPhaseStep(ctx);
    case "prop.redeploy":
      return redeployStep(ctx);
    case "prop.clearTerror":
      return clearTerrorStep(ctx);
    case "farcZone":
      return zoneStep(ctx, top.zone);
    default:
      return null;
  }
}

registerBot("govt", { operations, step, event: eventCondition });
