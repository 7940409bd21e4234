// Cards 64, 65, 66, 72 (batch d2): placing and removing Shipments (4.5.3), Bases (1.4.1, 1.4.2),
// replacing Guerrillas (5.1.1), Resources (1.7).
import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import type { Faction, GameState } from "../../../src/engine/types";
import { c, fixture, idx, options, pieces, pl, play, refused, rm, sp } from "../fixture";

const eff = (n: number, side: "unshaded" | "shaded", s: GameState, f: Faction) =>
  eventDef(n)![side]!.effective(s, f);
const np = { seats: { cartels: "nonplayer" as const } };
const held = (s: GameState) => s.shipments.map((sh) => `${sh.f}@${sh.s}`).sort();
const at = (f: Faction, id: string) => `${f}@${idx(id)}`;

describe("card 64 Cocaine Labs", () => {
  it("card 64 unshaded (4.5.3): 2 Shipments, each with a FARC Guerrilla where a Cartels Base stands; both may go to one space", () => {
    let s = fixture({
      deck: [64, 2],
      pieces: {
        huila: { cartelsBase: 1, farcU: 2 },
        cesar: { cartelsBase: 1, farcA: 1, aucU: 1 },
        cali: { farcU: 1 },
      },
    });
    s = play(s, c("event:unshaded"));
    expect(options(s).sort()).toEqual(["c|shipment:cesar:farc", "c|shipment:huila:farc"]);
    refused(s, c("shipment:cesar:auc"), "notAnOption");
    s = play(s, c("shipment:huila:farc"), c("shipment:huila:farc"));
    expect(held(s)).toEqual([at("farc", "huila"), at("farc", "huila")]);
    expect(s.card.executed).toEqual(["cartels"]);
  });

  it("card 64 unshaded (5.1.3): one Shipment left in the supply — one is placed", () => {
    const s = play(
      fixture({
        deck: [64, 2],
        pieces: { huila: { cartelsBase: 1, farcU: 1 }, cali: { cartelsU: 3 } },
        shipments: [
          ["cali", "cartels"],
          ["cali", "cartels"],
          ["cali", "cartels"],
        ],
      }),
      c("event:unshaded"),
    );
    expect(s.shipments.length).toBe(4);
    expect(held(s)).toContain(at("farc", "huila"));
  });

  it("card 64 unshaded (8.1): no FARC Guerrilla with a Cartels Base, or no Shipment left → ineffective", () => {
    const lab = { huila: { cartelsBase: 1, farcU: 1 } };
    expect(eff(64, "unshaded", fixture({ pieces: lab }), "farc")).toBe(true);
    expect(
      eff(
        64,
        "unshaded",
        fixture({ pieces: { huila: { cartelsBase: 1, aucU: 1 }, cali: { farcU: 1 } } }),
        "farc",
      ),
    ).toBe(false);
    const four = Array.from({ length: 4 }, () => ["huila", "farc"] as [string, Faction]);
    expect(eff(64, "unshaded", fixture({ pieces: lab, shipments: four }), "farc")).toBe(false);
  });

  it("card 64 shaded (1.7): Cartels +2 per Base in a City, +1 per Base in a Department, 99 cap", () => {
    const pieces = {
      cali: { cartelsBase: 2 },
      huila: { cartelsBase: 1 },
      vaupes: { cartelsBase: 1, cartelsU: 3 },
    };
    let s = play(fixture({ deck: [64, 2], resources: { cartels: 10 }, pieces }), c("event:shaded"));
    expect(s.resources.cartels).toBe(16);
    s = play(fixture({ deck: [64, 2], resources: { cartels: 97 }, pieces }), c("event:shaded"));
    expect(s.resources.cartels).toBe(99);
  });

  it("card 64 shaded (8.1): no Cartels Base, or Cartels at 99 → ineffective", () => {
    expect(eff(64, "shaded", fixture({ pieces: { cali: { cartelsU: 2 } } }), "cartels")).toBe(false);
    expect(
      eff(
        64,
        "shaded",
        fixture({ resources: { cartels: 99 }, pieces: { cali: { cartelsBase: 1 } } }),
        "cartels",
      ),
    ).toBe(false);
    expect(
      eff(
        64,
        "shaded",
        fixture({ resources: { cartels: 98 }, pieces: { huila: { cartelsBase: 1 } } }),
        "cartels",
      ),
    ).toBe(true);
  });
});

describe("card 65 Poppies", () => {
  it("card 65 (4.5.3, 1.4.2): in one Mountain Department a Shipment and an Insurgent Base; Departments where both can happen first", () => {
    let s = fixture({
      deck: [65, 2],
      pieces: { huila: { farcU: 1, aucU: 1, cartelsBase: 1 }, santander: { aucU: 1 }, choco: { farcU: 2 } },
      shipments: [["huila", "farc"]],
    });
    s = play(s, c("event:unshaded"));
    // 5.1.3: Cesar and Antioquia could only take a Base; Chocó is a Forest
    expect(options(s).sort()).toEqual(["s|huila", "s|santander"]);
    s = play(s, sp("huila"));
    expect(options(s).sort()).toEqual(["c|mode:placeShipment", "c|mode:removeShipment"]);
    s = play(s, c("mode:placeShipment"));
    expect(options(s).sort()).toEqual(["c|shipment:huila:auc", "c|shipment:huila:farc"]);
    s = play(s, c("shipment:huila:auc"));
    expect(held(s)).toEqual([at("auc", "huila"), at("farc", "huila")]);
    expect(options(s).sort()).toEqual(["c|mode:placeBase", "c|mode:removeBase"]);
    s = play(s, c("mode:placeBase"));
    expect(options(s).sort()).toEqual(["p|aucBase|huila", "p|cartelsBase|huila", "p|farcBase|huila"]);
    s = play(s, pl("aucBase", "huila"));
    expect(pieces(s, "huila", "aucBase")).toBe(1);
    expect(pieces(s, "huila", "cartelsBase")).toBe(1);
  });

  it("card 65 (4.5.3): removing a Shipment and a Base when nothing can be placed", () => {
    const four: [string, Faction][] = [
      ["cesar", "cartels"],
      ["cali", "farc"],
      ["cali", "farc"],
      ["cali", "farc"],
    ];
    let s = fixture({
      deck: [65, 2],
      pieces: {
        cesar: { cartelsU: 1, farcBase: 1, govtBase: 1 },
        cali: { farcU: 1 },
        huila: { govtBase: 2 },
      },
      shipments: four,
    });
    s = play(s, c("event:unshaded")); // Cesar is the only Department where both parts can happen
    expect(options(s)).toEqual(["c|shipment:cesar:cartels"]); // no Shipment left to place: remove
    s = play(s, c("shipment:cesar:cartels"));
    expect(held(s)).not.toContain(at("cartels", "cesar"));
    expect(pieces(s, "cesar", "farcBase")).toBe(0); // full: removal only, the one Insurgent Base
    expect(pieces(s, "cesar", "govtBase")).toBe(1);
    expect(s.card.executed).toEqual(["cartels"]);
  });

  it("card 65 (5.1.3): no Guerrilla or Shipment in any Mountain Department — the Base part alone", () => {
    let s = play(fixture({ deck: [65, 2], pieces: { choco: { farcU: 1 } } }), c("event:unshaded"));
    expect(options(s).sort()).toEqual(["s|antioquia", "s|cesar", "s|huila", "s|santander"]);
    s = play(s, sp("cesar"), pl("cartelsBase", "cesar"));
    expect(pieces(s, "cesar", "cartelsBase")).toBe(1);
    expect(s.shipments).toEqual([]);
  });

  it("card 65 (8.1): no Insurgent Base to place or remove and no Guerrilla or Shipment in a Mountain Department → ineffective", () => {
    // every Insurgent Base on the map, none in a Mountain Department
    const allBases = {
      narino: { farcBase: 2 },
      putumayo: { farcBase: 2 },
      guaviare: { farcBase: 2 },
      choco: { farcBase: 2, farcU: 3 },
      vaupes: { farcBase: 1, aucBase: 1 },
      amazonas: { aucBase: 2 },
      guainia: { aucBase: 2 },
      "meta-west": { aucBase: 1, cartelsBase: 1 },
      arauca: { cartelsBase: 2 },
      "meta-east": { cartelsBase: 2 },
      vichada: { cartelsBase: 2 },
      bogota: { cartelsBase: 2 },
      cali: { cartelsBase: 2 },
      medellin: { cartelsBase: 2 },
      pasto: { cartelsBase: 2 },
    };
    expect(eff(65, "unshaded", fixture({ pieces: allBases }), "govt")).toBe(false);
    expect(eff(65, "unshaded", fixture({ pieces: { ...allBases, cesar: { aucU: 1 } } }), "govt")).toBe(true);
    expect(eff(65, "unshaded", fixture({ pieces: { ...allBases, pasto: { cartelsBase: 1 } } }), "govt")).toBe(
      true,
    );
  });
});

describe("card 66 Tingo María", () => {
  it("card 66 unshaded (5.1): 3 Cartels Bases are removed from Forests", () => {
    let s = fixture({
      deck: [66, 2],
      pieces: {
        choco: { cartelsBase: 1 },
        vaupes: { cartelsBase: 2 },
        narino: { cartelsBase: 1 },
        huila: { cartelsBase: 1 },
      },
    });
    s = play(s, c("event:unshaded"));
    expect(options(s).sort()).toEqual([
      "r|cartelsBase|choco",
      "r|cartelsBase|narino",
      "r|cartelsBase|vaupes",
    ]);
    expect(options(s)).not.toContain("d");
    s = play(s, rm("cartelsBase", "vaupes"), rm("cartelsBase", "vaupes"), rm("cartelsBase", "narino"));
    expect(pieces(s, "vaupes", "cartelsBase")).toBe(0);
    expect(pieces(s, "narino", "cartelsBase")).toBe(0);
    expect(pieces(s, "choco", "cartelsBase")).toBe(1);
    expect(pieces(s, "huila", "cartelsBase")).toBe(1); // a Mountain
  });

  it("card 66 unshaded (5.1.3, 8.1): fewer than 3 — all go; none in a Forest → ineffective", () => {
    const s = play(fixture({ deck: [66, 2], pieces: { choco: { cartelsBase: 1 } } }), c("event:unshaded"));
    expect(pieces(s, "choco", "cartelsBase")).toBe(0);
    expect(
      eff(66, "unshaded", fixture({ pieces: { huila: { cartelsBase: 2 }, choco: { cartelsU: 1 } } }), "govt"),
    ).toBe(false);
    expect(eff(66, "unshaded", fixture({ pieces: { amazonas: { cartelsBase: 1 } } }), "govt")).toBe(true);
  });

  it("card 66 shaded (1.4.2): each Forest with a Cartels Base gets one more where a Base fits", () => {
    const s = play(
      fixture({
        deck: [66, 2],
        pieces: {
          choco: { cartelsBase: 1 },
          guainia: { cartelsBase: 1, cartelsU: 2 },
          vaupes: { cartelsBase: 2 },
          narino: { cartelsBase: 1, farcBase: 1 },
          huila: { cartelsBase: 1 },
          putumayo: { cartelsU: 1 },
        },
      }),
      c("event:shaded"),
    );
    expect(pieces(s, "choco", "cartelsBase")).toBe(2);
    expect(pieces(s, "guainia", "cartelsBase")).toBe(2);
    expect(pieces(s, "vaupes", "cartelsBase")).toBe(2);
    expect(pieces(s, "narino", "cartelsBase")).toBe(1);
    expect(pieces(s, "huila", "cartelsBase")).toBe(1); // a Mountain
    expect(pieces(s, "putumayo", "cartelsBase")).toBe(0);
  });

  it("card 66 shaded (5.1.3, 1.4.1): one Base Available — the executor picks the Forest; none → ineffective even for a player", () => {
    const board = {
      choco: { cartelsBase: 1 },
      guainia: { cartelsBase: 1 },
      vaupes: { cartelsBase: 2 },
      amazonas: { cartelsBase: 2 },
      cali: { cartelsBase: 2 },
      bogota: { cartelsBase: 2 },
      medellin: { cartelsBase: 2 },
      neiva: { cartelsBase: 2 },
    }; // 14 of 15 on the map
    let s = play(fixture({ deck: [66, 2], pieces: board }), c("event:shaded"));
    expect(options(s).sort()).toEqual(["s|choco", "s|guainia"]);
    s = play(s, sp("guainia"));
    expect(pieces(s, "guainia", "cartelsBase")).toBe(2);
    expect(pieces(s, "choco", "cartelsBase")).toBe(1);
    const none = { ...board, pasto: { cartelsBase: 1 } };
    expect(eff(66, "shaded", fixture({ pieces: none }), "cartels")).toBe(false);
    expect(eff(66, "shaded", fixture({ pieces: board }), "cartels")).toBe(true);
    expect(eff(66, "shaded", fixture({ pieces: { vaupes: { cartelsBase: 2 } } }), "cartels")).toBe(false);
  });
});

describe("card 72 Sicarios", () => {
  it("card 72 unshaded (5.1.1, 4.5.3): all Cartels Guerrillas in 2 spaces become FARC or AUC Guerrillas; a Shipment passes on", () => {
    let s = fixture({
      deck: [72, 2],
      ...np,
      pieces: {
        huila: { cartelsU: 2, cartelsA: 1, cartelsBase: 1 },
        cali: { cartelsU: 1 },
        choco: { cartelsA: 1 },
      },
      shipments: [["huila", "cartels"]],
    });
    s = play(s, c("event:unshaded"));
    expect(options(s).sort()).toEqual(["s|cali", "s|choco", "s|huila"]);
    s = play(s, sp("huila"), sp("cali"));
    // frames run last-picked first: Cali's single Guerrilla, then Huila's three
    expect(options(s).sort()).toEqual(["p|aucU|cali", "p|farcU|cali"]);
    s = play(s, pl("aucU", "cali"), pl("farcU", "huila"), pl("farcU", "huila"), pl("aucU", "huila"));
    expect([pieces(s, "huila", "farcU"), pieces(s, "huila", "aucU"), pieces(s, "cali", "aucU")]).toEqual([
      2, 1, 1,
    ]);
    expect(
      pieces(s, "huila", "cartelsU") + pieces(s, "huila", "cartelsA") + pieces(s, "cali", "cartelsU"),
    ).toBe(0);
    expect(pieces(s, "huila", "cartelsBase")).toBe(1);
    expect(pieces(s, "choco", "cartelsA")).toBe(1);
    expect(held(s)).toEqual([at("farc", "huila")]); // heir by rule: most Guerrillas
  });

  it("card 72 unshaded (4.5.3): a Cartels player holding the Shipment picks its heir", () => {
    let s = fixture({ deck: [72, 2], pieces: { huila: { cartelsU: 2 } }, shipments: [["huila", "cartels"]] });
    s = play(s, c("event:unshaded"), pl("farcU", "huila"), pl("aucU", "huila"));
    expect(options(s).sort()).toEqual(["c|heir:auc", "c|heir:farc"]);
    s = play(s, c("heir:auc"));
    expect(held(s)).toEqual([at("auc", "huila")]);
  });

  it("card 72 unshaded (5.1.1, 1.4.1): no FARC or AUC Guerrilla Available — the Cartels Guerrillas are just removed", () => {
    const s = play(
      fixture({
        deck: [72, 2],
        ...np,
        pieces: { huila: { cartelsU: 2 }, bogota: { farcU: 30 }, cali: { aucU: 18 } },
        shipments: [["huila", "cartels"]],
      }),
      c("event:unshaded"),
    );
    expect(pieces(s, "huila", "cartelsU")).toBe(0);
    expect(pieces(s, "huila", "farcU") + pieces(s, "huila", "aucU")).toBe(0);
    expect(s.shipments).toEqual([]);
    expect(s.card.executed).toEqual(["cartels"]);
  });

  it("card 72 unshaded (8.1): no Cartels Guerrilla → ineffective", () => {
    expect(eff(72, "unshaded", fixture({ pieces: { huila: { cartelsBase: 1 } } }), "govt")).toBe(false);
    expect(eff(72, "unshaded", fixture({ pieces: { huila: { cartelsA: 1 } } }), "govt")).toBe(true);
  });

  it("card 72 shaded (5.1): every Available Cartels Guerrilla goes to spaces with Cartels Bases", () => {
    let s = fixture({
      deck: [72, 2],
      pieces: { huila: { cartelsBase: 1 }, cali: { cartelsBase: 1 }, narino: { cartelsU: 9 } },
    });
    s = play(s, c("event:shaded"));
    expect(options(s).sort()).toEqual(["p|cartelsU|cali", "p|cartelsU|huila"]);
    expect(options(s)).not.toContain("d");
    s = play(s, pl("cartelsU", "cali"), pl("cartelsU", "huila"), pl("cartelsU", "cali"));
    expect(pieces(s, "cali", "cartelsU")).toBe(2);
    expect(pieces(s, "huila", "cartelsU")).toBe(1);
    expect(s.card.executed).toEqual(["cartels"]); // none left: the Event ends
  });

  it("card 72 shaded (8.1, 1.4.2): a Cartels Base only in Ecuador, already holding 2 Cartels pieces (card 33) → ineffective", () => {
    const s = fixture({ pieces: { ecuador: { cartelsBase: 1, cartelsU: 1 } } });
    s.ecuador = true;
    expect(eff(72, "shaded", s, "cartels")).toBe(false);
    const room = fixture({
      deck: [72, 2],
      pieces: { ecuador: { cartelsBase: 1 }, huila: { cartelsBase: 1 } },
    });
    room.ecuador = true;
    expect(eff(72, "shaded", room, "cartels")).toBe(true);
    const t = play(room, c("event:shaded"), pl("cartelsU", "ecuador"));
    expect(t.card.executed).toEqual(["cartels"]); // Ecuador full: the other 11 go to Huila at once
    expect(pieces(t, "ecuador", "cartelsU")).toBe(1);
    expect(pieces(t, "huila", "cartelsU")).toBe(11);
  });

  it("card 72 shaded (8.1): none Available or no Cartels Base → ineffective", () => {
    expect(
      eff(72, "shaded", fixture({ pieces: { huila: { cartelsBase: 1, cartelsU: 12 } } }), "cartels"),
    ).toBe(false);
    expect(eff(72, "shaded", fixture({ pieces: { huila: { cartelsU: 1 } } }), "cartels")).toBe(false);
    expect(
      eff(72, "shaded", fixture({ pieces: { huila: { cartelsBase: 1, cartelsU: 11 } } }), "cartels"),
    ).toBe(true);
  });
});
