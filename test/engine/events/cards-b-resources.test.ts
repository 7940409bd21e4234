// Cards 15, 16, 18, 21, 34 (batch b): Resources and Aid (1.7 bounds), die rolls, Bases (1.4.1, 1.4.2).
import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { Faction, GameState, LogEntry } from "../../../src/engine/types";
import { c, fixture, idx, options, pieces, pl, play, refused, rm, sp, step } from "../fixture";

const eff = (n: number, side: "unshaded" | "shaded", s: GameState, f: Faction) =>
  eventDef(n)![side]!.effective(s, f);
const rollIn = (log: LogEntry[]) => log.find((e) => e.key === "log.roll")?.roll;

/** every FARC Base on the map (none in a 0-Pop Department): none Available (1.4.1) */
const allFarcBases = {
  huila: { farcBase: 2 },
  narino: { farcBase: 2 },
  putumayo: { farcBase: 2 },
  guaviare: { farcBase: 2 },
  choco: { farcBase: 1 },
};

describe("card 15 War Tax", () => {
  it("card 15 unshaded (5.1): a die roll; Govt Resources + 4 × the roll", () => {
    const s = fixture({ deck: [15, 2], resources: { govt: 10 } });
    const r = step(s, c("event:unshaded"));
    const roll = rollIn(r.log)!;
    expect(roll).toBeGreaterThanOrEqual(1);
    expect(roll).toBeLessThanOrEqual(6);
    expect(r.state.resources.govt).toBe(10 + 4 * roll);
  });

  it("card 15 unshaded (1.7): the 99 cap; (8.1) ineffective only at 99", () => {
    const s = play(fixture({ deck: [15, 2], resources: { govt: 98 } }), c("event:unshaded"));
    expect(s.resources.govt).toBe(99);
    expect(eff(15, "unshaded", fixture({ resources: { govt: 98 } }), "govt")).toBe(true);
    expect(eff(15, "unshaded", fixture({ resources: { govt: 99 } }), "govt")).toBe(false);
  });

  it("card 15 shaded (1.6): a Neutral or Passive Support City becomes Passive Opposition", () => {
    const levels = {
      bogota: 2,
      cali: 1,
      medellin: -1,
      bucaramanga: 1,
      ibague: 2,
      "santa-marta": 2,
      cartagena: 2,
      cucuta: 2,
      neiva: 2,
      pasto: 2,
      sincelejo: -2,
    };
    let s = play(fixture({ deck: [15, 2], levels }), c("event:shaded"));
    expect(options(s).sort()).toEqual(["s|bucaramanga", "s|cali"]);
    refused(s, sp("bogota"), "eventSpace");
    s = play(s, sp("cali"));
    expect(s.spaces[idx("cali")].sup).toBe(-1);
    expect(s.spaces[idx("bucaramanga")].sup).toBe(1);
  });

  it("card 15 shaded (8.1): no City at Neutral or Passive Support → ineffective", () => {
    const levels = {
      bogota: 2,
      cali: 2,
      medellin: -1,
      bucaramanga: -2,
      ibague: 2,
      "santa-marta": 2,
      cartagena: 2,
      cucuta: 2,
      neiva: 2,
      pasto: 2,
      sincelejo: -2,
    };
    expect(eff(15, "shaded", fixture({ levels }), "farc")).toBe(false);
    expect(eff(15, "shaded", fixture({ levels: { ...levels, cucuta: 0 } }), "farc")).toBe(true);
    // Departments do not count
    expect(eff(15, "shaded", fixture({ levels: { ...levels, huila: 0 } }), "farc")).toBe(false);
  });
});

describe("card 16 Coffee Prices", () => {
  const board = {
    deck: [16, 2],
    resources: { govt: 10, farc: 10, auc: 10, cartels: 10 },
    pieces: {
      cesar: { farcU: 2, troops: 1 }, // FARC most
      antioquia: { aucU: 1, cartelsBase: 1 }, // tie: the Government
      santander: { police: 2, aucU: 1 }, // Government most
      narino: { cartelsU: 5 }, // no Mountain
    },
  };

  it("card 16 unshaded (5.1): each Mountain pays +5 to the Faction with most pieces, ties to the Government, an empty one (all tied at 0) too", () => {
    const s = play(fixture(board), c("event:unshaded"));
    // Antioquia (tie), Santander (most) and Huila (empty: a tie at 0)
    expect(s.resources.govt).toBe(10 + 5 + 5 + 5);
    expect(s.resources.farc).toBe(10 + 5);
    expect(s.resources.auc).toBe(10);
    expect(s.resources.cartels).toBe(10);
  });

  it("card 16 unshaded (1.7): the 99 cap; (8.1) ineffective when nobody could gain", () => {
    const s = play(fixture({ ...board, resources: { govt: 97, farc: 98 } }), c("event:unshaded"));
    expect(s.resources.govt).toBe(99);
    expect(s.resources.farc).toBe(99);
    // empty Mountains pay the Government: ineffective only when it is at the cap
    expect(eff(16, "unshaded", fixture({ resources: { govt: 98 } }), "govt")).toBe(true);
    expect(eff(16, "unshaded", fixture({ resources: { govt: 99 } }), "govt")).toBe(false);
    // FARC most in every Mountain, FARC at the cap: nobody could gain
    const farcEverywhere = {
      pieces: { huila: { farcU: 1 }, cesar: { farcU: 1 }, antioquia: { farcU: 1 }, santander: { farcU: 1 } },
    };
    expect(eff(16, "unshaded", fixture({ ...farcEverywhere, resources: { farc: 99 } }), "govt")).toBe(false);
    expect(
      eff(16, "unshaded", fixture({ ...farcEverywhere, resources: { farc: 98, govt: 99 } }), "govt"),
    ).toBe(true);
  });

  it("card 16 shaded (1.7): Govt Resources −10, never below 0; (8.1) ineffective at 0", () => {
    expect(play(fixture({ deck: [16, 2], resources: { govt: 15 } }), c("event:shaded")).resources.govt).toBe(
      5,
    );
    expect(play(fixture({ deck: [16, 2], resources: { govt: 4 } }), c("event:shaded")).resources.govt).toBe(
      0,
    );
    expect(eff(16, "shaded", fixture({ resources: { govt: 0 } }), "farc")).toBe(false);
    expect(eff(16, "shaded", fixture({ resources: { govt: 1 } }), "farc")).toBe(true);
  });
});

describe("card 18 NSPD-18", () => {
  it("card 18 unshaded (1.7): Govt Resources + Aid (20 at most), then Aid +20 up to 29", () => {
    let s = play(fixture({ deck: [18, 2], aid: 15, resources: { govt: 10 } }), c("event:unshaded"));
    expect(s.resources.govt).toBe(25);
    expect(s.aid).toBe(29);
    s = play(fixture({ deck: [18, 2], aid: 25, resources: { govt: 10 } }), c("event:unshaded"));
    expect(s.resources.govt).toBe(30);
    s = play(fixture({ deck: [18, 2], aid: 5, resources: { govt: 90 } }), c("event:unshaded"));
    expect(s.resources.govt).toBe(95);
    expect(s.aid).toBe(25);
  });

  it("card 18 unshaded (8.1): only Resources 99 with Aid 29 is ineffective", () => {
    expect(eff(18, "unshaded", fixture({ resources: { govt: 99 }, aid: 29 }), "govt")).toBe(false);
    expect(eff(18, "unshaded", fixture({ resources: { govt: 99 }, aid: 0 }), "govt")).toBe(true);
    expect(eff(18, "unshaded", fixture({ resources: { govt: 98 }, aid: 29 }), "govt")).toBe(true);
  });

  it("card 18 shaded (1.7): Govt Resources −6, then Aid minus a die roll, never below 0", () => {
    const r = step(fixture({ deck: [18, 2], aid: 20, resources: { govt: 10 } }), c("event:shaded"));
    const roll = rollIn(r.log)!;
    expect(roll).toBeGreaterThanOrEqual(1);
    expect(r.state.aid).toBe(20 - roll);
    expect(r.state.resources.govt).toBe(4);
    const low = play(fixture({ deck: [18, 2], aid: 0, resources: { govt: 3 } }), c("event:shaded"));
    expect(low.resources.govt).toBe(0);
    expect(low.aid).toBe(0);
  });

  it("card 18 shaded (8.1): Resources and Aid both at 0 → ineffective", () => {
    expect(eff(18, "shaded", fixture({ resources: { govt: 0 }, aid: 0 }), "farc")).toBe(false);
    expect(eff(18, "shaded", fixture({ resources: { govt: 0 }, aid: 1 }), "farc")).toBe(true);
    expect(eff(18, "shaded", fixture({ resources: { govt: 1 }, aid: 0 }), "farc")).toBe(true);
  });
});

describe("card 21 Raúl Reyes", () => {
  it("card 21 unshaded (1.7, 5.1): FARC Resources −6 and the executor removes a FARC Base", () => {
    let s = play(
      fixture({
        deck: [21, 2],
        resources: { farc: 10 },
        pieces: { huila: { farcBase: 1 }, narino: { farcBase: 2 } },
      }),
      c("event:unshaded"),
    );
    expect(s.resources.farc).toBe(4);
    expect(options(s).sort()).toEqual(["r|farcBase|huila", "r|farcBase|narino"]);
    s = play(s, rm("farcBase", "narino"));
    expect(pieces(s, "narino", "farcBase")).toBe(1);
    expect(pieces(s, "huila", "farcBase")).toBe(1);
  });

  it("card 21 unshaded (5.1.3): no FARC Base — only the Resources fall, not below 0", () => {
    const s = play(fixture({ deck: [21, 2], resources: { farc: 4 } }), c("event:unshaded"));
    expect(s.resources.farc).toBe(0);
    expect(s.card.executed).toEqual(["farc"]);
  });

  it("card 21 unshaded (8.1): FARC Resources 0 and no FARC Base → ineffective", () => {
    expect(eff(21, "unshaded", fixture({ resources: { farc: 0 } }), "govt")).toBe(false);
    expect(
      eff(21, "unshaded", fixture({ resources: { farc: 0 }, pieces: { huila: { farcBase: 1 } } }), "govt"),
    ).toBe(true);
    expect(eff(21, "unshaded", fixture({ resources: { farc: 1 } }), "govt")).toBe(true);
  });

  it("card 21 shaded (1.4.2, 6.4.4): FARC +6; a FARC Base into a City or Department with room, a FARC Zone included", () => {
    let s = fixture({
      deck: [21, 2],
      resources: { farc: 10 },
      zones: ["meta-west"],
      pieces: { huila: { aucBase: 1, cartelsBase: 1 } },
    });
    s = play(s, c("event:shaded"));
    expect(s.resources.farc).toBe(16);
    expect(options(s)).toContain("p|farcBase|bogota");
    expect(options(s)).toContain("p|farcBase|meta-west");
    expect(options(s)).not.toContain("p|farcBase|huila"); // 2 Bases already
    expect(options(s)).not.toContain("p|farcBase|bogota-neiva"); // a LoC
    s = play(s, pl("farcBase", "meta-west"));
    expect(pieces(s, "meta-west", "farcBase")).toBe(1);
  });

  it("card 21 (1.3.5): after card 33 Ecuador is a Department — a FARC Base may go there and be removed from there", () => {
    let s = fixture({ deck: [21, 2], pieces: { ecuador: { farcU: 1 } } });
    s.ecuador = true;
    s = play(s, c("event:shaded"));
    expect(options(s)).toContain("p|farcBase|ecuador");
    s = play(s, pl("farcBase", "ecuador"));
    expect(pieces(s, "ecuador", "farcBase")).toBe(1);
    // Ecuador's limit of 2 pieces per Faction (card 33) holds
    let t = fixture({ deck: [21, 2], pieces: { ecuador: { farcU: 2 } } });
    t.ecuador = true;
    t = play(t, c("event:shaded"));
    expect(options(t)).not.toContain("p|farcBase|ecuador");
    let u = fixture({ deck: [21, 2], pieces: { ecuador: { farcBase: 1 }, huila: { farcBase: 1 } } });
    u.ecuador = true;
    u = play(u, c("event:unshaded"));
    expect(options(u).sort()).toEqual(["r|farcBase|ecuador", "r|farcBase|huila"]);
  });

  it("card 21 shaded (1.4.1): none Available — a FARC player may free one of its Bases; a Non-player does not", () => {
    let s = play(fixture({ deck: [21, 2], pieces: allFarcBases }), c("event:shaded"));
    expect(options(s)).toContain("r|farcBase|choco");
    expect(options(s)).toContain("d");
    s = play(s, rm("farcBase", "choco"), pl("farcBase", "cesar"));
    expect(pieces(s, "cesar", "farcBase")).toBe(1);
    expect(pieces(s, "choco", "farcBase")).toBe(0);
    const n = play(
      fixture({ deck: [21, 2], pieces: allFarcBases, seats: { farc: "nonplayer" }, resources: { farc: 1 } }),
      c("event:shaded"),
    );
    expect(n.resources.farc).toBe(7);
    expect(pieces(n, "cesar", "farcBase")).toBe(0);
    expect(n.card.executed).toEqual(["farc"]);
  });

  it("card 21 shaded (8.1): FARC at 99 and no Base to be had → ineffective", () => {
    const full = fixture({ pieces: allFarcBases, resources: { farc: 99 }, seats: { farc: "nonplayer" } });
    expect(eff(21, "shaded", full, "farc")).toBe(false);
    expect(eff(21, "shaded", fixture({ resources: { farc: 99 } }), "farc")).toBe(true);
    expect(
      eff(
        21,
        "shaded",
        fixture({ pieces: allFarcBases, resources: { farc: 98 }, seats: { farc: "nonplayer" } }),
        "farc",
      ),
    ).toBe(true);
  });
});

describe("card 34 Airdropped AKs", () => {
  it("card 34 unshaded (5.1, 1.7): the executor picks an Insurgent Faction with Resources; it loses 5, not below 0", () => {
    let s = play(
      fixture({ deck: [34, 2], resources: { farc: 0, auc: 10, cartels: 3 } }),
      c("event:unshaded"),
    );
    expect(options(s).sort()).toEqual(["c|faction:auc", "c|faction:cartels"]);
    s = play(s, c("faction:cartels"));
    expect(s.resources.cartels).toBe(0);
    expect(s.resources.auc).toBe(10);
  });

  it("card 34 unshaded (8.1): every Insurgent at 0 Resources → ineffective", () => {
    expect(eff(34, "unshaded", fixture({ resources: { farc: 0, auc: 0, cartels: 0 } }), "govt")).toBe(false);
    expect(eff(34, "unshaded", fixture({ resources: { farc: 0, auc: 1, cartels: 0 } }), "govt")).toBe(true);
  });

  it("card 34 shaded (5.1): the executor picks the Faction; that Faction picks a 0-Pop Department for 2 Guerrillas and a Base", () => {
    let s = play(
      fixture({ deck: [34, 2], pieces: { guainia: { farcBase: 1, cartelsBase: 1 } } }),
      c("event:shaded"),
    );
    expect(getDecision(s).faction).toBe("farc");
    expect(options(s).sort()).toEqual(["c|faction:auc", "c|faction:cartels", "c|faction:farc"]);
    s = play(s, c("faction:auc"));
    expect(getDecision(s).faction).toBe("auc");
    // Guainía has no room for a Base (1.4.2); Departments with Pop never qualify
    expect(options(s).sort()).toEqual(["s|amazonas", "s|vaupes", "s|vichada"]);
    s = play(s, sp("vichada"));
    expect(pieces(s, "vichada", "aucU")).toBe(2);
    expect(pieces(s, "vichada", "aucBase")).toBe(1);
    expect(s.card.executed).toEqual(["farc"]);
  });

  it("card 34 shaded (5.1.3, 1.4.1): no Base Available for another Faction — its Guerrillas still go, nothing is freed", () => {
    const aucBases = { huila: { aucBase: 2 }, cesar: { aucBase: 2 }, narino: { aucBase: 2 } };
    let s = play(
      fixture({ deck: [34, 2], pieces: aucBases }),
      c("event:shaded"),
      c("faction:auc"),
      sp("amazonas"),
    );
    expect(pieces(s, "amazonas", "aucU")).toBe(2);
    expect(pieces(s, "amazonas", "aucBase")).toBe(0);
    expect(s.card.executed).toEqual(["farc"]);
    // the executor placing its own pieces may free a Base (1.4.1)
    s = play(
      fixture({ deck: [34, 2], pieces: allFarcBases }),
      c("event:shaded"),
      c("faction:farc"),
      sp("vaupes"),
    );
    expect(options(s)).toContain("r|farcBase|choco");
    s = play(s, rm("farcBase", "choco")); // then Vaupés is the only place for it: no question
    expect(pieces(s, "vaupes", "farcBase")).toBe(1);
    expect(pieces(s, "vaupes", "farcU")).toBe(2);
  });

  it("card 34 shaded (1.3.5, 1.4.2): after card 33 Ecuador is a 0-Pop Department — the Base goes first within its 2-piece limit", () => {
    const full = { vichada: { cartelsBase: 2 }, guainia: { cartelsBase: 2 }, vaupes: { cartelsBase: 2 } };
    let s = fixture({ deck: [34, 2], pieces: { ...full, amazonas: { cartelsBase: 2 } } });
    s.ecuador = true;
    s = play(s, c("event:shaded"), c("faction:auc"));
    // the only 0-Pop Department with room for a Base: taken at once; the Base, then 1 Guerrilla fit
    expect(pieces(s, "ecuador", "aucBase")).toBe(1);
    expect(pieces(s, "ecuador", "aucU")).toBe(1);
    expect(s.card.executed).toEqual(["farc"]);
    // without card 33 Ecuador is no space: Guerrillas only, into a full 0-Pop Department
    let t = play(
      fixture({ deck: [34, 2], pieces: { ...full, amazonas: { cartelsBase: 2 } } }),
      c("event:shaded"),
      c("faction:auc"),
    );
    expect(options(t)).not.toContain("s|ecuador");
    t = play(t, sp("amazonas"));
    expect(pieces(t, "amazonas", "aucU")).toBe(2);
  });

  it("card 34 shaded (8.1): nothing of any Insurgent to place → ineffective", () => {
    const all = {
      huila: { farcU: 30, farcBase: 2, cartelsU: 12 },
      narino: { aucU: 18, farcBase: 2 },
      putumayo: { farcBase: 2 },
      cesar: { aucBase: 2 },
      antioquia: { aucBase: 2 },
      santander: { aucBase: 2 },
      choco: { farcBase: 2 },
      guaviare: { farcBase: 1 },
      vichada: { cartelsBase: 2 },
      guainia: { cartelsBase: 2 },
      vaupes: { cartelsBase: 2 },
      amazonas: { cartelsBase: 2 },
    };
    // 7 Cartels Bases remain Available but every 0-Pop Department is full (1.4.2)
    expect(eff(34, "shaded", fixture({ pieces: all }), "govt")).toBe(false);
    expect(eff(34, "shaded", fixture({ pieces: { ...all, amazonas: { cartelsBase: 1 } } }), "govt")).toBe(
      true,
    );
  });
});
