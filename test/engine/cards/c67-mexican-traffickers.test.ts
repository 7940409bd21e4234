// Card 67 Mexican Traffickers: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c67-mexican-traffickers/.

import { describe, expect, it } from "vitest";
import { c, fixture, play } from "../fixture";
import { eff } from "./helpers";

describe("card 67: Event", () => {
  describe("card 67 Mexican Traffickers", () => {
    // card 67 then Propaganda card 73; only the Cartels Eligible, so the Round follows the Event
    const board = () =>
      fixture({
        deck: [67, 73, 2, 3],
        presidente: 2,
        eligible: { govt: false, farc: false, auc: false, cartels: true },
        resources: { cartels: 30 },
        pieces: { guaviare: { cartelsBase: 2 }, narino: { cartelsBase: 1 } },
      });

    it("card 67 unshaded (2nd edition, 1.7): Cartels Resources −20, not below 0", () => {
      expect(
        play(fixture({ deck: [67, 2], resources: { cartels: 25 } }), c("event:unshaded")).resources.cartels,
      ).toBe(5);
      expect(
        play(fixture({ deck: [67, 2], resources: { cartels: 12 } }), c("event:unshaded")).resources.cartels,
      ).toBe(0);
      expect(eff(67, "unshaded", fixture({ resources: { cartels: 0 } }), "govt")).toBe(false);
      expect(eff(67, "unshaded", fixture({ resources: { cartels: 1 } }), "govt")).toBe(true);
    });

    it("card 67 shaded (5.4, 6.3.2): Momentum; the next Resources Phase pays Cartels 4 per Base instead of 3", () => {
      const s = play(board(), c("event:shaded"));
      expect(s.momentum).toContain(67);
      expect(s.propagandaPlayed).toBeGreaterThan(0);
      expect(s.resources.cartels).toBe(30 + 4 * 3);
      // for comparison: the unshaded side (−20) leaves the usual 3 per Base
      const u = play(board(), c("event:unshaded"));
      expect(u.resources.cartels).toBe(30 - 20 + 3 * 3);
    });

    it("card 67 shaded (5.4, 8.1): ineffective only while its Momentum is in play", () => {
      expect(eff(67, "shaded", fixture(), "cartels")).toBe(true);
      expect(eff(67, "shaded", fixture({ momentum: [67] }), "cartels")).toBe(false);
    });
  });
});
