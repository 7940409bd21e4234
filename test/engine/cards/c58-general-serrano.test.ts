// Card 58 General Serrano: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c58-general-serrano/.

import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import { eventTurn } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, done, fixture, idx, mv, options, pieces, play, refused } from "../fixture";
import { eff } from "./helpers";

describe("card 58: Event", () => {
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
        eff(
          58,
          "unshaded",
          fixture({ resources: { cartels: 0 }, pieces: { cali: { cartelsA: 1 } } }),
          "govt",
        ),
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
});

describe("card 58: Non-player", () => {
  describe("8.4.4 card 58 General Serrano (shaded)", () => {
    it("the Cartels move the Police out of their spaces into spaces without Cartels pieces", () => {
      const s0 = npFixture({
        deck: [58, 2],
        pieces: { huila: { police: 2, cartelsU: 1, cartelsBase: 1 }, cali: { cartelsU: 1 } },
      });
      const r = eventTurn(s0);
      const moves = r.steps.map((st) => st.move.command).filter((c) => c.t === "move");
      expect(moves.length).toBeGreaterThanOrEqual(2);
      for (const m of moves.slice(0, 2)) {
        expect(m).toMatchObject({ from: "huila" });
        expect(["huila", "cali"]).not.toContain(m.t === "move" ? m.to : "");
      }
      expect(narration(r.steps)).toContain("np.ev.58.police");
    });
  });
});
