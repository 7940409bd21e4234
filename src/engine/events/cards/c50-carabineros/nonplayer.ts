import { modeOption, stepOf } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";

// 8.4.2 place as many pieces as the Event allows: the Police are replaced by AUC Guerrillas
registerInstruction(50, "shaded", (ctx) => {
  if (stepOf(ctx) !== "mode") return null;
  const o = modeOption(ctx, "policeToAuc");
  if (o) ctx.say("np.ev.50.replace", { faction: ctx.f });
  return o ?? null;
});
