// Frame-stack helpers used by every flow module.
import type { Ctx } from "../core/mutate";
import type { Frame, GameState } from "../types";

export function top(s: GameState): Frame {
  return s.frames[s.frames.length - 1];
}

export function push<F extends Frame>(ctx: Ctx, f: F): F {
  ctx.s.frames.push(f);
  return ctx.s.frames[ctx.s.frames.length - 1] as F;
}

export function pop(ctx: Ctx): Frame | undefined {
  return ctx.s.frames.pop();
}

/** the nearest frame of kind k below (or at) the top */
export function findFrame<F extends Frame>(s: GameState, k: string): F | null {
  for (let i = s.frames.length - 1; i >= 0; i--) if (s.frames[i].k === k) return s.frames[i] as F;
  return null;
}

/** the frame directly below the top one */
export function parent<F extends Frame>(s: GameState): F | null {
  return (s.frames[s.frames.length - 2] as F | undefined) ?? null;
}
