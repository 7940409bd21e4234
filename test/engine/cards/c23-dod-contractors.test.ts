// Card 23 DoD Contractors: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c23-dod-contractors/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, fixture, idx, options, pieces, play, refused, rm, sp } from "../fixture";
import { CITY_IDS, passRest } from "./helpers";

describe("card 23: Event", () => {
  describe("card 23 DoD Contractors", () => {
    it("card 23 unshaded (5.1.3): a Department where all Guerrillas go Active and Cartels Bases go", () => {
      let s = fixture({
        deck: [23, 2],
        pieces: {
          huila: { farcU: 2, aucU: 1, cartelsU: 1, cartelsBase: 2 },
          narino: { farcU: 1 },
          cali: { cartelsBase: 1, farcU: 1 },
        },
      });
      s = play(s, c("event:unshaded"));
      // Huila alone does both parts (Nariño one, Cali is a City): it is taken at once
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
      expect(pieces(s, "huila", "farcA")).toBe(2);
      expect(pieces(s, "huila", "aucA")).toBe(1);
      expect(pieces(s, "huila", "cartelsA")).toBe(1);
      expect(pieces(s, "huila", "cartelsBase")).toBe(0);
      expect(pieces(s, "narino", "farcU")).toBe(1);
      expect(pieces(s, "cali", "cartelsBase")).toBe(1);
    });

    it("card 23 unshaded (5.1.3): with no Department doing both, any Department doing one part", () => {
      let s = fixture({
        deck: [23, 2],
        pieces: { narino: { farcU: 1 }, vaupes: { cartelsBase: 1 }, cali: { cartelsBase: 1, farcU: 1 } },
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["s|narino", "s|vaupes"]);
      refused(s, sp("cali"), "eventSpace");
      s = play(s, sp("vaupes"));
      expect(pieces(s, "vaupes", "cartelsBase")).toBe(0);
      expect(pieces(s, "narino", "farcU")).toBe(1);
    });

    it("card 23 shaded: the Govt removes 3 Troops of its choice", () => {
      let s = fixture({
        deck: [23, 2, 3],
        pieces: { bogota: { troops: 2 }, huila: { troops: 2, police: 1 } },
      });
      s = play(s, c("event:shaded"));
      expect(getDecision(s).faction).toBe("govt");
      refused(s, rm("police", "huila"), "notAnOption");
      expect(options(s).sort()).toEqual(["r|troops|bogota", "r|troops|huila"]);
      s = play(s, rm("troops", "huila"), rm("troops", "huila"));
      // the third Troop can only come from Bogotá: removed without a question
      expect(pieces(s, "huila", "troops")).toBe(0);
      expect(pieces(s, "bogota", "troops")).toBe(1);
      expect(pieces(s, "huila", "police")).toBe(1);
      expect(s.card.ineligibleThroughNext?.sort()).toEqual(["farc", "govt"]);
    });

    it("card 23 shaded (2.3.7): Govt and FARC sit out the next card, then are Eligible again", () => {
      let s = fixture({ deck: [23, 2, 3], pieces: { bogota: { troops: 1 } } });
      s = play(s, c("event:shaded")); // FARC executes; the single Troop goes at once (5.1.3)
      expect(pieces(s, "bogota", "troops")).toBe(0);
      // the mark does not stop the Govt from acting on this card (docs/rulings/sop.md)
      expect(getDecision(s).faction).toBe("govt");
      s = play(s, c("pass")); // a Pass would normally keep it Eligible (2.3.3)
      s = passRest(s);
      expect(s.current).toBe(2);
      expect(s.eligible).toEqual({ govt: false, farc: false, auc: true, cartels: true });
      expect(getDecision(s).faction).toBe("auc"); // card 2's order is Govt, FARC, AUC, Cartels
      s = passRest(s);
      expect(s.current).toBe(3);
      expect(s.eligible).toEqual({ govt: true, farc: true, auc: true, cartels: true });
      expect(getDecision(s).faction).toBe("govt");
    });

    it("card 23 shaded (5.1.3) with no Troops on the map still marks both Factions", () => {
      let s = fixture({ deck: [23, 2, 3] });
      expect(eventDef(23)!.shaded!.effective(s, "farc")).toBe(true); // the Govt is marked
      s = play(s, c("event:shaded"));
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
      expect(s.card.ineligibleThroughNext?.sort()).toEqual(["farc", "govt"]);
    });

    it("card 23 (8.1) effective both ways", () => {
      const empty = fixture({ deck: [23, 73], pieces: { cali: { cartelsBase: 1, farcU: 1 } } });
      expect(eventDef(23)!.unshaded!.effective(empty, "govt")).toBe(false); // Cali is no Department
      // no Troops, and a Propaganda card next resets Eligibility (6.6): nothing would change
      expect(eventDef(23)!.shaded!.effective(empty, "farc")).toBe(false);
      const some = fixture({ deck: [23, 73], pieces: { vaupes: { aucU: 1 }, cali: { troops: 1 } } });
      expect(eventDef(23)!.unshaded!.effective(some, "govt")).toBe(true);
      expect(eventDef(23)!.shaded!.effective(some, "farc")).toBe(true);
    });
  });

  describe("Ineligible through the next card (8.1)", () => {
    it("cards 23 and 24 (2.3.7, 8.1): a marked Faction that already executed on this card changes nothing", () => {
      // FARC executed an Operation as 1st Eligible; the Govt, 2nd Eligible, weighs the Event
      const s = fixture({ deck: [24, 2] });
      s.card.executed = ["farc"];
      s.card.acted = { farc: "opsa" };
      // card 24 unshaded: every City at Active Support, FARC Ineligible for the next card anyway
      for (const id of CITY_IDS) s.spaces[idx(id)].sup = 2;
      expect(eventDef(24)!.unshaded!.effective(s, "govt")).toBe(false);
      // card 23 shaded: no Troops, the Govt executes, FARC already executed
      expect(eventDef(23)!.shaded!.effective(s, "govt")).toBe(false);
      // AUC executing card 23 shaded: the Govt's mark still matters
      expect(eventDef(23)!.shaded!.effective(s, "auc")).toBe(true);
    });
  });
});
