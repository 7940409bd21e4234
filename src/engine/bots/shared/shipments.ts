// 8.1.2 2nd bullet, for every Non-player: a new Shipment (4.5.3) goes with an Underground
// Guerrilla before an Active one, and with a Guerrilla that already holds Shipments, if possible.
// Our state records a Shipment by its space and its holder's Faction, not by the Guerrilla, so
// the choice that remains is whose Guerrillas take it in a space: the Faction there with an
// Underground Guerrilla first, then the one already holding Shipments there. Used for Process
// (4.5.2) and for Events that place Shipments (`process` and `shipment` placement Choices).
import { guerrillas, shipmentsIn, underground } from "../../core/queries";
import { SPACE_INDEX } from "../../data/map";
import { FACTIONS, type Faction, type GameState, type Option } from "../../types";
import type { BotCtx } from "../context";

/** 8.1.2 2nd bullet: 0 best. Underground before Active, then holding Shipments before not. */
export function shipmentHolderRank(s: GameState, i: number, g: Faction): number {
  if (guerrillas(s, i, g) === 0) return 9;
  return (underground(s, i, g) > 0 ? 0 : 2) + (shipmentsIn(s, i, g) > 0 ? 0 : 1);
}

interface Placement {
  i: number;
  g: Faction;
  o: Option;
}

/** the offered Shipment placements (Process `process`, Event `shipment`), of these Factions */
function placements(ctx: BotCtx, factions?: readonly Faction[]): Placement[] {
  const out: Placement[] = [];
  for (const o of ctx.d.options) {
    if (o.t !== "choose" || (o.c.k !== "process" && o.c.k !== "shipment")) continue;
    if (factions && !factions.includes(o.c.faction)) continue;
    out.push({ i: SPACE_INDEX[o.c.space], g: o.c.faction, o });
  }
  return out;
}

export interface ShipmentPlaceSpec {
  /** only Guerrillas of these Factions may take it (default: any offered) */
  factions?: readonly Faction[];
  /** the space the caller's rule already selected (default: 8.2 random among the offered spaces) */
  space?: number;
  /** let the 8.1.2 rank also choose the space (best-ranked spaces first, then 8.2 random) */
  rankSpaces?: boolean;
}

/**
 * One Shipment placement among the Decision's options (only call it on a placement step): the
 * space (given, or random per 8.2), then the holder there by 8.1.2 2nd bullet; equal holders in
 * the order FARC, AUC, Cartels. Undefined when nothing fits.
 */
export function placeShipmentStep(ctx: BotCtx, spec: ShipmentPlaceSpec = {}): Option | undefined {
  const all = placements(ctx, spec.factions);
  if (!all.length) return undefined;
  let at = spec.space;
  if (at === undefined) {
    const spaces = [...new Set(all.map((p) => p.i))];
    let tiers: number[][] = [spaces];
    if (spec.rankSpaces) {
      const rankOf = (i: number) =>
        Math.min(...all.filter((p) => p.i === i).map((p) => shipmentHolderRank(ctx.s, i, p.g)));
      tiers = [0, 1, 2, 3, 9].map((r) => spaces.filter((i) => rankOf(i) === r));
    }
    at = ctx.pick(tiers) ?? undefined;
  }
  let best: Placement | undefined;
  let top = Number.POSITIVE_INFINITY;
  for (const p of all) {
    if (p.i !== at) continue;
    const r = shipmentHolderRank(ctx.s, p.i, p.g) * 10 + FACTIONS.indexOf(p.g);
    if (r < top) {
      top = r;
      best = p;
    }
  }
  return best?.o;
}
