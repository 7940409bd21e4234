// Play by e-mail: a file of the same game must continue the history this browser has;
// a fork is refused naming the first command where the two part.
import { describe, expect, it } from "vitest";
import { type Command, replayOrThrow } from "../../../src/engine/index";
import { canonical, compareHistory } from "../../../src/table/saves/history";
import { game, SETUP } from "./games";

const h = (commands: Command[], setup = SETUP) => ({ setup, commands });

describe("compareHistory (same game, two copies)", () => {
  const full = game(24).commands;

  it("identical lists are the same; a longer copy is ahead from where mine ends", () => {
    expect(compareHistory(h(full), h(full))).toEqual({ kind: "same" });
    expect(compareHistory(h(full.slice(0, 10)), h(full))).toEqual({ kind: "ahead", from: 10 });
    expect(compareHistory(h([]), h(full))).toEqual({ kind: "ahead", from: 0 });
  });

  it("a shorter copy (an older file) is behind, with both lengths", () => {
    expect(compareHistory(h(full), h(full.slice(0, 9)))).toEqual({ kind: "behind", theirs: 9, mine: 24 });
  });

  it("a fork is named at its first differing command, with both versions of it", () => {
    const forked = [
      ...full.slice(0, 15),
      { ...full[15], v: "pass", t: "choose" } as Command,
      ...full.slice(16),
    ];
    const r = compareHistory(h(full), h(forked));
    expect(r).toMatchObject({ kind: "differs", index: 15 });
    expect(r.kind === "differs" && r.theirs).toMatchObject({ t: "choose", v: "pass" });
    expect(r.kind === "differs" && r.mine).toEqual(full[15]);
    // a fork beyond the end of the shorter copy is no fork: it is ahead
    expect(compareHistory(h(full.slice(0, 15)), h(forked)).kind).toBe("ahead");
  });

  it("a different setup or starting state differs before the first command (index -1)", () => {
    expect(compareHistory(h(full), h(full, { ...SETUP, seed: 8 }))).toEqual({ kind: "differs", index: -1 });
    const base = replayOrThrow(SETUP, full.slice(0, 3));
    expect(compareHistory(h([]), { setup: SETUP, base, commands: [] })).toEqual({
      kind: "differs",
      index: -1,
    });
    expect(
      compareHistory({ setup: SETUP, base, commands: [] }, { setup: SETUP, base, commands: [] }),
    ).toEqual({
      kind: "same",
    });
  });

  it("what the rules do not read does not count: key order, meta, an option's decoded value, false options", () => {
    const shuffled = full.map((c) => Object.fromEntries(Object.entries(c).reverse()) as unknown as Command);
    const withMeta = full.map(
      (c) => ({ ...c, meta: { note: "x" }, c: { k: "anything" } }) as unknown as Command,
    );
    expect(compareHistory(h(full), h(shuffled))).toEqual({ kind: "same" });
    expect(compareHistory(h(full), h(withMeta))).toEqual({ kind: "same" });
    const plain = { ...SETUP, options: { shortGame: false, noReveal: false }, runBy: {} };
    expect(compareHistory(h(full), h(full, plain))).toEqual({ kind: "same" });
    expect(compareHistory(h(full), h(full, { ...SETUP, options: { shortGame: true } })).kind).toBe("differs");
  });

  it("canonical: equal for equal content whatever the key order, different otherwise", () => {
    expect(canonical({ a: 1, b: [1, { c: 2, d: undefined }] })).toBe(canonical({ b: [1, { c: 2 }], a: 1 }));
    expect(canonical({ a: 1 })).not.toBe(canonical({ a: 2 }));
  });
});
