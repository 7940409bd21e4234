// The map as the game has it now. Every question a rule asks about a space — whether it is a space
// at all, its type, Population, terrain, coast, borders, neighbours — goes through the state,
// because Events change the map: card 33 makes Ecuador a 0-Pop Department and card 71 makes Panamá
// a 0-Pop Forest Department, spaces "for all purposes" from then on (1.3.5).
//
// This is the only engine module that reads the printed map (`data/map`'s SPACES and lists); the
// layer test (test/engine/layers.test.ts) fails if a rule, card, bot or Propaganda module does.

import {
  adjacentSpaces,
  CITIES,
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
import type { GameState, SpaceType, Terrain } from "../types";

/** which parts of the game's state the map depends on */
type MapState = Pick<GameState, "ecuador" | "panama">;

/** 1.3.5 card 33: is space i Ecuador, made a 0-Pop Department by the Event? */
export function ecuadorIn(s: MapState, i: number): boolean {
  return i === ECUADOR && !!s.ecuador;
}
/** 1.3.5 card 71: is space i Panamá, made a 0-Pop Forest Department by the Event? */
export function panamaIn(s: MapState, i: number): boolean {
  return i === PANAMA && !!s.panama;
}
/** the foreign countries Events made spaces, as adjacency wants them */
export function openCountries(s: MapState): OpenCountries {
  return (s.ecuador ? OPEN_ECUADOR : 0) | (s.panama ? OPEN_PANAMA : 0);
}
/** 1.3.5 is i a space: every map space, and a foreign country an Event made a space */
export function inPlay(s: MapState, i: number): boolean {
  return SPACES[i].type !== "foreign" || ecuadorIn(s, i) || panamaIn(s, i);
}

/** 1.3.1 the space's type now: a foreign country an Event opened is a Department (1.3.5) */
export function spaceType(s: MapState, i: number): SpaceType {
  const t = SPACES[i].type;
  return t === "foreign" && inPlay(s, i) ? "dept" : t;
}
/** 1.3.2 a City (no Event makes one) */
export function isCity(s: MapState, i: number): boolean {
  return spaceType(s, i) === "city";
}
/** 1.3.2 a Department, counting a foreign country an Event made one (cards 33, 71) */
export function isDepartment(s: MapState, i: number): boolean {
  return spaceType(s, i) === "dept";
}
/** 1.3.3 a Line of Communication */
export function isLoC(s: MapState, i: number): boolean {
  return spaceType(s, i) === "loc";
}
/** a City or Department in play (the spaces with Population, Support and Bases) */
export function isCityOrDept(s: MapState, i: number): boolean {
  const t = spaceType(s, i);
  return t === "city" || t === "dept";
}
/** 1.3.2 Population: 0 for LoCs and for a foreign country an Event opened */
export function popOf(s: MapState, i: number): number {
  return isCityOrDept(s, i) ? SPACES[i].pop : 0;
}
/** 1.6 a space that can hold Support or Opposition: a City or Department with Population */
export function hasPop(s: MapState, i: number): boolean {
  return popOf(s, i) > 0;
}
/** 1.3.2 a Department's terrain (Panamá Forest by card 71; Ecuador as the map draws it) */
export function terrainOf(s: MapState, i: number): Terrain | null {
  return isDepartment(s, i) ? SPACES[i].terrain : null;
}
/** 1.3.7 a coastal space in play (Ecuador and Panamá reach the sea once they are spaces) */
export function isCoastal(s: MapState, i: number): boolean {
  return inPlay(s, i) && SPACES[i].coastal;
}
/** 1.3.5 a space in play next to Venezuela (card 28) */
export function bordersVenezuela(s: MapState, i: number): boolean {
  return inPlay(s, i) && SPACES[i].nextToVenezuela;
}
/** 1.3.5 a space in play next to Ecuador (card 33) */
export function bordersEcuador(s: MapState, i: number): boolean {
  return inPlay(s, i) && SPACES[i].nextToEcuador;
}
/** 1.3.3 a LoC's Economic value (LoCs only; no Event makes one) */
export function econOf(i: number): number {
  return SPACES[i].econ;
}
/** 1.3.3 a pipeline LoC (no Event makes one) */
export function isPipeline(i: number): boolean {
  return SPACES[i].pipeline;
}

const NONE: readonly number[] = [];
/** 1.3.6 adjacent spaces in play (a foreign country included once it is a space); none for a
 * foreign country that is no space */
export function adjacentIn(s: MapState, i: number): readonly number[] {
  return inPlay(s, i) ? adjacentSpaces(i, openCountries(s)) : NONE;
}
/** 1.3.6 are spaces a and b adjacent now? */
export function areAdjacent(s: MapState, a: number, b: number): boolean {
  return adjacentIn(s, a).includes(b);
}

/** the foreign countries Events made spaces (cards 33, 71), as Departments */
function openDepts(s: MapState): number[] {
  const out: number[] = [];
  if (s.ecuador) out.push(ECUADOR);
  if (s.panama) out.push(PANAMA);
  return out;
}
const MAP_IDX = MAP_SPACES.map((d) => d.idx);
const DEPT_LOCS = [...DEPTS, ...LOCS];

/** every space in play: the map's, plus Ecuador or Panamá once an Event made them spaces */
export function spacesInPlay(s: MapState): readonly number[] {
  return s.ecuador || s.panama ? [...MAP_IDX, ...openDepts(s)] : MAP_IDX;
}
/** Cities (no Event adds one) */
export function citySpaces(_s: MapState): readonly number[] {
  return CITIES;
}
/** LoCs (no Event adds one) */
export function locSpaces(_s: MapState): readonly number[] {
  return LOCS;
}
/** Departments in play: the map's, plus Ecuador or Panamá once an Event made them spaces */
export function deptSpaces(s: MapState): readonly number[] {
  return s.ecuador || s.panama ? [...DEPTS, ...openDepts(s)] : DEPTS;
}
/** Cities and Departments in play (where Train, Rally, Sweep may select, …) */
export function cityDeptSpaces(s: MapState): readonly number[] {
  return s.ecuador || s.panama ? [...POP_SPACES, ...openDepts(s)] : POP_SPACES;
}
/** Departments and LoCs in play (Air Strike, 4.2.2) */
export function deptLocSpaces(s: MapState): readonly number[] {
  return s.ecuador || s.panama ? [...DEPTS, ...LOCS, ...openDepts(s)] : DEPT_LOCS;
}
