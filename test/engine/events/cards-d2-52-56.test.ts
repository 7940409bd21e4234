// Cards 52, 55, 56 (batch d2): shifts (1.6), Bases (1.4.1, 1.4.2), Shipments (4.5.3), Resources
// and Aid (1.7).
import { describe, expect, it } from "vitest";
import { SPACES } from "../../../src/engine/data/map";
import { eventDef } from "../../../src/engine/events/registry";
import type { Faction, GameState } from "../../../src/engine/types";
import { c, fixture, idx, options, pieces, pl, play, refused, rm, sp } from "../fixture";

const eff = (n: number, side: "unshaded" | "shaded", s: GameState, f: Faction) =>
  eventDef(n)![side]!.effective(s, f);
const sup = (s: GameState, id: string) => s.spaces[idx(id)].sup;
/** every Pop space at one level */
const allPop = (lv: number) =>
  Object.fromEntries(
    SPACES.filter((d) => (d.type === "city" || d.type === "dept") && d.pop > 0).map((d) => [d.id, lv]),
  );
/** all 6 AUC Bases on the map, none Available (1.4.1) */
const allAucBases = { huila: { aucBase: 2 }, cesar: { aucBase: 2 }, choco: { aucBase: 2 } };

describe("card 52 Castaño", () => {
  it("card 52 unshaded (1.6): 2 Cities or Mountain Departments each shift 1 toward Active Support", () => {
    let s = play(fixture({ deck: [52, 2], levels: { cali: 2, cesar: -1, huila: 0 } }), c("event:unshaded"));
    expect(options(s)).toContain("s|bogota");
    expect(options(s)).toContain("s|cesar");
    expect(options(s)).not.toContain("s|cali"); // already Active Support
    expect(options(s)).not.toContain("s|choco"); // a Forest
    expect(options(s)).not.toContain("s|arauca"); // Grassland
    refused(s, sp("meta-east"), "eventSpace");
    s = play(s, sp("cesar"), sp("huila"));
    expect(sup(s, "cesar")).toBe(0);
    expect(sup(s, "huila")).toBe(1);
    expect(sup(s, "cali")).toBe(2);
  });

  it("card 52 unshaded (5.1.3, 8.1): one candidate left shifts alone; none → ineffective", () => {
    const s = play(fixture({ deck: [52, 2], levels: { ...allPop(2), pasto: 1 } }), c("event:unshaded"));
    expect(sup(s, "pasto")).toBe(2);
    expect(s.card.executed).toEqual(["auc"]);
    expect(eff(52, "unshaded", fixture({ levels: { ...allPop(2), choco: 0 } }), "govt")).toBe(false);
    expect(eff(52, "unshaded", fixture({ levels: { ...allPop(2), santander: 1 } }), "govt")).toBe(true);
  });

  it("card 52 shaded (1.4.2, 1.7): an AUC Base where AUC stands and a Base fits; then +1 Resource per AUC Base", () => {
    let s = fixture({
      deck: [52, 2],
      resources: { auc: 10 },
      pieces: { huila: { aucU: 1 }, cesar: { aucBase: 1, farcBase: 1 }, santander: { aucBase: 1 }, cali: {} },
    });
    s = play(s, c("event:shaded"));
    expect(options(s).sort()).toEqual(["p|aucBase|huila", "p|aucBase|santander"]); // Cesar is full
    refused(s, pl("aucBase", "cali"), "notAnOption");
    s = play(s, pl("aucBase", "huila"));
    expect(pieces(s, "huila", "aucBase")).toBe(1);
    expect(s.resources.auc).toBe(13); // 3 AUC Bases on the map now
  });

  it("card 52 shaded (1.4.1): none Available — an AUC player may free a Base; executed by another Faction, Resources only", () => {
    const board = {
      deck: [52, 2],
      resources: { auc: 0 },
      pieces: { ...allAucBases, santander: { aucU: 1 } },
    };
    let s = play(fixture(board), c("event:shaded"));
    expect(options(s)).toContain("r|aucBase|choco");
    expect(options(s)).toContain("d");
    s = play(s, rm("aucBase", "choco")); // the one place left: taken at once
    expect(pieces(s, "santander", "aucBase")).toBe(1);
    expect(s.resources.auc).toBe(6);
    const other = play(fixture({ ...board, eligible: { auc: false } }), c("event:shaded"));
    expect(other.card.executed).toEqual(["cartels"]);
    expect(pieces(other, "santander", "aucBase")).toBe(0);
    expect(other.resources.auc).toBe(6);
  });

  it("card 52 shaded (8.1, 1.4.2): AUC only in Ecuador, already at 2 AUC pieces (card 33) → no Base fits, ineffective", () => {
    const full = fixture({ pieces: { ecuador: { aucU: 2 } } });
    full.ecuador = true;
    expect(eff(52, "shaded", full, "govt")).toBe(false);
    const one = fixture({ pieces: { ecuador: { aucU: 1 } } });
    one.ecuador = true;
    expect(eff(52, "shaded", one, "govt")).toBe(true);
  });

  it("card 52 shaded (8.1): no AUC piece and no AUC Base → ineffective; a Base to place or to count → effective", () => {
    expect(eff(52, "shaded", fixture(), "auc")).toBe(false);
    expect(eff(52, "shaded", fixture({ pieces: { huila: { aucU: 1 } } }), "auc")).toBe(true);
    const full = { pieces: { huila: { aucBase: 1, farcBase: 1 } } };
    expect(eff(52, "shaded", fixture({ ...full, resources: { auc: 99 } }), "auc")).toBe(false);
    expect(eff(52, "shaded", fixture({ ...full, resources: { auc: 98 } }), "auc")).toBe(true);
  });
});

describe("card 55 DEA Agents", () => {
  it("card 55 unshaded (4.5.3, 1.7): 2 Shipments, then 5 Cartels Guerrillas are removed; Aid +3", () => {
    let s = fixture({
      deck: [55, 2],
      aid: 10,
      pieces: { huila: { cartelsU: 3, farcU: 1 }, cali: { cartelsA: 2 }, choco: { cartelsU: 2 } },
      shipments: [
        ["huila", "farc"],
        ["cali", "cartels"],
        ["choco", "cartels"],
      ],
    });
    s = play(s, c("event:unshaded"));
    expect(options(s).sort()).toEqual([
      "c|shipment:cali:cartels",
      "c|shipment:choco:cartels",
      "c|shipment:huila:farc",
    ]);
    expect(options(s)).not.toContain("d"); // 2 must go
    s = play(s, c("shipment:huila:farc"), c("shipment:cali:cartels"));
    expect(s.shipments).toEqual([{ s: idx("choco"), f: "cartels" }]);
    expect(options(s)).not.toContain("r|farcU|huila");
    s = play(
      s,
      rm("cartelsU", "huila"),
      rm("cartelsU", "huila"),
      rm("cartelsU", "huila"),
      rm("cartelsA", "cali"),
    );
    s = play(s, rm("cartelsU", "choco"));
    expect(pieces(s, "huila", "cartelsU")).toBe(0);
    expect(pieces(s, "cali", "cartelsA")).toBe(1);
    expect(pieces(s, "choco", "cartelsU")).toBe(1);
    expect(pieces(s, "huila", "farcU")).toBe(1);
    expect(s.aid).toBe(13);
  });

  it("card 55 unshaded (5.1.3): no Shipment, fewer than 5 Guerrillas — all go; Aid capped at 29", () => {
    const s = play(
      fixture({ deck: [55, 2], aid: 28, pieces: { huila: { cartelsU: 2, cartelsBase: 1 } } }),
      c("event:unshaded"),
    );
    expect(pieces(s, "huila", "cartelsU")).toBe(0);
    expect(pieces(s, "huila", "cartelsBase")).toBe(1); // only Guerrillas
    expect(s.aid).toBe(29);
    expect(s.card.executed).toEqual(["cartels"]);
  });

  it("card 55 unshaded (8.1): Aid at 29, no Shipment, no Cartels Guerrilla → ineffective", () => {
    expect(eff(55, "unshaded", fixture({ aid: 29, pieces: { huila: { cartelsBase: 1 } } }), "govt")).toBe(
      false,
    );
    expect(eff(55, "unshaded", fixture({ aid: 28 }), "govt")).toBe(true);
    expect(eff(55, "unshaded", fixture({ aid: 29, pieces: { huila: { cartelsA: 1 } } }), "govt")).toBe(true);
    const ship = fixture({ aid: 29, pieces: { huila: { farcU: 1 } }, shipments: [["huila", "farc"]] });
    expect(eff(55, "unshaded", ship, "govt")).toBe(true);
  });

  it("card 55 shaded (1.6): 3 spaces with Cartels pieces each shift 1 toward Active Opposition", () => {
    let s = fixture({
      deck: [55, 2],
      levels: { huila: 1, cali: -2, cesar: 0, bogota: 2 },
      pieces: {
        huila: { cartelsBase: 1 },
        cali: { cartelsU: 1 },
        cesar: { cartelsA: 1 },
        bogota: { cartelsU: 1 },
        vaupes: { cartelsU: 1 },
        santander: { farcU: 1 },
        antioquia: { cartelsU: 1 },
      },
    });
    s = play(s, c("event:shaded"));
    expect(options(s).sort()).toEqual(["s|antioquia", "s|bogota", "s|cesar", "s|huila"]); // Cali at Active Opposition; Vaupés 0 Pop
    s = play(s, sp("huila"), sp("cesar"), sp("bogota"));
    expect([sup(s, "huila"), sup(s, "cesar"), sup(s, "bogota")]).toEqual([0, -1, 1]);
    expect([sup(s, "antioquia"), sup(s, "santander"), sup(s, "cali")]).toEqual([0, 0, -2]);
  });

  it("card 55 shaded (8.1): Cartels pieces only at Active Opposition or in 0-Pop spaces → ineffective", () => {
    const pieces = { cali: { cartelsU: 1 }, vaupes: { cartelsBase: 1 } };
    expect(eff(55, "shaded", fixture({ pieces, levels: { cali: -2 } }), "cartels")).toBe(false);
    expect(eff(55, "shaded", fixture({ pieces, levels: { cali: -1 } }), "cartels")).toBe(true);
    expect(eff(55, "shaded", fixture(), "cartels")).toBe(false);
  });
});

describe("card 56 Drogas La Rebaja", () => {
  it("card 56 unshaded (1.7): 15 Resources pass from the Cartels to the Government", () => {
    const s = play(fixture({ deck: [56, 2], resources: { cartels: 40, govt: 10 } }), c("event:unshaded"));
    expect(s.resources.cartels).toBe(25);
    expect(s.resources.govt).toBe(25);
  });

  it("card 56 unshaded (5.1.3, 1.7): limited to what the Cartels hold and to the Government's room below 99", () => {
    let s = play(fixture({ deck: [56, 2], resources: { cartels: 6, govt: 10 } }), c("event:unshaded"));
    expect([s.resources.cartels, s.resources.govt]).toEqual([0, 16]);
    s = play(fixture({ deck: [56, 2], resources: { cartels: 30, govt: 90 } }), c("event:unshaded"));
    expect([s.resources.cartels, s.resources.govt]).toEqual([21, 99]);
  });

  it("card 56 unshaded (8.1): Cartels at 0 or Government at 99 → ineffective", () => {
    expect(eff(56, "unshaded", fixture({ resources: { cartels: 0, govt: 10 } }), "govt")).toBe(false);
    expect(eff(56, "unshaded", fixture({ resources: { cartels: 10, govt: 99 } }), "govt")).toBe(false);
    expect(eff(56, "unshaded", fixture({ resources: { cartels: 1, govt: 98 } }), "govt")).toBe(true);
  });

  it("card 56 shaded (1.7, 1.4.2): + twice the Cartels pieces in Cities, then a Cartels Base in each of 2 Cities", () => {
    let s = fixture({
      deck: [56, 2],
      resources: { cartels: 5 },
      pieces: {
        cali: { cartelsU: 2, cartelsBase: 1 },
        huila: { cartelsU: 4 },
        medellin: { govtBase: 1, farcBase: 1 },
      },
    });
    s = play(s, c("event:shaded"));
    expect(s.resources.cartels).toBe(11); // 3 pieces in Cali; Huila is a Department
    expect(options(s)).not.toContain("s|medellin"); // 2 Bases already
    expect(options(s)).not.toContain("s|huila");
    s = play(s, sp("cali"), sp("bogota"));
    expect(pieces(s, "cali", "cartelsBase")).toBe(2);
    expect(pieces(s, "bogota", "cartelsBase")).toBe(1);
  });

  it("card 56 shaded (5.1.3, 1.4.1): one Base Available — the executor picks its City; a Non-player frees none", () => {
    const board = {
      deck: [56, 2],
      seats: { cartels: "nonplayer" as const },
      pieces: { huila: { cartelsBase: 2 }, narino: { cartelsBase: 2 }, choco: { cartelsBase: 2 } },
    };
    const bases = {
      ...board.pieces,
      putumayo: { cartelsBase: 2 },
      guaviare: { cartelsBase: 2 },
      vaupes: { cartelsBase: 2 },
      amazonas: { cartelsBase: 2 },
    };
    let s = play(fixture({ ...board, pieces: { ...bases, guainia: { cartelsBase: 0 } } }), c("event:shaded"));
    // 14 of 15 on the map: one City only
    expect(options(s)).toContain("s|pasto");
    s = play(s, sp("pasto"));
    expect(pieces(s, "pasto", "cartelsBase")).toBe(1);
    expect(pieces(s, "bogota", "cartelsBase")).toBe(0);
    expect(s.card.executed).toEqual(["cartels"]);
  });

  it("card 56 shaded (8.1): no Cartels piece in a City and no Base to place → ineffective", () => {
    const all = {
      huila: { cartelsBase: 2 },
      narino: { cartelsBase: 2 },
      choco: { cartelsBase: 2 },
      putumayo: { cartelsBase: 2 },
      guaviare: { cartelsBase: 2 },
      vaupes: { cartelsBase: 2 },
      amazonas: { cartelsBase: 2 },
      guainia: { cartelsBase: 1 },
    };
    const np = { seats: { cartels: "nonplayer" as const } };
    expect(eff(56, "shaded", fixture({ ...np, pieces: all }), "cartels")).toBe(false);
    expect(eff(56, "shaded", fixture({ ...np }), "cartels")).toBe(true);
    expect(eff(56, "shaded", fixture({ ...np, pieces: { ...all, cali: { cartelsU: 1 } } }), "cartels")).toBe(
      true,
    );
    expect(eff(56, "shaded", fixture({ pieces: all }), "cartels")).toBe(true); // a player may free one (1.4.1)
  });
});
