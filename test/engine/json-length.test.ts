// jsonLength counts JSON.stringify's characters without building the text (a Non-player Command
// keeps its picks in meta only within MAX_META, saved-game.ts). Held to JSON.stringify on the
// edges of the format and on every Command of two all-bot games.
import { describe, expect, it } from "vitest";
import { botMove } from "../../src/engine/bots/run";
import { jsonLength } from "../../src/engine/core/json-length";
import { apply, createGame, type GameState, isRuleError } from "../../src/engine/index";

const same = (v: unknown) => expect(jsonLength(v)).toBe(JSON.stringify(v).length);

describe("jsonLength equals JSON.stringify(v).length", () => {
  it("strings: plain, quotes and backslashes, control characters, lone surrogates, emoji", () => {
    for (const v of ["", "bogota", 'a"b', "a\\b", "\n\t\u0001\u001f", "\ud800", "x\udc00y", "😀", "é ñ ł"])
      same(v);
  });

  it("numbers (integers, fractions, exponents, -0, NaN and Infinity as null), booleans, null", () => {
    for (const v of [
      0,
      -0,
      7,
      -12,
      0.1,
      1e21,
      1.5e-7,
      -0.0000012345678901234567,
      NaN,
      Infinity,
      true,
      false,
      null,
    ])
      same(v);
  });

  it("arrays and objects, nested, with holes, undefined, functions and symbols as JSON drops them", () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point
    same([1, , "a", undefined, () => 1, Symbol("s"), [null, []], {}]);
    same({ a: 1, b: undefined, c: () => 1, d: Symbol("s"), e: { f: [1, 2, { g: "h\n" }] }, 'q"k': 2 });
    same({ [Symbol("s")]: 1, only: "this" });
    same([]);
    same({});
  });

  it("objects JSON treats specially are measured by JSON itself", () => {
    same({ when: new Date(0) });
    same({ toJSON: () => ({ x: 1 }) });
    const bare = Object.create(null) as Record<string, number>;
    bare.a = 1;
    same(bare);
  });

  it("every Non-player Command's meta over two all-bot games", () => {
    const seats = { govt: "nonplayer", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" } as const;
    let metas = 0;
    let withPicks = 0;
    for (const seed of [11, 12]) {
      let s: GameState = createGame({ seed, seats, deployment: "standard" });
      for (let n = 0; n < 5000 && !s.ended; n++) {
        const m = botMove(s);
        if (!m) throw new Error("no bot move");
        const meta = m.command.meta;
        same(meta);
        metas++;
        if (meta && "picks" in meta) withPicks++;
        const r = apply(s, m.command);
        if (isRuleError(r)) throw new Error(r.code);
        s = r.state;
      }
    }
    expect(metas).toBeGreaterThan(500);
    expect(withPicks).toBeGreaterThan(10);
  });
});
