import { modeOption, stepOf } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

registerInstruction(68, "unshaded", (ctx) => {
  if (stepOf(ctx) !== "mode") return null;
  const o = modeOption(ctx, "pieces");
  if (o) ctx.say("np.ev.68.pieces", { faction: ctx.f });
  return o ?? null;
});
