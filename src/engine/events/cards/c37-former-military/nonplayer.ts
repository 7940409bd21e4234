// Card 37 "Former Military": our own instructions for a Non-player executing it (8.4.4), where the
// generic 8.4 rules would leave the choice to chance or get it wrong.

import { enemiesOf, pickSpaceIn } from "../../../bots/events/generic";
import { stepOf, top } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";
import { factionPieces } from "../../../core/queries";

// unshaded (a Non-player Government): Assault where both are possible, as it removes FARC pieces
// (the space itself: 8.2 at random, generic)
registerInstruction(37, "unshaded", (ctx) => {
  if (ctx.d.kind !== "chooseAction") return null;
  const o = ctx.exact({ k: "op", op: "assault", limited: false });
  if (o) ctx.say("np.ev.37.assault", { space: ctx.d.context.space ?? "" });
  return o ?? null;
});

// shaded: the free Ambush goes where the Government has the most pieces; with none in reach, the
// Insurgent leading on victory margin (the free March itself is the AUC flowchart's)
registerInstruction(37, "shaded", (ctx) => {
  if (stepOf(ctx) !== "ambush") return null;
  for (const e of enemiesOf(ctx.s, ctx.f)) {
    const t = top(ctx, (i) => factionPieces(ctx.s, i, e));
    const o = pickSpaceIn(ctx, [t.spaces]);
    if (o?.t === "space") {
      ctx.say("np.ev.37.ambush", { space: o.s, faction: e, n: t.n });
      return o;
    }
  }
  return null;
});
