// Card 21 "Raúl Reyes": our instructions on the FARC's sheet (leftmost, 8.4.4).
import { registerDecline, registerInstruction } from "../../../bots/events/registry";
import { guerrillas } from "../../../core/queries";
import { SPACE_IDS, SPACE_INDEX } from "../../../data/map";

// shaded: the FARC Base goes where FARC Guerrillas stand and the space has Support, if possible
// (the Playbook's instruction for the Non-player FARC); else where FARC Guerrillas stand; else
// 8.4.3 at random (generic)
registerInstruction(21, "shaded", (ctx) => {
  if (ctx.d.kind !== "placePiece") return null;
  const places = ctx.d.options.flatMap((o) =>
    o.t === "place" && o.p === "farcBase" ? [SPACE_INDEX[o.s]] : [],
  );
  const withFarc = places.filter((i) => guerrillas(ctx.s, i, "farc") > 0);
  const withSupport = withFarc.filter((i) => ctx.s.spaces[i].sup > 0);
  const at = ctx.pick([withSupport, withFarc]);
  if (at === null) return null;
  ctx.say(withSupport.includes(at) ? "np.ev.21.baseSupport" : "np.ev.21.base", { space: SPACE_IDS[at] });
  return ctx.d.options.find((o) => o.t === "place" && o.p === "farcBase" && SPACE_INDEX[o.s] === at) ?? null;
});

// shaded: FARC Resources and a FARC Base, nothing else: an AUC or Cartels Non-player would only
// help the FARC, so it takes Operations instead
registerDecline(21, "shaded", { who: ["auc", "cartels"], when: () => true, helps: "farc" });
