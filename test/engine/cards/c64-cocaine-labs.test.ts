// Card 64 Cocaine Labs: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c64-cocaine-labs/.

import { describe, expect, it } from "vitest";
import type { Faction } from "../../../src/engine/types";
import { c, fixture, options, play, refused } from "../fixture";
import { at, eff, held } from "./helpers";

describe("card 64: Event", () => {
  describe("card 64 Cocaine Labs", () => {
    it("card 64 unshaded (4.5.3): 2 Shipments, each with a FARC Guerrilla where a Cartels Base stands; both may go to one space", () => {
      let s = fixture({
        deck: [64, 2],
        pieces: {
          huila: { cartelsBase: 1, farcU: 2 },
          cesar: { cartelsBase: 1, farcA: 1, aucU: 1 },
          cali: { farcU: 1 },
        },
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["c|shipment:cesar:farc", "c|shipment:huila:farc"]);
      refused(s, c("shipment:cesar:auc"), "notAnOption");
      s = play(s, c("shipment:huila:farc"), c("shipment:huila:farc"));
      expect(held(s)).toEqual([at("farc", "huila"), at("farc", "huila")]);
      expect(s.card.executed).toEqual(["cartels"]);
    });

    it("card 64 unshaded (5.1.3): one Shipment left in the supply — one is placed", () => {
      const s = play(
        fixture({
          deck: [64, 2],
          pieces: { huila: { cartelsBase: 1, farcU: 1 }, cali: { cartelsU: 3 } },
          shipments: [
            ["cali", "cartels"],
            ["cali", "cartels"],
            ["cali", "cartels"],
          ],
        }),
        c("event:unshaded"),
      );
      expect(s.shipments.length).toBe(4);
      expect(held(s)).toContain(at("farc", "huila"));
    });

    it("card 64 unshaded (8.1): no FARC Guerrilla with a Cartels Base, or no Shipment left → ineffective", () => {
      const lab = { huila: { cartelsBase: 1, farcU: 1 } };
      expect(eff(64, "unshaded", fixture({ pieces: lab }), "farc")).toBe(true);
      expect(
        eff(
          64,
          "unshaded",
          fixture({ pieces: { huila: { cartelsBase: 1, aucU: 1 }, cali: { farcU: 1 } } }),
          "farc",
        ),
      ).toBe(false);
      const four = Array.from({ length: 4 }, () => ["huila", "farc"] as [string, Faction]);
      expect(eff(64, "unshaded", fixture({ pieces: lab, shipments: four }), "farc")).toBe(false);
    });

    it("card 64 shaded (1.7): Cartels +2 per Base in a City, +1 per Base in a Department, 99 cap", () => {
      const pieces = {
        cali: { cartelsBase: 2 },
        huila: { cartelsBase: 1 },
        vaupes: { cartelsBase: 1, cartelsU: 3 },
      };
      let s = play(fixture({ deck: [64, 2], resources: { cartels: 10 }, pieces }), c("event:shaded"));
      expect(s.resources.cartels).toBe(16);
      s = play(fixture({ deck: [64, 2], resources: { cartels: 97 }, pieces }), c("event:shaded"));
      expect(s.resources.cartels).toBe(99);
    });

    it("card 64 shaded (8.1): no Cartels Base, or Cartels at 99 → ineffective", () => {
      expect(eff(64, "shaded", fixture({ pieces: { cali: { cartelsU: 2 } } }), "cartels")).toBe(false);
      expect(
        eff(
          64,
          "shaded",
          fixture({ resources: { cartels: 99 }, pieces: { cali: { cartelsBase: 1 } } }),
          "cartels",
        ),
      ).toBe(false);
      expect(
        eff(
          64,
          "shaded",
          fixture({ resources: { cartels: 98 }, pieces: { huila: { cartelsBase: 1 } } }),
          "cartels",
        ),
      ).toBe(true);
    });
  });
});
