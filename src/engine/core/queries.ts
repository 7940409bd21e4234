// Read-only questions about the state: counts, Control, totals, availability, stacking.

import { INVENTORY, POOL_INDICES, POOL_OF, SHIPMENTS, TERROR_MARKERS } from "../data/forces";
import {
  adjacentSpaces,
  DEPTS,
  ECUADOR,
  LOCS,
  MAP_SPACES,
  OPEN_ECUADOR,
  OPEN_PANAMA,
  type OpenCountries,
  PANAMA,
  POP_SPACES,
  SPACES,
} from "../data/map";
import { type Faction, type GameState, P, type PieceKind } from "../types";
import { ACTIVE_OF, FACTION_INDICES, type Insurgent, UNDERGROUND_OF } from "./pieces";

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
  for (const d of MAP_SPACES) {
    const lv = s.spaces[d.idx].sup;
    if (lv > 0) n += lv * d.pop;
  }
  return n;
}
/** 1.6.3 Total Opposition */
export function totalOpposition(s: GameState): number {
  let n = 0;
  for (const d of MAP_SPACES) {
    const lv = s.spaces[d.idx].sup;
    if (lv < 0) n -= lv * d.pop;
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
  const t = SPACES[i].type;
  return (t === "city" || isDepartment(s, i)) && basesIn(s, i) < 2;
}

/** 1.3.5 card 33: is space i Ecuador, made a 0-Pop Department by the Event? */
export function ecuadorIn(s: GameState, i: number): boolean {
  return i === ECUADOR && !!s.ecuador;
}
/** 1.3.5 card 71: is space i Panamá, made a 0-Pop Forest Department by the Event? */
export function panamaIn(s: GameState, i: number): boolean {
  return i === PANAMA && !!s.panama;
}
/** the foreign countries Events made spaces, as adjacency wants them */
export function openCountries(s: GameState): OpenCountries {
  return (s.ecuador ? OPEN_ECUADOR : 0) | (s.panama ? OPEN_PANAMA : 0);
}
/** 1.3.5 is space i in play: every map space, and a foreign country an Event made a space */
export function inPlay(s: GameState, i: number): boolean {
  return SPACES[i].type !== "foreign" || ecuadorIn(s, i) || panamaIn(s, i);
}
/** a Department, counting a foreign country an Event made one (cards 33, 71) */
export function isDepartment(s: GameState, i: number): boolean {
  const t = SPACES[i].type;
  return t === "dept" || (t === "foreign" && inPlay(s, i));
}
/** the foreign countries Events made spaces (cards 33, 71), as Departments */
function openDepts(s: GameState): number[] {
  const out: number[] = [];
  if (s.ecuador) out.push(ECUADOR);
  if (s.panama) out.push(PANAMA);
  return out;
}
/** Departments in play: the map's, plus Ecuador or Panamá once an Event made them spaces */
export function deptSpaces(s: GameState): readonly number[] {
  return s.ecuador || s.panama ? [...DEPTS, ...openDepts(s)] : DEPTS;
}
/** Cities and Departments in play (where Train, Rally, Sweep may select, …) */
export function cityDeptSpaces(s: GameState): readonly number[] {
  return s.ecuador || s.panama ? [...POP_SPACES, ...openDepts(s)] : POP_SPACES;
}
const MAP_IDX = MAP_SPACES.map((d) => d.idx);
/** every space in play: the map's, plus Ecuador or Panamá once an Event made them spaces */
export function spacesInPlay(s: GameState): readonly number[] {
  return s.ecuador || s.panama ? [...MAP_IDX, ...openDepts(s)] : MAP_IDX;
}
/** Departments and LoCs in play (Air Strike, 4.2.2) */
export function deptLocSpaces(s: GameState): readonly number[] {
  return s.ecuador || s.panama ? [...DEPTS, ...LOCS, ...openDepts(s)] : DEPT_LOCS;
}
const DEPT_LOCS = [...DEPTS, ...LOCS];

/** 1.3.6 adjacent spaces in play (a foreign country included once it is a space) */
export function adjacentIn(s: GameState, i: number): readonly number[] {
  return adjacentSpaces(i, openCountries(s));
}
/** 1.4.2 / 6.4.4 Government forces may never be in a FARC Zone */
export function govtMayEnter(s: GameState, i: number): boolean {
  return !s.spaces[i].zone;
}
export function isPopSpace(i: number): boolean {
  const t = SPACES[i].type;
  return t === "city" || t === "dept";
}
/** can hold Support/Opposition (1.6.2) */
export function hasPop(i: number): boolean {
  return isPopSpace(i) && SPACES[i].pop > 0;
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
