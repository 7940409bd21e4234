// Section 8 a Non-player's notepad. A bot plans an action when it starts it (which spaces, in
// which order, what is left to do) and keeps that plan on a notepad, as a person playing the
// Non-players keeps notes on the Planning Map. The bot sends the note with its Command; the engine
// keeps it in state.botNotes for that Faction until the next card, and never reads it: the rules
// do not depend on it, replays carry it in the commands, and bots stay pure decide(state) functions.
import { ruleError } from "../core/errors";
import type { BotNote, Faction, GameState, RuleError } from "../types";

/** a note's JSON may not exceed this many characters */
export const MAX_BOT_NOTE = 2048;

function isNoteValue(v: unknown): boolean {
  if (typeof v === "string" || typeof v === "boolean") return true;
  if (typeof v === "number") return Number.isFinite(v);
  if (Array.isArray(v))
    return (
      v.length <= 64 && v.every((x) => typeof x === "string" || (typeof x === "number" && Number.isFinite(x)))
    );
  return false;
}

/** the longest JSON a finite number takes (e.g. -0.0000012345678901234567 is 25 characters) */
const NUMBER_JSON_MAX = 32;

/**
 * At least the length of the note's JSON (its values checked by isNoteValue): strings counted as
 * if every character took an escape (6), numbers at their longest. A note under the limit by this
 * bound needs no JSON.stringify; one over it is measured exactly.
 */
function noteJsonBound(note: object): number {
  let n = 2;
  for (const [k, v] of Object.entries(note)) {
    n += 6 * k.length + 4; // "key": and a comma
    if (typeof v === "string") n += 6 * v.length + 2;
    else if (Array.isArray(v)) {
      n += 2 + v.length;
      for (const x of v) n += typeof x === "string" ? 6 * x.length + 2 : NUMBER_JSON_MAX;
    } else n += NUMBER_JSON_MAX; // a number or a boolean
  }
  return n;
}

/** Is the `note` field of an untrusted command acceptable? null when it is (or absent). */
export function checkBotNote(s: GameState, by: Faction, note: unknown): RuleError | null {
  if (note === undefined) return null;
  if (typeof note !== "object" || note === null || Array.isArray(note))
    return ruleError("malformed", "protocol");
  if (!Object.values(note).every(isNoteValue)) return ruleError("malformed", "protocol");
  if (noteJsonBound(note) > MAX_BOT_NOTE && JSON.stringify(note).length > MAX_BOT_NOTE)
    return ruleError("malformed", "protocol");
  if (s.seats[by] !== "nonplayer") return ruleError("noteNotNonPlayer", "8.0", { faction: by });
  return null;
}

/** a JSON value as JSON would bring it back: -0 becomes 0, an array's hole null */
const jsonNumber = (x: unknown) => (x === undefined ? null : x === 0 ? 0 : x);

/**
 * The copy JSON.parse(JSON.stringify(note)) gives of a checked note (flat: strings, numbers,
 * booleans, short lists), built without the text; an unusual note (a `__proto__` key, a prototype
 * other than Object's) goes through JSON.
 */
function copyNote(note: BotNote): BotNote {
  if (Object.getPrototypeOf(note) !== Object.prototype || Object.hasOwn(note, "__proto__"))
    return JSON.parse(JSON.stringify(note)) as BotNote;
  const out: BotNote = {};
  for (const [k, v] of Object.entries(note)) {
    if (Array.isArray(v)) {
      const a: unknown[] = [];
      for (let i = 0; i < v.length; i++) a.push(jsonNumber(v[i]));
      out[k] = a as number[] | string[];
    } else out[k] = jsonNumber(v) as string | number | boolean;
  }
  return out;
}

/** Keep a checked note (a copy) for its Faction; the map is replaced, never changed in place. */
export function keepBotNote(s: GameState, by: Faction, note: BotNote | undefined): void {
  if (!note) return;
  s.botNotes = { ...s.botNotes, [by]: copyNote(note) };
}
