// Card 59 Salcedo: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c59-salcedo/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { bodies, eventTurn } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, done, fixture, mv, options, pieces, play, refused } from "../fixture";

const e59 = eventDef(59)!;

describe("card 59: Event", () => {
  describe("card 59 Salcedo", () => {
    it("card 59 unshaded (3.2.4, 5.5): all Cartels Guerrillas Active, then a free Assault on Cartels alone in each space", () => {
      let s = fixture({
        deck: [59, 2],
        pieces: {
          bogota: { troops: 2, cartelsU: 2, cartelsBase: 1, farcA: 1 },
          huila: { troops: 2, cartelsU: 2 },
          guaviare: { cartelsU: 1 },
          cali: { police: 3, cartelsU: 1, cartelsBase: 1 },
        },
        resources: { govt: 7 },
      });
      s = play(s, c("event:unshaded")); // nothing to choose: one target Faction per space
      expect(pieces(s, "bogota", "cartelsA") + pieces(s, "bogota", "cartelsU")).toBe(0); // 2 Troops, 2 removed
      expect(pieces(s, "bogota", "cartelsBase")).toBe(1); // no removal left for the Base
      expect(pieces(s, "bogota", "farcA")).toBe(1); // FARC is not targeted
      expect(pieces(s, "huila", "cartelsA")).toBe(1); // Mountain: 1 per 2 Troops
      expect(pieces(s, "guaviare", "cartelsA")).toBe(1); // Activated, no forces to Assault
      expect(pieces(s, "cali", "cartelsA")).toBe(0);
      expect(pieces(s, "cali", "cartelsBase")).toBe(0); // Bases last, Police count in a City
      expect(s.resources.govt).toBe(7); // free (5.5)
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 59 unshaded (3.2.5, 5.1.2): Drug Bust for a Shipment; card 42's shield on Cartels yields to the Event", () => {
      let s = fixture({
        deck: [59, 2],
        pieces: { cali: { police: 1, cartelsA: 1 } },
        shipments: [["cali", "cartels"]],
        momentum: [42],
        aid: 10,
      });
      s.momentumBy = { 42: "cartels" };
      s = play(s, c("event:unshaded"));
      expect(pieces(s, "cali", "cartelsA")).toBe(0);
      expect(s.aid).toBe(16);
    });

    it("card 59 (8.1) unshaded: effective with a Cartels Guerrilla to flip or a Cartels piece to Assault", () => {
      expect(e59.unshaded!.effective(fixture(), "cartels")).toBe(false);
      expect(e59.unshaded!.effective(fixture({ pieces: { guaviare: { cartelsA: 2 } } }), "cartels")).toBe(
        false,
      );
      expect(e59.unshaded!.effective(fixture({ pieces: { guaviare: { cartelsU: 1 } } }), "cartels")).toBe(
        true,
      );
      expect(
        e59.unshaded!.effective(fixture({ pieces: { cali: { troops: 1, cartelsBase: 1 } } }), "cartels"),
      ).toBe(true);
    });

    it("card 59 shaded: Cartels Guerrillas all Underground, then the Cartels move up to 3 of them anywhere", () => {
      let s = fixture({
        deck: [59, 2],
        eligible: { cartels: false }, // the Government executes; the Cartels still move
        pieces: { huila: { cartelsA: 2 }, bogota: { cartelsA: 1, cartelsU: 1, troops: 2 } },
      });
      s = play(s, c("event:shaded"));
      expect(getDecision(s).faction).toBe("cartels");
      expect(pieces(s, "huila", "cartelsU")).toBe(2);
      expect(pieces(s, "bogota", "cartelsU")).toBe(2);
      expect(options(s)).toContain("m|cartelsU|huila|amazonas"); // not adjacent: anywhere
      refused(s, mv("troops", "bogota", "cali"), "drop.eventPiece"); // only Cartels Guerrillas move
      s = play(s, mv("cartelsU", "huila", "amazonas"), mv("cartelsU", "bogota", "bogota-yopal"));
      s = play(s, done);
      expect(pieces(s, "amazonas", "cartelsU")).toBe(1);
      expect(pieces(s, "bogota-yopal", "cartelsU")).toBe(1);
      expect(pieces(s, "huila", "cartelsU")).toBe(1);
    });

    it("card 59 shaded (5.1.3): at most 3 moves, then the Event ends", () => {
      let s = fixture({ deck: [59, 2], pieces: { huila: { cartelsU: 5 } } });
      s = play(s, c("event:shaded"));
      s = play(
        s,
        mv("cartelsU", "huila", "cali"),
        mv("cartelsU", "huila", "cali"),
        mv("cartelsU", "huila", "vaupes"),
      );
      expect(pieces(s, "huila", "cartelsU")).toBe(2);
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 59 (8.1) shaded: effective only with a Cartels Guerrilla on the map", () => {
      expect(e59.shaded!.effective(fixture({ pieces: { huila: { cartelsBase: 1 } } }), "cartels")).toBe(
        false,
      );
      expect(e59.shaded!.effective(fixture({ pieces: { huila: { cartelsU: 1 } } }), "cartels")).toBe(true);
    });
  });
});

describe("card 59: Non-player", () => {
  describe("8.4.4 card 59 Salcedo (shaded)", () => {
    it("a Guerrilla goes to guard a lone Cartels Base, from a space that keeps one at its own Base", () => {
      const s0 = npFixture({
        deck: [59, 2],
        pieces: {
          guaviare: { cartelsBase: 1 },
          huila: { cartelsA: 1, cartelsBase: 1 },
          antioquia: { cartelsA: 2 },
        },
      });
      const r = eventTurn(s0);
      expect(bodies(r.steps)[1]).toBe("move cartelsU antioquia guaviare");
      expect(narration(r.steps)).toContain("np.ev.59.guard");
      expect(pieces(r.state, "huila", "cartelsU")).toBe(1);
    });

    it("every Guerrilla stands alone at a Base: the Cartels move none (8.5.2: one stays at each Base)", () => {
      const s0 = npFixture({
        deck: [59, 2],
        pieces: { guaviare: { cartelsBase: 1, cartelsA: 1 }, huila: { cartelsA: 1, cartelsBase: 1 } },
      });
      const r = eventTurn(s0);
      expect(bodies(r.steps).slice(1)).toEqual(["done"]);
      expect(narration(r.steps)).toContain("np.ev.59.keep");
      expect(pieces(r.state, "guaviare", "cartelsU") + pieces(r.state, "huila", "cartelsU")).toBe(2);
    });
  });
});
