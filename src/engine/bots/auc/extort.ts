// 8.6.1 / 8.6.2 Extort after a Non-player AUC Rally or March: wherever it is possible (4.4.1: an
// Underground AUC Guerrilla there and AUC pieces outnumbering all the others). Every such space
// is taken, so their order does not matter. None: no Special Activity.
import { extortable } from "../../activities/extort";
import { spacesInPlay } from "../../core/queries";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import { spaceId } from "./common";

/** is there a space where the AUC could Extort? */
export function extortPossible(s: GameState): boolean {
  return spacesInPlay(s).some((i) => extortable(s, "auc", i));
}

export function extortStep(ctx: BotCtx): Option | null {
  const s = ctx.s;
  const next = ctx
    .spaceOptions()
    .sort((x, y) => x - y)
    .find((i) => extortable(s, "auc", i));
  if (next === undefined) return ctx.done() ?? null;
  ctx.say("np.auc.extort", { space: spaceId(next) });
  return ctx.spaceOption(next) ?? null;
}
