// Cards 28 and 68: removal up to a number (5.1.3), placement limits (5.1.1), Shipments (4.5.3).
import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { c, done, fixture, idx, options, pieces, play, refused, rm, sp } from "../fixture";

/** all 9 FARC Bases on the map, none next to Venezuela: none Available (1.4.1) */
const allNineFarcBases = () =>
  Object.fromEntries(
    ["huila", "narino", "choco", "antioquia", "meta-west", "meta-east", "guaviare", "putumayo", "vaupes"].map(
      (id) => [id, { farcBase: 1 }],
    ),
  );

describe("card 28 Hugo Chávez", () => {
  it("card 28 unshaded removes up to 3 Insurgent pieces of any kind from one space next to Venezuela", () => {
    let s = fixture({
      deck: [28, 2],
      pieces: {
        cucuta: { farcU: 2, aucBase: 1, troops: 1 },
        arauca: { cartelsU: 1 },
        huila: { farcU: 1 },
      },
    });
    s = play(s, c("event:unshaded"));
    expect(options(s).sort()).toEqual(["s|arauca", "s|cucuta"]); // Huila is not next to Venezuela
    s = play(s, sp("cucuta"));
    expect(options(s)).toContain("d"); // "up to"
    refused(s, rm("troops", "cucuta"), "notAnOption"); // only Insurgent pieces
    s = play(s, rm("aucBase", "cucuta"), rm("farcU", "cucuta"), rm("farcU", "cucuta"));
    expect(pieces(s, "cucuta", "aucBase")).toBe(0);
    expect(pieces(s, "cucuta", "farcU")).toBe(0);
    expect(pieces(s, "arauca", "cartelsU")).toBe(1);
    expect(s.card.executed).toEqual(["farc"]);
  });

  it("card 28 unshaded may stop early (up to 3)", () => {
    let s = fixture({ deck: [28, 2], pieces: { cucuta: { farcU: 3 } } });
    s = play(s, c("event:unshaded"), rm("farcU", "cucuta"), done);
    expect(pieces(s, "cucuta", "farcU")).toBe(2);
  });

  it("card 28 shaded places a FARC Base in a Dept next to Venezuela and Sabotages only empty LoCs at Cúcuta", () => {
    let s = fixture({
      deck: [28, 2],
      pieces: { cesar: { aucBase: 1, cartelsBase: 1 }, "ayacucho-cucuta": { troops: 1 } },
    });
    s = play(s, c("event:shaded"));
    // Cesar is full (1.4.2), Cúcuta is a City: Santander, Arauca, Vichada, Guainía remain
    expect(options(s).sort()).toEqual(["s|arauca", "s|guainia", "s|santander", "s|vichada"]);
    refused(s, sp("cesar"), "eventSpace");
    s = play(s, sp("arauca"));
    expect(pieces(s, "arauca", "farcBase")).toBe(1);
    expect(s.spaces[idx("arauca-cucuta")].terror).toBe(1);
    expect(s.spaces[idx("ayacucho-cucuta")].terror).toBe(0); // has a piece
  });

  it("card 28 (5.1.3) shaded with no FARC Base available still Sabotages", () => {
    const bases = allNineFarcBases();
    // a Non-player FARC takes no Base off the map (1.4.1 is for player Factions)
    let s = fixture({ deck: [28, 2], pieces: bases, seats: { farc: "nonplayer" } });
    expect(eventDef(28)!.shaded!.effective!(s, "farc")).toBe(true);
    s = play(s, c("event:shaded"));
    expect(s.spaces[idx("arauca-cucuta")].terror).toBe(1);
    expect(s.spaces[idx("ayacucho-cucuta")].terror).toBe(1);
    expect(pieces(s, "arauca", "farcBase")).toBe(0);
    expect(s.card.executed).toEqual(["farc"]);
  });

  it("card 28 (1.4.1) a FARC player may take one of its Bases off the map for the Base next to Venezuela", () => {
    const bases = allNineFarcBases();
    let s = fixture({ deck: [28, 2], pieces: bases });
    s = play(s, c("event:shaded"), sp("arauca"));
    expect(options(s)).toContain("r|farcBase|vaupes");
    expect(options(s)).toContain("d");
    s = play(s, rm("farcBase", "vaupes"));
    expect(pieces(s, "arauca", "farcBase")).toBe(1);
    expect(pieces(s, "vaupes", "farcBase")).toBe(0);
    expect(s.spaces[idx("arauca-cucuta")].terror).toBe(1);
    expect(s.card.executed).toEqual(["farc"]);
  });

  it("card 28 (8.1) unshaded is ineffective with no Insurgent piece next to Venezuela", () => {
    const s = fixture({ pieces: { huila: { farcU: 3 }, cucuta: { troops: 2 } } });
    expect(eventDef(28)!.unshaded!.effective!(s, "govt")).toBe(false);
  });
});

describe("card 68 Narco-Subs", () => {
  it("card 68 unshaded removes 2 Cartels pieces from coastal spaces (Bases too)", () => {
    let s = fixture({
      deck: [68, 2],
      pieces: { cartagena: { cartelsBase: 1 }, narino: { cartelsU: 2 }, huila: { cartelsU: 1 } },
    });
    s = play(s, c("event:unshaded"));
    // no Shipment on the map: the pieces mode is taken at once
    expect(options(s).sort()).toEqual(["r|cartelsBase|cartagena", "r|cartelsU|narino"]);
    expect(options(s)).not.toContain("d"); // 2, not "up to"
    // once one kind of piece is left, the forced second removal needs no question
    s = play(s, rm("cartelsBase", "cartagena"));
    expect(pieces(s, "cartagena", "cartelsBase")).toBe(0);
    expect(pieces(s, "narino", "cartelsU")).toBe(1);
    expect(pieces(s, "huila", "cartelsU")).toBe(1);
  });

  it("card 68 unshaded may instead remove up to 2 Shipments held in coastal spaces", () => {
    let s = fixture({
      deck: [68, 2],
      pieces: { narino: { cartelsU: 1, farcU: 1 }, huila: { farcU: 1 }, cesar: { aucU: 1 } },
      shipments: [
        ["narino", "farc"],
        ["huila", "farc"],
        ["cesar", "auc"],
      ],
    });
    s = play(s, c("event:unshaded"));
    expect(options(s).sort()).toEqual(["c|mode:pieces", "c|mode:shipments"]);
    s = play(s, c("mode:shipments"));
    expect(options(s).sort()).toEqual(["c|shipment:cesar:auc", "c|shipment:narino:farc", "d"]);
    s = play(s, c("shipment:narino:farc"), done);
    expect(s.shipments.map((x) => x.s).sort()).toEqual([idx("cesar"), idx("huila")].sort());
    expect(pieces(s, "narino", "cartelsU")).toBe(1);
  });

  it("card 68 shaded gives Cartels +2 Resources per Cartels piece in coastal spaces", () => {
    let s = fixture({
      deck: [68, 2],
      pieces: { cartagena: { cartelsBase: 1, cartelsU: 1 }, narino: { cartelsA: 1 }, huila: { cartelsU: 5 } },
      resources: { cartels: 10 },
    });
    s = play(s, c("event:shaded"));
    expect(s.resources.cartels).toBe(16);
  });

  it("card 68 (8.1) both sides are ineffective without coastal Cartels pieces or Shipments", () => {
    const s = fixture({ pieces: { huila: { cartelsU: 2 } } });
    expect(eventDef(68)!.unshaded!.effective!(s, "govt")).toBe(false);
    expect(eventDef(68)!.shaded!.effective!(s, "cartels")).toBe(false);
  });
});
