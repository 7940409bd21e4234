// Cards 57, 61, 62 (batch d2): replacing pieces (5.1.1, 1.4.1), FARC Zones (6.4.4), Bases
// (1.4.2), Resources (1.7).
import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import type { Faction, GameState } from "../../../src/engine/types";
import { c, done, fixture, options, pieces, pl, play, refused, rm, sp } from "../fixture";

const eff = (n: number, side: "unshaded" | "shaded", s: GameState, f: Faction) =>
  eventDef(n)![side]!.effective(s, f);
const np = { seats: { cartels: "nonplayer" as const } };
/** 14 of the 15 Cartels Bases on the map: one Available */
const fourteenBases = {
  huila: { cartelsBase: 2 },
  narino: { cartelsBase: 2 },
  choco: { cartelsBase: 2 },
  putumayo: { cartelsBase: 2 },
  guaviare: { cartelsBase: 2 },
  cesar: { cartelsBase: 2 },
  antioquia: { cartelsBase: 2 },
};

describe("card 57 Op Millennium", () => {
  it("card 57 unshaded (5.1.1, 6.4.4): up to 3 Cartels pieces become Police; none into a FARC Zone", () => {
    let s = fixture({
      deck: [57, 2],
      zones: ["meta-west"],
      pieces: { huila: { cartelsU: 1, cartelsBase: 1 }, cali: { cartelsA: 1 }, "meta-west": { cartelsU: 1 } },
    });
    s = play(s, c("event:unshaded"));
    expect(options(s)).toContain("d"); // up to 3
    expect(options(s)).toContain("r|cartelsBase|huila");
    s = play(s, rm("cartelsBase", "huila"), rm("cartelsA", "cali"), rm("cartelsU", "meta-west"));
    expect(pieces(s, "huila", "cartelsBase")).toBe(0);
    expect(pieces(s, "huila", "cartelsU")).toBe(1);
    expect(pieces(s, "huila", "police")).toBe(1);
    expect(pieces(s, "cali", "police")).toBe(1);
    expect(pieces(s, "meta-west", "cartelsU")).toBe(0);
    expect(pieces(s, "meta-west", "police")).toBe(0);
  });

  it("card 57 unshaded (5.1): the executor may stop after fewer than 3", () => {
    let s = fixture({ deck: [57, 2], pieces: { huila: { cartelsU: 3 } } });
    s = play(s, c("event:unshaded"), rm("cartelsU", "huila"), done);
    expect(pieces(s, "huila", "cartelsU")).toBe(2);
    expect(pieces(s, "huila", "police")).toBe(1);
    expect(s.card.executed).toEqual(["cartels"]);
  });

  it("card 57 unshaded (5.1.1, 1.4.1): no Police Available — pieces just go; a Government player may free its own", () => {
    const board = { deck: [57, 2], pieces: { huila: { cartelsU: 1 }, bogota: { police: 30 } } };
    let s = play(fixture(board), c("event:unshaded"), rm("cartelsU", "huila")); // none left: ends
    expect(pieces(s, "huila", "cartelsU")).toBe(0);
    expect(pieces(s, "huila", "police")).toBe(0);
    s = play(
      fixture({ ...board, eligible: { cartels: false } }),
      c("event:unshaded"),
      rm("cartelsU", "huila"),
    );
    expect(options(s)).toContain("r|police|bogota");
    s = play(s, rm("police", "bogota"));
    expect(pieces(s, "huila", "police")).toBe(1);
    expect(pieces(s, "bogota", "police")).toBe(29);
  });

  it("card 57 unshaded (5.1, 5.1.1): one replacement at a time — with Police short, the executor's first pick gets the cube", () => {
    // 29 of the 30 Police on the map: one Available; Bogotá comes before Huila in the space order
    let s = fixture({
      deck: [57, 2],
      pieces: { bogota: { cartelsU: 1 }, huila: { cartelsU: 1 }, cucuta: { police: 29 } },
    });
    s = play(s, c("event:unshaded"), rm("cartelsU", "bogota"));
    expect(pieces(s, "bogota", "police")).toBe(1); // replaced at once, before the next pick
    s = play(s, rm("cartelsU", "huila")); // no Police left: only removed (5.1.1)
    expect(pieces(s, "huila", "cartelsU")).toBe(0);
    expect(pieces(s, "huila", "police")).toBe(0);
    expect(s.card.executed).toEqual(["cartels"]);
  });

  it("card 57 unshaded (8.1): no Cartels piece → ineffective", () => {
    expect(eff(57, "unshaded", fixture(), "govt")).toBe(false);
    expect(eff(57, "unshaded", fixture({ pieces: { cali: { cartelsBase: 1 } } }), "govt")).toBe(true);
  });

  it("card 57 shaded (5.1, 1.4.2): in 2 spaces a Police becomes a Cartels Guerrilla or Base (executor's pick)", () => {
    let s = fixture({
      deck: [57, 2],
      pieces: { cali: { police: 2 }, huila: { police: 1 }, "cali-pasto": { police: 1 } },
    });
    s = play(s, c("event:shaded"));
    expect(options(s).sort()).toEqual(["s|cali", "s|cali-pasto", "s|huila"]);
    s = play(s, sp("cali"), sp("cali-pasto"));
    // on a LoC only a Guerrilla fits: placed at once; Cali asks
    expect(pieces(s, "cali-pasto", "cartelsU")).toBe(1);
    expect(options(s).sort()).toEqual(["p|cartelsBase|cali", "p|cartelsU|cali"]);
    s = play(s, pl("cartelsBase", "cali"));
    expect(pieces(s, "cali", "police")).toBe(1);
    expect(pieces(s, "cali", "cartelsBase")).toBe(1);
    expect(pieces(s, "cali-pasto", "police")).toBe(0);
    expect(pieces(s, "huila", "police")).toBe(1);
  });

  it("card 57 shaded (5.1.1): no Cartels piece Available for a LoC — the Police is just removed", () => {
    const s = play(
      fixture({ deck: [57, 2], ...np, pieces: { "cali-pasto": { police: 1 }, huila: { cartelsU: 12 } } }),
      c("event:shaded"),
    );
    expect(pieces(s, "cali-pasto", "police")).toBe(0);
    expect(pieces(s, "cali-pasto", "cartelsU")).toBe(0);
    expect(s.card.executed).toEqual(["cartels"]);
  });

  it("card 57 shaded (8.1): no Police on the map → ineffective", () => {
    expect(eff(57, "shaded", fixture({ pieces: { cali: { troops: 3 } } }), "cartels")).toBe(false);
    expect(eff(57, "shaded", fixture({ pieces: { cali: { police: 1 } } }), "cartels")).toBe(true);
  });
});

describe("card 61 Air Bridge", () => {
  it("card 61 unshaded (4.5.3, 1.7): every Cartels piece leaves the chosen City, its Shipment too; Cartels −6", () => {
    let s = fixture({
      deck: [61, 2],
      resources: { cartels: 10 },
      pieces: {
        cali: { cartelsU: 1, cartelsA: 2, cartelsBase: 1, police: 1 },
        bogota: { cartelsU: 1 },
        huila: { cartelsU: 1 },
      },
      shipments: [["cali", "cartels"]],
    });
    s = play(s, c("event:unshaded"));
    expect(options(s).sort()).toEqual(["s|bogota", "s|cali"]); // Cities only
    s = play(s, sp("cali"));
    expect([
      pieces(s, "cali", "cartelsU"),
      pieces(s, "cali", "cartelsA"),
      pieces(s, "cali", "cartelsBase"),
    ]).toEqual([0, 0, 0]);
    expect(pieces(s, "cali", "police")).toBe(1);
    expect(pieces(s, "bogota", "cartelsU")).toBe(1);
    expect(s.shipments).toEqual([]);
    expect(s.resources.cartels).toBe(4);
  });

  it("card 61 unshaded (5.1.3, 8.1): no Cartels in a City — only Resources fall (not below 0); nothing at all → ineffective", () => {
    const s = play(
      fixture({ deck: [61, 2], resources: { cartels: 4 }, pieces: { huila: { cartelsU: 1 } } }),
      c("event:unshaded"),
    );
    expect(s.resources.cartels).toBe(0);
    expect(pieces(s, "huila", "cartelsU")).toBe(1);
    expect(
      eff(61, "unshaded", fixture({ resources: { cartels: 0 }, pieces: { huila: { cartelsU: 1 } } }), "govt"),
    ).toBe(false);
    expect(
      eff(61, "unshaded", fixture({ resources: { cartels: 0 }, pieces: { cali: { cartelsU: 1 } } }), "govt"),
    ).toBe(true);
    expect(eff(61, "unshaded", fixture({ resources: { cartels: 1 } }), "govt")).toBe(true);
  });

  it("card 61 shaded (1.4.2): a Cartels Base in each of 3 Departments without Cartels pieces", () => {
    let s = fixture({
      deck: [61, 2],
      pieces: { huila: { cartelsU: 1 }, cesar: { farcBase: 2 }, choco: { farcBase: 1 } },
    });
    s = play(s, c("event:shaded"));
    expect(options(s)).not.toContain("s|huila"); // Cartels pieces there
    expect(options(s)).not.toContain("s|cesar"); // full
    expect(options(s)).not.toContain("s|cali"); // a City
    expect(options(s)).toContain("s|choco");
    s = play(s, sp("choco"), sp("vaupes"), sp("meta-east"));
    for (const id of ["choco", "vaupes", "meta-east"]) expect(pieces(s, id, "cartelsBase")).toBe(1);
    expect(pieces(s, "huila", "cartelsBase")).toBe(0);
  });

  it("card 61 shaded (5.1.3, 1.4.1): one Base Available, Non-player — one Department; a player may free its Bases", () => {
    let s = play(fixture({ deck: [61, 2], ...np, pieces: fourteenBases }), c("event:shaded"), sp("vaupes"));
    expect(pieces(s, "vaupes", "cartelsBase")).toBe(1);
    expect(s.card.executed).toEqual(["cartels"]);
    s = play(
      fixture({ deck: [61, 2], pieces: fourteenBases }),
      c("event:shaded"),
      sp("vaupes"),
      sp("arauca"),
      sp("amazonas"),
    );
    expect(options(s)).toContain("r|cartelsBase|huila");
    s = play(s, rm("cartelsBase", "huila"), rm("cartelsBase", "huila"));
    expect(pieces(s, "huila", "cartelsBase")).toBe(0);
    const placed = ["vaupes", "arauca", "amazonas"].map((id) => pieces(s, id, "cartelsBase"));
    expect(placed.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it("card 61 shaded (8.1): no Base to be had → ineffective", () => {
    const all = { ...fourteenBases, cali: { cartelsBase: 1 } };
    expect(eff(61, "shaded", fixture({ ...np, pieces: all }), "cartels")).toBe(false);
    expect(eff(61, "shaded", fixture({ ...np, pieces: fourteenBases }), "cartels")).toBe(true);
  });
});

describe("card 62 Amazonía", () => {
  it("card 62 unshaded (5.1): up to 3 Insurgent pieces leave the 0-Pop Forests", () => {
    let s = fixture({
      deck: [62, 2],
      pieces: {
        vaupes: { farcU: 2, aucBase: 1 },
        amazonas: { cartelsBase: 1 },
        guaviare: { cartelsU: 1 },
        vichada: { farcU: 1 },
        guainia: { troops: 2 },
      },
    });
    s = play(s, c("event:unshaded"));
    expect(options(s).sort()).toEqual(["d", "r|aucBase|vaupes", "r|cartelsBase|amazonas", "r|farcU|vaupes"]);
    refused(s, rm("cartelsU", "guaviare"), "notAnOption"); // Pop 1
    s = play(s, rm("aucBase", "vaupes"), rm("cartelsBase", "amazonas"), done);
    expect(pieces(s, "vaupes", "aucBase")).toBe(0);
    expect(pieces(s, "vaupes", "farcU")).toBe(2);
    expect(pieces(s, "amazonas", "cartelsBase")).toBe(0);
    expect(pieces(s, "guainia", "troops")).toBe(2);
  });

  it("card 62 unshaded (8.1): no Insurgent piece in a 0-Pop Forest → ineffective", () => {
    const s = { pieces: { vichada: { farcU: 1 }, guaviare: { aucU: 1 }, guainia: { police: 1 } } };
    expect(eff(62, "unshaded", fixture(s), "govt")).toBe(false);
    expect(eff(62, "unshaded", fixture({ pieces: { guainia: { aucA: 1 } } }), "govt")).toBe(true);
  });

  it("card 62 unshaded (1.3.5): Panamá, a 0-Pop Forest Department once card 71 made it a space, counts", () => {
    const only = fixture({ pieces: { panama: { farcBase: 1 } } });
    expect(eff(62, "unshaded", only, "govt")).toBe(false); // still a foreign country (1.3.5)
    only.panama = true;
    expect(eff(62, "unshaded", only, "govt")).toBe(true);
    let s = fixture({ deck: [62, 2], pieces: { panama: { farcBase: 1 }, vaupes: { aucU: 1 } } });
    s.panama = true;
    s = play(s, c("event:unshaded"));
    expect(options(s).sort()).toEqual(["d", "r|aucU|vaupes", "r|farcBase|panama"]);
    s = play(s, rm("farcBase", "panama"), done);
    expect(pieces(s, "panama", "farcBase")).toBe(0);
    expect(pieces(s, "vaupes", "aucU")).toBe(1);
  });

  it("card 62 shaded (1.4.2): a Cartels Base in each of Guainía, Vaupés, Amazonas where one fits", () => {
    const s = play(fixture({ deck: [62, 2], pieces: { guainia: { farcBase: 2 } } }), c("event:shaded"));
    expect(pieces(s, "vaupes", "cartelsBase")).toBe(1);
    expect(pieces(s, "amazonas", "cartelsBase")).toBe(1);
    expect(pieces(s, "guainia", "cartelsBase")).toBe(0);
  });

  it("card 62 shaded (5.1.3): one Base Available — the executor picks where it goes", () => {
    let s = play(fixture({ deck: [62, 2], ...np, pieces: fourteenBases }), c("event:shaded"));
    expect(options(s).sort()).toEqual(["s|amazonas", "s|guainia", "s|vaupes"]);
    s = play(s, sp("guainia"));
    expect(pieces(s, "guainia", "cartelsBase")).toBe(1);
    expect(pieces(s, "vaupes", "cartelsBase") + pieces(s, "amazonas", "cartelsBase")).toBe(0);
  });

  it("card 62 shaded (8.1): the three full or no Base to be had → ineffective", () => {
    const full = { guainia: { farcBase: 2 }, vaupes: { farcBase: 2 }, amazonas: { aucBase: 2 } };
    expect(eff(62, "shaded", fixture({ pieces: full }), "cartels")).toBe(false);
    const none = { ...fourteenBases, cali: { cartelsBase: 1 } };
    expect(eff(62, "shaded", fixture({ ...np, pieces: none }), "cartels")).toBe(false);
    expect(eff(62, "shaded", fixture({ pieces: none }), "cartels")).toBe(true); // a player may free one
  });
});
