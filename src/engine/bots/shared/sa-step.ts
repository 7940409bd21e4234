// 4.1 the Special Activity a FARC or AUC Non-player takes once its Operation is over: Extort
// after Rally or March (4.3.3 / 4.4.2), the Terror's own activity after Terror (FARC Kidnap 4.3.4
// by 8.7.4, AUC Assassinate 4.4.4 by 8.6.4). The Ambush belongs to the Attack (8.6.3 / 8.7.3): it
// is taken in the Attack's space or not at all, so after an Attack the action simply ends.
import type { ActionFrame } from "../../flow/action";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";

export interface InsurgentSas {
  f: "farc" | "auc";
  extortPossible: (s: GameState) => boolean;
  /** the activity that goes with Terror, and whether it could reach a space */
  terrorSa: "kidnap" | "assassinate";
  terrorSaPossible: (s: GameState, a: ActionFrame) => boolean;
}

export function insurgentSaStep(ctx: BotCtx, a: ActionFrame, c: InsurgentSas): Option | null {
  const s = ctx.s;
  if (a.op === "rally" || a.op === "march") {
    const o = c.extortPossible(s) ? ctx.exact({ k: "sa", sa: "extort" }) : undefined;
    if (!o) ctx.say(`np.${c.f}.extortNone`);
    return o ?? ctx.done() ?? null;
  }
  if (a.op === "terror") {
    const o = c.terrorSaPossible(s, a) ? ctx.exact({ k: "sa", sa: c.terrorSa }) : undefined;
    if (!o) ctx.say(`np.${c.f}.${c.terrorSa}None`);
    return o ?? ctx.done() ?? null;
  }
  return ctx.done() ?? null;
}
