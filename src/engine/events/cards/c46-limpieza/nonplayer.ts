// Card 46 "Limpieza" (single Event). The executor names an Insurgent Faction with a Guerrilla on: our own instructions for a Non-player executing it (8.4.4), where the
// generic 8.4 rules would leave the choice to chance or get it wrong.

import { pickSpaceIn } from "../../../bots/events/generic";
import { modeOption, most, selfOrTrailing, stepOf, top } from "../../../bots/events/helpers";
import { registerDecline, registerInstruction } from "../../../bots/events/registry";
import { enemyPieces, factionPieces } from "../../../core/queries";

/** up to 2 pieces go: the Government's first, then any other enemy's */
const REMOVED = 2;

registerInstruction(46, "unshaded", (ctx) => {
  if (ctx.d.kind === "chooseFaction") return selfOrTrailing(ctx, 46);
  const step = stepOf(ctx);
  if (step === "space") {
    // the named Faction (ctx.f): where its 2 removals hurt the Government most, then anyone
    const govt = (i: number) => Math.min(REMOVED, factionPieces(ctx.s, i, "govt"));
    const g = top(ctx, govt);
    if (g.spaces.length) {
      const o = pickSpaceIn(ctx, [g.spaces]);
      if (o?.t === "space") ctx.say("np.ev.46.govt", { space: o.s, n: g.n });
      return o ?? null;
    }
    return most(ctx, (i) => Math.min(REMOVED, enemyPieces(ctx.s, i, ctx.f)), "np.ev.46.enemy");
  }
  if (step === "level") {
    // an Insurgent lowers Total Support (the Government's victory, 7.2); the Government raises it
    const support = ctx.f === "govt";
    ctx.say(support ? "np.ev.46.support" : "np.ev.46.opposition", { faction: ctx.f });
    return modeOption(ctx, support ? "passiveSupport" : "passiveOpposition") ?? null;
  }
  return null;
});

// a Non-player Government would only hand an Insurgent a free Terror, 2 removals (its own pieces
// first, as the Insurgent picks them) and Passive Opposition: Operations instead (8.4.4, on the
// AUC's sheet; docs/rulings.md)
registerDecline(46, "unshaded", { who: ["govt"], when: () => true });
