// 6.3.3 Drug Profits for ANY Non-player holding Shipments, and the 8.1.2 2nd-bullet choice of the
// Guerrilla that takes a new Shipment. FARC, AUC and Cartels bots call drugProfitsStep from
// their step during the Resources phase.
//
// 8.1.2 5th bullet: a Non-player spends its Shipments on Bases first, and only then cashes them
// for +6 Resources each. The engine asks one Shipment at a time (place a Base in its space, or
// cash it) and cashes the rest by itself once no Base can be placed, so the bot only has to
// prefer any offered Base. Several spaces that could take a Base: 8.2 random space.
import { SPACE_INDEX } from "../../data/map";
import type { Option } from "../../types";
import type { BotCtx } from "../context";

export { placeShipmentStep, shipmentHolderRank } from "./shipments";

/** 6.3.3 / 8.1.2: the Drug Profits choice of a Non-player (null outside the Resources phase) */
export function drugProfitsStep(ctx: BotCtx): Option | null {
  if (ctx.d.context.phase !== "resources") return null;
  const bases = new Map<number, Option>();
  for (const o of ctx.d.options) if (o.t === "place") bases.set(SPACE_INDEX[o.s], o);
  const at = ctx.pick([[...bases.keys()]]);
  const base = at === null ? undefined : bases.get(at);
  if (base?.t === "place") {
    ctx.say("np.drugs.base", { faction: ctx.f, space: base.s });
    return base;
  }
  const cash = ctx.choice((c) => c.k === "cash");
  if (cash?.t === "choose" && cash.c.k === "cash") {
    ctx.say("np.drugs.cash", { faction: ctx.f, space: cash.c.space });
    return cash;
  }
  return null;
}
