// Which space is under a board point: Cities (circle), then LoCs (near the line), then the
// Department whose region holds the point (nearest anchor = its Voronoi cell), inside Colombia.
import type { SpaceId } from "../../engine/index";
import type { Pt, SpaceGeom } from "./layout";
import { inPolygon, segDist } from "./regions";
import { SIZES } from "./theme";

export function spaceAt(p: Pt, geom: Map<SpaceId, SpaceGeom>, colombia: Pt[][]): SpaceId | null {
  for (const g of geom.values())
    if (g.def.type === "city" && Math.hypot(p.x - g.anchor.x, p.y - g.anchor.y) <= SIZES.cityRadius + 4)
      return g.def.id;
  let best: SpaceId | null = null;
  let bestD = 9;
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
