// What the Event choice frames share: the running Event (the "ev.seq" frame holding the typed
// answers) and the Decision context that names the card.
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
