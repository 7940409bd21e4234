// Where the board's labels go so that none hides another: each label (a space's name, its Pop,
// its markers and pieces) tries a list of spots near its space, in order of preference, and takes
// the first one that overlaps nothing already placed; when every spot is taken, the one that
// overlaps least. Greedy and deterministic (same input, same picture).
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function intersects(a: Box, b: Box, gap = 0): boolean {
  return a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;
}

function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The boxes placed so far, bucketed on a coarse grid so that a test looks only nearby. */
export class Occupancy {
  private cells = new Map<number, Box[]>();
  readonly all: Box[] = [];
  constructor(
    readonly bounds: Box,
    private cell = 96,
  ) {}

  private keys(b: Box): number[] {
    const out: number[] = [];
    const x0 = Math.floor(b.x / this.cell);
    const x1 = Math.floor((b.x + b.w) / this.cell);
    const y0 = Math.floor(b.y / this.cell);
    const y1 = Math.floor((b.y + b.h) / this.cell);
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) out.push(x * 4096 + y);
    return out;
  }

  add(b: Box): void {
    this.all.push(b);
    for (const k of this.keys(b)) {
      const list = this.cells.get(k);
      if (list) list.push(b);
      else this.cells.set(k, [b]);
    }
  }

  /** how much of `b` is covered by placed boxes (kept `gap` apart) or lies off the board */
  cost(b: Box, gap: number): number {
    const r = this.bounds;
    let c = 0;
    if (b.x < r.x || b.y < r.y || b.x + b.w > r.x + r.w || b.y + b.h > r.y + r.h) c += b.w * b.h;
    const seen = new Set<Box>();
    for (const k of this.keys(b))
      for (const o of this.cells.get(k) ?? []) {
        if (seen.has(o)) continue;
        seen.add(o);
        if (intersects(b, o, gap)) c += Math.max(1, overlapArea(b, o));
      }
    return c;
  }
}

/**
 * Place a box of size (w, h) at the first of `spots` (top-left corners) that is free, else at the
 * least covered one; the placed box is added to `occ`. Returns it.
 */
export function placeBox(
  occ: Occupancy,
  w: number,
  h: number,
  spots: { x: number; y: number }[],
  gap = 2,
): Box {
  let best: Box | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const p of spots) {
    const b = { x: p.x, y: p.y, w, h };
    const c = occ.cost(b, gap);
    if (c === 0) {
      best = b;
      break;
    }
    if (c < bestCost) {
      bestCost = c;
      best = b;
    }
  }
  const out = best ?? { x: spots[0]?.x ?? 0, y: spots[0]?.y ?? 0, w, h };
  occ.add(out);
  return out;
}

/**
 * Spots around a point for a box of size (w, h): first the `preferred` ones, then rings of
 * growing radius (8 directions, then 16), up to `reach`.
 */
export function ringSpots(
  at: { x: number; y: number },
  w: number,
  h: number,
  preferred: { x: number; y: number }[],
  reach: number,
  step = 14,
): { x: number; y: number }[] {
  const out = [...preferred];
  for (let r = step; r <= reach; r += step) {
    const n = r < 3 * step ? 8 : r < 6 * step ? 16 : 32;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + Math.PI / 2; // start below the point, then round
      out.push({ x: at.x + Math.cos(a) * r - w / 2, y: at.y + Math.sin(a) * r - h / 2 });
    }
  }
  return out;
}
