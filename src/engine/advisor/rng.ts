// A small seeded generator for the advisor's own draws (mulberry32): the determinized worlds and
// their generator seeds come from the advisor's seed, never from the game's hidden generator.

export type Rand = () => number;

export function makeRand(seed: number): Rand {
  let t = seed | 0;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let x = Math.imul(t ^ (t >>> 15), t | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** a seed mixed from two integers (a run seed and an index) */
export function mix(a: number, b: number): number {
  let h = (a ^ 0x9e3779b9) | 0;
  h = Math.imul(h ^ (b + 0x7f4a7c15), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

export function shuffleWith<T>(r: Rand, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    const t = xs[i];
    xs[i] = xs[j];
    xs[j] = t;
  }
  return xs;
}
