// Card 29 "Kill Zone": our own instructions for a Non-player executing it (8.4.4), where the
// generic 8.4 rules would leave the choice to chance or get it wrong.

import type { BotCtx } from "../../../bots/context";
import { pickSpaceIn } from "../../../bots/events/generic";
import { factionOptions, govtPieces, stepOf, top } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";
import { guerrillas, spacesInPlay } from "../../../core/queries";
import { hasAttackTarget } from "../../../ops/attack";
import type { Faction } from "../../../types";

/** spaces where g could Ambush a Government piece */
const ambushGovt = (ctx: BotCtx, g: Faction) =>
  spacesInPlay(ctx.s).some(
    (i) => guerrillas(ctx.s, i, g) > 0 && govtPieces(ctx, i) > 0 && hasAttackTarget(ctx.s, i, g),
  );

registerInstruction(29, "shaded", (ctx) => {
  if (ctx.d.kind === "chooseFaction") {
    const offered = factionOptions(ctx);
    // the executor Ambushes itself; else (the Cartels) whoever can hit the Government, FARC first
    const self = offered.find((x) => x.f === ctx.f);
    const govt = offered.find((x) => ambushGovt(ctx, x.f));
    const pick = self ?? govt ?? offered[0];
    if (!pick) return null;
    ctx.say(self ? "np.ev.29.self" : govt ? "np.ev.29.govt" : "np.ev.29.order", { faction: pick.f });
    return pick.o;
  }
  if (stepOf(ctx) !== "space") return null;
  // where the Government has the most pieces (whom an Insurgent hurts first)
  const t = top(ctx, (i) => govtPieces(ctx, i));
  const o = pickSpaceIn(ctx, [t.spaces]);
  if (o?.t === "space") ctx.say("np.ev.29.space", { space: o.s, n: t.n });
  return o ?? null;
});
