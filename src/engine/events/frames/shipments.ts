// Remove Shipments (4.5.3) held in some spaces, one command each.
import { type Choice, choiceOf } from "../../choice";
import { removeShipment } from "../../core/mutate";
import { SPACE_IDS } from "../../data/map";
import { choose, DONE, decision } from "../../flow/decide";
import { registerFrame } from "../../flow/registry";
import { pop } from "../../flow/stack";
import type { Faction, Frame, GameState, Option } from "../../types";
import { ctxOf } from "./common";

export interface ShipmentsFrame extends Frame {
  k: "ev.shipments";
  by: Faction;
  spaces: number[];
  n: number;
  did: number;
  upTo: boolean;
  prompt: string;
  rule: string;
}

/** the Choice naming a Shipment by where it is and who holds it */
export const shipmentChoice = (i: number, f: Faction): Choice => ({
  k: "shipment",
  space: SPACE_IDS[i],
  faction: f,
});

function shipmentOptions(s: GameState, f: ShipmentsFrame): Option[] {
  if (f.did >= f.n) return [];
  const seen = new Set<Option>();
  for (const sh of s.shipments) if (f.spaces.includes(sh.s)) seen.add(choose(shipmentChoice(sh.s, sh.f)));
  return [...seen];
}

registerFrame<ShipmentsFrame>("ev.shipments", {
  decide(s, f) {
    const opts = shipmentOptions(s, f);
    if (!opts.length) return null;
    if (f.upTo) opts.push(DONE);
    return decision(f.by, f.prompt, opts, ctxOf(s), { n: f.n - f.did }, f.rule);
  },
  auto(ctx) {
    pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") {
      f.n = f.did;
      return;
    }
    const ch = choiceOf(c);
    if (ch?.k !== "shipment") return;
    const j = ctx.s.shipments.findIndex((sh) => SPACE_IDS[sh.s] === ch.space && sh.f === ch.faction);
    removeShipment(ctx, j);
    f.did++;
  },
});
