import { describe, expect, it } from "vitest";
import { apply, getDecision, legalCommands, rememberDecision, validate } from "../../src/engine/flow/runtime";
import { createGame } from "../../src/engine/game";
import { targetsFor } from "../../src/engine/targets";
import { FACTIONS, isRuleError, type Option } from "../../src/engine/types";
import { fixture, mv } from "./fixture";

describe("targetsFor (drag highlighting)", () => {
  it("protocol: lists the destinations of the current move options for one piece and space", () => {
    const s = structuredClone(fixture({ pieces: { huila: { farcU: 2 } } }));
    const moves = [
      mv("farcU", "huila", "neiva"),
      mv("farcU", "huila", "ibague"),
      mv("farcA", "huila", "cali"),
      mv("farcU", "cali", "bogota"),
      { t: "done" },
    ] as Option[];
    rememberDecision(s, { ...getDecision(s), faction: "farc", options: moves });
    expect(targetsFor(s, { p: "farcU", from: "huila" })).toEqual(["neiva", "ibague"]);
    expect(targetsFor(s, { p: "farcA", from: "huila" })).toEqual(["cali"]);
    expect(targetsFor(s, { p: "troops", from: "huila" })).toEqual([]);
  });

  it("protocol: validate gives the same answer on every call for a state (scan, then index)", () => {
    const s = fixture({ pieces: { bogota: { police: 1 } }, resources: { govt: 9 } });
    const good = { t: "choose", v: "op:train", seq: s.seq, by: "govt" } as const;
    const bad = { t: "choose", v: "op:rally", seq: s.seq, by: "govt" } as const;
    for (let i = 0; i < 4; i++) {
      expect(validate(s, good)).toBeNull();
      expect(validate(s, bad)?.code).toBe("notAnOption");
    }
  });

  it("protocol: no destinations when the Decision has no move options", () => {
    const s = fixture();
    expect(targetsFor(s, { p: "troops", from: "bogota" })).toEqual([]);
  });

  it("protocol: in random games, the highlighted destinations are exactly the move options", () => {
    let seen = 0;
    for (const seed of [1, 2, 3]) {
      let s = createGame({
        seed,
        seats: Object.fromEntries(FACTIONS.map((f) => [f, "player"])) as never,
        deployment: "standard",
      });
      let x = seed * 7919;
      for (let i = 0; i < 400 && !s.ended; i++) {
        const moves = getDecision(s).options.filter((o) => o.t === "move");
        const byPiece = new Map<string, string[]>();
        for (const m of moves) {
          const k = `${m.p}|${m.from}`;
          byPiece.set(k, [...(byPiece.get(k) ?? []), m.to]);
        }
        for (const [k, tos] of byPiece) {
          const [p, from] = k.split("|");
          expect([...targetsFor(s, { p: p as never, from })].sort()).toEqual(tos.sort());
          seen++;
        }
        const legal = legalCommands(s);
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        const r = apply(s, legal[x % legal.length]);
        if (isRuleError(r)) throw new Error(r.code);
        s = r.state;
      }
    }
    expect(seen).toBeGreaterThanOrEqual(0);
  });
});
