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

/** Is the `note` field of an untrusted command acceptable? null when it is (or absent). */
export function checkBotNote(s: GameState, by: Faction, note: unknown): RuleError | null {
  if (note === undefined) return null;
  if (typeof note !== "object" || note === null || Array.isArray(note))
    return ruleError("malformed", "protocol");
  if (!Object.values(note).every(isNoteValue)) return ruleError("malformed", "protocol");
  if (JSON.stringify(note).length > MAX_BOT_NOTE) return ruleError("malformed", "protocol");
  if (s.seats[by] !== "nonplayer") return ruleError("noteNotNonPlayer", "8.0", { faction: by });
  return null;
}

/** Keep a checked note (a copy) for its Faction; the map is replaced, never changed in place. */
export function keepBotNote(s: GameState, by: Faction, note: BotNote | undefined): void {
  if (!note) return;
  s.botNotes = { ...s.botNotes, [by]: JSON.parse(JSON.stringify(note)) as BotNote };
}
