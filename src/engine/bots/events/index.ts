// 8.4 Non-player Events: the steps of an Event a Non-player decides. The card's own instruction
// first (8.4.4, registry.ts: events/cards/cNN-*/nonplayer.ts, loaded by cards.ts), then the
// generic 8.4 rules (generic.ts);
// a step neither settles goes on to the framework's generic step (bots/generic.ts).
import type { Option } from "../../types";
import type { BotCtx } from "../context";
import "./cards";
import { genericEventStep } from "./generic";
import { instructionFor } from "./registry";

/** a step inside an Event (context.event set) for the Non-player deciding it; null: not handled */
export function eventStep(ctx: BotCtx): Option | null {
  const { card, event } = ctx.d.context;
  if (card === undefined || event === undefined) return null;
  const own = instructionFor(card, event)?.(ctx) ?? null;
  if (own && ctx.has(own)) return own;
  if (own) ctx.say("np.offPlan", { faction: ctx.f }); // a card instruction's slip: caught by the tests
  return genericEventStep(ctx);
}
