// 5.0 executing an Event: log it, record lasting effects (5.3 Capabilities, 5.4 Momentum),
// then run the side's program; its frames sit above the "event" frame until done.
import { type Ctx, log } from "../core/mutate";
import { card } from "../data/cards";
import { registerFrame } from "../flow/registry";
import { pop, push } from "../flow/stack";
import type { Faction, Frame } from "../types";
import { eventDef, type Side } from "./registry";

export interface EventFrame extends Frame {
  k: "event";
  n: number;
  side: Side;
  f: Faction;
}

export function executeEvent(ctx: Ctx, n: number, side: Side, f: Faction): void {
  const def = card(n);
  log(ctx, "log.event", { faction: f, card: n, side });
  // replaced, never changed in place: states share these (core/clone.ts)
  if (def.capability) ctx.s.capabilities = { ...ctx.s.capabilities, [n]: side }; // 5.3 rest of game
  if (def.momentum && side === "shaded") ctx.s.momentum = [...ctx.s.momentum, n]; // 5.4 until Reset
  push(ctx, { k: "event", n, side, f } satisfies EventFrame);
  eventDef(n)![side]!.run(ctx, f);
}

/** Is a Capability in play on this side (5.3)? Read by Operations through modifiers. */
export function capability(s: { capabilities: Record<number, Side> }, n: number, side: Side): boolean {
  return s.capabilities[n] === side;
}

registerFrame<EventFrame>("event", {
  decide: () => null,
  auto(ctx) {
    pop(ctx);
  },
});
