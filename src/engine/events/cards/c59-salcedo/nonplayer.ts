// Card 59 "Salcedo": our own instructions for a Non-player executing it (8.4.4), where the
// generic 8.4 rules would leave the choice to chance or get it wrong.

import type { BotCtx } from "../../../bots/context";
import { at, moveOptions } from "../../../bots/events/helpers";
import { registerDecline, registerInstruction } from "../../../bots/events/registry";
import { baseCount, guerrillas } from "../../../core/queries";

/** a Cartels Base without a Cartels Guerrilla: an Assault could remove it at once (3.2.4) */
const unguarded = (ctx: BotCtx, i: number) =>
  baseCount(ctx.s, i, "cartels") > 0 && guerrillas(ctx.s, i, "cartels") === 0;
/** a space that keeps a Guerrilla at its Base when one leaves (as the Cartels March, 8.5.2) */
const spare = (ctx: BotCtx, i: number) =>
  baseCount(ctx.s, i, "cartels") === 0 || guerrillas(ctx.s, i, "cartels") > 1;

// a lone Cartels Base gets a Guerrilla first; then 8.4.2 as many moves as allowed, at random, but
// never the last Guerrilla off a Base: with none to spare, the Cartels stop
registerInstruction(59, "shaded", (ctx) => {
  if (ctx.d.kind !== "movePiece") return null;
  const opts = moveOptions(ctx).filter((o) => spare(ctx, at(o.from)));
  if (!opts.length) {
    ctx.say("np.ev.59.keep", { faction: ctx.f });
    return ctx.done() ?? null;
  }
  const dests = [...new Set(opts.map((o) => at(o.to)))];
  const guard = dests.filter((i) => unguarded(ctx, i));
  const to = ctx.pick([guard, dests]);
  const into = opts.filter((o) => at(o.to) === to);
  const from = ctx.pick([into.map((o) => at(o.from))]);
  const o = into.find((m) => at(m.from) === from);
  if (o) ctx.say(guard.length ? "np.ev.59.guard" : "np.ev.59.move", { from: o.from, space: o.to });
  return o ?? null;
});

// shaded: Cartels Guerrillas hidden and relocated, nothing else: a FARC or AUC Non-player would
// only help the Cartels, so it takes Operations instead (8.4.4, docs/rulings.md)
registerDecline(59, "shaded", { who: ["farc", "auc"], when: () => true, helps: "cartels" });
