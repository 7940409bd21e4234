import { govtPieces } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";
import { guerrillas } from "../../../core/queries";
import { SPACE_INDEX } from "../../../data/map";

/** 3.3.3 an Attack hits on a roll up to the Guerrillas there: 3 or more make it even odds */
const ATTACK_GUERRILLAS = 3;

registerInstruction(19, "unshaded", (ctx) => {
  if (ctx.f === "govt" || ctx.d.kind !== "chooseAction") return null; // spaces: 8.2 at random
  const id = ctx.d.context.space;
  if (!id) return null;
  const i = SPACE_INDEX[id];
  const n = guerrillas(ctx.s, i, ctx.f);
  const attack = n >= ATTACK_GUERRILLAS && govtPieces(ctx, i) > 0;
  ctx.say(attack ? "np.ev.19.attack" : "np.ev.19.terror", { space: id, n });
  return ctx.exact({ k: "op", op: attack ? "attack" : "terror", limited: false }) ?? null;
});
