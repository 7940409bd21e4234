// Narration for the steps a flowchart takes without a box of its own (section 8): the Special
// Activity that goes with the Operation (8.5–8.7, the Government's G6), Train's further spaces,
// Base and Civic Action (3.2.1), cubes leaving a new FARC Zone (6.4.4), and the Momentum cards in
// play (5.4) when a card's first Non-player action starts. Said only where the bot said nothing.
import type { Faction, Option } from "../types";
import type { BotCtx } from "./context";

/** the section of each Faction's flowchart (the Government's is ours: G boxes) */
const SECTION: Record<Faction, string> = { govt: "G6", farc: "8.7", auc: "8.6", cartels: "8.5" };

/** the Momentum cards in play, told once per card at its first Non-player action (5.4) */
export function sayMomentum(ctx: BotCtx): void {
  const s = ctx.s;
  if (ctx.step.top.k !== "card" || Object.keys(s.card.acted).length > 0) return;
  for (const n of s.momentum) ctx.say("np.step.momentum", { card: n });
}

/** a line for the chosen option when the bot's flowchart said nothing about this step */
export function sayPlainStep(ctx: BotCtx, o: Option): void {
  const top = ctx.step.top;
  const a = ctx.step.action;
  if (o.t === "choose" && o.c.k === "sa") {
    ctx.say("np.step.sa", { faction: ctx.f, sa: o.c.sa, op: a?.op ?? "", rule: SECTION[ctx.f] });
    return;
  }
  if (top.k === "op.train") {
    if (o.t === "space") ctx.say("np.step.trainSpace", { space: o.s });
    else if (o.t === "choose" && o.c.k === "civic") {
      // civic:<space> starts Civic Action there; a bare civic is one more step in the same space
      const space = o.c.space ?? ctx.d.context.space ?? "";
      ctx.say(o.c.space ? "np.step.civic" : "np.step.civicMore", { space });
    } else if (o.t === "choose" && o.c.k === "base" && o.c.space)
      ctx.say("np.step.trainBase", { space: o.c.space });
    else if (o.t === "done" && ctx.d.kind === "chooseSpecial") ctx.say("np.step.civicStop");
    else if (o.t === "done" && ctx.d.kind === "selectSpace")
      ctx.say("np.step.trainEnd", { n: a?.opSpaces.length ?? 0 });
    return;
  }
  if (top.k === "farcZone" && o.t === "move")
    ctx.say("np.step.zoneMove", { piece: o.p, from: o.from, to: o.to });
}
