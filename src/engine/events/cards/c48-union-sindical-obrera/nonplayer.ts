import { modeOption, setTo, shiftBy, stepOf } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

// unshaded (a Non-player Government): the FARC Base (it counts for FARC victory, 7.3); else the
// Opposition marker where Neutral changes the totals most (8.4.3)
registerInstruction(48, "unshaded", (ctx) => {
  const step = stepOf(ctx);
  if (step === "space") return setTo(0)(ctx);
  if (step !== "mode") return null;
  const o = modeOption(ctx, "farcBaseOut");
  if (o) ctx.say("np.ev.48.base", { faction: ctx.f });
  return o ?? null;
});

registerInstruction(48, "shaded", shiftBy(-1));
