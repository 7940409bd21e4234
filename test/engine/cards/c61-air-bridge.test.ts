// Card 61 Air Bridge: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c61-air-bridge/.

import { describe, expect, it } from "vitest";
import { withStep } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, fixture, options, pieces, play, rm, sp } from "../fixture";
import { eff, first, fourteenBases, GOVT_NP, np, spaceStep } from "./helpers";

describe("card 61: Event", () => {
  describe("card 61 Air Bridge", () => {
    it("card 61 unshaded (4.5.3, 1.7): every Cartels piece leaves the chosen City, its Shipment too; Cartels −6", () => {
      let s = fixture({
        deck: [61, 2],
        resources: { cartels: 10 },
        pieces: {
          cali: { cartelsU: 1, cartelsA: 2, cartelsBase: 1, police: 1 },
          bogota: { cartelsU: 1 },
          huila: { cartelsU: 1 },
        },
        shipments: [["cali", "cartels"]],
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["s|bogota", "s|cali"]); // Cities only
      s = play(s, sp("cali"));
      expect([
        pieces(s, "cali", "cartelsU"),
        pieces(s, "cali", "cartelsA"),
        pieces(s, "cali", "cartelsBase"),
      ]).toEqual([0, 0, 0]);
      expect(pieces(s, "cali", "police")).toBe(1);
      expect(pieces(s, "bogota", "cartelsU")).toBe(1);
      expect(s.shipments).toEqual([]);
      expect(s.resources.cartels).toBe(4);
    });

    it("card 61 unshaded (5.1.3, 8.1): no Cartels in a City — only Resources fall (not below 0); nothing at all → ineffective", () => {
      const s = play(
        fixture({ deck: [61, 2], resources: { cartels: 4 }, pieces: { huila: { cartelsU: 1 } } }),
        c("event:unshaded"),
      );
      expect(s.resources.cartels).toBe(0);
      expect(pieces(s, "huila", "cartelsU")).toBe(1);
      expect(
        eff(
          61,
          "unshaded",
          fixture({ resources: { cartels: 0 }, pieces: { huila: { cartelsU: 1 } } }),
          "govt",
        ),
      ).toBe(false);
      expect(
        eff(
          61,
          "unshaded",
          fixture({ resources: { cartels: 0 }, pieces: { cali: { cartelsU: 1 } } }),
          "govt",
        ),
      ).toBe(true);
      expect(eff(61, "unshaded", fixture({ resources: { cartels: 1 } }), "govt")).toBe(true);
    });

    it("card 61 shaded (1.4.2): a Cartels Base in each of 3 Departments without Cartels pieces", () => {
      let s = fixture({
        deck: [61, 2],
        pieces: { huila: { cartelsU: 1 }, cesar: { farcBase: 2 }, choco: { farcBase: 1 } },
      });
      s = play(s, c("event:shaded"));
      expect(options(s)).not.toContain("s|huila"); // Cartels pieces there
      expect(options(s)).not.toContain("s|cesar"); // full
      expect(options(s)).not.toContain("s|cali"); // a City
      expect(options(s)).toContain("s|choco");
      s = play(s, sp("choco"), sp("vaupes"), sp("meta-east"));
      for (const id of ["choco", "vaupes", "meta-east"]) expect(pieces(s, id, "cartelsBase")).toBe(1);
      expect(pieces(s, "huila", "cartelsBase")).toBe(0);
    });

    it("card 61 shaded (5.1.3, 1.4.1): one Base Available, Non-player — one Department; a player may free its Bases", () => {
      let s = play(fixture({ deck: [61, 2], ...np, pieces: fourteenBases }), c("event:shaded"), sp("vaupes"));
      expect(pieces(s, "vaupes", "cartelsBase")).toBe(1);
      expect(s.card.executed).toEqual(["cartels"]);
      s = play(
        fixture({ deck: [61, 2], pieces: fourteenBases }),
        c("event:shaded"),
        sp("vaupes"),
        sp("arauca"),
        sp("amazonas"),
      );
      expect(options(s)).toContain("r|cartelsBase|huila");
      s = play(s, rm("cartelsBase", "huila"), rm("cartelsBase", "huila"));
      expect(pieces(s, "huila", "cartelsBase")).toBe(0);
      const placed = ["vaupes", "arauca", "amazonas"].map((id) => pieces(s, id, "cartelsBase"));
      expect(placed.reduce((a, b) => a + b, 0)).toBe(3);
    });

    it("card 61 shaded (8.1): no Base to be had → ineffective", () => {
      const all = { ...fourteenBases, cali: { cartelsBase: 1 } };
      expect(eff(61, "shaded", fixture({ ...np, pieces: all }), "cartels")).toBe(false);
      expect(eff(61, "shaded", fixture({ ...np, pieces: fourteenBases }), "cartels")).toBe(true);
    });
  });
});

describe("card 61: Non-player", () => {
  describe("8.4.4 cards 60, 61, 68, 72 unshaded (a Non-player Government)", () => {
    it("card 61: the City with the most Cartels pieces", () => {
      const s0 = npFixture({
        ...GOVT_NP,
        pieces: { cali: { cartelsU: 1 }, medellin: { cartelsU: 1, cartelsBase: 1 } },
      });
      const m = first(withStep(s0, 61, "unshaded", "govt", spaceStep("city", ["cali", "medellin"], "govt")));
      expect(m.cmd).toMatchObject({ t: "space", s: "medellin" });
    });
  });
});
