// Which space is under a board point: Cities (circle), then LoCs (near the line), then the
// Department whose region holds the point (nearest anchor = its Voronoi cell), inside Colombia.
// `spaceAt` is the plain definition; `createHitIndex` answers the same question from a grid
// built once, looking only at what can matter in the point's grid cell (pointer moves call it).
import type { SpaceId } from "../../engine/index";
import { BOARD_H, BOARD_W, type Pt, type SpaceGeom } from "./layout";
import { inPolygon, segDist } from "./regions";
import { SIZES } from "./theme";

const CITY_R = SIZES.cityRadius + 4;
/** a point this close to a LoC's line is on the LoC */
const LOC_D = 9;

export function spaceAt(p: Pt, geom: Map<SpaceId, SpaceGeom>, colombia: Pt[][]): SpaceId | null {
  for (const g of geom.values())
    if (g.def.type === "city" && Math.hypot(p.x - g.anchor.x, p.y - g.anchor.y) <= CITY_R) return g.def.id;
  let best: SpaceId | null = null;
  let bestD = LOC_D;
  for (const g of geom.values()) {
    if (!g.path) continue;
    for (let i = 1; i < g.path.length; i++) {
      const d = segDist(p, g.path[i - 1], g.path[i]);
      if (d < bestD) {
        bestD = d;
        best = g.def.id;
      }
    }
  }
  if (best) return best;
  // Ecuador (card 33): its country outline; the engine refuses it while it is no space
  for (const g of geom.values()) if (g.ring && inPolygon(p, g.ring)) return g.def.id;
  if (!colombia.some((r) => inPolygon(p, r))) return null;
  let nd = Number.POSITIVE_INFINITY;
  for (const g of geom.values()) {
    if (g.def.type !== "dept") continue;
    const d = Math.hypot(p.x - g.anchor.x, p.y - g.anchor.y);
    if (d < nd) {
      nd = d;
      best = g.def.id;
    }
  }
  return best;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface Seg {
  id: SpaceId;
  a: Pt;
  b: Pt;
}
/** What can answer a query inside one grid cell (each list in the order `spaceAt` scans). */
interface Cell {
  cities: SpaceGeom[];
  segs: Seg[];
  rings: SpaceGeom[];
  /** true/false: the whole cell is inside/outside Colombia; null: test the point */
  inside: boolean | null;
  depts: SpaceGeom[];
}

const boxDist = (p: Pt, b: Box) =>
  Math.hypot(Math.max(b.x0 - p.x, 0, p.x - b.x1), Math.max(b.y0 - p.y, 0, p.y - b.y1));
const boxFar = (p: Pt, b: Box) =>
  Math.hypot(Math.max(p.x - b.x0, b.x1 - p.x), Math.max(p.y - b.y0, b.y1 - p.y));
const overlaps = (a: Box, b: Box) => a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
const bboxOf = (pts: Pt[], pad = 0): Box => ({
  x0: Math.min(...pts.map((p) => p.x)) - pad,
  y0: Math.min(...pts.map((p) => p.y)) - pad,
  x1: Math.max(...pts.map((p) => p.x)) + pad,
  y1: Math.max(...pts.map((p) => p.y)) + pad,
});

/** The same answers as `spaceAt`, from a grid of `size`-pixel cells over the board. */
export function createHitIndex(
  geom: Map<SpaceId, SpaceGeom>,
  colombia: Pt[][],
  size = 40,
): (p: Pt) => SpaceId | null {
  const cols = Math.ceil(BOARD_W / size);
  const rows = Math.ceil(BOARD_H / size);
  const all = [...geom.values()];
  const segs: (Seg & { box: Box })[] = [];
  for (const g of all)
    if (g.path)
      for (let i = 1; i < g.path.length; i++)
        segs.push({
          id: g.def.id,
          a: g.path[i - 1],
          b: g.path[i],
          box: bboxOf([g.path[i - 1], g.path[i]], LOC_D),
        });
  const rings = all.filter((g) => g.ring?.length).map((g) => ({ g, box: bboxOf(g.ring!) }));
  const edges: Box[] = [];
  for (const r of colombia)
    for (let i = 0; i < r.length; i++) edges.push(bboxOf([r[i], r[(i + 1) % r.length]]));
  const depts = all.filter((g) => g.def.type === "dept");

  const cells: Cell[] = [];
  for (let cy = 0; cy < rows; cy++)
    for (let cx = 0; cx < cols; cx++) {
      const box = { x0: cx * size, y0: cy * size, x1: (cx + 1) * size, y1: (cy + 1) * size };
      const centre = { x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2 };
      // a Department can be the nearest somewhere in the box only if its nearest possible
      // distance is within the farthest distance of the best-placed one
      const limit = Math.min(...depts.map((g) => boxFar(g.anchor, box)));
      cells.push({
        cities: all.filter((g) => g.def.type === "city" && boxDist(g.anchor, box) <= CITY_R),
        segs: segs.filter((s) => overlaps(s.box, box)),
        rings: rings.filter((r) => overlaps(r.box, box)).map((r) => r.g),
        inside: edges.some((e) => overlaps(e, box)) ? null : colombia.some((r) => inPolygon(centre, r)),
        depts: depts.filter((g) => boxDist(g.anchor, box) <= limit),
      });
    }

  return (p) => {
    const cx = Math.floor(p.x / size);
    const cy = Math.floor(p.y / size);
    if (cx < 0 || cy < 0 || cx >= cols || cy >= rows) return spaceAt(p, geom, colombia);
    const c = cells[cy * cols + cx];
    for (const g of c.cities) if (Math.hypot(p.x - g.anchor.x, p.y - g.anchor.y) <= CITY_R) return g.def.id;
    let best: SpaceId | null = null;
    let bestD = LOC_D;
    for (const s of c.segs) {
      const d = segDist(p, s.a, s.b);
      if (d < bestD) {
        bestD = d;
        best = s.id;
      }
    }
    if (best) return best;
    for (const g of c.rings) if (inPolygon(p, g.ring!)) return g.def.id;
    if (!(c.inside ?? colombia.some((r) => inPolygon(p, r)))) return null;
    let nd = Number.POSITIVE_INFINITY;
    for (const g of c.depts) {
      const d = Math.hypot(p.x - g.anchor.x, p.y - g.anchor.y);
      if (d < nd) {
        nd = d;
        best = g.def.id;
      }
    }
    return best;
  };
}
