import { describe, expect, it } from "vitest";
import { saDef } from "../../../src/engine/activities/registry";
import type { ActionFrame } from "../../../src/engine/flow/action";
import { c, done, fixture, mv, options, pieces, pl, play, refused, sp } from "../fixture";

const CARTELS_FIRST = [55, 56, 57, 58, 59, 60];

const board = () =>
  fixture({
    deck: CARTELS_FIRST,
    pieces: {
      guaviare: { cartelsU: 2, police: 1 },
      vaupes: { cartelsBase: 1, cartelsU: 1 },
      cali: { cartelsU: 1 },
      putumayo: { cartelsU: 1, police: 1 },
    },
    resources: { cartels: 5 },
  });

describe("4.5.1 Cultivate", () => {
  it("4.5.1 relocates a Cartels Base from any space to a space where Cartels outnumber Police", () => {
    let s = play(board(), c("op:rally"));
    expect(options(s)).toContain("c|sa:cultivate");
    s = play(s, c("sa:cultivate"));
    expect(options(s)).toContain("m|cartelsBase|vaupes|guaviare");
    expect(options(s)).toContain("m|cartelsBase|vaupes|cali");
    s = play(s, mv("cartelsBase", "vaupes", "guaviare"));
    expect(pieces(s, "guaviare", "cartelsBase")).toBe(1);
    expect(pieces(s, "vaupes", "cartelsBase")).toBe(0);
    // back to the Rally, the SA spent
    expect(options(s)).toContain("s|cali");
    expect(options(s)).not.toContain("c|sa:cultivate");
  });

  it("4.5.1 refuses a destination without more Cartels Guerrillas than Police, or with Pop 0", () => {
    const s = play(board(), c("op:rally"), c("sa:cultivate"));
    refused(s, mv("cartelsBase", "vaupes", "putumayo"), "cultivate.destination");
    refused(s, mv("cartelsBase", "cali", "vaupes"), "cultivate.destination");
  });

  it("4.5.1 / 1.4.2 refuses a destination already holding 2 Bases", () => {
    let s = fixture({
      deck: CARTELS_FIRST,
      pieces: {
        guaviare: { cartelsU: 2, govtBase: 1, farcBase: 1 },
        vaupes: { cartelsBase: 1 },
        cali: { cartelsU: 1 },
      },
      resources: { cartels: 5 },
    });
    s = play(s, c("op:march"), c("sa:cultivate"));
    refused(s, mv("cartelsBase", "vaupes", "guaviare"), "cultivate.stacking");
  });

  it("4.5.1 places a new Base only in a Department selected for the Rally", () => {
    let s = play(board(), c("op:rally"), sp("guaviare"), done, sp("cali"), done);
    s = play(s, c("sa:cultivate"));
    expect(options(s)).toContain("p|cartelsBase|guaviare");
    expect(options(s)).not.toContain("p|cartelsBase|cali"); // a City
    refused(s, pl("cartelsBase", "cali"), "cultivate.placeNeedsRally");
    s = play(s, pl("cartelsBase", "guaviare"));
    expect(pieces(s, "guaviare", "cartelsBase")).toBe(1);
    expect(pieces(s, "vaupes", "cartelsBase")).toBe(1);
  });

  it("4.5.1 with March the new-Base option is absent: relocation only", () => {
    const s = play(board(), c("op:march"), c("sa:cultivate"));
    expect(options(s).some((o) => o.startsWith("p|"))).toBe(false);
  });

  it("4.5.1 only accompanies Rally or March", () => {
    const s = board();
    const probe = {
      k: "action",
      f: "cartels",
      op: "terror",
      limited: false,
      free: false,
      saAllowed: true,
      byEvent: false,
      ship: false,
      finalCard: false,
      sa: null,
      saDone: false,
      opDone: false,
      opSpaces: [],
      paid: 0,
      stage: "op",
    } as ActionFrame;
    expect(saDef("cultivate")!.canStart(s, probe)).toBe(false);
    expect(saDef("cultivate")!.canStart(s, { ...probe, op: "rally" })).toBe(true);
    expect(saDef("cultivate")!.canStart(s, { ...probe, op: "march" })).toBe(true);
    expect(saDef("cultivate")!.canStart(s, { ...probe, op: "attack" })).toBe(false);
  });

  it("4.5.1 a Cartels Terror does not offer Cultivate", () => {
    const s = play(board(), c("op:terror"));
    expect(options(s)).not.toContain("c|sa:cultivate");
    refused(s, c("sa:cultivate"), "notAnOption");
  });
});
