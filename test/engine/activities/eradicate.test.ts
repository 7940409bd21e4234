import { describe, expect, it } from "vitest";
import { c, fixture, idx, options, pieces, play, sp } from "../fixture";

describe("4.2.3 Eradicate", () => {
  it("4.2.3 Aid +4, all Cartels Bases go, then a shift toward Opposition the Government places", () => {
    let s = fixture({
      pieces: { huila: { cartelsU: 1, cartelsBase: 2 }, cali: { police: 1 }, putumayo: { cartelsA: 1 } },
      levels: { huila: 0, putumayo: -2 },
      aid: 27,
      resources: { govt: 9 },
    });
    s = play(s, c("op:train"), c("sa:eradicate"));
    expect(options(s)).toEqual(["s|putumayo", "s|huila"]);
    s = play(s, sp("huila"));
    expect(s.aid).toBe(29);
    expect(pieces(s, "huila", "cartelsBase")).toBe(0);
    expect(pieces(s, "huila", "cartelsU")).toBe(1);
    // Huila and its adjacent Departments that can still shift (Putumayo is at Active Opposition)
    expect(options(s)).toContain("s|huila");
    expect(options(s)).toContain("s|choco");
    expect(options(s)).not.toContain("s|putumayo");
    expect(options(s)).not.toContain("s|cali");
    s = play(s, sp("choco"));
    expect(s.spaces[idx("choco")].sup).toBe(-1);
    expect(s.spaces[idx("huila")].sup).toBe(0);
  });

  it("4.2.3 with no shift possible, 1 Available FARC Guerrilla is placed instead", () => {
    let s = fixture({
      pieces: { guainia: { cartelsBase: 1 } },
      levels: { guaviare: -2 },
      aid: 5,
      resources: { govt: 9 },
    });
    s = play(s, c("op:train"), c("sa:eradicate"), sp("guainia"));
    expect(s.aid).toBe(9);
    expect(pieces(s, "guainia", "cartelsBase")).toBe(0);
    expect(pieces(s, "guainia", "farcU")).toBe(1);
  });

  it("4.2.3 (ruling) Eradicate may target a FARC Zone: it places no Government piece", () => {
    let s = fixture({
      pieces: { "meta-west": { cartelsBase: 1, farcU: 2 }, bogota: { police: 1 } },
      zones: ["meta-west"],
      levels: { "meta-west": -1, "meta-east": -2, guaviare: -2, putumayo: -2, huila: -2 },
      resources: { govt: 9 },
    });
    s = play(s, c("op:train"), c("sa:eradicate"), sp("meta-west"));
    expect(pieces(s, "meta-west", "cartelsBase")).toBe(0);
    // only Meta West itself can still shift: automatic
    expect(s.spaces[idx("meta-west")].sup).toBe(-2);
  });

  it("4.2.3 needs a Department with Cartels pieces (Cities do not count)", () => {
    const s = fixture({ pieces: { bogota: { cartelsBase: 1, police: 1 } }, resources: { govt: 9 } });
    expect(options(play(s, c("op:train")))).not.toContain("c|sa:eradicate");
  });
});
