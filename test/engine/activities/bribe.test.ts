import { describe, expect, it } from "vitest";
import { c, done, fixture, fl, idx, options, pieces, play, refused, rm, sp } from "../fixture";

const CARTELS_FIRST = [55, 56, 57, 58, 59, 60];

const board = (cartels = 9) =>
  fixture({
    deck: CARTELS_FIRST,
    pieces: {
      huila: { troops: 3, police: 1, cartelsU: 1 },
      cali: { farcU: 1, aucA: 2, cartelsA: 1 },
      narino: { govtBase: 1, farcBase: 1 },
      pasto: { police: 1 },
      guaviare: { cartelsU: 1 },
    },
    resources: { cartels: cartels },
  });

describe("4.5.4 Bribe", () => {
  it("4.5.4 costs 3 per space and removes up to 2 cubes", () => {
    let s = play(board(), c("op:rally"), c("sa:bribe"), sp("huila"));
    expect(s.resources.cartels).toBe(6);
    s = play(s, rm("troops", "huila"), rm("police", "huila"));
    expect(pieces(s, "huila", "troops")).toBe(2);
    expect(pieces(s, "huila", "police")).toBe(0);
    // 2 pieces done: back to choosing spaces
    expect(options(s)).toContain("s|cali");
    refused(s, sp("huila"), "notAnOption");
  });

  it("4.5.4 removes or flips up to 2 Guerrillas of other Factions, never Cartels", () => {
    let s = play(board(), c("op:rally"), c("sa:bribe"), sp("cali"));
    expect(options(s)).not.toContain("r|cartelsA|cali");
    refused(s, rm("cartelsA", "cali"), "bribe.ownPiece");
    s = play(s, fl("aucA", "cali"));
    expect(options(s)).not.toContain("r|troops|cali");
    s = play(s, rm("farcU", "cali"));
    expect(pieces(s, "cali", "aucU")).toBe(1);
    expect(pieces(s, "cali", "aucA")).toBe(1);
    expect(pieces(s, "cali", "farcU")).toBe(0);
  });

  it("4.5.4 removes 1 non-Cartels Base, which ends the space", () => {
    const s = play(board(), c("op:rally"), c("sa:bribe"), sp("narino"), rm("farcBase", "narino"));
    expect(pieces(s, "narino", "farcBase")).toBe(0);
    expect(pieces(s, "narino", "govtBase")).toBe(1);
    expect(options(s)).toContain("s|huila");
    expect(options(s)).not.toContain("s|narino");
  });

  it("4.5.4 mixing cubes and Guerrillas in one space is refused", () => {
    const s = play(board(), c("op:rally"), c("sa:bribe"), sp("huila"), rm("troops", "huila"));
    expect(options(s)).toContain("r|troops|huila");
    const t = play(
      fixture({
        deck: CARTELS_FIRST,
        pieces: { huila: { troops: 2, farcU: 1 } },
        resources: { cartels: 3 },
      }),
      c("op:rally"),
      c("sa:bribe"),
      sp("huila"),
      rm("troops", "huila"),
    );
    refused(t, rm("farcU", "huila"), "bribe.oneKind");
  });

  it("4.5.4 at most 3 spaces, each paid", () => {
    let s = play(board(12), c("op:rally"), c("sa:bribe"));
    s = play(s, sp("huila"), done, sp("pasto"), done);
    expect(options(s)).toContain("d");
    s = play(s, sp("narino"), done);
    expect(s.resources.cartels).toBe(3);
    expect(s.frames.some((f) => f.k === "sa.bribe")).toBe(false); // 3 spaces: over
  });

  it("4.5.4 refuses Bribe without 3 Resources", () => {
    const s = play(board(2), c("op:rally"));
    expect(options(s)).not.toContain("c|sa:bribe");
    refused(s, c("sa:bribe"), "bribe.cost");
    const t = play(board(4), c("op:rally"), c("sa:bribe"), sp("pasto"), done);
    expect(t.resources.cartels).toBe(1);
    // no 3 Resources left for another space: the SA is over, back to the Rally
    expect(t.frames.some((f) => f.k === "sa.bribe")).toBe(false);
  });

  it("4.5.4 Contraband: a Shipment of a Guerrilla removed by Bribe goes to the Cartels", () => {
    let s = fixture({
      deck: CARTELS_FIRST,
      pieces: { cali: { farcU: 1, aucU: 2, cartelsU: 1 } },
      shipments: [["cali", "farc"]],
      resources: { cartels: 3 },
    });
    s = play(s, c("op:rally"), c("sa:bribe"), sp("cali"), rm("farcU", "cali"));
    expect(s.shipments).toEqual([{ s: idx("cali"), f: "cartels" }]);
  });

  it("4.5.4 may flip (hide or expose) the Cartels' own Guerrillas, but never removes them", () => {
    let s = fixture({
      deck: CARTELS_FIRST,
      pieces: { guaviare: { cartelsA: 2 } },
      resources: { cartels: 3 },
    });
    s = play(s, c("op:rally"), c("sa:bribe"));
    expect(options(s)).toContain("s|guaviare"); // only Cartels pieces there: still a Bribe space
    s = play(s, sp("guaviare"));
    expect(options(s)).toContain("f|cartelsA|guaviare");
    expect(options(s)).not.toContain("r|cartelsA|guaviare");
    refused(s, rm("cartelsA", "guaviare"), "bribe.ownPiece");
    s = play(s, fl("cartelsA", "guaviare"), fl("cartelsA", "guaviare"));
    expect(pieces(s, "guaviare", "cartelsU")).toBe(2);
    expect(s.resources.cartels).toBe(0);
  });
});
