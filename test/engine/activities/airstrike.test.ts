import { describe, expect, it } from "vitest";
import { startAirStrikes } from "../../../src/engine/activities/airstrike";
import { getDecision, settle } from "../../../src/engine/flow/runtime";
import type { GameState } from "../../../src/engine/types";
import { c, done, fixture, options, pieces, play, refused, rm, sp } from "../fixture";

describe("4.2.2 Air Strike", () => {
  const board = (momentum: number[] = []) =>
    fixture({
      pieces: {
        bogota: { troops: 2, farcA: 1 },
        huila: { troops: 1, aucA: 1, farcU: 1, farcBase: 1, cartelsBase: 1 },
        "bogota-neiva": { police: 1, cartelsA: 1 },
        arauca: { farcU: 2 },
      },
      resources: { govt: 9 },
      momentum,
    });

  it("4.2.2 removes 1 Active Guerrilla in a Department or LoC, with an Assault", () => {
    let s = play(board(), c("op:assault"), c("sa:airstrike"));
    expect(options(s)).toEqual(["r|aucA|huila", "r|cartelsBase|huila", "r|cartelsA|bogota-neiva"]);
    refused(s, rm("farcA", "bogota"), "airStrikeCity");
    refused(s, rm("farcBase", "huila"), "basesLast");
    refused(s, rm("farcU", "arauca"), "undergroundProtected");
    s = play(s, rm("cartelsA", "bogota-neiva"));
    expect(pieces(s, "bogota-neiva", "cartelsA")).toBe(0);
    // exactly one strike: back to the Assault, no second Air Strike
    expect(options(s)).toContain("s|bogota");
    expect(options(s)).not.toContain("c|sa:airstrike");
  });

  it("4.2.2 may accompany only Patrol, Sweep or Assault", () => {
    const train = play(board(), c("op:train"));
    expect(options(train)).not.toContain("c|sa:airstrike");
    expect(options(train)).toContain("c|sa:airlift");
    for (const op of ["patrol", "sweep"])
      expect(options(play(board(), c(`op:${op}`)))).toContain("c|sa:airstrike");
  });

  it("4.2.2 / card 12 shaded: no Air Strike under Plan Colombia", () => {
    const s = play(board([12]), c("op:assault"));
    expect(options(s)).not.toContain("c|sa:airstrike");
    refused(s, c("sa:airstrike"), "noAirStrike");
    const p = play(board([12]), c("op:sweep"));
    refused(p, c("sa:airstrike"), "noAirStrike");
  });

  it("4.2.2 may come after the Operation (4.1)", () => {
    let s = play(board(), c("op:assault"), sp("bogota"));
    s = play(s, { t: "done" });
    expect(options(s)).toContain("c|sa:airstrike");
    s = play(s, c("sa:airstrike"), rm("aucA", "huila"));
    expect(pieces(s, "huila", "aucA")).toBe(0);
    expect(s.card.acted.govt).toBe("opsa");
  });

  it("card 8 (ruling): 3 free Air Strikes, the same space allowed again", () => {
    const s0 = board();
    const ctx = { s: structuredClone(s0), log: [] };
    startAirStrikes(ctx, 3);
    let s = settle(ctx.s);
    expect(getPrompt(s)).toBe("prompt.airstrike.remove");
    s = play(s, rm("aucA", "huila"), rm("cartelsBase", "huila"), rm("cartelsA", "bogota-neiva"));
    expect(pieces(s, "huila", "aucA") + pieces(s, "huila", "cartelsBase")).toBe(0);
    expect(pieces(s, "bogota-neiva", "cartelsA")).toBe(0);
    expect(getPrompt(s)).toBe("prompt.firstEligible");
    expect(s.resources.govt).toBe(9);
    // under Plan Colombia the Event does nothing
    const ctx2 = { s: structuredClone(board([12])), log: [] };
    startAirStrikes(ctx2, 3);
    expect(getPrompt(settle(ctx2.s))).toBe("prompt.firstEligible");
  });
});

function getPrompt(s: GameState): string {
  return getDecision(s).prompt.key;
}

describe("4.1 a Special Activity needs an Operation in at least 1 space", () => {
  const board = () =>
    fixture({
      pieces: { bogota: { troops: 2, farcA: 1 }, huila: { troops: 1, aucA: 1 } },
      resources: { govt: 9 },
    });

  it("4.1 (audit) an Assault may not stop before its first space while one is selectable", () => {
    let s = play(board(), c("op:assault"), c("sa:airstrike"), rm("aucA", "huila"));
    expect(options(s)).toEqual(["s|bogota"]);
    s = play(s, sp("bogota"));
    expect(pieces(s, "bogota", "farcA")).toBe(0);
  });

  it("4.1 (audit) no Special Activity after an Operation executed in no space", () => {
    const s = fixture({
      pieces: { arauca: { troops: 1, aucA: 1, cartelsU: 1 } },
      resources: { govt: 9 },
    });
    let t = play(s, c("op:assault"), sp("arauca"));
    // executed in 1 space: an SA may follow
    expect(options(t)).toEqual(expect.arrayContaining(["c|sa:airlift", "c|sa:eradicate", "d"]));
    t = play(s, c("op:patrol"), done);
    // the Patrol moved nothing and Activated/Assaulted nowhere: no SA after it
    expect(options(t).filter((o) => o.startsWith("c|sa:"))).toEqual([]);
  });

  it("4.1 (audit) a Patrol that only Activates on a LoC counts as executed there", () => {
    const s = fixture({
      pieces: { "bogota-neiva": { police: 1, farcU: 1 }, arauca: { aucA: 1 } },
      resources: { govt: 9 },
    });
    const t = play(s, c("op:patrol"), done);
    expect(pieces(t, "bogota-neiva", "farcA")).toBe(1);
    // the free Assault is still on offer; the SA may also come now (4.1)
    expect(options(t)).toContain("c|sa:airstrike");
    const u = play(t, done);
    expect(options(u)).toContain("c|sa:airstrike");
    const v = play(u, c("sa:airstrike"), rm("aucA", "arauca"));
    expect(pieces(v, "arauca", "aucA")).toBe(0);
  });
});
