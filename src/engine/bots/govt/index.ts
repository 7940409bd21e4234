// Non-player GOVERNMENT (issue 10): our own flowchart, in the style of 8.5–8.7
// (docs/nonplayer-government.md). The Event-or-Operation choice is 8.1's (bots/sequence.ts, the
// unshaded side); `operations` walks the flowchart (flowchart.ts); `step` drives each Decision of
// its Operations, Special Activities and Propaganda-round choices, routed by the frame on top.
import type { ActionFrame } from "../../flow/action";
import { currentAction } from "../../flow/action";
import type { Option } from "../../types";
import type { BotCtx } from "../context";
import { registerBot } from "../registry";
import { airLiftStep, airStrikeStep, eradicateStep, saChoiceStep } from "./activities";
import { assaultRemoveStep, assaultSelectStep } from "./assault";
import { operations } from "./flowchart";
import { patrolAssaultStep, patrolMoveStep } from "./patrol";
import { civicPhaseStep, clearTerrorStep, redeployStep, zoneStep } from "./propaganda";
import { activateStep, sweepSelectStep, viaStep } from "./sweep";
import { trainStep } from "./train";

/** an SA option in an Operation's own Decision is never taken there: the SA comes after (4.1) */
function step(ctx: BotCtx): Option | null {
  const s = ctx.s;
  const top = s.frames[s.frames.length - 1];
  if (!top) return null;
  const a = currentAction(s);
  switch (top.k) {
    case "op.train":
      return a && trainStep(ctx, top as unknown as { stage: string; cur: number }, a);
    case "op.sweep":
      if (top.stage === "via") return viaStep(ctx, a?.opSpaces ?? []);
      return a && sweepSelectStep(ctx, a);
    case "coin.sweepIn":
      return viaStep(ctx, [Number(top.i)]);
    case "op.assault":
      return assaultSelectStep(ctx);
    case "op.patrol":
      return top.stage === "assault" ? patrolAssaultStep(ctx) : patrolMoveStep(ctx);
    case "coin.activate":
      return activateStep(ctx);
    case "coin.assaultSpace":
      return assaultRemoveStep(ctx);
    case "action":
      return a && (top as ActionFrame).stage === "sa" ? saChoiceStep(ctx, a) : null;
    case "sa.airstrike":
      return airStrikeStep(ctx);
    case "sa.airlift":
      return airLiftStep(ctx, top as unknown as { from: number; moved: number });
    case "sa.eradicate":
      return eradicateStep(ctx, String(top.stage));
    case "prop.civic":
      return civicPhaseStep(ctx);
    case "prop.redeploy":
      return redeployStep(ctx);
    case "prop.clearTerror":
      return clearTerrorStep(ctx);
    case "farcZone":
      return zoneStep(ctx, Number(top.zone));
    default:
      return null;
  }
}

registerBot("govt", { operations, step });
