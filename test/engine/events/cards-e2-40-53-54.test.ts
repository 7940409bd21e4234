// Batch e2: cards 40 Demobilization, 53 Criminal Air Force, 54 Deserters & Defectors.
import { describe, expect, it } from "vitest";
import { onMap } from "../../../src/engine/core/queries";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { Faction, GameState } from "../../../src/engine/types";
import { c, done, fixture, idx, mv, options, pieces, pl, play, refused, rm, sp } from "../fixture";

const eff = (n: number, side: "unshaded" | "shaded", s: GameState, f: Faction) =>
  eventDef(n)![side]!.effective(s, f);
const prompt = (s: GameState) => getDecision(s).prompt.key;

describe("card 40 Demobilization", () => {
  it("card 40 unshaded (5.1): 3 AUC Guerrillas of the executor's choice each give way to a Police", () => {
    let s = fixture({ deck: [40, 2], pieces: { huila: { aucU: 2, aucA: 1 }, cesar: { aucU: 1 } } });
    s = play(s, c("event:unshaded"));
    expect(getDecision(s).faction).toBe("auc");
    expect(options(s).sort()).toEqual(["r|aucA|huila", "r|aucU|cesar", "r|aucU|huila"]);
    s = play(s, rm("aucA", "huila"), rm("aucU", "cesar"));
    // the third: a single AUC Guerrilla left to choose from goes by itself
    expect(pieces(s, "huila", "aucA")).toBe(0);
    expect(pieces(s, "huila", "aucU")).toBe(1); // only 3 go
    expect(pieces(s, "huila", "police")).toBe(2);
    expect(pieces(s, "cesar", "aucU")).toBe(0);
    expect(pieces(s, "cesar", "police")).toBe(1);
    expect(prompt(s)).toBe("prompt.secondEligible");
  });

  it("card 40 unshaded (5.1.3, 5.1.1): fewer than 3 AUC all go; none replaced in a FARC Zone or without Police", () => {
    let s = fixture({
      deck: [40, 2],
      pieces: { guaviare: { aucU: 1 }, huila: { aucA: 1 } },
      zones: ["guaviare"],
    });
    s = play(s, c("event:unshaded"), rm("aucU", "guaviare"));
    expect(pieces(s, "guaviare", "aucU")).toBe(0);
    expect(pieces(s, "guaviare", "police")).toBe(0); // 1.4.2 no Govt forces in a FARC Zone
    expect(pieces(s, "huila", "aucA")).toBe(0); // the last one goes by itself
    expect(pieces(s, "huila", "police")).toBe(1);
    expect(prompt(s)).toBe("prompt.secondEligible");
    // every Police on the map, AUC executing: removal without replacement (5.1.1)
    let t = fixture({ deck: [40, 2], pieces: { huila: { aucU: 2 }, bogota: { police: 30 } } });
    t = play(t, c("event:unshaded"));
    expect(pieces(t, "huila", "aucU")).toBe(0);
    expect(pieces(t, "huila", "police")).toBe(0);
  });

  it("card 40 unshaded (1.4.1): a Government player with no Police Available may take one off the map", () => {
    let s = fixture({
      deck: [40, 2],
      eligible: { auc: false },
      pieces: { huila: { aucU: 1 }, bogota: { police: 30 } },
    });
    s = play(s, c("event:unshaded"));
    expect(prompt(s)).toBe("prompt.event.placeOwn");
    expect(options(s)).toEqual(expect.arrayContaining(["r|police|bogota", "d"]));
    s = play(s, rm("police", "bogota"));
    expect(pieces(s, "huila", "police")).toBe(1);
    expect(pieces(s, "bogota", "police")).toBe(29);
  });

  it("card 40 unshaded (8.1): effective only with an AUC Guerrilla on the map", () => {
    expect(eff(40, "unshaded", fixture({ pieces: { cesar: { aucA: 1 } } }), "govt")).toBe(true);
    expect(eff(40, "unshaded", fixture({ pieces: { cesar: { aucBase: 1 } } }), "govt")).toBe(false);
  });

  it("card 40 shaded (5.1): every cube of a Department with AUC goes to Cities, then AUC pieces into 2 Cities", () => {
    let s = fixture({
      deck: [40, 2],
      pieces: { santander: { aucBase: 1, troops: 2, police: 1 }, huila: { aucU: 1 }, cesar: { troops: 2 } },
    });
    s = play(s, c("event:shaded"));
    // Santander is the only Department with both AUC and cubes: taken at once
    expect(prompt(s)).toBe("prompt.card40.cubes");
    expect(options(s)).toContain("m|troops|santander|cartagena"); // any City, not only adjacent
    expect(options(s)).not.toContain("m|troops|santander|huila");
    s = play(s, mv("troops", "santander", "cartagena"), mv("police", "santander", "bogota"));
    s = play(s, mv("troops", "santander", "pasto"));
    expect(pieces(s, "santander", "troops") + pieces(s, "santander", "police")).toBe(0);
    expect(pieces(s, "cesar", "troops")).toBe(2); // no AUC there
    expect(prompt(s)).toBe("prompt.card40.cities");
    s = play(s, sp("cali"), sp("medellin"));
    expect(options(s).sort()).toEqual(["p|aucBase|cali", "p|aucU|cali"]);
    s = play(s, pl("aucBase", "cali"), pl("aucU", "medellin"));
    expect(pieces(s, "cali", "aucBase")).toBe(1);
    expect(pieces(s, "medellin", "aucU")).toBe(1);
    expect(prompt(s)).toBe("prompt.secondEligible");
  });

  it("card 40 shaded (5.1.3, 1.4.2): no Dept with AUC and cubes: only the placing; a full City takes a Guerrilla only", () => {
    let s = fixture({
      deck: [40, 2],
      pieces: { cesar: { troops: 2 }, cali: { govtBase: 1, farcBase: 1 } },
    });
    s = play(s, c("event:shaded"));
    expect(prompt(s)).toBe("prompt.card40.cities");
    s = play(s, sp("cali"), sp("bogota"));
    expect(pieces(s, "cali", "aucU")).toBe(1); // no room for a third Base: the Guerrilla goes by itself
    expect(pieces(s, "cesar", "troops")).toBe(2);
    expect(options(s).sort()).toEqual(["p|aucBase|bogota", "p|aucU|bogota"]);
  });

  it("card 40 shaded (1.4.1): no AUC piece Available — a Govt executor only moves cubes; an AUC player may free its own", () => {
    const all = {
      santander: { aucU: 18, aucBase: 2, police: 1 },
      cesar: { aucBase: 2 },
      atlantico: { aucBase: 2 },
    };
    let s = fixture({ deck: [40, 2], eligible: { auc: false }, pieces: all });
    expect(onMap(s, "aucG")).toBe(18);
    s = play(s, c("event:shaded"), mv("police", "santander", "cucuta"));
    expect(pieces(s, "cucuta", "police")).toBe(1);
    expect(prompt(s)).toBe("prompt.secondEligible"); // no City can get an AUC piece
    let t = fixture({ deck: [40, 2], pieces: all });
    t = play(t, c("event:shaded"), mv("police", "santander", "cucuta"), sp("cali"), sp("neiva"));
    expect(prompt(t)).toBe("prompt.event.placeOwn");
    t = play(t, rm("aucU", "santander"), pl("aucU", "cali"));
    expect(pieces(t, "cali", "aucU")).toBe(1);
    expect(pieces(t, "santander", "aucU")).toBe(17);
    expect(prompt(t)).toBe("prompt.event.placeOwn"); // Neiva next, again only by freeing
  });

  it("card 40 shaded (8.1): ineffective when no Dept has AUC and cubes and no AUC piece can be placed", () => {
    const full = { cesar: { aucU: 18, aucBase: 2 }, atlantico: { aucBase: 2 }, choco: { aucBase: 2 } };
    expect(eff(40, "shaded", fixture({ pieces: full }), "govt")).toBe(false);
    expect(
      eff(40, "shaded", fixture({ pieces: { ...full, cesar: { ...full.cesar, troops: 1 } } }), "govt"),
    ).toBe(true);
    expect(eff(40, "shaded", fixture(), "govt")).toBe(true); // AUC pieces Available for Cities
  });
});

describe("card 53 Criminal Air Force", () => {
  it("card 53 (5.1): the executor names a Faction, flies 2 Guerrillas between any 2 Departments, they end Underground", () => {
    let s = fixture({
      deck: [53, 2],
      pieces: { huila: { farcA: 2, farcU: 1 }, cesar: { aucU: 1 }, bogota: { cartelsU: 1 } },
    });
    s = play(s, c("event:unshaded"));
    expect(options(s).sort()).toEqual(["c|faction:auc", "c|faction:farc"]); // Cartels only in a City
    s = play(s, c("faction:farc")); // Huila, the only FARC Department, is taken at once
    expect(prompt(s)).toBe("prompt.card53.to");
    expect(options(s)).toContain("s|vaupes"); // not adjacent: any Department
    expect(options(s)).not.toContain("s|bogota");
    expect(options(s)).not.toContain("s|huila");
    refused(s, sp("bogota"), "eventSpace");
    s = play(s, sp("vaupes"), mv("farcA", "huila", "vaupes"), mv("farcA", "huila", "vaupes"));
    expect(pieces(s, "vaupes", "farcU")).toBe(2);
    expect(pieces(s, "vaupes", "farcA")).toBe(0);
    expect(pieces(s, "huila", "farcU")).toBe(1);
    expect(prompt(s)).toBe("prompt.secondEligible");
  });

  it("card 53 (5.1): one Guerrilla may be enough; only the arrivals flip, Active ones already there stay", () => {
    let s = fixture({ deck: [53, 2], pieces: { huila: { farcA: 2 }, guaviare: { farcA: 1 } } });
    s = play(s, c("event:unshaded"), sp("huila"), sp("guaviare"), mv("farcA", "huila", "guaviare"));
    expect(prompt(s)).toBe("prompt.card53.second");
    s = play(s, done);
    expect(pieces(s, "guaviare", "farcU")).toBe(1);
    expect(pieces(s, "guaviare", "farcA")).toBe(1);
    expect(pieces(s, "huila", "farcA")).toBe(1);
  });

  it("card 53 (5.1): a Government executor makes every selection, even for FARC's Guerrillas", () => {
    let s = fixture({
      deck: [53, 2],
      eligible: { auc: false, cartels: false, farc: false },
      pieces: { huila: { farcU: 2 }, cesar: { aucA: 1 } },
    });
    s = play(s, c("event:unshaded"));
    expect(getDecision(s).faction).toBe("govt");
    s = play(s, c("faction:farc"));
    expect(prompt(s)).toBe("prompt.card53.to");
    expect(getDecision(s).faction).toBe("govt");
    s = play(s, sp("amazonas"), mv("farcU", "huila", "amazonas"));
    expect(prompt(s)).toBe("prompt.card53.second");
    expect(getDecision(s).faction).toBe("govt");
    s = play(s, done);
    expect(pieces(s, "amazonas", "farcU")).toBe(1);
    expect(pieces(s, "huila", "farcU")).toBe(1);
  });

  it("card 53 (4.5.3): a Shipment goes along with the last Guerrilla of its owner", () => {
    let s = fixture({
      deck: [53, 2],
      pieces: { narino: { cartelsU: 1 } },
      shipments: [["narino", "cartels"]],
    });
    s = play(s, c("event:unshaded"), sp("amazonas"), mv("cartelsU", "narino", "amazonas"));
    expect(s.shipments).toEqual([{ s: idx("amazonas"), f: "cartels" }]);
  });

  it("card 53 (1.3.5): Ecuador, made a Department by card 33, may be either end; its 2-piece limit holds", () => {
    let s = fixture({ deck: [53, 2], pieces: { ecuador: { farcU: 1, farcBase: 1 }, huila: { farcA: 2 } } });
    s.ecuador = true;
    s = play(s, c("event:unshaded"));
    expect(options(s).sort()).toEqual(["s|ecuador", "s|huila"]);
    s = play(s, sp("huila"));
    expect(options(s)).not.toContain("s|ecuador"); // already 2 FARC pieces there
    const t = play(fixture({ deck: [53, 2], pieces: { huila: { farcA: 2 } } }), c("event:unshaded"));
    expect(options(t)).not.toContain("s|ecuador"); // not a space before card 33
  });

  it("card 53 (8.1): effective only with an Insurgent Guerrilla in a Department", () => {
    expect(
      eff(53, "unshaded", fixture({ pieces: { bogota: { farcA: 2 }, cesar: { aucBase: 1 } } }), "auc"),
    ).toBe(false);
    expect(eff(53, "unshaded", fixture({ pieces: { cesar: { cartelsA: 1 } } }), "auc")).toBe(true);
    expect(eff(53, "unshaded", fixture(), "auc")).toBe(false); // an empty map
  });
});

describe("card 54 Deserters & Defectors", () => {
  it("card 54 (5.1): up to 2 Guerrillas go, each replaced or not by another Faction's Available Guerrilla", () => {
    let s = fixture({ deck: [54, 2], pieces: { huila: { farcU: 2 }, bogota: { cartelsA: 1 } } });
    s = play(s, c("event:unshaded"));
    expect(options(s).sort()).toEqual(["d", "r|cartelsA|bogota", "r|farcU|huila"]);
    s = play(s, rm("farcU", "huila"));
    expect(prompt(s)).toBe("prompt.card54.replace");
    expect(options(s).sort()).toEqual(["d", "p|aucU|huila", "p|cartelsU|huila"]); // not FARC's own
    s = play(s, pl("cartelsU", "huila"), rm("cartelsA", "bogota"));
    expect(options(s).sort()).toEqual(["d", "p|aucU|bogota", "p|farcU|bogota"]);
    s = play(s, done);
    expect(pieces(s, "huila", "farcU")).toBe(1);
    expect(pieces(s, "huila", "cartelsU")).toBe(1);
    expect(pieces(s, "bogota", "cartelsA") + pieces(s, "bogota", "cartelsU")).toBe(0);
    expect(pieces(s, "bogota", "farcU") + pieces(s, "bogota", "aucU")).toBe(0);
    expect(prompt(s)).toBe("prompt.secondEligible");
  });

  it("card 54 (5.1): the executor may stop before any removal", () => {
    let s = fixture({ deck: [54, 2], pieces: { huila: { farcU: 2 } } });
    s = play(s, c("event:unshaded"), done);
    expect(pieces(s, "huila", "farcU")).toBe(2);
    expect(prompt(s)).toBe("prompt.secondEligible");
  });

  it("card 54 (5.1.1, 1.4.1): nothing Available to replace with — removal only; an AUC player may free its own", () => {
    const pcs = { huila: { farcU: 1 }, cesar: { aucU: 18 }, guaviare: { cartelsU: 12 } };
    // Government executing (AUC and Cartels pieces all on the map): no replacement question
    let s = fixture({ deck: [54, 2], eligible: { auc: false, cartels: false, farc: false }, pieces: pcs });
    s = play(s, c("event:unshaded"), rm("farcU", "huila"));
    expect(prompt(s)).toBe("prompt.card54.remove");
    expect(pieces(s, "huila", "farcU") + pieces(s, "huila", "aucU") + pieces(s, "huila", "cartelsU")).toBe(0);
    // the AUC player executing may take one of its own off the map to put it there
    let t = fixture({ deck: [54, 2], pieces: pcs });
    t = play(t, c("event:unshaded"), rm("farcU", "huila"));
    expect(prompt(t)).toBe("prompt.event.placeOwn");
    t = play(t, rm("aucU", "cesar"), pl("aucU", "huila"));
    expect(pieces(t, "huila", "aucU")).toBe(1);
    expect(pieces(t, "cesar", "aucU")).toBe(17);
  });

  it("card 54 (8.1): effective only with a Guerrilla on the map", () => {
    expect(
      eff(54, "unshaded", fixture({ pieces: { cesar: { aucBase: 1 }, bogota: { troops: 3 } } }), "auc"),
    ).toBe(false);
    expect(eff(54, "unshaded", fixture({ pieces: { "bogota-neiva": { farcA: 1 } } }), "auc")).toBe(true);
  });
});
