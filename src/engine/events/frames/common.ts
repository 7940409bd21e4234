// What the Event choice frames share: the running Event (the "ev.seq" frame holding the typed
// answers) and the Decision context that names the card.
import type { Ctx } from "../../core/mutate";
import { findFrame } from "../../flow/stack";
import type { Faction, Frame, GameState, Side } from "../../types";

/** A value a step may record for later steps (plain JSON: the frame is saved with the game). */
export type EvValue = number | string | boolean | number[] | string[];
export type EvData = Record<string, EvValue>;

/** One Event execution: who executes, the next step, and the answers so far. */
export interface EvFrame extends Frame {
  k: "ev.seq";
  n: number;
  side: Side;
  /** the executing Faction (5.1: it makes the choices unless the card says otherwise) */
  f: Faction;
  /** next step to run */
  i: number;
  data: EvData;
}

/** the Event execution that owns the frame on top */
export function evOf(s: GameState): EvFrame {
  return findFrame<EvFrame>(s, "ev.seq")!;
}

export function ctxOf(s: GameState): { card: number; event: Side } {
  const ev = evOf(s);
  return { card: ev.n, event: ev.side };
}

/** record an answer in the running Event */
export function answer(s: GameState, key: string, v: EvValue): void {
  evOf(s).data[key] = v;
}

/**
 * A step the toolkit runs through a frame of its own (a space loop, a string of free Special
 * Activities…). Its callbacks (the card's tests and actions) cannot be saved with the game, so
 * the frame names the step by its address in the card's program, `<card>.<side>.<index>`, and
 * the toolkit finds the callbacks again there. `registerEvent` binds each address once, when the
 * card is loaded; the step's frame is plain JSON like any other.
 */
export interface ToolStep {
  readonly tool: true;
  /** remember the callbacks under this address (registerEvent, at load) */
  bind(at: string): void;
  /** run the step: push its frame */
  start(ctx: Ctx, ev: EvFrame, at: string): void;
}

/** The callbacks of one kind of tool step, by address. */
export class ToolSpecs<T> {
  private readonly byAt = new Map<string, T>();
  constructor(private readonly kind: string) {}
  bind(at: string, spec: T): void {
    this.byAt.set(at, spec);
  }
  get(at: string): T {
    const spec = this.byAt.get(at);
    if (!spec) throw new Error(`no ${this.kind} step at ${at}`);
    return spec;
  }
}
