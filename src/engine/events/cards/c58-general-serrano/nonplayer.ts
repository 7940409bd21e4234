import { at, cartelsIn, moveOptions } from "../../../bots/events/helpers";
import { registerDecline, registerInstruction } from "../../../bots/events/registry";

// Police out of spaces with Cartels pieces first, into spaces without any (8.2 at random among
// them); 8.4.2: as many as the Event allows
registerInstruction(58, "shaded", (ctx) => {
  if (ctx.d.kind !== "movePiece") return null;
  const opts = moveOptions(ctx);
  const origins = [...new Set(opts.map((o) => at(o.from)))];
  const from = ctx.pick([origins.filter((i) => cartelsIn(ctx, i) > 0), origins]);
  const out = opts.filter((o) => at(o.from) === from);
  const dests = out.map((o) => at(o.to));
  const to = ctx.pick([dests.filter((i) => cartelsIn(ctx, i) === 0), dests]);
  const o = out.find((m) => at(m.to) === to);
  if (o && from !== null) ctx.say("np.ev.58.police", { from: o.from, space: o.to, n: cartelsIn(ctx, from) });
  return o ?? null;
});

// shaded: the Cartels move the Police, whoever executes, and away from their own pieces: a FARC
// or AUC Non-player would only serve the Cartels, so it takes Operations instead (8.4.4,
// docs/rulings.md)
registerDecline(58, "shaded", { who: ["farc", "auc"], when: () => true, helps: "cartels" });
