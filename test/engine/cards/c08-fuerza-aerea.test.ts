// Card 8 Fuerza Aérea Colombiana: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c08-fuerza-aerea/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, fixture, options, pieces, play, refused, rm } from "../fixture";
import { eff } from "./helpers";

describe("card 8: Event", () => {
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

  describe("8.1 effective, both answers, cards 1 8 12 14 28 29 36 68", () => {
    it("card 8 shaded (1.7, 8.1): a Resources loss changes nothing at 0", () => {
      expect(eff(8, "shaded", fixture({ resources: { govt: 1 } }), "farc")).toBe(true);
      expect(eff(8, "shaded", fixture({ resources: { govt: 0 } }), "farc")).toBe(false);
    });
  });
});
