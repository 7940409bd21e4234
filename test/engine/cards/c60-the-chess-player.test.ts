// Card 60 The Chess Player: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c60-the-chess-player/.

import { describe, expect, it } from "vitest";
import { choiceValue } from "../../../src/engine/choice";
import { basesOnMap } from "../../../src/engine/core/queries";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { GameState } from "../../../src/engine/types";
import { withStep } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, type FixtureSpec, fixture, options, pieces, play, rm, sp } from "../fixture";
import { eff, first, GOVT_NP, modeStep } from "./helpers";

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

const prompt = (s: GameState) => getDecision(s).prompt.key;

describe("card 60: Event", () => {
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
        eff(
          60,
          "unshaded",
          fixture({ resources: { govt: 99 }, pieces: { cucuta: { cartelsU: 1 } } }),
          "govt",
        ),
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
          fixture({
            pieces: { ...ALL_CARTELS_BASES, huila: { police: 1 } },
            seats: { cartels: "nonplayer" },
          }),
          "cartels",
        ),
      ).toBe(true);
      expect(eff(60, "shaded", fixture(), "cartels")).toBe(true); // Bases Available, Cities empty
    });
  });
});

describe("card 60: Non-player", () => {
  describe("8.4.4 cards 60, 61, 68, 72 unshaded (a Non-player Government)", () => {
    it("card 60: the way that removes more Cartels pieces (1 Department of 4 over 2 Cities of 3)", () => {
      const s0 = npFixture({
        ...GOVT_NP,
        pieces: { cali: { cartelsU: 2 }, medellin: { cartelsU: 1 }, huila: { cartelsU: 3, cartelsBase: 1 } },
      });
      const m = first(
        withStep(s0, 60, "unshaded", "govt", modeStep("mode", ["twoCities", "oneDept"], "govt")),
      );
      expect(m.cmd).toMatchObject({ t: "choose", v: choiceValue({ k: "mode", mode: "oneDept" }) });
      expect(m.why).toEqual(["np.ev.60.oneDept"]);
    });

    it("card 60: 2 Cities when they hold more", () => {
      const s0 = npFixture({
        ...GOVT_NP,
        pieces: { cali: { cartelsU: 2 }, medellin: { cartelsU: 2 }, huila: { cartelsU: 3 } },
      });
      const m = first(
        withStep(s0, 60, "unshaded", "govt", modeStep("mode", ["twoCities", "oneDept"], "govt")),
      );
      expect(m.cmd).toMatchObject({ t: "choose", v: choiceValue({ k: "mode", mode: "twoCities" }) });
      expect(m.why).toEqual(["np.ev.60.twoCities"]);
    });
  });
});
