// Card 65 "Poppies" (single Event, 2nd edition): our own instructions for a Non-player executing it (8.4.4), where the
// generic 8.4 rules would leave the choice to chance or get it wrong.

import type { BotCtx } from "../../../bots/context";
import { pickSpaceIn } from "../../../bots/events/generic";
import { evData, modeOption, stepOf } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";
import { BASE_OF, type Insurgent } from "../../../core/pieces";
import { available, baseCount, canEnter, guerrillas } from "../../../core/queries";
import type { Option } from "../../../types";

const ownBaseFits = (ctx: BotCtx, i: number) =>
  ctx.f !== "govt" && available(ctx.s, BASE_OF[ctx.f]) > 0 && canEnter(ctx.s, BASE_OF[ctx.f], i);
const enemyBaseIn = (ctx: BotCtx, i: number) =>
  (["farc", "auc", "cartels"] as Insurgent[]).some((g) => g !== ctx.f && baseCount(ctx.s, i, g) > 0);
const enemyShipmentIn = (ctx: BotCtx, i: number) =>
  ctx.s.shipments.some((sh) => sh.s === i && sh.f !== ctx.f);

/** the first offered mode of `ways` whose test holds, narrated with its key */
function firstWay(ctx: BotCtx, ways: [string, boolean, string][]): Option | null {
  for (const [mode, ok, key] of ways) {
    const o = ok ? modeOption(ctx, mode) : undefined;
    if (o) {
      ctx.say(key, { faction: ctx.f });
      return o;
    }
  }
  return null;
}

registerInstruction(65, "unshaded", (ctx) => {
  const step = stepOf(ctx);
  if (step === "dept") {
    if (ctx.f === "govt") return null; // 8.2 at random (generic)
    // where its own Guerrilla can take the Shipment and its own Base fits, then either
    const mine = ctx.spaceOptions().filter((i) => guerrillas(ctx.s, i, ctx.f) > 0);
    const o = pickSpaceIn(ctx, [mine.filter((i) => ownBaseFits(ctx, i)), mine]);
    if (o?.t === "space") ctx.say("np.ev.65.dept", { space: o.s });
    return o ?? null;
  }
  const dept = evData(ctx).dept as number | undefined;
  if (dept === undefined) return null;
  const govt = ctx.f === "govt";
  if (step === "ship")
    return firstWay(ctx, [
      ["removeShipment", govt, "np.ev.65.shipOff"],
      ["placeShipment", guerrillas(ctx.s, dept, ctx.f) > 0, "np.ev.65.shipOwn"],
      ["removeShipment", enemyShipmentIn(ctx, dept), "np.ev.65.shipOff"],
      ["placeShipment", true, "np.ev.65.shipPlace"],
    ]);
  if (step === "base")
    return firstWay(ctx, [
      ["removeBase", govt, "np.ev.65.baseOff"],
      ["placeBase", ownBaseFits(ctx, dept), "np.ev.65.baseOwn"],
      ["removeBase", enemyBaseIn(ctx, dept), "np.ev.65.baseOff"],
      ["placeBase", true, "np.ev.65.basePlace"],
    ]);
  return null;
});
