// The 47 map spaces (1.3) as printed, with numeric indices for fast lookups. Rules ask the map
// through the state (core/geography), since Events change it (1.3.5); from here they take only
// identities (SPACE_IDS, SPACE_INDEX, spaceIdx, ECUADOR, PANAMA).
import type { SpaceId, SpaceType, Terrain } from "../types";
import raw from "./map.json";

interface RawSpace {
  id: string;
  name: string;
  type: string;
  pop?: number;
  econ?: number;
  terrain?: string;
  locType?: string;
  coastal: boolean;
  nextToVenezuela: boolean;
  nextToEcuador: boolean;
  adjacent: string[];
}

export interface SpaceDef {
  idx: number;
  id: SpaceId;
  name: string;
  type: SpaceType;
  pop: number;
  econ: number;
  terrain: Terrain | null;
  pipeline: boolean;
  coastal: boolean;
  nextToVenezuela: boolean;
  nextToEcuador: boolean;
  /** adjacent spaces in play (foreign countries excluded until an Event makes them spaces, 1.3.5) */
  adj: number[];
  /** adjacency including foreign countries */
  adjAll: number[];
}

const rawSpaces = (raw as { spaces: RawSpace[] }).spaces;
const index: Record<string, number> = {};
rawSpaces.forEach((s, i) => {
  index[s.id] = i;
});

export const SPACES: readonly SpaceDef[] = rawSpaces.map((s, i) => {
  const adjAll = s.adjacent.map((a) => index[a]);
  return {
    idx: i,
    id: s.id,
    name: s.name,
    type: s.type as SpaceType,
    pop: s.pop ?? 0,
    econ: s.econ ?? 0,
    terrain: (s.terrain as Terrain | undefined) ?? null,
    pipeline: s.locType === "pipeline",
    coastal: s.coastal,
    nextToVenezuela: s.nextToVenezuela,
    nextToEcuador: s.nextToEcuador,
    adj: adjAll.filter((a) => rawSpaces[a].type !== "foreign"),
    adjAll,
  };
});

export const SPACE_COUNT = SPACES.length;
/** each space's id by index: what rules may read of the printed map without the state */
export const SPACE_IDS: readonly SpaceId[] = SPACES.map((s) => s.id);
export const SPACE_INDEX: Readonly<Record<SpaceId, number>> = index;

/** Spaces in play in a normal game (foreign countries excluded). */
export const MAP_SPACES: readonly SpaceDef[] = SPACES.filter((s) => s.type !== "foreign");
export const CITIES = MAP_SPACES.filter((s) => s.type === "city").map((s) => s.idx);
export const DEPTS = MAP_SPACES.filter((s) => s.type === "dept").map((s) => s.idx);
export const LOCS = MAP_SPACES.filter((s) => s.type === "loc").map((s) => s.idx);
/** Cities and Departments */
export const POP_SPACES = [...CITIES, ...DEPTS];

export function spaceIdx(id: SpaceId): number {
  const i = index[id];
  if (i === undefined) throw new Error(`unknown space ${id}`);
  return i;
}

export function isSpaceId(id: unknown): id is SpaceId {
  return typeof id === "string" && Object.hasOwn(index, id);
}

export function adjacent(a: number, b: number): boolean {
  return SPACES[a].adj.includes(b);
}

/** Ecuador: a foreign country (1.3.5) until card 33 makes it a 0-Pop Department */
export const ECUADOR = index.ecuador;
/** Panamá: a foreign country (1.3.5) until card 71 makes it a 0-Pop Forest Department */
export const PANAMA = index.panama;
/** the most pieces of one Faction that Ecuador may hold once it is a space (card 33) */
export const ECUADOR_STACK = 2;

/** which foreign countries an Event made spaces: bit 1 Ecuador, bit 2 Panamá */
export type OpenCountries = number;
export const OPEN_ECUADOR = 1;
export const OPEN_PANAMA = 2;
const OPENED: readonly [number, number][] = [
  [ECUADOR, OPEN_ECUADOR],
  [PANAMA, OPEN_PANAMA],
];

/** adjacency with some foreign countries in play: they and their neighbours gain each other */
const ADJ_BY_OPEN: readonly (readonly (readonly number[])[])[] = [0, 1, 2, 3].map((open) =>
  SPACES.map((d) => {
    const own = OPENED.find(([i]) => i === d.idx);
    if (own) return open & own[1] ? d.adjAll.filter((a) => SPACES[a].type !== "foreign") : d.adj;
    const extra = OPENED.filter(([i, bit]) => open & bit && d.adjAll.includes(i)).map(([i]) => i);
    return extra.length ? [...d.adj, ...extra] : d.adj;
  }),
);

/** spaces adjacent to space i, with the foreign countries an Event made spaces (1.3.5) */
export function adjacentSpaces(i: number, open: OpenCountries): readonly number[] {
  return ADJ_BY_OPEN[open & 3][i];
}
