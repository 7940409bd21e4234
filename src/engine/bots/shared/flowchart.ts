// The walk both insurgent flowcharts with the shape Rally? → March? → one last box (FARC 8.7,
// AUC 8.6) share: the Operation the boxes land on comes first, then the boxes above it (8.1.1
// OP NOT POSSIBLE: follow the "if none" arrow up; Rally impossible: Pass). An Operation whose own
// bullets would reach no space at all is not possible and is left out, with a line in the log.
import type { OpName } from "../../ops/registry";
import type { GameState } from "../../types";
import type { BotCtx } from "../context";

/** the boxes of the FARC and AUC flowcharts: the insurgent Operations (3.3) */
export type InsurgentOp = "rally" | "march" | "attack" | "terror";

export interface InsurgentChart {
  /** "farc" or "auc": names the log line of an Operation left out */
  f: "farc" | "auc";
  /** the Rally box; asked first */
  rally: () => boolean;
  /** the March box; asked only when Rally's test failed */
  march: () => boolean;
  /** the last box (Attack or Terror); asked only when both tests above failed */
  last: () => "attack" | "terror";
  /** could the Operation reach at least one space? */
  possible: Readonly<Record<InsurgentOp, (s: GameState) => boolean>>;
  /** log only the Operations left out before the first possible one */
  quietOnceFound?: boolean;
}

/** the flowchart walked from the top box; then the boxes above, those that could reach a space */
export function walkChart(ctx: BotCtx, c: InsurgentChart): OpName[] {
  let chain: InsurgentOp[];
  if (c.rally()) chain = ["rally"];
  else if (c.march()) chain = ["march", "rally"];
  else chain = [c.last(), "march", "rally"];
  const out: OpName[] = [];
  for (const op of chain) {
    if (c.possible[op](ctx.s)) out.push(op);
    else if (!c.quietOnceFound || !out.length) ctx.say(`np.${c.f}.opEmpty`, { op });
  }
  return out;
}
