// 8.4 Non-player Events: the steps of an Event a Non-player decides. A card's own instruction
// first (registry.ts, cards-a.ts / cards-b.ts), then the generic 8.4 rules (placeholder).
import type { Option } from "../../types";
import type { BotCtx } from "../context";
import "./cards-a";
import "./cards-b";
import { instructionFor } from "./registry";

/** a step inside an Event (context.event set) for the Non-player deciding it; null: not handled */
export function eventStep(ctx: BotCtx): Option | null {
  const { card, event } = ctx.d.context;
  if (card === undefined || event === undefined) return null;
  return instructionFor(card, event)?.(ctx) ?? null;
}
