// 8.4 Non-player Events: the steps of an Event a Non-player executes (placeholder until written).
import type { Option } from "../../types";
import type { BotCtx } from "../context";

/** a step inside an Event (context.event set) for the Non-player deciding it; null: not handled */
export function eventStep(_ctx: BotCtx): Option | null {
  return null;
}
