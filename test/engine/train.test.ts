import { describe, expect, it } from "vitest";
import { c, done, fixture, options, pieces, pl, play, refused, rm, sp } from "./fixture";

describe("3.2.1 Train", () => {
  const board = () =>
    fixture({
      pieces: { bogota: { police: 1 }, santander: { troops: 2, police: 1 }, huila: { troops: 3 } },
      resources: { govt: 9 },
    });

  it("3.2.1 costs 3 per space and places up to 6 cubes in a City", () => {
    let s = play(board(), c("op:train"), sp("bogota"));
    expect(s.resources.govt).toBe(6);
    for (let i = 0; i < 6; i++) s = play(s, pl(i % 2 ? "police" : "troops", "bogota"));
    expect(pieces(s, "bogota", "troops")).toBe(3);
    expect(pieces(s, "bogota", "police")).toBe(4);
    // after 6 cubes the space is finished: back to selecting spaces
    expect(options(s)).toContain("s|cali");
    expect(options(s)).not.toContain("p|troops|bogota");
  });

  it("3.2.1 places no cubes in a Department without a Govt Base", () => {
    const s = play(board(), c("op:train"), sp("huila"));
    expect(options(s)).not.toContain("p|troops|huila");
    expect(s.resources.govt).toBe(6);
  });

  it("3.2.1 refuses a space it cannot pay for (3.1)", () => {
    let s = play(board(), c("op:train"), sp("bogota"), done, sp("cali"), done, sp("medellin"), done);
    expect(s.resources.govt).toBe(0);
    refused(s, sp("neiva"), "notAnOption");
    s = play(s, done);
  });

  it("3.2.1 replaces 3 cubes with a Govt Base in one selected space", () => {
    let s = play(board(), c("op:train"), sp("huila"), done);
    expect(options(s)).toContain("c|base:huila");
    s = play(s, c("base:huila"), rm("troops", "huila"), rm("troops", "huila"), rm("troops", "huila"));
    expect(pieces(s, "huila", "govtBase")).toBe(1);
    expect(pieces(s, "huila", "troops")).toBe(0);
  });

  it("3.2.1 / 6.4.1 Civic Action needs Troops, Police and Control, and costs 3 more", () => {
    let s = fixture({
      pieces: { santander: { troops: 2, police: 1, govtBase: 1 } },
      levels: { santander: 0 },
      resources: { govt: 9 },
    });
    s = play(s, c("op:train"), sp("santander"), done, done);
    expect(options(s)).toContain("c|civic:santander");
    s = play(s, c("civic:santander"));
    expect(s.spaces[19].sup + 0).toBeGreaterThanOrEqual(0);
    expect(s.resources.govt).toBe(3);
  });
});

describe("3.2.1 Train with no cubes Available (1.4.1)", () => {
  it("1.4.1 the Government may take its own Troops off the map elsewhere to place them here", () => {
    // all 30 Troops on the map: 30 in Cali; Police still Available
    let s = fixture({ pieces: { cali: { troops: 30 }, bogota: { police: 1 } }, resources: { govt: 9 } });
    s = play(s, c("op:train"), sp("bogota"));
    expect(options(s)).not.toContain("p|troops|bogota");
    expect(options(s)).toContain("r|troops|cali");
    expect(options(s)).not.toContain("r|troops|bogota");
    s = play(s, rm("troops", "cali"), pl("troops", "bogota"));
    expect(pieces(s, "cali", "troops")).toBe(29);
    expect(pieces(s, "bogota", "troops")).toBe(1);
  });

  it("1.4.1 a Non-player Government does not take that liberty (8.0)", () => {
    let s = fixture({
      pieces: { cali: { troops: 30 }, bogota: { police: 1 } },
      resources: { govt: 9 },
      seats: { govt: "nonplayer" },
    });
    s = play(s, c("op:train"), sp("bogota"));
    expect(options(s)).not.toContain("r|troops|cali");
  });
});
