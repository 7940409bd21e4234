// Card 60 "The Chess Player": our own instructions for a Non-player executing it (8.4.4), where the
// generic 8.4 rules would leave the choice to chance or get it wrong.

import type { BotCtx } from "../../../bots/context";
import { cartelsIn, modeOption, most, stepOf } from "../../../bots/events/helpers";
import { registerDecline, registerInstruction } from "../../../bots/events/registry";
import { available, canEnter, citySpaces, isDepartment } from "../../../core/queries";

/** the most Cartels pieces `n` spaces of these could hold together */
function bestSum(ctx: BotCtx, spaces: readonly number[], n: number): number {
  const v = spaces.map((i) => cartelsIn(ctx, i)).sort((a, b) => b - a);
  return v.slice(0, n).reduce((a, b) => a + b, 0);
}

registerInstruction(60, "unshaded", (ctx) => {
  const step = stepOf(ctx);
  if (step === "spaces") return most(ctx, (i) => cartelsIn(ctx, i), "np.ev.60.space");
  if (step !== "mode") return null;
  // the way that removes more Cartels pieces (2 Cities on a tie)
  const cities = bestSum(ctx, citySpaces(ctx.s), 2);
  const depts = bestSum(
    ctx,
    ctx.s.spaces.map((_, i) => i).filter((i) => isDepartment(ctx.s, i)),
    1,
  );
  const mode = depts > cities ? "oneDept" : "twoCities";
  const o = modeOption(ctx, mode);
  if (o) ctx.say(`np.ev.60.${mode}`, { n: Math.max(cities, depts) });
  return o ?? null;
});

// shaded: "Operations instead" for the FARC and the AUC (8.4.4, on the Cartels' sheet) when
// Cartels Bases would go into Cities: the Event then serves the Cartels above all (their Bases
// count for their victory, 7.2); with no Base to place, only the free Bribe is left
registerDecline(60, "shaded", {
  who: ["farc", "auc"],
  helps: "cartels",
  when: (s) => available(s, "cartelsBase") > 0 && citySpaces(s).some((i) => canEnter(s, "cartelsBase", i)),
});
