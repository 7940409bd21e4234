// Where each space sits on our schematic board: real-world positions (src/ui/data/geo.json)
// projected to board pixels, then nudged for legibility. A GM can calibrate with `BoardLayout`.
import { MAP_SPACES, SPACE_INDEX, SPACES, type SpaceDef, type SpaceId } from "../../engine/index";
import geo from "../data/geo.json";
import outlines from "../data/outlines.json";

export interface Pt {
  x: number;
  y: number;
}

/** Per-space overrides (board pixels): an anchor for Cities/Departments, a path for LoCs. */
export interface BoardLayout {
  anchors?: Record<SpaceId, Pt>;
  paths?: Record<SpaceId, Pt[]>;
  /** where the stack of pieces sits, relative to the anchor (or the LoC's middle) */
  stacks?: Record<SpaceId, Pt>;
}

export interface SpaceGeom {
  def: SpaceDef;
  /** City/Department centre, or the LoC's label point */
  anchor: Pt;
  /** LoC polyline */
  path?: Pt[];
  /** where the piece stack starts: its top-left, or its top-right when `align` is "right" */
  stack: Pt;
  align: "left" | "right";
  /** a foreign country that an Event may make a space (Ecuador, card 33): its outline */
  ring?: Pt[];
}

interface GeoFile {
  towns: Record<string, number[]>;
  spaces: Record<string, { lat?: number; lon?: number; path?: number[][] }>;
}

/**
 * The board window (degrees) and a piecewise-linear projection: the crowded Andean west and
 * north keep full scale, the roomy Llanos/Amazon east and south are compressed.
 */
const WIN = { west: -79.7, east: -66.7, north: 12.7, south: -4.4 };
const BREAK_LON = -72;
const BREAK_LAT = 1;
const EAST_K = 0.55;
const SOUTH_K = 0.6;
/** board pixels per degree in the uncompressed part */
export const SCALE = 130;

function px(lon: number): number {
  return lon <= BREAK_LON
    ? (lon - WIN.west) * SCALE
    : (BREAK_LON - WIN.west) * SCALE + (lon - BREAK_LON) * SCALE * EAST_K;
}
function py(lat: number): number {
  return lat >= BREAK_LAT
    ? (WIN.north - lat) * SCALE
    : (WIN.north - BREAK_LAT) * SCALE + (BREAK_LAT - lat) * SCALE * SOUTH_K;
}

export const BOARD_W = Math.round(px(WIN.east));
export const BOARD_H = Math.round(py(WIN.south));

/** Project a real-world position to board pixels. */
export function project(lon: number, lat: number): Pt {
  return { x: px(lon), y: py(lat) };
}

/**
 * Legibility nudges in board pixels (the Andean Cities are close together in reality).
 * Departments sit where their region is roomy; Cities keep their place.
 */
const NUDGE: Record<string, Pt> = {
  ibague: { x: -40, y: -10 },
  medellin: { x: -10, y: -10 },
  cali: { x: -20, y: 10 },
  neiva: { x: 0, y: 20 },
  bogota: { x: 25, y: 0 },
  bucaramanga: { x: 10, y: -10 },
  cucuta: { x: 20, y: -20 },
  "santa-marta": { x: 20, y: -10 },
  cartagena: { x: -25, y: 5 },
  sincelejo: { x: -10, y: 10 },
  huila: { x: -63, y: 150 },
  "meta-west": { x: 30, y: 10 },
  santander: { x: 25, y: -20 },
  antioquia: { x: -50, y: -20 },
  choco: { x: -40, y: 0 },
  cesar: { x: 10, y: 40 },
  atlantico: { x: 0, y: 25 },
  narino: { x: -30, y: 20 },
  putumayo: { x: 0, y: 10 },
};

/** Stack offsets relative to the anchor, where the default (below the label) would collide. */
const STACK: Record<string, Pt> = {};
/** Cities whose stack grows to the left of the circle (room on that side). */
const STACK_LEFT = new Set(["cali", "medellin", "pasto", "cartagena"]);

function defaultStack(def: SpaceDef): Pt {
  if (def.type === "city") return { x: 24, y: -18 };
  if (def.type === "loc") return { x: 12, y: 4 };
  return { x: -40, y: 30 };
}

function midpoint(path: Pt[]): Pt {
  // the point halfway along the polyline
  let total = 0;
  for (let i = 1; i < path.length; i++) total += dist(path[i - 1], path[i]);
  let left = total / 2;
  for (let i = 1; i < path.length; i++) {
    const d = dist(path[i - 1], path[i]);
    if (d >= left) {
      const k = d ? left / d : 0;
      return {
        x: path[i - 1].x + (path[i].x - path[i - 1].x) * k,
        y: path[i - 1].y + (path[i].y - path[i - 1].y) * k,
      };
    }
    left -= d;
  }
  return path[0];
}

export function dist(a: Pt, b: Pt): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Geometry of every map space, with the layout's overrides applied. */
export function computeGeometry(layout: BoardLayout = {}): Map<SpaceId, SpaceGeom> {
  const g: GeoFile = geo;
  const anchors = new Map<SpaceId, Pt>();
  for (const def of MAP_SPACES) {
    if (def.type === "loc") continue;
    const o = layout.anchors?.[def.id];
    const p = g.spaces[def.id];
    if (o) anchors.set(def.id, o);
    else if (p?.lat !== undefined && p.lon !== undefined) {
      const q = project(p.lon, p.lat);
      const n = NUDGE[def.id] ?? { x: 0, y: 0 };
      anchors.set(def.id, { x: q.x + n.x, y: q.y + n.y });
    }
  }
  const out = new Map<SpaceId, SpaceGeom>();
  for (const def of MAP_SPACES) {
    let anchor: Pt;
    let path: Pt[] | undefined;
    if (def.type === "loc") {
      path = layout.paths?.[def.id] ?? locPath(def.id, g, anchors);
      anchor = midpoint(path);
    } else anchor = anchors.get(def.id) ?? { x: 0, y: 0 };
    const left = !layout.stacks?.[def.id] && STACK_LEFT.has(def.id);
    const off = layout.stacks?.[def.id] ?? STACK[def.id] ?? (left ? { x: -24, y: -18 } : defaultStack(def));
    out.set(def.id, {
      def,
      anchor,
      path,
      stack: { x: anchor.x + off.x, y: anchor.y + off.y },
      align: left ? "right" : "left",
    });
  }
  out.set("ecuador", foreignGeom(layout, "ecuador", project(-78.6, -1.2), { x: -40, y: 18 }));
  out.set("panama", foreignGeom(layout, "panama", project(-79.2, 9.0), { x: 20, y: 14 }));
  return out;
}

/**
 * A foreign country (1.3.5): drawn as a country, and as a space once an Event makes it one
 * (Ecuador card 33, Panamá card 71; state-layer). Its pieces stack under the country's name;
 * its outline is its region for highlights and drops.
 */
function foreignGeom(layout: BoardLayout, id: SpaceId, at: Pt, stack: Pt): SpaceGeom {
  const anchor = layout.anchors?.[id] ?? at;
  const off = layout.stacks?.[id] ?? stack;
  const rings = countryRings()[id] ?? [];
  const ring = rings.reduce<Pt[]>((a, r) => (r.length > a.length ? r : a), []);
  return {
    def: SPACES[SPACE_INDEX[id]],
    anchor,
    stack: { x: anchor.x + off.x, y: anchor.y + off.y },
    align: "left",
    ring,
  };
}

/** A LoC's polyline: its geo path, with ends snapped to (nudged) Cities where they meet one. */
function locPath(id: SpaceId, g: GeoFile, anchors: Map<SpaceId, Pt>): Pt[] {
  const raw = g.spaces[id]?.path ?? [];
  const cities = [...anchors.entries()].filter(([k]) => MAP_SPACES.find((s) => s.id === k)?.type === "city");
  return raw.map(([lat, lon]) => {
    const q = project(lon, lat);
    for (const [cid, a] of cities) {
      const c = g.spaces[cid];
      if (c?.lat !== undefined && c.lon !== undefined && Math.hypot(c.lat - lat, c.lon - lon) < 0.05)
        return a;
    }
    return q;
  });
}

let rings: Record<string, Pt[][]> | null = null;

/** Country rings in board pixels (projected once; the map data is read once per page). */
export function countryRings(): Record<string, Pt[][]> {
  if (rings) return rings;
  const out: Record<string, Pt[][]> = {};
  for (const [name, rs] of Object.entries(outlines.countries as Record<string, number[][][]>))
    out[name] = rs.map((r) => r.map(([lon, lat]) => project(lon, lat)));
  rings = out;
  return out;
}
