// Card 30 Peace Commission: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c30-peace-commission/.

import { describe, expect, it } from "vitest";
import { canEnter } from "../../../src/engine/core/queries";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, fixture, idx, mv, options, pieces, play, refused, sp } from "../fixture";

describe("card 30: Event", () => {
  describe("card 30 Peace Commission", () => {
    it("card 30 unshaded (5.1.3): a Zone with a FARC Base is preferred; Zone and one Base go", () => {
      let s = fixture({
        deck: [30, 2],
        zones: ["huila", "cesar", "guaviare"],
        pieces: { huila: { farcBase: 2 }, cesar: { farcBase: 1, farcU: 2 }, guaviare: { farcU: 3 } },
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["s|cesar", "s|huila"]);
      refused(s, sp("guaviare"), "eventSpace");
      s = play(s, sp("huila"));
      expect(s.spaces[idx("huila")].zone).toBe(false);
      expect(pieces(s, "huila", "farcBase")).toBe(1); // one Base only
      expect(s.spaces[idx("cesar")].zone).toBe(true);
      expect(canEnter(s, "troops", idx("huila"))).toBe(true); // Government forces may enter again
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 30 unshaded (5.1.3): with no FARC Base in any Zone, a Zone alone is removed", () => {
      let s = fixture({ deck: [30, 2], zones: ["guaviare"], pieces: { guaviare: { farcU: 3 } } });
      s = play(s, c("event:unshaded")); // the only Zone is taken at once
      expect(s.spaces[idx("guaviare")].zone).toBe(false);
      expect(pieces(s, "guaviare", "farcU")).toBe(3);
    });

    it("card 30 shaded (6.4.4): the Govt places the Zone where FARC has most pieces, cubes leave, a FARC Base goes in", () => {
      let s = fixture({
        deck: [30, 2],
        pieces: { guaviare: { farcU: 3, police: 1 }, antioquia: { farcU: 3 }, narino: { farcU: 2 } },
        levels: { bogota: 2 },
      });
      s = play(s, c("event:shaded"));
      expect(getDecision(s).faction).toBe("govt");
      expect(options(s).sort()).toEqual(["s|antioquia", "s|guaviare"]); // any terrain, most FARC
      s = play(s, sp("guaviare"));
      expect(options(s)).toContain("m|police|guaviare|bogota-san-jose");
      s = play(s, mv("police", "guaviare", "bogota-san-jose"));
      expect(s.spaces[idx("guaviare")].zone).toBe(true);
      expect(pieces(s, "guaviare", "farcBase")).toBe(1);
      expect(pieces(s, "guaviare", "police")).toBe(0);
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 30 shaded (1.4.2, 5.1.3): a Zone full of Bases gets no FARC Base", () => {
      let s = fixture({ deck: [30, 2], pieces: { vaupes: { farcU: 1, aucBase: 1, cartelsBase: 1 } } });
      s = play(s, c("event:shaded"));
      expect(s.spaces[idx("vaupes")].zone).toBe(true);
      expect(pieces(s, "vaupes", "farcBase")).toBe(0);
    });

    it("card 30 (1.3.5, 6.4.4): a Zone in Ecuador, once card 33 made it a Department, is a Zone like any other", () => {
      // the Zone goes to Ecuador (most FARC pieces) and its FARC Base follows
      let s = fixture({ deck: [30, 2], pieces: { ecuador: { farcU: 1 } } });
      s.ecuador = true;
      s = play(s, c("event:shaded"));
      expect(s.spaces[idx("ecuador")].zone).toBe(true);
      expect(pieces(s, "ecuador", "farcBase")).toBe(1);
      // and it may be removed, with its Base
      let t = fixture({ deck: [30, 2], zones: ["ecuador"], pieces: { ecuador: { farcBase: 1 } } });
      t.ecuador = true;
      expect(eventDef(30)!.unshaded!.effective(t, "govt")).toBe(true);
      t = play(t, c("event:unshaded"));
      expect(t.spaces[idx("ecuador")].zone).toBe(false);
      expect(pieces(t, "ecuador", "farcBase")).toBe(0);
    });

    it("card 30 (8.1) effective both ways", () => {
      const none = fixture({});
      expect(eventDef(30)!.unshaded!.effective(none, "govt")).toBe(false);
      expect(eventDef(30)!.shaded!.effective(none, "farc")).toBe(true); // an empty map still has Departments
      const zoned = fixture({ zones: ["guaviare"] });
      expect(eventDef(30)!.unshaded!.effective(zoned, "govt")).toBe(true);
      const all = fixture({
        zones: [
          "atlantico",
          "choco",
          "narino",
          "meta-west",
          "guaviare",
          "putumayo",
          "cesar",
          "antioquia",
          "santander",
          "huila",
          "arauca",
          "meta-east",
          "vichada",
          "guainia",
          "vaupes",
          "amazonas",
        ],
      });
      expect(eventDef(30)!.shaded!.effective(all, "farc")).toBe(false);
    });
  });
});
