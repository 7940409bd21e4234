// Batch e2: cards 58 General Serrano, 60 The Chess Player, 67 Mexican Traffickers.
import { describe, expect, it } from "vitest";
import { basesOnMap } from "../../../src/engine/core/queries";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { Faction, GameState } from "../../../src/engine/types";
import {
  c,
  done,
  type FixtureSpec,
  fixture,
  idx,
  mv,
  options,
  pieces,
  play,
  refused,
  rm,
  sp,
} from "../fixture";

const eff = (n: number, side: "unshaded" | "shaded", s: GameState, f: Faction) =>
  eventDef(n)![side]!.effective(s, f);
const prompt = (s: GameState) => getDecision(s).prompt.key;

/** all 15 Cartels Bases on the map, none in a City (none Available, 1.4.1) */
const ALL_CARTELS_BASES = {
  guaviare: { cartelsBase: 2 },
  putumayo: { cartelsBase: 2 },
  vaupes: { cartelsBase: 2 },
  amazonas: { cartelsBase: 2 },
  guainia: { cartelsBase: 2 },
  vichada: { cartelsBase: 2 },
  narino: { cartelsBase: 2 },
  choco: { cartelsBase: 1 },
};

describe("card 58 General Serrano", () => {
  it("card 58 unshaded (1.7, 4.5.3): Cartels Resources −6 and every Cartels Guerrilla leaves; Bases stay", () => {
    let s = fixture({
      deck: [58, 2],
      resources: { cartels: 10 },
      pieces: {
        guaviare: { cartelsU: 2, cartelsBase: 1 },
        bogota: { cartelsA: 1 },
        huila: { cartelsU: 1, farcU: 1 },
      },
      shipments: [["huila", "cartels"]],
    });
    s = play(s, c("event:unshaded"));
    expect(s.resources.cartels).toBe(4);
    for (const id of ["guaviare", "bogota", "huila"])
      expect(pieces(s, id, "cartelsU") + pieces(s, id, "cartelsA")).toBe(0);
    expect(pieces(s, "guaviare", "cartelsBase")).toBe(1);
    // 4.5.3 the Shipment passes to the FARC Guerrilla left there
    expect(s.shipments).toEqual([{ s: idx("huila"), f: "farc" }]);
    const low = play(fixture({ deck: [58, 2], resources: { cartels: 4 } }), c("event:unshaded"));
    expect(low.resources.cartels).toBe(0);
  });

  it("card 58 unshaded (8.1): ineffective with no Cartels Resources and no Cartels Guerrilla", () => {
    expect(
      eff(
        58,
        "unshaded",
        fixture({ resources: { cartels: 0 }, pieces: { cali: { cartelsBase: 1 } } }),
        "govt",
      ),
    ).toBe(false);
    expect(
      eff(58, "unshaded", fixture({ resources: { cartels: 0 }, pieces: { cali: { cartelsA: 1 } } }), "govt"),
    ).toBe(true);
    expect(eff(58, "unshaded", fixture({ resources: { cartels: 1 } }), "govt")).toBe(true);
  });

  it("card 58 shaded (5.1): the Cartels move up to 4 Police, each to any space, never into a FARC Zone", () => {
    let s = fixture({
      deck: [58, 2],
      eligible: { cartels: false }, // the Government executes, the Cartels still choose
      pieces: { bogota: { police: 4 }, huila: { police: 2 } },
      zones: ["guaviare"],
    });
    s = play(s, c("event:shaded"));
    expect(getDecision(s).faction).toBe("cartels");
    expect(options(s)).toContain("m|police|bogota|vaupes"); // far away
    expect(options(s)).toContain("m|police|huila|bogota-neiva"); // a LoC
    expect(options(s)).not.toContain("m|police|bogota|guaviare");
    expect(options(s)).toContain("d");
    refused(s, mv("police", "bogota", "guaviare"), "farcZone"); // 6.4.4 the reason is named
    s = play(
      s,
      mv("police", "bogota", "vaupes"),
      mv("police", "bogota", "vaupes"),
      mv("police", "huila", "bogota-neiva"),
      mv("police", "bogota", "cucuta"),
    );
    expect(pieces(s, "vaupes", "police")).toBe(2);
    expect(pieces(s, "bogota", "police")).toBe(1); // 4 moves in all
    expect(pieces(s, "huila", "police")).toBe(1);
    expect(pieces(s, "cucuta", "police")).toBe(1);
    expect(getDecision(s).faction).not.toBe("cartels");
  });

  it("card 58 shaded (5.1): up to — the Cartels may stop at once", () => {
    let s = fixture({ deck: [58, 2], pieces: { bogota: { police: 4 } } });
    s = play(s, c("event:shaded"), done);
    expect(pieces(s, "bogota", "police")).toBe(4);
  });

  it("card 58 shaded (8.1): effective only with Police on the map", () => {
    expect(eff(58, "shaded", fixture({ pieces: { bogota: { troops: 4 } } }), "cartels")).toBe(false);
    expect(eff(58, "shaded", fixture({ pieces: { bogota: { police: 1 } } }), "cartels")).toBe(true);
  });
});

describe("card 60 The Chess Player", () => {
  const pcs = {
    cali: { cartelsBase: 1, cartelsU: 1 },
    medellin: { cartelsA: 1 },
    cucuta: { cartelsU: 1 },
    guaviare: { cartelsBase: 2, cartelsU: 1, farcU: 1 },
  };
  const gov: FixtureSpec = {
    deck: [60, 2],
    eligible: { cartels: false },
    resources: { govt: 10 },
    pieces: pcs,
  };

  it("card 60 unshaded (5.1): all Cartels pieces leave 2 Cities; Govt Resources +6", () => {
    let s = play(fixture(gov), c("event:unshaded"));
    expect(options(s).sort()).toEqual(["c|mode:oneDept", "c|mode:twoCities"]);
    s = play(s, c("mode:twoCities"));
    expect(options(s).sort()).toEqual(["s|cali", "s|cucuta", "s|medellin"]);
    s = play(s, sp("cali"), sp("medellin"));
    expect(pieces(s, "cali", "cartelsBase") + pieces(s, "cali", "cartelsU")).toBe(0);
    expect(pieces(s, "medellin", "cartelsA")).toBe(0);
    expect(pieces(s, "cucuta", "cartelsU")).toBe(1);
    expect(pieces(s, "guaviare", "cartelsBase")).toBe(2);
    expect(s.resources.govt).toBe(16);
  });

  it("card 60 unshaded (5.1): or all Cartels pieces leave 1 Department, other Factions' stay", () => {
    const s = play(fixture(gov), c("event:unshaded"), c("mode:oneDept")); // the only Department: at once
    expect(pieces(s, "guaviare", "cartelsBase") + pieces(s, "guaviare", "cartelsU")).toBe(0);
    expect(pieces(s, "guaviare", "farcU")).toBe(1);
    expect(pieces(s, "cali", "cartelsBase")).toBe(1);
    expect(s.resources.govt).toBe(16);
  });

  it("card 60 unshaded (5.1.3, 1.7): no Cartels piece in a City or Department: only the Resources, within 99", () => {
    const s = play(
      fixture({
        deck: [60, 2],
        eligible: { cartels: false },
        resources: { govt: 97 },
        pieces: { "cali-pasto": { cartelsU: 1 } },
      }),
      c("event:unshaded"),
    );
    expect(s.resources.govt).toBe(99);
    expect(pieces(s, "cali-pasto", "cartelsU")).toBe(1);
    expect(prompt(s)).toBe("prompt.secondEligible");
  });

  it("card 60 unshaded (8.1): ineffective at 99 Govt Resources with no Cartels piece in Cities or Departments", () => {
    const lo = { "cali-pasto": { cartelsU: 1 } };
    expect(eff(60, "unshaded", fixture({ resources: { govt: 99 }, pieces: lo }), "govt")).toBe(false);
    expect(eff(60, "unshaded", fixture({ resources: { govt: 98 }, pieces: lo }), "govt")).toBe(true);
    expect(
      eff(60, "unshaded", fixture({ resources: { govt: 99 }, pieces: { cucuta: { cartelsU: 1 } } }), "govt"),
    ).toBe(true);
  });

  it("card 60 shaded (5.5, 4.5.4): Cartels Bases in 2 Cities, then a free Bribe in 1 space", () => {
    let s = fixture({
      deck: [60, 2],
      resources: { cartels: 0 },
      pieces: { bogota: { govtBase: 1, farcBase: 1 }, huila: { troops: 3 }, narino: { farcU: 1 } },
    });
    s = play(s, c("event:shaded"));
    expect(prompt(s)).toBe("prompt.card60.baseCities");
    expect(options(s)).not.toContain("s|bogota"); // 1.4.2 already 2 Bases
    expect(options(s)).not.toContain("s|huila"); // Cities only
    s = play(s, sp("cali"), sp("pasto"));
    expect(pieces(s, "cali", "cartelsBase")).toBe(1);
    expect(pieces(s, "pasto", "cartelsBase")).toBe(1);
    expect(prompt(s)).toBe("prompt.bribe.selectFree");
    expect(options(s)).not.toContain("d"); // the Bribe is part of the Event
    s = play(s, sp("huila"), rm("troops", "huila"), rm("troops", "huila"));
    expect(pieces(s, "huila", "troops")).toBe(1);
    expect(s.resources.cartels).toBe(0); // free, even with no Resources (5.5)
    expect(prompt(s)).toBe("prompt.secondEligible"); // 1 space only
  });

  it("card 60 shaded (5.1.3, 1.4.1): one Base left — one City gets it; a Govt executor cannot free Cartels pieces", () => {
    let s = fixture({
      deck: [60, 2],
      eligible: { cartels: false },
      pieces: {
        guaviare: { cartelsBase: 2 },
        putumayo: { cartelsBase: 2 },
        vaupes: { cartelsBase: 2 },
        amazonas: { cartelsBase: 2 },
        guainia: { cartelsBase: 2 },
        vichada: { cartelsBase: 2 },
        narino: { cartelsBase: 2 },
        huila: { troops: 1 },
      },
    });
    expect(basesOnMap(s, "cartels")).toBe(14);
    s = play(s, c("event:shaded"));
    expect(getDecision(s).faction).toBe("cartels");
    s = play(s, sp("cali"), sp("pasto"));
    expect(pieces(s, "cali", "cartelsBase") + pieces(s, "pasto", "cartelsBase")).toBe(1);
    expect(prompt(s)).toBe("prompt.bribe.selectFree");
  });

  it("card 60 shaded (1.4.1): a Cartels player with no Base Available may free its own", () => {
    let s = fixture({ deck: [60, 2], pieces: ALL_CARTELS_BASES });
    expect(basesOnMap(s, "cartels")).toBe(15);
    s = play(s, c("event:shaded"), sp("cali"), sp("pasto"));
    expect(prompt(s)).toBe("prompt.event.placeOwn");
    s = play(s, rm("cartelsBase", "choco"));
    expect(pieces(s, "cali", "cartelsBase")).toBe(1);
  });

  it("card 60 shaded (5.1.3): an empty map — the Bases go in, the Bribe has nothing to act on and is skipped", () => {
    const s = play(fixture({ deck: [60, 2] }), c("event:shaded"), sp("cali"), sp("cucuta"));
    expect(pieces(s, "cali", "cartelsBase")).toBe(1);
    expect(pieces(s, "cucuta", "cartelsBase")).toBe(1);
    expect(prompt(s)).toBe("prompt.secondEligible");
  });

  it("card 60 shaded (8.1): ineffective with no City open to a Base and nothing to Bribe", () => {
    const s = fixture({ pieces: ALL_CARTELS_BASES, seats: { cartels: "nonplayer" } });
    expect(eff(60, "shaded", s, "cartels")).toBe(false);
    expect(
      eff(
        60,
        "shaded",
        fixture({ pieces: { ...ALL_CARTELS_BASES, huila: { police: 1 } }, seats: { cartels: "nonplayer" } }),
        "cartels",
      ),
    ).toBe(true);
    expect(eff(60, "shaded", fixture(), "cartels")).toBe(true); // Bases Available, Cities empty
  });
});

describe("card 67 Mexican Traffickers", () => {
  it("card 67 unshaded (2nd edition, 1.7): Cartels Resources −20, not below 0", () => {
    expect(
      play(fixture({ deck: [67, 2], resources: { cartels: 25 } }), c("event:unshaded")).resources.cartels,
    ).toBe(5);
    expect(
      play(fixture({ deck: [67, 2], resources: { cartels: 12 } }), c("event:unshaded")).resources.cartels,
    ).toBe(0);
    expect(eff(67, "unshaded", fixture({ resources: { cartels: 0 } }), "govt")).toBe(false);
    expect(eff(67, "unshaded", fixture({ resources: { cartels: 1 } }), "govt")).toBe(true);
  });

  // card 67 then Propaganda card 73; only the Cartels Eligible, so the Round follows the Event
  const board = () =>
    fixture({
      deck: [67, 73, 2, 3],
      presidente: 2,
      eligible: { govt: false, farc: false, auc: false, cartels: true },
      resources: { cartels: 30 },
      pieces: { guaviare: { cartelsBase: 2 }, narino: { cartelsBase: 1 } },
    });

  it("card 67 shaded (5.4, 6.3.2): Momentum; the next Resources Phase pays Cartels 4 per Base instead of 3", () => {
    const s = play(board(), c("event:shaded"));
    expect(s.momentum).toContain(67);
    expect(s.propagandaPlayed).toBeGreaterThan(0);
    expect(s.resources.cartels).toBe(30 + 4 * 3);
    // for comparison: the unshaded side (−20) leaves the usual 3 per Base
    const u = play(board(), c("event:unshaded"));
    expect(u.resources.cartels).toBe(30 - 20 + 3 * 3);
  });

  it("card 67 shaded (5.4, 8.1): ineffective only while its Momentum is in play", () => {
    expect(eff(67, "shaded", fixture(), "cartels")).toBe(true);
    expect(eff(67, "shaded", fixture({ momentum: [67] }), "cartels")).toBe(false);
  });
});
