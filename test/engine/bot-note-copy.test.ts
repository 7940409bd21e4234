// Section 8 notepad: the engine keeps a Non-player's note as JSON would bring it back (a copy
// the sender cannot change afterwards) and refuses a note whose JSON is over MAX_BOT_NOTE. Both
// are computed without building the JSON text when the note is small; these tests hold them to
// the JSON answers at the edges.
import { describe, expect, it } from "vitest";
import { checkBotNote, keepBotNote, MAX_BOT_NOTE } from "../../src/engine/flow/command-note";
import type { BotNote, GameState } from "../../src/engine/types";

const state = () =>
  ({
    seats: { govt: "nonplayer", farc: "nonplayer", auc: "player", cartels: "nonplayer" },
  }) as unknown as GameState;

const kept = (note: BotNote): BotNote => {
  const s = state();
  keepBotNote(s, "govt", note);
  return s.botNotes?.govt as BotNote;
};

describe("keepBotNote keeps what JSON would keep", () => {
  it("a plain note: equal, key order kept, lists copied", () => {
    const note: BotNote = { at: 12, op: "train", spaces: [3, 7, 11], ids: ["BOG", "CAL"], done: false };
    const k = kept(note);
    expect(JSON.stringify(k)).toBe(JSON.stringify(note));
    expect(Object.keys(k)).toEqual(["at", "op", "spaces", "ids", "done"]);
    expect(k.spaces).not.toBe(note.spaces);
    (note.spaces as number[]).push(99);
    expect(k.spaces).toEqual([3, 7, 11]);
  });

  it("-0 comes back as 0, a hole in a list as null, as through JSON", () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point
    const holey = [1, , 2] as number[];
    const note = { z: -0, list: [-0, 5], holey } as BotNote;
    const k = kept(note);
    const viaJson = JSON.parse(JSON.stringify(note));
    expect(k).toEqual(viaJson);
    expect(Object.is(k.z, 0)).toBe(true);
    expect(Object.is((k.list as number[])[0], 0)).toBe(true);
    expect(k.holey).toEqual([1, null, 2]);
  });

  it("a note with an own __proto__ key is kept as JSON keeps it (a plain key, not a prototype)", () => {
    const note = JSON.parse('{"__proto__": "x", "a": 1}') as BotNote;
    const k = kept(note);
    expect(Object.getPrototypeOf(k)).toBe(Object.prototype);
    expect(Object.hasOwn(k, "__proto__")).toBe(true);
    expect(JSON.stringify(k)).toBe(JSON.stringify(note));
  });
});

describe("checkBotNote: the JSON size limit, exactly", () => {
  /** a note whose JSON is exactly n characters: {"k":"xxx…"} */
  const sized = (n: number, ch = "x"): BotNote => {
    const base = JSON.stringify({ k: "" }).length;
    const per = JSON.stringify(ch).length - 2;
    const note = { k: ch.repeat((n - base) / per) };
    expect(JSON.stringify(note).length).toBe(n);
    return note;
  };

  it("a note of MAX_BOT_NOTE characters is accepted, one more is refused", () => {
    expect(checkBotNote(state(), "govt", sized(MAX_BOT_NOTE))).toBeNull();
    expect(checkBotNote(state(), "govt", sized(MAX_BOT_NOTE + 1))?.code).toBe("malformed");
  });

  it("escaped characters count as JSON writes them", () => {
    // a quote takes 2 characters in JSON, a control character 6
    const quotes = sized(MAX_BOT_NOTE - 1 - ((MAX_BOT_NOTE - 9) % 2), '"');
    expect(checkBotNote(state(), "govt", quotes)).toBeNull();
    const tooMany = { k: '"'.repeat(MAX_BOT_NOTE / 2) };
    expect(checkBotNote(state(), "govt", tooMany)?.code).toBe("malformed");
    const controls = { k: "\u0001".repeat(Math.floor((MAX_BOT_NOTE - 8) / 6)) };
    expect(JSON.stringify(controls).length).toBeLessThanOrEqual(MAX_BOT_NOTE);
    expect(checkBotNote(state(), "govt", controls)).toBeNull();
    const overControls = { k: "\u0001".repeat(Math.floor((MAX_BOT_NOTE - 8) / 6) + 1) };
    expect(JSON.stringify(overControls).length).toBeGreaterThan(MAX_BOT_NOTE);
    expect(checkBotNote(state(), "govt", overControls)?.code).toBe("malformed");
  });

  it("many long numbers: measured, not guessed", () => {
    const nums = Array.from({ length: 64 }, (_, i) => -0.0000012345678901234567 * (i + 1));
    const note: BotNote = {};
    for (let i = 0; JSON.stringify(note).length <= MAX_BOT_NOTE; i++) note[`n${i}`] = nums;
    expect(checkBotNote(state(), "govt", note)?.code).toBe("malformed");
    delete note[`n${Object.keys(note).length - 1}`];
    expect(checkBotNote(state(), "govt", note)).toBeNull();
  });

  it("a note for a Faction a person plays is refused (8.0)", () => {
    expect(checkBotNote(state(), "auc", { a: 1 })?.code).toBe("noteNotNonPlayer");
  });
});
