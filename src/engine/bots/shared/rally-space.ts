// Inside one selected Rally space of a FARC (8.7.1) or AUC (8.6.1) Non-player: do what the bullet
// that chose the space asks, Bases before Guerrillas (8.1.2).
import type { Insurgent } from "../../core/pieces";
import { active, available, baseCount, baseRoom, cubes, guerrillas, shipmentsIn } from "../../core/queries";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import { spaceId } from "./picks";

const BASE = { farc: "farcBase", auc: "aucBase", cartels: "cartelsBase" } as const;

/**
 * 8.5.1 / 8.6.1 / 8.7.1 1st bullet: the Faction's Guerrillas in space i that hold no Shipment. Our
 * state does not say which Guerrilla holds one; Non-players stack new Shipments on a Guerrilla that
 * already holds one (8.1.2 2nd bullet), so all of a space's Shipments count as held by one.
 */
export function freeGuerrillas(s: GameState, i: number, f: Insurgent): number {
  const g = guerrillas(s, i, f);
  return shipmentsIn(s, i, f) > 0 ? g - 1 : g;
}

/** Rally 1st bullet: 2 free Guerrillas, room for a Base, and a Base of the Faction Available */
export function rallyBaseSpace(s: GameState, i: number, f: Insurgent): boolean {
  return baseRoom(s, i) && freeGuerrillas(s, i, f) >= 2 && available(s, BASE[f]) > 0;
}

/** Rally 2nd bullet: Active Guerrillas of the Faction, one of its Bases and any cubes */
export function rallyFlipSpace(s: GameState, i: number, f: Insurgent): boolean {
  return active(s, i, f) > 0 && baseCount(s, i, f) > 0 && cubes(s, i) > 0;
}

/** the part of the Rally frame this step reads */
export interface RallyView {
  stage: "select" | "space";
  cur: number;
  mode: "open" | "place" | "base" | "regroup";
}

export interface RallyBullets {
  f: "farc" | "auc";
  /** should a Base go into the space (asked first) */
  base: () => boolean;
  /** should the Guerrillas there flip Underground instead of new ones arriving */
  flip: () => boolean;
}

export function rallySpaceStep(ctx: BotCtx, fr: RallyView, c: RallyBullets): Option | null {
  const U = c.f === "farc" ? "farcU" : "aucU";
  const A = c.f === "farc" ? "farcA" : "aucA";
  const place = ctx.d.options.find((o) => o.t === "place" && o.p === U);
  switch (fr.mode) {
    case "open":
      return (
        (c.base() ? ctx.exact({ k: "base" }) : undefined) ??
        (c.flip() ? ctx.exact({ k: "regroup" }) : undefined) ??
        place ??
        ctx.done() ??
        null
      );
    case "base": {
      // 8.1.2 4th bullet: own Active Guerrillas make room for the Base before Underground ones
      const id = spaceId(fr.cur);
      return (
        ctx.d.options.find((o) => o.t === "remove" && o.p === A && o.s === id) ??
        ctx.d.options.find((o) => o.t === "remove" && o.p === U && o.s === id) ??
        null
      );
    }
    case "regroup":
      // 2nd bullet: nothing arrives; Done flips every Guerrilla of the Faction there Underground
      return ctx.done() ?? null;
    default:
      // 8.1.1 to the maximum extent: every Guerrilla the space takes
      return place ?? ctx.done() ?? null;
  }
}
