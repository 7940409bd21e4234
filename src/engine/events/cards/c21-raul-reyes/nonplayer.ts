import { registerInstruction } from "../../../bots/events/registry";
import { guerrillas } from "../../../core/queries";
import { SPACE_IDS, SPACE_INDEX } from "../../../data/map";

registerInstruction(21, "shaded", (ctx) => {
  if (ctx.d.kind !== "placePiece") return null;
  const places = ctx.d.options.flatMap((o) =>
    o.t === "place" && o.p === "farcBase" ? [SPACE_INDEX[o.s]] : [],
  );
  const withFarc = places.filter((i) => guerrillas(ctx.s, i, "farc") > 0);
  const at = ctx.pick([withFarc]);
  if (at === null) return null; // none: 8.4.3 at random (generic)
  ctx.say("np.ev.21.base", { space: SPACE_IDS[at] });
  return ctx.d.options.find((o) => o.t === "place" && SPACE_INDEX[o.s] === at) ?? null;
});
