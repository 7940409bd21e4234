import { registerDecline, registerInstruction } from "../../../bots/events/registry";
import { cubes } from "../../../core/queries";
import { SPACE_IDS, SPACE_INDEX } from "../../../data/map";

// Guerrillas facing Government cubes first: Active, they are what an Assault removes; elsewhere
// 8.2 at random (generic)
registerInstruction(20, "shaded", (ctx) => {
  if (ctx.d.kind !== "flipPiece") return null;
  const spaces = ctx.d.options.flatMap((o) => (o.t === "flip" ? [SPACE_INDEX[o.s]] : []));
  const at = ctx.pick([[...new Set(spaces)].filter((i) => cubes(ctx.s, i) > 0)]);
  if (at === null) return null;
  ctx.say("np.ev.20.hide", { space: SPACE_IDS[at], n: cubes(ctx.s, at) });
  return ctx.d.options.find((o) => o.t === "flip" && SPACE_INDEX[o.s] === at) ?? null;
});

// shaded: a free March and Underground flips for the FARC's own Guerrillas, nothing else: an AUC
// or Cartels Non-player would only help the FARC, so it takes Operations instead (8.4.4,
// docs/rulings.md)
registerDecline(20, "shaded", { who: ["auc", "cartels"], when: () => true, helps: "farc" });
