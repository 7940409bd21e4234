// Is a game file the continuation of the game this browser has? Two copies of one game (same id)
// share their history: one command list is the start of the other. Anything else is a fork, and
// the table refuses it, naming the first command where they part (no silent fork).
import { type AnyCommand, type GameState, parseCommand, type Setup, stateHash } from "../../engine/index";

export interface History {
  setup: Setup;
  base?: GameState;
  commands: readonly AnyCommand[];
}

export type HistoryCheck =
  /** the same commands: nothing new */
  | { kind: "same" }
  /** theirs continues mine: their commands from index `from` are new */
  | { kind: "ahead"; from: number }
  /** theirs is an older copy: it stops at `theirs` commands, mine has `mine` */
  | { kind: "behind"; theirs: number; mine: number }
  /** they part at command `index` (-1: the setup or the starting state differs) */
  | { kind: "differs"; index: number; mine?: AnyCommand; theirs?: AnyCommand };

/** JSON with sorted keys (undefined left out), so key order never makes two equal values differ */
export function canonical(v: unknown): string {
  if (v === null || typeof v !== "object") return JSON.stringify(v ?? null);
  if (Array.isArray(v)) return `[${v.map((x) => canonical(x === undefined ? null : x)).join(",")}]`;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(",")}}`;
}

/** what a command does, as on the wire (an option's decoded `c`, `meta`: the rules never read them) */
function commandKey(c: AnyCommand): string {
  const wire = (parseCommand(c) ?? c) as AnyCommand & { meta?: unknown };
  const { meta: _meta, ...rest } = wire;
  return canonical(rest);
}

/** a setup's meaning: an empty runBy, false options and no scripted dice are the same as none */
function setupKey(s: Setup): string {
  const options = Object.fromEntries(Object.entries(s.options ?? {}).filter(([, v]) => v));
  return canonical({
    ...s,
    runBy: s.runBy && Object.keys(s.runBy).length ? s.runBy : undefined,
    options: Object.keys(options).length ? options : undefined,
    dice: s.dice?.length ? s.dice : undefined,
  });
}

export function compareHistory(mine: History, theirs: History): HistoryCheck {
  const sameStart =
    setupKey(mine.setup) === setupKey(theirs.setup) &&
    (mine.base ? stateHash(mine.base) : "") === (theirs.base ? stateHash(theirs.base) : "");
  if (!sameStart) return { kind: "differs", index: -1 };
  const n = Math.min(mine.commands.length, theirs.commands.length);
  for (let i = 0; i < n; i++)
    if (commandKey(mine.commands[i]) !== commandKey(theirs.commands[i]))
      return { kind: "differs", index: i, mine: mine.commands[i], theirs: theirs.commands[i] };
  if (mine.commands.length === theirs.commands.length) return { kind: "same" };
  if (theirs.commands.length > n) return { kind: "ahead", from: n };
  return { kind: "behind", theirs: theirs.commands.length, mine: mine.commands.length };
}
