// Department regions of our schematic board: the Voronoi cell of each Department's anchor
// (every point belongs to the nearest Department), clipped by the board rectangle here and by
// Colombia's outline through a mask when drawn.
import type { SpaceId } from "../../engine/index";
import type { Pt } from "./layout";

/** Keep the part of a convex polygon on a's side of the perpendicular bisector of a–b. */
function clipHalfPlane(poly: Pt[], a: Pt, b: Pt): Pt[] {
  const nx = b.x - a.x;
  const ny = b.y - a.y;
  const c = (b.x * b.x + b.y * b.y - a.x * a.x - a.y * a.y) / 2;
  const inside = (p: Pt) => nx * p.x + ny * p.y <= c;
  const out: Pt[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    const pin = inside(p);
    const qin = inside(q);
    if (pin) out.push(p);
    if (pin !== qin) {
      const dp = nx * p.x + ny * p.y - c;
      const dq = nx * q.x + ny * q.y - c;
      const t = dp / (dp - dq);
      out.push({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
    }
  }
  return out;
}

export function voronoiCells(sites: Map<SpaceId, Pt>, w: number, h: number): Map<SpaceId, Pt[]> {
  const rect: Pt[] = [
    { x: -w, y: -h },
    { x: 2 * w, y: -h },
    { x: 2 * w, y: 2 * h },
    { x: -w, y: 2 * h },
  ];
  const out = new Map<SpaceId, Pt[]>();
  for (const [id, a] of sites) {
    let cell = rect;
    for (const [other, b] of sites) if (other !== id) cell = clipHalfPlane(cell, a, b);
    out.set(id, cell);
  }
  return out;
}

/** Centroid of a polygon (for placing labels inside odd-shaped cells). */
export function centroid(poly: Pt[]): Pt {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    const k = p.x * q.y - q.x * p.y;
    a += k;
    cx += (p.x + q.x) * k;
    cy += (p.y + q.y) * k;
  }
  if (Math.abs(a) < 1e-9) return poly[0];
  return { x: cx / (3 * a), y: cy / (3 * a) };
}

/** Is p inside the polygon (even-odd rule)? */
export function inPolygon(p: Pt, poly: Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i];
    const b = poly[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Distance from p to segment a–b. */
export function segDist(p: Pt, a: Pt, b: Pt): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const l2 = dx * dx + dy * dy;
  const t = l2 ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2)) : 0;
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}
