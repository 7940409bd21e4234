// Cards 8, 29, 36: free Special Activities and Operations (5.5), FARC Zones (6.4.4), Eligibility.
import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, fixture, idx, mv, options, pieces, play, refused, rm, sp } from "../fixture";

describe("card 8 Fuerza Aérea Colombiana", () => {
  it("card 8 unshaded: the Govt makes 3 free Air Strikes (4.2.2: Depts and LoCs, exposed pieces only)", () => {
    let s = fixture({
      deck: [8, 2],
      pieces: {
        huila: { farcA: 2, farcU: 1 },
        "bogota-yopal": { aucA: 1 },
        bogota: { cartelsA: 1 },
        narino: { cartelsBase: 1 },
      },
      resources: { govt: 5 },
    });
    s = play(s, c("event:unshaded"));
    expect(getDecision(s).faction).toBe("govt");
    expect(options(s)).toContain("r|farcA|huila");
    expect(options(s)).toContain("r|cartelsBase|narino"); // no Cartels Guerrilla there
    refused(s, rm("farcU", "huila"), "undergroundProtected");
    refused(s, rm("cartelsA", "bogota"), "airStrikeCity");
    s = play(s, rm("farcA", "huila"), rm("aucA", "bogota-yopal"), rm("farcA", "huila"));
    expect(pieces(s, "huila", "farcA")).toBe(0);
    expect(pieces(s, "huila", "farcU")).toBe(1);
    expect(pieces(s, "bogota-yopal", "aucA")).toBe(0);
    expect(pieces(s, "narino", "cartelsBase")).toBe(1); // only 3 strikes
    expect(s.resources.govt).toBe(5); // free (5.5)
    expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
  });

  it("card 8 (5.1.2) unshaded strikes even under Plan Colombia's Momentum: the Event being played wins", () => {
    let s = fixture({ deck: [8, 2], pieces: { huila: { farcA: 1 } }, momentum: [12] });
    expect(eventDef(8)!.unshaded!.effective!(s, "govt")).toBe(true);
    s = play(s, c("event:unshaded"));
    // each strike is still a choice, even with a single target
    expect(options(s)).toEqual(["r|farcA|huila"]);
    s = play(s, rm("farcA", "huila"));
    expect(pieces(s, "huila", "farcA")).toBe(0);
    expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
  });

  it("card 8 (8.1) unshaded is ineffective with nothing exposed in a Dept or LoC", () => {
    const s = fixture({ pieces: { bogota: { farcA: 2 }, huila: { farcU: 3 } } });
    expect(eventDef(8)!.unshaded!.effective!(s, "govt")).toBe(false);
  });

  it("card 8 shaded: Government Resources −9, not below 0 (1.7)", () => {
    let s = fixture({ deck: [8, 2], resources: { govt: 20 } });
    s = play(s, c("event:shaded"));
    expect(s.resources.govt).toBe(11);
    let t = fixture({ deck: [8, 2], resources: { govt: 4 } });
    t = play(t, c("event:shaded"));
    expect(t.resources.govt).toBe(0);
  });
});

describe("card 29 Kill Zone", () => {
  it("card 29 unshaded Activates all FARC in the space, then a free Assault removes Active Guerrillas", () => {
    let s = fixture({
      deck: [29, 2],
      pieces: {
        bogota: { troops: 2, police: 1, farcU: 3, aucU: 1 },
        huila: { farcU: 1 },
      },
      resources: { govt: 0 },
      eligible: { farc: false, auc: false, cartels: false },
    });
    s = play(s, c("event:unshaded"));
    expect(options(s).sort()).toEqual(["s|bogota", "s|huila"]);
    s = play(s, sp("bogota"));
    // all 3 FARC Active; AUC stays Underground; 3 cubes in a City remove 3 Active FARC
    expect(pieces(s, "bogota", "farcA")).toBe(0);
    expect(pieces(s, "bogota", "farcU")).toBe(0);
    expect(pieces(s, "bogota", "aucU")).toBe(1);
    expect(s.resources.govt).toBe(0); // free (5.5)
    expect(pieces(s, "huila", "farcU")).toBe(1);
  });

  it("card 29 unshaded in a Mountain: all FARC Activated, Assault capacity halved (3.2.4)", () => {
    let s = fixture({ deck: [29, 2], pieces: { huila: { troops: 2, farcU: 2 } } });
    s = play(s, c("event:unshaded"));
    // Huila is the only target: chosen at once
    expect(pieces(s, "huila", "farcA")).toBe(1);
    expect(pieces(s, "huila", "farcU")).toBe(0);
  });

  it("card 29 (5.1.3) shaded offers the spaces where the Ambushing Faction has enemies to hit", () => {
    let s = fixture({
      deck: [29, 2],
      pieces: { huila: { farcU: 1, police: 1 }, narino: { farcA: 2 }, cali: { farcU: 1, cartelsU: 1 } },
    });
    s = play(s, c("event:shaded")); // only FARC has Guerrillas: chosen at once
    expect(options(s).sort()).toEqual(["s|cali", "s|huila"]);
    refused(s, sp("narino"), "eventSpace");
    expect(eventDef(29)!.unshaded!.effective!(s, "govt")).toBe(true);
    expect(eventDef(29)!.shaded!.effective!(fixture(), "farc")).toBe(false);
  });

  it("card 29 shaded: the executor picks FARC or AUC; 2 free Ambushes with an Active Guerrilla, none Activated", () => {
    let s = fixture({
      deck: [29, 2],
      pieces: {
        huila: { aucA: 1, troops: 2, police: 2, govtBase: 1 },
        narino: { farcU: 1, cartelsU: 1 }, // FARC too has an enemy to Ambush (3.3.3)
      },
      eligible: { farc: true },
    });
    s = play(s, c("event:shaded"));
    expect(options(s).sort()).toEqual(["c|faction:auc", "c|faction:farc"]);
    s = play(s, c("faction:auc"));
    // Huila is AUC's only space: the Ambushes start there; AUC removes
    expect(getDecision(s).faction).toBe("auc");
    s = play(s, rm("troops", "huila"), rm("troops", "huila"));
    s = play(s, rm("police", "huila"), rm("police", "huila"));
    expect(pieces(s, "huila", "troops") + pieces(s, "huila", "police")).toBe(0);
    expect(pieces(s, "huila", "govtBase")).toBe(1);
    expect(pieces(s, "huila", "aucA")).toBe(1); // not Activated, nor hidden
    expect(pieces(s, "huila", "aucU")).toBe(2); // Captured Goods: 1 Guerrilla per Ambush
  });
});

describe("card 36 Zona de Convivencia (2nd edition)", () => {
  const board = () =>
    fixture({
      deck: [36, 2],
      pieces: {
        huila: { farcU: 3, troops: 1, police: 1 },
        antioquia: { farcU: 3 },
        santander: { farcU: 1 },
        cesar: { farcU: 5 },
        guaviare: { farcU: 9 }, // Forest: not a Mountain
      },
      levels: { bogota: 2, cali: -1, neiva: 0, narino: 1 },
    });

  it("card 36 Govt places the Zone in the Mountain Dept with most FARC pieces, then a FARC Base there", () => {
    let s = board();
    s = play(s, c("event:unshaded"));
    // Cesar alone has the most FARC pieces among Mountains: Zone placed at once
    expect(s.spaces[idx("cesar")].zone).toBe(true);
    expect(pieces(s, "cesar", "farcBase")).toBe(1);
    expect(s.spaces[idx("guaviare")].zone).toBe(false);
  });

  it("card 36 (6.4.4) Govt picks among tied Mountains; cubes leave the Zone; 2 adjacent spaces shift toward Active Support; executor stays Eligible", () => {
    let s = fixture({
      deck: [36, 2],
      pieces: { huila: { farcU: 3, troops: 1, police: 1 }, antioquia: { farcU: 3 } },
      levels: { bogota: 2, cali: -1, neiva: 0, pasto: 1 },
    });
    s = play(s, c("event:unshaded"));
    expect(getDecision(s).faction).toBe("govt");
    expect(options(s).sort()).toEqual(["s|antioquia", "s|huila"]);
    s = play(s, sp("huila"));
    // the Government's cubes must leave the new Zone (6.4.4)
    expect(pieces(s, "bogota", "troops")).toBe(1); // Troops: a single destination, moved at once
    s = play(s, mv("police", "huila", "bogota-neiva"));
    expect(pieces(s, "huila", "police")).toBe(0);
    expect(pieces(s, "huila", "farcBase")).toBe(1);
    const opts = options(s);
    expect(opts).not.toContain("s|bogota"); // already Active Support
    expect(opts).toContain("s|cali");
    refused(s, sp("medellin"), "eventSpace"); // not adjacent to Huila
    s = play(s, sp("cali"), sp("neiva"));
    expect(s.spaces[idx("cali")].sup).toBe(0); // Opposition moves up too (2nd ed.)
    expect(s.spaces[idx("neiva")].sup).toBe(1);
    expect(s.spaces[idx("pasto")].sup).toBe(1);
    expect(s.card.stayEligible).toEqual(["farc"]);
    while (s.current === 36) s = play(s, c("pass")); // the others pass: the card ends
    expect(s.eligible.farc).toBe(true); // executed the Event, yet Eligible (2.3.7 exception)
  });

  it("card 36 (1.4.1) with no FARC Base Available, a FARC player executing it may bring one from elsewhere", () => {
    const bases = [
      "narino",
      "choco",
      "meta-west",
      "meta-east",
      "guaviare",
      "putumayo",
      "vaupes",
      "arauca",
      "vichada",
    ];
    const pieces0: Record<string, { farcBase?: number; farcU?: number }> = Object.fromEntries(
      bases.map((id) => [id, { farcBase: 1 }]),
    );
    pieces0.cesar = { farcU: 5 };
    let s = fixture({ deck: [36, 2], pieces: pieces0, levels: { bogota: 0 } });
    s = play(s, c("event:unshaded"));
    expect(s.spaces[idx("cesar")].zone).toBe(true);
    expect(getDecision(s).faction).toBe("farc");
    expect(getDecision(s).rule).toBe("1.4.1");
    expect(options(s)).toContain("r|farcBase|vichada");
    s = play(s, rm("farcBase", "vichada"));
    expect(pieces(s, "cesar", "farcBase")).toBe(1);
    expect(pieces(s, "vichada", "farcBase")).toBe(0);
    // a Non-player FARC would simply go without (and is never asked)
    let n = fixture({ deck: [36, 2], pieces: pieces0, levels: { bogota: 0 }, seats: { farc: "nonplayer" } });
    n = play(n, c("event:unshaded"));
    expect(pieces(n, "cesar", "farcBase")).toBe(0);
    expect(pieces(n, "vichada", "farcBase")).toBe(1);
  });

  it("card 36 (5.1.3) with every Mountain already a Zone nothing else happens, yet the executor stays Eligible", () => {
    let s = fixture({
      deck: [36, 2],
      zones: ["cesar", "antioquia", "santander", "huila"],
      levels: { bogota: 0 },
    });
    expect(eventDef(36)!.unshaded!.effective!(s, "farc")).toBe(false);
    s = play(s, c("event:unshaded"));
    expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    expect(s.card.stayEligible).toEqual(["farc"]);
    expect(s.spaces[idx("bogota")].sup).toBe(0);
  });
});
