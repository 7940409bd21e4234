// Read-only questions about the state: counts, Control, totals, availability, stacking. The
// map as the game has it now is in ./geography (re-exported here).

import { INVENTORY, POOL_INDICES, POOL_OF, SHIPMENTS, TERROR_MARKERS } from "../data/forces";
import { ECUADOR_STACK } from "../data/map";
import { type Faction, type GameState, P, type PieceKind } from "../types";
import { cityDeptSpaces, ecuadorIn, inPlay, isCityOrDept, popOf } from "./geography";
import { ACTIVE_OF, FACTION_INDICES, type Insurgent, isBase, OWNER, UNDERGROUND_OF } from "./pieces";

export * from "./geography";

export function count(s: GameState, i: number, k: PieceKind): number {
  return s.spaces[i].f[P[k]];
}

/** all pieces (forces) of a Faction in a space */
export function factionPieces(s: GameState, i: number, f: Faction): number {
  const c = s.spaces[i].f;
  const ix = FACTION_INDICES[f];
  return c[ix[0]] + c[ix[1]] + c[ix[2]];
}

export function guerrillas(s: GameState, i: number, f: Faction): number {
  if (f === "govt") return 0;
  const c = s.spaces[i].f;
  return c[P[UNDERGROUND_OF[f as Insurgent]]] + c[P[ACTIVE_OF[f as Insurgent]]];
}
export function underground(s: GameState, i: number, f: Faction): number {
  return f === "govt" ? 0 : s.spaces[i].f[P[UNDERGROUND_OF[f as Insurgent]]];
}
export function active(s: GameState, i: number, f: Faction): number {
  return f === "govt" ? 0 : s.spaces[i].f[P[ACTIVE_OF[f as Insurgent]]];
}
export function allGuerrillas(s: GameState, i: number): number {
  const c = s.spaces[i].f;
  return c[P.farcU] + c[P.farcA] + c[P.aucU] + c[P.aucA] + c[P.cartelsU] + c[P.cartelsA];
}
export function cubes(s: GameState, i: number): number {
  const c = s.spaces[i].f;
  return c[P.troops] + c[P.police];
}
export function basesIn(s: GameState, i: number): number {
  const c = s.spaces[i].f;
  return c[P.govtBase] + c[P.farcBase] + c[P.aucBase] + c[P.cartelsBase];
}
export function baseCount(s: GameState, i: number, f: Faction): number {
  return s.spaces[i].f[FACTION_INDICES[f][2]];
}
export function totalPieces(s: GameState, i: number): number {
  let n = 0;
  for (const v of s.spaces[i].f) n += v;
  return n;
}
/** pieces of every Faction but f */
export function enemyPieces(s: GameState, i: number, f: Faction): number {
  return totalPieces(s, i) - factionPieces(s, i, f);
}

/** 1.8 Control: Govt or FARC pieces alone exceed all others combined. */
export function controller(s: GameState, i: number): "govt" | "farc" | null {
  const all = totalPieces(s, i);
  const g = factionPieces(s, i, "govt");
  if (g > all - g) return "govt";
  const fa = factionPieces(s, i, "farc");
  if (fa > all - fa) return "farc";
  return null;
}
export function govtControls(s: GameState, i: number): boolean {
  const g = factionPieces(s, i, "govt");
  return g > totalPieces(s, i) - g;
}
export function farcControls(s: GameState, i: number): boolean {
  const f = factionPieces(s, i, "farc");
  return f > totalPieces(s, i) - f;
}

/** pieces of a pool on the map */
export function onMap(s: GameState, pool: keyof typeof INVENTORY): number {
  const ix = POOL_INDICES[pool];
  let n = 0;
  for (const sp of s.spaces) for (const j of ix) n += sp.f[j];
  return n;
}
/** 1.4.1 pieces of this kind's pool in Available Forces */
export function available(s: GameState, k: PieceKind): number {
  const pool = POOL_OF[k];
  return INVENTORY[pool] - onMap(s, pool) - (s.outOfPlay?.[pool] ?? 0); // card 49: gone for good
}
/** 1.4.1 a pool's inventory for the rest of the game: less what left the game (card 49) */
export function inventory(s: GameState, pool: keyof typeof INVENTORY): number {
  return INVENTORY[pool] - (s.outOfPlay?.[pool] ?? 0);
}
export function basesOnMap(s: GameState, f: Faction): number {
  const j = FACTION_INDICES[f][2];
  let n = 0;
  for (const sp of s.spaces) n += sp.f[j];
  return n;
}

/** 1.6.3 Total Support */
export function totalSupport(s: GameState): number {
  let n = 0;
  for (const i of cityDeptSpaces(s)) {
    const lv = s.spaces[i].sup;
    if (lv > 0) n += lv * popOf(s, i);
  }
  return n;
}
/** 1.6.3 Total Opposition */
export function totalOpposition(s: GameState): number {
  let n = 0;
  for (const i of cityDeptSpaces(s)) {
    const lv = s.spaces[i].sup;
    if (lv < 0) n -= lv * popOf(s, i);
  }
  return n;
}
/** 1.6.3 Opposition + Bases */
export function oppositionPlusBases(s: GameState): number {
  return totalOpposition(s) + basesOnMap(s, "farc");
}

/** Terror + Sabotage markers left to place (40, 3.3.4) */
export function terrorAvailable(s: GameState): number {
  let n = 0;
  for (const sp of s.spaces) n += sp.terror;
  return TERROR_MARKERS - n;
}
export function shipmentsAvailable(s: GameState): number {
  return SHIPMENTS - s.shipments.length;
}
/** 4.5.3 spaces holding Shipments of Faction f, each once, in the order of the Shipment list */
export function shipmentSpaces(s: GameState, f: Faction): number[] {
  const out: number[] = [];
  for (const sh of s.shipments) if (sh.f === f && !out.includes(sh.s)) out.push(sh.s);
  return out;
}
export function shipmentsIn(s: GameState, i: number, f?: Faction): number {
  let n = 0;
  for (const sh of s.shipments) if (sh.s === i && (f === undefined || sh.f === f)) n++;
  return n;
}

/** 1.4.2 a Base may stand here: City or Department with fewer than 2 Bases */
export function baseRoom(s: GameState, i: number): boolean {
  return isCityOrDept(s, i) && basesIn(s, i) < 2;
}

/** 1.4.2 / 6.4.4 Government forces may never be in a FARC Zone */
export function govtMayEnter(s: GameState, i: number): boolean {
  return !s.spaces[i].zone;
}
/** Victory margins (7.3) */
export function margins(s: GameState): Record<Faction, number> {
  const cb = basesOnMap(s, "cartels");
  return {
    govt: totalSupport(s) - 60,
    farc: oppositionPlusBases(s) - 25,
    auc: basesOnMap(s, "auc") - basesOnMap(s, "farc"),
    cartels: Math.min(cb - 10, s.resources.cartels - 40),
  };
}

/** May this piece be placed/moved into space i (1.4.2 stacking, FARC Zones)? */
export function canEnter(s: GameState, k: PieceKind, i: number): boolean {
  // 1.3.5 a foreign country is no space unless an Event made it one (cards 33, 71); Ecuador then
  // holds at most 2 pieces per Faction
  if (!inPlay(s, i)) return false;
  if (ecuadorIn(s, i) && factionPieces(s, i, OWNER[k]) >= ECUADOR_STACK) return false;
  if (OWNER[k] === "govt" && s.spaces[i].zone) return false;
  if (isBase(k)) return baseRoom(s, i);
  return true;
}
