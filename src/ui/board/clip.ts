// A Department's region inside Colombia without a stencil mask (masks cost a lot on software
// WebGL at every redraw): its convex Voronoi cell clipped to the country's outline, once, as a
// fill polygon (Sutherland–Hodgman) and as the lines of its border that lie inside Colombia.
import type { Pt } from "./layout";
import { inPolygon } from "./regions";

export interface ClippedRegion {
  /** fill polygons (one per outline ring the cell meets) */
  fills: Pt[][];
  /** border segments [a, b] inside Colombia: cell edges and the country's own outline */
  lines: [Pt, Pt][];
}

const cross = (o: Pt, a: Pt, b: Pt) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

function area2(poly: Pt[]): number {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    a += p.x * q.y - q.x * p.y;
  }
  return a;
}

/** Where segment p–q crosses the infinite line a–b (as a point), assuming it does. */
function lineCut(p: Pt, q: Pt, a: Pt, b: Pt): Pt {
  const dp = cross(a, b, p);
  const dq = cross(a, b, q);
  const t = dp / (dp - dq);
  return { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
}

/** Sutherland–Hodgman: the part of `subject` (any simple polygon) inside the convex `clip`. */
export function clipPolygon(subject: Pt[], clip: Pt[]): Pt[] {
  const s = Math.sign(area2(clip)) || 1;
  let out = subject;
  for (let i = 0; i < clip.length && out.length; i++) {
    const a = clip[i];
    const b = clip[(i + 1) % clip.length];
    const inside = (p: Pt) => s * cross(a, b, p) >= 0;
    const input = out;
    out = [];
    for (let j = 0; j < input.length; j++) {
      const p = input[j];
      const q = input[(j + 1) % input.length];
      const pin = inside(p);
      const qin = inside(q);
      if (pin) out.push(p);
      if (pin !== qin) out.push(lineCut(p, q, a, b));
    }
  }
  return out;
}

/** Parameters t in (0,1) where segment a–b crosses segment c–d. */
function crossings(a: Pt, b: Pt, c: Pt, d: Pt): number | null {
  const den = (b.x - a.x) * (d.y - c.y) - (b.y - a.y) * (d.x - c.x);
  if (Math.abs(den) < 1e-12) return null;
  const t = ((c.x - a.x) * (d.y - c.y) - (c.y - a.y) * (d.x - c.x)) / den;
  const u = ((c.x - a.x) * (b.y - a.y) - (c.y - a.y) * (b.x - a.x)) / den;
  return t > 0 && t < 1 && u >= 0 && u <= 1 ? t : null;
}

/** The segment a–b cut where it crosses the rings; the pieces whose middle is inside them. */
function insideParts(a: Pt, b: Pt, rings: Pt[][]): [Pt, Pt][] {
  const ts = [0, 1];
  for (const r of rings)
    for (let i = 0; i < r.length; i++) {
      const t = crossings(a, b, r[i], r[(i + 1) % r.length]);
      if (t !== null) ts.push(t);
    }
  ts.sort((x, y) => x - y);
  const at = (t: number) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
  const out: [Pt, Pt][] = [];
  for (let i = 1; i < ts.length; i++) {
    if (ts[i] - ts[i - 1] < 1e-9) continue;
    const mid = at((ts[i] + ts[i - 1]) / 2);
    if (rings.some((r) => inPolygon(mid, r))) out.push([at(ts[i - 1]), at(ts[i])]);
  }
  return out;
}

/** The cell (convex) inside the country (one or more rings). */
export function clipRegion(cell: Pt[], country: Pt[][]): ClippedRegion {
  const fills = country.map((r) => clipPolygon(r, cell)).filter((p) => p.length >= 3);
  const lines: [Pt, Pt][] = [];
  // the cell's own edges, where they run inside the country
  for (let i = 0; i < cell.length; i++)
    lines.push(...insideParts(cell[i], cell[(i + 1) % cell.length], country));
  // the country's outline, where it runs inside the cell
  const s = Math.sign(area2(cell)) || 1;
  for (const r of country)
    for (let i = 0; i < r.length; i++) {
      let p = r[i];
      let q = r[(i + 1) % r.length];
      let keep = true;
      for (let k = 0; k < cell.length && keep; k++) {
        const a = cell[k];
        const b = cell[(k + 1) % cell.length];
        const pin = s * cross(a, b, p) >= 0;
        const qin = s * cross(a, b, q) >= 0;
        if (!pin && !qin) keep = false;
        else if (!pin) p = lineCut(p, q, a, b);
        else if (!qin) q = lineCut(p, q, a, b);
      }
      if (keep && (p.x !== q.x || p.y !== q.y)) lines.push([p, q]);
    }
  return { fills, lines };
}
