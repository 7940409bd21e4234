// Card 24 Operación Jaque: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c24-operacion-jaque/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { eventTurn, takeEvent } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, fixture, idx, options, pieces, play, refused, sp } from "../fixture";
import { CITY_IDS, level, passRest } from "./helpers";

describe("card 24: Event", () => {
  describe("card 24 Operación Jaque", () => {
    it("card 24 unshaded (1.6): a City to Active Support; FARC sits out the next card only (2.3.7)", () => {
      let s = fixture({ deck: [24, 2, 3], levels: { cali: -1, bogota: 2 } });
      s = play(s, c("pass"), c("event:unshaded")); // card 24's order: FARC passes, the Govt executes
      expect(options(s)).not.toContain("s|bogota"); // already at Active Support
      refused(s, sp("bogota"), "eventSpace");
      s = play(s, sp("cali"));
      expect(s.spaces[idx("cali")].sup).toBe(2);
      s = passRest(s);
      expect(s.current).toBe(2);
      expect(s.eligible).toEqual({ govt: false, farc: false, auc: true, cartels: true });
      s = passRest(s);
      expect(s.current).toBe(3);
      expect(s.eligible.farc).toBe(true);
      expect(s.eligible.govt).toBe(true);
    });

    it("card 24 shaded (5.1.3): 2 Troops from a space with FARC pieces, then a City with Support to Neutral", () => {
      let s = fixture({
        deck: [24, 2],
        pieces: { huila: { troops: 3, farcBase: 1 }, narino: { troops: 1, farcU: 1 }, meta: {} },
        levels: { cali: 2, medellin: 1, bogota: -1 },
      });
      s = play(s, c("event:shaded"));
      // Huila (2 Troops to lose) comes before Nariño (only 1): taken at once
      expect(pieces(s, "huila", "troops")).toBe(1);
      expect(pieces(s, "narino", "troops")).toBe(1);
      expect(options(s).sort()).toEqual(["s|cali", "s|medellin"]);
      s = play(s, sp("cali"));
      expect(s.spaces[idx("cali")].sup).toBe(0);
      expect(s.spaces[idx("medellin")].sup).toBe(1);
    });

    it("card 24 shaded (5.1.3): a space with only 1 Troop loses it; no City with Support: no shift", () => {
      let s = fixture({ deck: [24, 2], pieces: { narino: { troops: 1, farcU: 1 }, cali: { troops: 4 } } });
      expect(eventDef(24)!.shaded!.effective(s, "farc")).toBe(true);
      s = play(s, c("event:shaded"));
      expect(pieces(s, "narino", "troops")).toBe(0);
      expect(pieces(s, "cali", "troops")).toBe(4); // no FARC there
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 24 (8.1) effective both ways", () => {
      const full = fixture({ deck: [24, 73], levels: Object.fromEntries(CITY_IDS.map((id) => [id, 2])) });
      // every City at Active Support and Propaganda next: FARC's mark would change nothing
      expect(eventDef(24)!.unshaded!.effective(full, "govt")).toBe(false);
      expect(eventDef(24)!.shaded!.effective(fixture({ pieces: { cali: { troops: 2 } } }), "farc")).toBe(
        false,
      );
      // an Event card next: the mark alone makes the side effective for a non-FARC executor
      const next = structuredClone(full);
      next.deck = [2];
      expect(eventDef(24)!.unshaded!.effective(next, "govt")).toBe(true);
      expect(eventDef(24)!.unshaded!.effective(next, "farc")).toBe(false);
      const city = fixture({ deck: [24, 73], levels: { cali: 1 } });
      expect(eventDef(24)!.unshaded!.effective(city, "farc")).toBe(true);
      expect(eventDef(24)!.shaded!.effective(full, "farc")).toBe(true); // Cities with Support
    });
  });
});

describe("card 24: Non-player", () => {
  describe("8.4.3 shift instructions: where the shift weighs most (about: the highest Population)", () => {
    it("card 24 shaded: the City with Support set to Neutral where it weighs most (Medellín)", () => {
      const s0 = npFixture({
        deck: [24, 2],
        pieces: { huila: { farcU: 1, troops: 2 } },
        levels: { medellin: 2, cali: 1, bucaramanga: 2 },
      });
      const r = eventTurn(s0);
      expect(pieces(r.state, "huila", "troops")).toBe(0);
      expect(level(r.state, "medellin")).toBe(0);
      expect(level(r.state, "cali")).toBe(1);
      expect(level(r.state, "bucaramanga")).toBe(2);
    });
  });

  describe("8.4.3 unshaded sides (a Non-player Government later; here forced on an Insurgent)", () => {
    it("card 24: the City raised to Active Support where it weighs most (Cali)", () => {
      const s0 = npFixture({ deck: [24, 2], levels: { bogota: 2, medellin: 1 } });
      const r = eventTurn(takeEvent(s0, "unshaded"));
      expect(level(r.state, "cali")).toBe(2);
      expect(level(r.state, "medellin")).toBe(1);
    });
  });
});
