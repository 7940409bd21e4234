// Place Shipments (4.5.3) for an Event, one command each: an Available Shipment goes beneath a
// Guerrilla of one of the listed Factions in one of the listed spaces, and that Faction owns it.
// A forced step with a single possible placement is applied without a question; "up to" steps
// offer `done`.
import { type Choice, choiceOf } from "../../choice";
import { type Ctx, placeShipment } from "../../core/mutate";
import { guerrillas, shipmentsAvailable } from "../../core/queries";
import { SPACE_IDS } from "../../data/map";
import { choose, DONE, decision } from "../../flow/decide";
import { registerFrame } from "../../flow/registry";
import { pop } from "../../flow/stack";
import type { Faction, Frame, GameState, Option } from "../../types";
import { ctxOf } from "./common";
import { shipmentChoice } from "./shipments";

export interface ShipmentPlaceFrame extends Frame {
  k: "ev.shipPlace";
  by: Faction;
  spaces: number[];
  /** whose Guerrillas may take the Shipment */
  factions: Faction[];
  n: number;
  did: number;
  upTo: boolean;
  prompt: string;
  rule: string;
}

function placeOptions(s: GameState, f: ShipmentPlaceFrame): Option[] {
  if (f.did >= f.n || shipmentsAvailable(s) <= 0) return [];
  const out: Option[] = [];
  for (const i of f.spaces)
    for (const g of f.factions) if (guerrillas(s, i, g) > 0) out.push(choose(shipmentChoice(i, g)));
  return out;
}

function applyPlace(ctx: Ctx, f: ShipmentPlaceFrame, c: Choice | null): boolean {
  if (c?.k !== "shipment") return false;
  for (const i of f.spaces)
    for (const g of f.factions)
      if (SPACE_IDS[i] === c.space && g === c.faction && placeShipment(ctx, i, g)) {
        f.did++;
        return true;
      }
  return false;
}

registerFrame<ShipmentPlaceFrame>("ev.shipPlace", {
  decide(s, f) {
    const opts = placeOptions(s, f);
    if (!opts.length || (!f.upTo && opts.length === 1)) return null;
    if (f.upTo) opts.push(DONE);
    return decision(f.by, f.prompt, opts, ctxOf(s), { n: f.n - f.did }, f.rule);
  },
  auto(ctx, f) {
    const opts = placeOptions(ctx.s, f);
    const only = opts[0];
    if (opts.length === 1 && !f.upTo && only.t === "choose" && applyPlace(ctx, f, only.c)) return;
    pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") f.n = f.did;
    else applyPlace(ctx, f, choiceOf(c));
  },
});

/** the Shipment placements a step could offer now (for a card's 8.1 test) */
export const shipmentPlaces = (s: GameState, spaces: number[], factions: Faction[]): number =>
  shipmentsAvailable(s) > 0
    ? spaces.reduce((n, i) => n + factions.filter((g) => guerrillas(s, i, g) > 0).length, 0)
    : 0;
