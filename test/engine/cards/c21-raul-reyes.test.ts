// Card 21 Raúl Reyes: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c21-raul-reyes/.

import { describe, expect, it } from "vitest";
import { basesOnMap } from "../../../src/engine/core/queries";
import { eventTurn } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, fixture, options, pieces, pl, play, rm } from "../fixture";
import { allFarcBases, eff } from "./helpers";

describe("card 21: Event", () => {
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
        fixture({
          deck: [21, 2],
          pieces: allFarcBases,
          seats: { farc: "nonplayer" },
          resources: { farc: 1 },
        }),
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
});

describe("card 21: Non-player", () => {
  describe("8.4.4 card 21 shaded: the FARC Base where FARC Guerrillas stand", () => {
    it("Meta West, the one space with FARC Guerrillas", () => {
      const r = eventTurn(
        npFixture({ deck: [21, 2], pieces: { "meta-west": { farcU: 1 }, huila: { aucU: 2 } } }),
      );
      expect(pieces(r.state, "meta-west", "farcBase")).toBe(1);
      expect(narration(r.steps)).toContain("np.ev.21.base");
    });

    it("no FARC Guerrilla on the map: a space at random (8.4.3, generic)", () => {
      const r = eventTurn(npFixture({ deck: [21, 2] }));
      expect(narration(r.steps)).toContain("np.ev.generic.place");
      expect(narration(r.steps)).not.toContain("np.ev.21.base");
      expect(basesOnMap(r.state, "farc")).toBe(1);
    });
  });
});
