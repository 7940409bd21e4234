// Frame handlers by kind. A frame is a plain-JSON step of the game on the frame stack;
// its handler lists the legal options (decide), does automatic work (auto) and applies
// a chosen option (onCommand). Modules register their handlers when imported (engine/all.ts).
import type { Ctx } from "../core/mutate";
import type { CommandBody, Decision, Frame, GameState, RuleError } from "../types";

export interface FrameHandler<F extends Frame = Frame> {
  /**
   * Pure. The Decision this frame waits for, or null when it has automatic work to do.
   * A Decision must have at least one option (no dead ends).
   */
  decide(s: GameState, f: F): Decision | null;
  /** Automatic work when decide() returned null; must make progress (change state or stack). */
  auto?(ctx: Ctx, f: F): void;
  /** Apply an option of this frame's Decision (already validated by membership). */
  onCommand?(ctx: Ctx, f: F, c: CommandBody): void;
  /** Optional: why a command that is not among the options is refused (rule number and reason). */
  explain?(s: GameState, f: F, c: CommandBody): RuleError | null;
}

const handlers = new Map<string, FrameHandler>();

export function registerFrame<F extends Frame>(kind: F["k"], h: FrameHandler<F>): void {
  handlers.set(kind, h);
}

export function handlerOf(kind: string): FrameHandler {
  const h = handlers.get(kind);
  if (!h) throw new Error(`no handler for frame ${kind}`);
  return h;
}

export function hasHandler(kind: string): boolean {
  return handlers.has(kind);
}
