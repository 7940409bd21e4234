// 4.5.3 When the Guerrilla holding a Shipment is removed and its owner has no other Guerrilla in
// the space, the owner must hand the Shipment to another Guerrilla there. With Guerrillas of two
// other Factions present, the owner (a player) chooses which. The removal itself happens deep
// inside an Operation or Event (core/mutate.settleShipments), where no question can be asked: it
// gives the Shipment to the heir by rule for now and marks it `ask`. Before the next Decision,
// the runtime puts this small frame on top of the stack, the owner picks, and play goes on.
import { choiceOf } from "../choice";
import { type Ctx, log, shipmentHeirs } from "../core/mutate";
import { SPACE_IDS } from "../data/map";
import type { Frame, GameState, Option, Shipment } from "../types";
import { choose, decision } from "./decide";
import { registerFrame } from "./registry";
import { pop, push } from "./stack";

export interface HeirFrame extends Frame {
  k: "shipHeir";
}

/** the first Shipment waiting for its former owner's choice */
function waiting(s: GameState): Shipment | undefined {
  for (const sh of s.shipments) if (sh.ask) return sh;
  return undefined;
}

/**
 * Called by the runtime between automatic steps: true when it pushed the choice frame (a
 * Shipment awaits its owner's choice and none is being asked already).
 */
export function askHeir(ctx: Ctx): boolean {
  const s = ctx.s;
  if (!s.shipments.length || s.frames[s.frames.length - 1]?.k === "shipHeir" || !waiting(s)) return false;
  push(ctx, { k: "shipHeir" } satisfies HeirFrame);
  return true;
}

registerFrame<HeirFrame>("shipHeir", {
  decide(s) {
    const sh = waiting(s);
    if (!sh?.ask) return null;
    const hs = shipmentHeirs(s, sh.s, sh.ask);
    if (hs.length < 2) return null;
    const opts: Option[] = hs.map((g) => choose({ k: "heir", faction: g }));
    return decision(
      sh.ask,
      "prompt.shipHeir",
      opts,
      { space: SPACE_IDS[sh.s] },
      { space: SPACE_IDS[sh.s] },
      "4.5.3",
    );
  },
  auto(ctx) {
    // the choice is moot (one heir left, or none waiting): the Shipment stays where the rule put it
    const sh = waiting(ctx.s);
    if (sh) delete sh.ask;
    if (!waiting(ctx.s)) pop(ctx);
  },
  onCommand(ctx, _f, c) {
    const ch = choiceOf(c);
    if (ch?.k !== "heir") return;
    const sh = waiting(ctx.s);
    if (!sh) return;
    const g = ch.faction;
    delete sh.ask;
    if (sh.f !== g) {
      sh.f = g;
      log(ctx, "log.shipmentTransfer", { space: SPACE_IDS[sh.s], faction: g });
    }
    if (!waiting(ctx.s)) pop(ctx);
  },
});
