import { registerInstruction } from "../../../bots/events/registry";
import { cubes } from "../../../core/queries";
import { SPACE_IDS, SPACE_INDEX } from "../../../data/map";

// Guerrillas facing Government cubes first (Active, they are what a Sweep or Assault hits);
// elsewhere 8.2 at random (generic)
registerInstruction(47, "shaded", (ctx) => {
  // the card's only flip step: AUC's Active Guerrillas go Underground
  if (ctx.d.kind !== "flipPiece" || !ctx.d.options.some((o) => o.t === "flip" && o.p === "aucA")) return null;
  const spaces = ctx.d.options.flatMap((o) => (o.t === "flip" ? [SPACE_INDEX[o.s]] : []));
  const at = ctx.pick([[...new Set(spaces)].filter((i) => cubes(ctx.s, i) > 0)]);
  if (at === null) return null;
  ctx.say("np.ev.47.hide", { space: SPACE_IDS[at], n: cubes(ctx.s, at) });
  return ctx.d.options.find((o) => o.t === "flip" && SPACE_INDEX[o.s] === at) ?? null;
});
