// Calibration for a GM's scan of their own board (pure math, no Foundry). The GM clicks the
// centre of some spaces on the scene; a similarity transform (scale, rotation, translation) fitted
// by least squares places our board over the scan, and each clicked space gets its exact spot.
import { MAP_SPACES, type SpaceId } from "../engine/index";
import { type BoardLayout, computeGeometry, type Pt } from "../ui/index";

export interface Calibration {
  /** scene coordinates the GM clicked, by space */
  points: Record<SpaceId, Pt>;
  /** opacity of our drawn map over the scan (0 = scan only) */
  mapAlpha: number;
}

/** x' = a·x − b·y + tx ; y' = b·x + a·y + ty */
export interface Similarity {
  a: number;
  b: number;
  tx: number;
  ty: number;
}

export const IDENTITY: Similarity = { a: 1, b: 0, tx: 0, ty: 0 };

export function applyT(t: Similarity, p: Pt): Pt {
  return { x: t.a * p.x - t.b * p.y + t.tx, y: t.b * p.x + t.a * p.y + t.ty };
}

export function invertT(t: Similarity): Similarity {
  const d = t.a * t.a + t.b * t.b;
  const a = t.a / d;
  const b = -t.b / d;
  return { a, b, tx: -(a * t.tx - b * t.ty), ty: -(b * t.tx + a * t.ty) };
}

/** Least-squares similarity mapping src[i] → dst[i]; null with fewer than 2 distinct points. */
export function fitSimilarity(src: Pt[], dst: Pt[]): Similarity | null {
  const n = Math.min(src.length, dst.length);
  if (n < 2) return null;
  let sx = 0;
  let sy = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < n; i++) {
    sx += src[i].x;
    sy += src[i].y;
    dx += dst[i].x;
    dy += dst[i].y;
  }
  sx /= n;
  sy /= n;
  dx /= n;
  dy /= n;
  let num1 = 0;
  let num2 = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    const px = src[i].x - sx;
    const py = src[i].y - sy;
    const qx = dst[i].x - dx;
    const qy = dst[i].y - dy;
    num1 += px * qx + py * qy;
    num2 += px * qy - py * qx;
    den += px * px + py * py;
  }
  if (den < 1e-9) return null;
  const a = num1 / den;
  const b = num2 / den;
  return { a, b, tx: dx - (a * sx - b * sy), ty: dy - (b * sx + a * sy) };
}

/** Untrusted scene flag → a clean Calibration, or null. */
export function parseCalibration(x: unknown): Calibration | null {
  if (typeof x !== "object" || x === null) return null;
  const o = x as Record<string, unknown>;
  const points: Record<SpaceId, Pt> = {};
  const ids = new Set(MAP_SPACES.map((s) => s.id));
  if (typeof o.points === "object" && o.points !== null)
    for (const [id, p] of Object.entries(o.points as Record<string, unknown>)) {
      const q = p as Partial<Pt> | null;
      if (ids.has(id) && q && Number.isFinite(q.x) && Number.isFinite(q.y))
        points[id] = { x: q.x as number, y: q.y as number };
    }
  const alpha = typeof o.mapAlpha === "number" && o.mapAlpha >= 0 && o.mapAlpha <= 1 ? o.mapAlpha : 0;
  return { points, mapAlpha: alpha };
}

/** The board transform and layout for a calibration (null when fewer than 2 points). */
export function solveCalibration(c: Calibration): { transform: Similarity; layout: BoardLayout } | null {
  const base = computeGeometry();
  const ids = Object.keys(c.points).filter((id) => base.has(id));
  const t = fitSimilarity(
    ids.map((id) => base.get(id)!.anchor),
    ids.map((id) => c.points[id]),
  );
  if (!t) return null;
  const inv = invertT(t);
  const anchors: Record<SpaceId, Pt> = {};
  for (const id of ids) if (base.get(id)!.def.type !== "loc") anchors[id] = applyT(inv, c.points[id]);
  return { transform: t, layout: { anchors } };
}

/** Spaces the GM is asked to click, in map order (Cities and Departments: LoCs follow them). */
export function calibrationOrder(): SpaceId[] {
  return MAP_SPACES.filter((s) => s.type !== "loc").map((s) => s.id);
}
