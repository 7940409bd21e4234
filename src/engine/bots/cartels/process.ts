// 8.5.2 PROCESS after the March:
//  1. 2 Shipments, each in a random (8.2) space with Cartels Guerrillas and Bases (the same
//     space may get both), held by Cartels Guerrillas (8.1.2 2nd bullet inside the space);
//  2. failing that (or with no Shipment left to place), take one Cartels Base away for +3
//     Resources where the Cartels have two Bases (at random among such spaces);
//  3. otherwise no Special Activity.
import { guerrillas, shipmentsAvailable } from "../../core/queries";
import { SPACE_COUNT } from "../../data/map";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import { placeShipmentStep } from "../shared/shipments";
import { CARTELS, cartelsBases, pieceOptions, saOrDone, spaceId, spaceOf } from "./common";

/** 8.5.2 1st bullet's spaces */
function shipSpaces(s: GameState): number[] {
  if (shipmentsAvailable(s) <= 0) return [];
  const out: number[] = [];
  for (let i = 0; i < SPACE_COUNT; i++)
    if (cartelsBases(s, i) > 0 && guerrillas(s, i, CARTELS) > 0) out.push(i);
  return out;
}

/** 8.5.2 2nd bullet's spaces */
function twoBaseSpaces(s: GameState): number[] {
  const out: number[] = [];
  for (let i = 0; i < SPACE_COUNT; i++) if (cartelsBases(s, i) >= 2) out.push(i);
  return out;
}

/** at the Special Activity's turn after the March: Process if a bullet applies */
export function processChoice(ctx: BotCtx): Option | null {
  const go = shipSpaces(ctx.s).length > 0 || twoBaseSpaces(ctx.s).length > 0;
  if (!go) ctx.say("np.cartels.process.none", {});
  return saOrDone(ctx, "process", go);
}

/** 8.5.2 inside Process */
export function processStep(ctx: BotCtx): Option | null {
  const s = ctx.s;
  const ships = new Set<number>();
  for (const o of ctx.d.options)
    if (o.t === "choose" && o.c.k === "process" && o.c.faction === CARTELS) ships.add(spaceOf(o.c.space));
  const at = ctx.pick([[...ships]]);
  if (at !== null) {
    ctx.say("np.cartels.process.ship", { space: spaceId(at) });
    return placeShipmentStep(ctx, { factions: [CARTELS], space: at }) ?? null;
  }
  const removals = pieceOptions(ctx, "remove", "cartelsBase");
  // only before any Shipment was placed, and only one Base (the bullet says 1)
  const done = ctx.done();
  if (!done) {
    const i = ctx.pick([twoBaseSpaces(s).filter((x) => removals.has(x))]);
    if (i !== null) {
      ctx.say("np.cartels.process.base", { space: spaceId(i) });
      return removals.get(i) ?? null;
    }
  }
  return done ?? null;
}
