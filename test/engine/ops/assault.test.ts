import { describe, expect, it } from "vitest";
import { settle } from "../../../src/engine/flow/runtime";
import { startAssaultIn } from "../../../src/engine/ops/assault";
import { c, done, fixture, idx, options, pieces, play, refused, rm, sp } from "../fixture";
import { limOpBoard } from "./coin-helpers";

describe("3.2.4 Assault", () => {
  it("3.2.4 each Troops cube removes 1 Active Guerrilla; Underground ones stay; 3 per space", () => {
    let s = fixture({
      pieces: { arauca: { troops: 3, farcA: 2, farcU: 2 } },
      resources: { govt: 9 },
    });
    s = play(s, c("op:assault"), sp("arauca"));
    expect(s.resources.govt).toBe(6);
    expect(pieces(s, "arauca", "farcA")).toBe(0);
    expect(pieces(s, "arauca", "farcU")).toBe(2);
  });

  it("3.2.4 refuses a space where every Guerrilla is Underground", () => {
    const s = play(
      fixture({
        pieces: { arauca: { troops: 3, farcU: 2 }, "meta-east": { troops: 1, aucA: 1 } },
        resources: { govt: 9 },
      }),
      c("op:assault"),
    );
    refused(s, sp("arauca"), "undergroundProtected");
  });

  it("3.2.4 in Mountain only 1 piece per 2 Troops (round down)", () => {
    let s = fixture({
      pieces: { huila: { troops: 3, farcA: 3 }, santander: { troops: 1, aucA: 1 } },
      resources: { govt: 9 },
    });
    s = play(s, c("op:assault"));
    refused(s, sp("santander"), "assaultNoForces");
    s = play(s, sp("huila"));
    expect(pieces(s, "huila", "farcA")).toBe(2);
  });

  it("3.2.4 Police remove enemy pieces in a City or LoC, not in a Department", () => {
    let s = fixture({
      pieces: {
        bogota: { police: 2, farcA: 1, cartelsBase: 1 },
        arauca: { police: 3, aucA: 1 },
      },
      resources: { govt: 9 },
    });
    s = play(s, c("op:assault"));
    refused(s, sp("arauca"), "assaultNoForces");
    s = play(s, sp("bogota"));
    // two exposed Factions: the Government chooses the order, both go
    expect(options(s)).toEqual(["r|farcA|bogota", "r|cartelsBase|bogota"]);
    s = play(s, rm("cartelsBase", "bogota"));
    // the Cartels (targeted) have nothing left: FARC may be ignored (3.1) or hit too
    expect(options(s)).toEqual(["r|farcA|bogota", "d"]);
    s = play(s, rm("farcA", "bogota"));
    expect(pieces(s, "bogota", "farcA")).toBe(0);
    expect(pieces(s, "bogota", "cartelsBase")).toBe(0);
  });

  it("3.1 / 1.4.1 (ruling) an Assault may ignore a Faction, but a targeted one goes to the full extent", () => {
    let s = fixture({
      pieces: { arauca: { troops: 4, farcA: 2, farcBase: 1, aucA: 1 } },
      resources: { govt: 9 },
    });
    s = play(s, c("op:assault"), sp("arauca"));
    expect(options(s)).toEqual(["r|farcA|arauca", "r|aucA|arauca"]);
    s = play(s, rm("farcA", "arauca"));
    // FARC targeted: no stopping while it has an exposed piece (its Base comes after its Guerrillas)
    expect(options(s)).toEqual(["r|farcA|arauca", "r|aucA|arauca"]);
    s = play(s, rm("farcA", "arauca"));
    expect(options(s)).toEqual(["r|farcBase|arauca", "r|aucA|arauca"]);
    s = play(s, rm("farcBase", "arauca"));
    expect(options(s)).toEqual(["r|aucA|arauca", "d"]);
    s = play(s, done);
    expect(pieces(s, "arauca", "farcBase")).toBe(0);
    expect(pieces(s, "arauca", "aucA")).toBe(1);
  });

  it("3.2.4 Bases last: a Base only once its Faction has no Guerrillas there", () => {
    let s = fixture({
      pieces: { arauca: { troops: 4, farcA: 1, farcU: 1, farcBase: 1, aucA: 1, aucBase: 1 } },
      resources: { govt: 9 },
    });
    s = play(s, c("op:assault"), sp("arauca"));
    expect(options(s)).toEqual(["r|farcA|arauca", "r|aucA|arauca"]);
    refused(s, rm("farcBase", "arauca"), "basesLast");
    refused(s, rm("farcU", "arauca"), "undergroundProtected");
    s = play(s, rm("farcA", "arauca"));
    // FARC has nothing exposed left: AUC may be ignored (3.1); targeted, its Base goes after its Guerrilla
    expect(options(s)).toEqual(["r|aucA|arauca", "d"]);
    s = play(s, rm("aucA", "arauca"));
    expect(pieces(s, "arauca", "aucA")).toBe(0);
    expect(pieces(s, "arauca", "aucBase")).toBe(0);
    expect(pieces(s, "arauca", "farcBase")).toBe(1);
    expect(pieces(s, "arauca", "farcU")).toBe(1);
  });

  it("3.2.5 Drug Bust: each Shipment removed adds 6 Aid, to 29 at most", () => {
    let s = fixture({
      pieces: { arauca: { troops: 2, cartelsA: 2 } },
      shipments: [
        ["arauca", "cartels"],
        ["arauca", "cartels"],
      ],
      aid: 10,
      resources: { govt: 9 },
    });
    s = play(s, c("op:assault"), sp("arauca"));
    expect(s.shipments.length).toBe(0);
    expect(s.aid).toBe(22);
    s = fixture({
      pieces: { arauca: { troops: 1, cartelsA: 1 } },
      shipments: [["arauca", "cartels"]],
      aid: 27,
      resources: { govt: 9 },
    });
    s = play(s, c("op:assault"), sp("arauca"));
    expect(s.aid).toBe(29);
  });

  it("3.2.5 no Drug Bust while another Guerrilla keeps the Shipment (4.5.3)", () => {
    const s = play(
      fixture({
        pieces: { arauca: { troops: 1, cartelsA: 1, farcU: 1 } },
        shipments: [["arauca", "cartels"]],
        aid: 10,
        resources: { govt: 9 },
      }),
      c("op:assault"),
      sp("arauca"),
    );
    expect(s.aid).toBe(10);
    expect(s.shipments).toEqual([{ s: idx("arauca"), f: "farc" }]);
  });

  it("2.3.5 LimOp Assault: one space only", () => {
    let s = limOpBoard({
      pieces: { arauca: { troops: 1, farcA: 2 }, "meta-east": { troops: 1, aucA: 1 } },
      resources: { govt: 9 },
    });
    s = play(s, c("limop:assault"), sp("arauca"));
    // the LimOp is complete: back to the card (FARC is next to choose)
    expect(pieces(s, "meta-east", "aucA")).toBe(1);
    expect(pieces(s, "arauca", "farcA")).toBe(1);
    expect(s.resources.govt).toBe(6);
  });

  it("3.2.4 the Government may stop selecting spaces", () => {
    let s = fixture({
      pieces: { arauca: { troops: 1, farcA: 1 }, "meta-east": { troops: 1, aucA: 1 } },
      resources: { govt: 9 },
    });
    s = play(s, c("op:assault"), sp("arauca"));
    expect(options(s)).toContain("s|meta-east");
    s = play(s, done);
    expect(pieces(s, "meta-east", "aucA")).toBe(1);
    expect(s.resources.govt).toBe(6);
  });

  it("3.2.4 startAssaultIn runs a free Assault in one space (for Events)", () => {
    const s0 = fixture({ pieces: { bogota: { troops: 1, police: 1, farcA: 3 } }, resources: { govt: 9 } });
    const ctx = { s: structuredClone(s0), log: [] };
    startAssaultIn(ctx, idx("bogota"));
    const s = settle(ctx.s);
    expect(pieces(s, "bogota", "farcA")).toBe(1);
    expect(s.resources.govt).toBe(9);
  });
});
