// Card 16 Coffee Prices: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c16-coffee-prices/.

import { describe, expect, it } from "vitest";
import { c, fixture, play } from "../fixture";
import { eff } from "./helpers";

describe("card 16: Event", () => {
  describe("card 16 Coffee Prices", () => {
    const board = {
      deck: [16, 2],
      resources: { govt: 10, farc: 10, auc: 10, cartels: 10 },
      pieces: {
        cesar: { farcU: 2, troops: 1 }, // FARC most
        antioquia: { aucU: 1, cartelsBase: 1 }, // tie: the Government
        santander: { police: 2, aucU: 1 }, // Government most
        narino: { cartelsU: 5 }, // no Mountain
      },
    };

    it("card 16 unshaded (5.1): each Mountain pays +5 to the Faction with most pieces, ties to the Government, an empty one (all tied at 0) too", () => {
      const s = play(fixture(board), c("event:unshaded"));
      // Antioquia (tie), Santander (most) and Huila (empty: a tie at 0)
      expect(s.resources.govt).toBe(10 + 5 + 5 + 5);
      expect(s.resources.farc).toBe(10 + 5);
      expect(s.resources.auc).toBe(10);
      expect(s.resources.cartels).toBe(10);
    });

    it("card 16 unshaded (1.7): the 99 cap; (8.1) ineffective when nobody could gain", () => {
      const s = play(fixture({ ...board, resources: { govt: 97, farc: 98 } }), c("event:unshaded"));
      expect(s.resources.govt).toBe(99);
      expect(s.resources.farc).toBe(99);
      // empty Mountains pay the Government: ineffective only when it is at the cap
      expect(eff(16, "unshaded", fixture({ resources: { govt: 98 } }), "govt")).toBe(true);
      expect(eff(16, "unshaded", fixture({ resources: { govt: 99 } }), "govt")).toBe(false);
      // FARC most in every Mountain, FARC at the cap: nobody could gain
      const farcEverywhere = {
        pieces: {
          huila: { farcU: 1 },
          cesar: { farcU: 1 },
          antioquia: { farcU: 1 },
          santander: { farcU: 1 },
        },
      };
      expect(eff(16, "unshaded", fixture({ ...farcEverywhere, resources: { farc: 99 } }), "govt")).toBe(
        false,
      );
      expect(
        eff(16, "unshaded", fixture({ ...farcEverywhere, resources: { farc: 98, govt: 99 } }), "govt"),
      ).toBe(true);
    });

    it("card 16 shaded (1.7): Govt Resources −10, never below 0; (8.1) ineffective at 0", () => {
      expect(
        play(fixture({ deck: [16, 2], resources: { govt: 15 } }), c("event:shaded")).resources.govt,
      ).toBe(5);
      expect(play(fixture({ deck: [16, 2], resources: { govt: 4 } }), c("event:shaded")).resources.govt).toBe(
        0,
      );
      expect(eff(16, "shaded", fixture({ resources: { govt: 0 } }), "farc")).toBe(false);
      expect(eff(16, "shaded", fixture({ resources: { govt: 1 } }), "farc")).toBe(true);
    });
  });
});
