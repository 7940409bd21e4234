// Card 53 "Criminal Air Force" (single Event): our own instructions for a Non-player executing it (8.4.4), where the
// generic 8.4 rules would leave the choice to chance or get it wrong.

import { pickSpaceIn } from "../../../bots/events/generic";
import { evData, most, moveOptions, selfOrTrailing, stepOf } from "../../../bots/events/helpers";
import { registerDecline, registerInstruction } from "../../../bots/events/registry";
import { ACTIVE_OF, type Insurgent } from "../../../core/pieces";
import { active, baseCount } from "../../../core/queries";

registerInstruction(53, "unshaded", (ctx) => {
  if (ctx.d.kind === "chooseFaction") return selfOrTrailing(ctx, 53);
  const g = evData(ctx).faction as Insurgent | undefined;
  if (!g) return null;
  const step = stepOf(ctx);
  // the Department with the most Active Guerrillas of that Faction: they arrive Underground
  if (step === "from") return most(ctx, (i) => active(ctx.s, i, g), "np.ev.53.from");
  if (step === "to") {
    // a Department where that Faction has a Base: the Guerrillas guard it (Bases go last, 3.2.4)
    const o = pickSpaceIn(ctx, [ctx.spaceOptions().filter((i) => baseCount(ctx.s, i, g) > 0)]);
    if (o?.t === "space") ctx.say("np.ev.53.to", { space: o.s, faction: g });
    return o ?? null;
  }
  if (ctx.d.kind !== "movePiece") return null;
  // Active Guerrillas first (only those that arrive Active are turned Underground); 8.4.2: the
  // second one too, never Done while a move is offered
  const o = moveOptions(ctx).find((m) => m.p === ACTIVE_OF[g]);
  if (o) ctx.say("np.ev.53.active", { space: o.to, piece: o.p });
  return o ?? null;
});

// a Non-player Government would only move and hide an Insurgent's Guerrillas: Operations instead
// (8.4.4, on the AUC's sheet; docs/rulings.md)
registerDecline(53, "unshaded", { who: ["govt"], when: () => true });
