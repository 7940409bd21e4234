// Remove Shipments (4.5.3) held in some spaces, one command each.
import { removeShipment } from "../../core/mutate";
import { SPACES } from "../../data/map";
import { choose, DONE, decision } from "../../flow/decide";
import { registerFrame } from "../../flow/registry";
import { pop } from "../../flow/stack";
import type { CommandBody, Faction, Frame, GameState } from "../../types";
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

/** option value naming a Shipment by where it is and who holds it */
export const shipmentValue = (i: number, f: Faction): string => `shipment:${SPACES[i].id}:${f}`;

function shipmentOptions(s: GameState, f: ShipmentsFrame): CommandBody[] {
  if (f.did >= f.n) return [];
  const seen = new Set<string>();
  for (const sh of s.shipments) if (f.spaces.includes(sh.s)) seen.add(shipmentValue(sh.s, sh.f));
  return [...seen].map(choose);
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
    if (c.t !== "choose") return;
    const j = ctx.s.shipments.findIndex((sh) => shipmentValue(sh.s, sh.f) === c.v);
    removeShipment(ctx, j);
    f.did++;
  },
});
