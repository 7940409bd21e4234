import { describe, expect, it } from "vitest";
import { c, done, fixture, idx, options, pieces, play, rm } from "../fixture";

const CARTELS_FIRST = [55, 56, 57, 58, 59, 60];

const board = () =>
  fixture({
    deck: CARTELS_FIRST,
    pieces: {
      guaviare: { cartelsBase: 2, cartelsU: 1, farcU: 1 },
      vaupes: { cartelsBase: 1 },
      huila: { cartelsU: 1 },
    },
    resources: { cartels: 2 },
  });

describe("4.5.2 Process", () => {
  it("4.5.2 removes any Cartels Bases for +3 Resources each", () => {
    let s = play(board(), c("op:rally"), c("sa:process"));
    s = play(s, rm("cartelsBase", "guaviare"), rm("cartelsBase", "vaupes"));
    expect(s.resources.cartels).toBe(8);
    expect(pieces(s, "guaviare", "cartelsBase")).toBe(1);
    expect(pieces(s, "vaupes", "cartelsBase")).toBe(0);
    // removing Bases excludes Shipments
    expect(options(s).some((o) => o.startsWith("c|ship:"))).toBe(false);
    s = play(s, done);
    expect(s.frames.some((f) => f.k === "sa.process")).toBe(false);
    expect(pieces(s, "guaviare", "cartelsBase")).toBe(1);
  });

  it("4.5.2 places 1 or 2 Shipments with Guerrillas (any Faction's) in spaces with Cartels Bases", () => {
    let s = play(board(), c("op:march"), c("sa:process"));
    expect(options(s)).toEqual(expect.arrayContaining(["c|ship:guaviare:cartels", "c|ship:guaviare:farc"]));
    expect(options(s)).not.toContain("c|ship:huila:cartels"); // no Cartels Base there
    s = play(s, c("ship:guaviare:cartels"));
    expect(options(s)).not.toContain("r|cartelsBase|guaviare"); // Shipments exclude Base removal
    s = play(s, c("ship:guaviare:farc"));
    expect(s.shipments).toEqual([
      { s: idx("guaviare"), f: "cartels" },
      { s: idx("guaviare"), f: "farc" },
    ]);
    // 2 is the most: the SA is over, back in the March
    expect(s.frames.some((f) => f.k === "sa.process")).toBe(false);
    expect(s.resources.cartels).toBe(2);
  });

  it("4.5.2 / 4.5.3 no more Shipments than remain Available", () => {
    const s = fixture({
      deck: CARTELS_FIRST,
      pieces: { guaviare: { cartelsBase: 1, cartelsU: 1 }, huila: { farcU: 1 } },
      shipments: [
        ["huila", "farc"],
        ["huila", "farc"],
        ["huila", "farc"],
      ],
      resources: { cartels: 2 },
    });
    const t = play(s, c("op:rally"), c("sa:process"), c("ship:guaviare:cartels"));
    expect(t.shipments.length).toBe(4);
    expect(t.frames.some((f) => f.k === "sa.process")).toBe(false);
  });

  it("4.5.2 only accompanies Rally or March", () => {
    const s = play(board(), c("op:terror"));
    expect(options(s)).not.toContain("c|sa:process");
  });
});
