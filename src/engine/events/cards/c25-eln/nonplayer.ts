import { pickSpaceIn } from "../../../bots/events/generic";
import { hardest, stepOf } from "../../../bots/events/helpers";
import { registerDecline, registerInstruction } from "../../../bots/events/registry";
import { available, canEnter, factionPieces } from "../../../core/queries";

registerInstruction(25, "shaded", (ctx) => {
  if (stepOf(ctx) !== "dept") return null;
  // 8.1.2 Bases first: a Department where an Available FARC Base still fits
  const fits =
    available(ctx.s, "farcBase") > 0 ? ctx.spaceOptions().filter((i) => canEnter(ctx.s, "farcBase", i)) : [];
  const o = pickSpaceIn(ctx, [fits]);
  if (o?.t === "space") ctx.say("np.ev.25.base", { space: o.s });
  return o ?? null;
});

// unshaded (a Non-player Government): the Mountain Department with the most FARC pieces
registerInstruction(
  25,
  "unshaded",
  hardest((ctx, i) => factionPieces(ctx.s, i, "farc")),
);

// shaded: 3 FARC pieces placed, nothing else: an AUC or Cartels Non-player would only help the
// FARC, so it takes Operations instead (8.4.4, docs/rulings.md)
registerDecline(25, "shaded", { who: ["auc", "cartels"], when: () => true, helps: "farc" });
