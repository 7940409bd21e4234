import { describe, expect, it } from "vitest";
import { c, done, fixture, idx, mv, options, pieces, play, refused, rm, sp } from "../fixture";

const FARC_FIRST = [25, 26, 27, 28, 29, 30];
const AUC_FIRST = [37, 38, 39, 40, 41, 42];
const CARTELS_FIRST = [55, 56, 57, 58, 59, 60];

describe("3.3.2 March", () => {
  const farc = (resources = 3) =>
    fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcU: 3, farcA: 1 }, cali: { farcU: 1 } },
      resources: { farc: resources },
    });

  it("3.3.2 pays 1 per City/Department entered, once per destination; LoCs are free", () => {
    let s = play(farc(), c("op:march"), mv("farcU", "huila", "cali"));
    expect(s.resources.farc).toBe(2);
    s = play(s, mv("farcA", "huila", "cali"));
    expect(s.resources.farc).toBe(2);
    s = play(s, mv("farcU", "huila", "cali-pasto"));
    expect(s.resources.farc).toBe(2);
    s = play(s, mv("farcU", "huila", "neiva"));
    expect(s.resources.farc).toBe(1);
    expect(pieces(s, "cali", "farcU") + pieces(s, "cali", "farcA")).toBe(3);
    expect(pieces(s, "cali-pasto", "farcU")).toBe(1);
    s = play(s, done);
    expect(s.frames.some((f) => f.k === "op.march")).toBe(false);
  });

  it("3.3.2 refuses a move into a non-adjacent space", () => {
    const s = play(farc(), c("op:march"));
    refused(s, mv("farcU", "huila", "guaviare"), "march.notAdjacent");
  });

  it("3.3.2 no Guerrilla moves twice, but ones already there may still move", () => {
    let s = play(farc(), c("op:march"), mv("farcA", "huila", "cali"));
    refused(s, mv("farcA", "cali", "narino"), "march.movedTwice");
    // Cali's own Underground Guerrilla had not moved
    s = play(s, mv("farcU", "cali", "narino"));
    expect(pieces(s, "narino", "farcU")).toBe(1);
    refused(s, mv("farcU", "narino", "cali"), "march.movedTwice");
  });

  it("3.1 refuses a new City/Department destination without Resources; LoCs stay open", () => {
    let s = play(farc(1), c("op:march"), mv("farcU", "huila", "cali"));
    expect(s.resources.farc).toBe(0);
    refused(s, mv("farcU", "huila", "neiva"), "march.noResources");
    s = play(s, mv("farcU", "huila", "cali"), mv("farcU", "huila", "bogota-neiva"));
    expect(pieces(s, "bogota-neiva", "farcU")).toBe(1);
  });

  it("3.3.2 a group flips Active into Support once it plus the cubes exceed 3 (earlier members too)", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { "meta-east": { farcU: 2 }, santander: { troops: 1, police: 1 } },
      levels: { santander: 1 },
      resources: { farc: 2 },
    });
    s = play(s, c("op:march"), mv("farcU", "meta-east", "santander"));
    expect(pieces(s, "santander", "farcU")).toBe(1); // 1 + 2 cubes = 3: not more than 3
    s = play(s, mv("farcU", "meta-east", "santander"));
    expect(pieces(s, "santander", "farcA")).toBe(2);
    expect(pieces(s, "santander", "farcU")).toBe(0);
  });

  it("3.3.2 no activation in a Neutral space however many cubes", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { "meta-east": { farcU: 2 }, santander: { troops: 5 } },
      resources: { farc: 2 },
    });
    s = play(s, c("op:march"), mv("farcU", "meta-east", "santander"), mv("farcU", "meta-east", "santander"));
    expect(pieces(s, "santander", "farcU")).toBe(2);
  });

  it("3.3.2 groups from different origins are counted apart", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcU: 2 }, "meta-west": { farcU: 2 } },
      levels: { bogota: 2 },
      resources: { farc: 2 },
    });
    s = play(s, c("op:march"), mv("farcU", "huila", "bogota"), mv("farcU", "huila", "bogota"));
    s = play(s, mv("farcU", "meta-west", "bogota"), mv("farcU", "meta-west", "bogota"));
    expect(pieces(s, "bogota", "farcU")).toBe(4);
    expect(s.resources.farc).toBe(1);
  });

  it("3.3.2 LoC: the group plus cubes exceeding 3 Activates even without Support", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcU: 2, farcA: 1 }, "bogota-neiva": { police: 1 } },
      resources: { farc: 0 },
    });
    s = play(s, c("op:march"), mv("farcU", "huila", "bogota-neiva"), mv("farcA", "huila", "bogota-neiva"));
    expect(pieces(s, "bogota-neiva", "farcU")).toBe(1);
    s = play(s, mv("farcU", "huila", "bogota-neiva"));
    expect(pieces(s, "bogota-neiva", "farcA")).toBe(3);
    expect(pieces(s, "bogota-neiva", "farcU")).toBe(0);
  });

  it("3.3.2 AUC: Opposition also exposes, and FARC Guerrillas count as cubes", () => {
    const board = (farcThere: number) =>
      fixture({
        deck: AUC_FIRST,
        pieces: { huila: { aucU: 2 }, cali: { police: 1, farcU: farcThere } },
        levels: { cali: -1 },
        resources: { auc: 2 },
      });
    let s = play(board(1), c("op:march"), mv("aucU", "huila", "cali"), mv("aucU", "huila", "cali"));
    expect(pieces(s, "cali", "aucA")).toBe(2); // 2 + 1 Police + 1 FARC = 4
    s = play(board(0), c("op:march"), mv("aucU", "huila", "cali"), mv("aucU", "huila", "cali"));
    expect(pieces(s, "cali", "aucU")).toBe(2); // 2 + 1 = 3
  });

  it("3.3.2 FARC Marching into Opposition stays Underground", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcU: 3 }, cali: { police: 3 } },
      levels: { cali: -2 },
      resources: { farc: 2 },
    });
    s = play(s, c("op:march"), mv("farcU", "huila", "cali"), mv("farcU", "huila", "cali"));
    expect(pieces(s, "cali", "farcU")).toBe(2);
  });

  it("2.3.5 a Limited March has one destination, from several origins", () => {
    let s = fixture({
      deck: [25, 26],
      pieces: { huila: { aucU: 2 }, "meta-west": { aucU: 1 } },
      resources: { farc: 5, auc: 5 },
    });
    s = play(s, c("op:rally"), sp("cali"), done, done);
    expect(options(s)).toContain("c|limop:march");
    s = play(s, c("limop:march"));
    expect(options(s).some((o) => o.startsWith("c|sa:"))).toBe(false);
    s = play(s, mv("aucU", "huila", "bogota"), mv("aucU", "meta-west", "bogota"));
    refused(s, mv("aucU", "huila", "cali"), "march.oneDestination");
    s = play(s, mv("aucU", "huila", "bogota"), done);
    expect(pieces(s, "bogota", "aucU")).toBe(3);
    expect(s.resources.auc).toBe(4);
  });

  it("2.3.9 players may not March on the final Event card; Non-players may", () => {
    const final = (seat: "player" | "nonplayer") =>
      fixture({
        deck: [25, 73],
        propagandaPlayed: 3,
        seats: { farc: seat },
        pieces: { huila: { farcU: 2 } },
        resources: { farc: 5 },
      });
    expect(options(final("player"))).not.toContain("c|limop:march");
    expect(options(final("player"))).toContain("c|limop:rally");
    expect(options(final("nonplayer"))).toContain("c|op:march");
  });

  it("3.1 note: at 0 Resources March is offered only when it can move free or an SA could fund it", () => {
    // Vichada touches only Departments; an Active Guerrilla cannot Extort (4.3.1)
    const farc = fixture({ deck: FARC_FIRST, pieces: { vichada: { farcA: 1 } }, resources: { farc: 0 } });
    expect(options(farc)).not.toContain("c|op:march");
    let s = fixture({
      deck: CARTELS_FIRST,
      pieces: { vichada: { cartelsU: 1, cartelsBase: 1 } },
      resources: { cartels: 0 },
    });
    expect(options(s)).toContain("c|op:march");
    s = play(s, c("op:march"));
    expect(options(s)).toEqual(expect.arrayContaining(["c|sa:process", "d"]));
    refused(s, mv("cartelsU", "vichada", "guaviare"), "march.noResources");
    s = play(s, c("sa:process"), rm("cartelsBase", "vichada"), mv("cartelsU", "vichada", "guaviare"));
    expect(s.resources.cartels).toBe(2);
    expect(pieces(s, "guaviare", "cartelsU")).toBe(1);
  });

  it("4.5.3 a Shipment travels with the last Guerrilla of its owner leaving", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcU: 2 } },
      shipments: [["huila", "farc"]],
      resources: { farc: 2 },
    });
    s = play(s, c("op:march"), mv("farcU", "huila", "cali"));
    expect(s.shipments[0].s).toBe(idx("huila"));
    s = play(s, mv("farcU", "huila", "neiva"));
    expect(s.shipments[0].s).toBe(idx("neiva"));
  });

  it("4.1 a Special Activity may come before, during or after the March", () => {
    let s = fixture({
      deck: CARTELS_FIRST,
      pieces: { huila: { cartelsU: 2, police: 1 } },
      resources: { cartels: 6 },
    });
    s = play(s, c("op:march"));
    expect(options(s)).toContain("c|sa:bribe");
    s = play(s, mv("cartelsU", "huila", "cali"));
    expect(options(s)).toContain("c|sa:bribe");
    s = play(s, done);
    expect(options(s)).toEqual(expect.arrayContaining(["c|sa:bribe", "d"]));
  });
});

describe("3.3.2 March: audit fixes", () => {
  it("3.3.2 / 4.1 a Guerrilla that arrived and was then flipped by Extort still may not move again", () => {
    let s = fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcU: 2 } },
      resources: { farc: 3 },
    });
    s = play(s, c("op:march"), mv("farcU", "huila", "cali"));
    // FARC now Controls Cali with 1 Underground Guerrilla: Extort there flips the newcomer
    s = play(s, c("sa:extort"), sp("cali"), done);
    expect(pieces(s, "cali", "farcA")).toBe(1);
    expect(options(s)).not.toContain("m|farcA|cali|narino");
    refused(s, mv("farcA", "cali", "narino"), "march.movedTwice");
    // the one left in Huila may still go
    expect(options(s)).toContain("m|farcU|huila|cali");
  });
});

describe("3.3.2 / 4.5.3 Shipments travel with Marching Guerrillas", () => {
  const board = () =>
    fixture({
      deck: FARC_FIRST,
      pieces: { huila: { farcU: 2 } },
      shipments: [
        ["huila", "farc"],
        ["huila", "farc"],
      ],
      resources: { farc: 2 },
    });

  it("4.5.3 a moving Guerrilla may carry 1 or more of its Faction's Shipments while others stay", () => {
    let s = play(board(), c("op:march"));
    expect(options(s)).toContain("c|carry:huila:cali:farcU:1");
    expect(options(s)).toContain("c|carry:huila:cali:farcU:2");
    s = play(s, c("carry:huila:cali:farcU:1"));
    expect(pieces(s, "cali", "farcU")).toBe(1);
    expect(pieces(s, "huila", "farcU")).toBe(1);
    expect(s.shipments.map((sh) => sh.s).sort()).toEqual([idx("huila"), idx("cali")].sort());
    expect(s.resources.farc).toBe(1); // paid like the plain move
    // the last Guerrilla leaving takes the remaining Shipment without a choice
    expect(options(s).some((o) => o.startsWith("c|carry:huila"))).toBe(false);
    refused(s, c("carry:cali:narino:farcU:1"), "notAnOption");
  });

  it("4.5.3 no carry choice where the Faction holds no Shipment", () => {
    const s = play(farcNoShip(), c("op:march"));
    expect(options(s).some((o) => o.startsWith("c|carry:"))).toBe(false);
  });
});

function farcNoShip() {
  return fixture({ deck: FARC_FIRST, pieces: { huila: { farcU: 2 } }, resources: { farc: 2 } });
}
