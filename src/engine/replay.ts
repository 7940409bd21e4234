// Saved games are { setup, commands }: replaying the commands on a fresh game rebuilds the state
// exactly (the engine is deterministic). stateHash fingerprints a state for comparisons.
import { apply, settle } from "./flow/runtime";
import { createGame } from "./game";
import {
  type Command,
  type GameState,
  isRuleError,
  type RuleError,
  type Setup,
  type Transfer,
} from "./types";

export interface SavedGame {
  setup: Setup;
  commands: (Command | Transfer)[];
}

/**
 * Where a command log starts: a new game from its setup, or a state saved earlier (a log cut at a
 * rules change continues from the snapshot it had reached; its commands count from that state).
 */
export type ReplayStart = Setup | { state: GameState };

export function startState(start: ReplayStart): GameState {
  return "state" in start ? settle(structuredClone(start.state)) : createGame(start);
}

/** the `seq` the first command of a log from this start gets (commands count from there) */
export function startSeq(start: ReplayStart): number {
  return "state" in start ? start.state.seq : 0;
}

export interface ReplayStep {
  /** index of the command about to be applied */
  index: number;
  state: GameState;
}

/**
 * Apply the commands in order to a new game. Returns the final state, or the RuleError of the
 * first refused command (its index in `detail`). `onStep` sees every state before each command.
 */
export function replay(
  start: ReplayStart,
  commands: readonly (Command | Transfer)[],
  onStep?: (st: ReplayStep) => void,
): GameState | RuleError {
  let s = startState(start);
  for (let i = 0; i < commands.length; i++) {
    onStep?.({ index: i, state: s });
    const r = apply(s, commands[i]);
    if (isRuleError(r)) return { ...r, message: { key: "error.replay", params: { index: i, code: r.code } } };
    s = r.state;
  }
  return s;
}

/** replay that throws on a refused command (CLI and tests). */
export function replayOrThrow(start: ReplayStart, commands: readonly (Command | Transfer)[]): GameState {
  const r = replay(start, commands);
  if (isRuleError(r)) throw new Error(`replay refused: ${JSON.stringify(r)}`);
  return r;
}

// --- stateHash: FNV-1a over a canonical JSON text (object keys sorted), two 32-bit lanes ---

let h1 = 0;
let h2 = 0;

function feed(str: string): void {
  let a = h1;
  let b = h2;
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 13);
  }
  h1 = a;
  h2 = b;
}

function walk(v: unknown): void {
  if (v === null || v === undefined) {
    feed("null");
    return;
  }
  switch (typeof v) {
    case "number":
    case "boolean":
      feed(String(v));
      return;
    case "string":
      feed(JSON.stringify(v));
      return;
    case "object": {
      if (Array.isArray(v)) {
        feed("[");
        for (let i = 0; i < v.length; i++) {
          if (i) feed(",");
          walk(v[i] === undefined ? null : v[i]);
        }
        feed("]");
        return;
      }
      const o = v as Record<string, unknown>;
      const keys = Object.keys(o)
        .filter((k) => o[k] !== undefined)
        .sort();
      feed("{");
      for (let i = 0; i < keys.length; i++) {
        if (i) feed(",");
        feed(JSON.stringify(keys[i]));
        feed(":");
        walk(o[keys[i]]);
      }
      feed("}");
      return;
    }
    default:
      feed("null");
  }
}

/** Deterministic fingerprint of a state: equal for equal JSON content, whatever the key order. */
export function stateHash(s: GameState): string {
  h1 = 0x811c9dc5 | 0;
  h2 = 0x2f1a6b3d | 0;
  walk(s);
  return (h1 >>> 0).toString(16).padStart(8, "0") + (h2 >>> 0).toString(16).padStart(8, "0");
}
