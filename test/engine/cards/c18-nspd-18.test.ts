// Card 18 NSPD-18: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c18-nspd-18/.

import { describe, expect, it } from "vitest";
import { c, fixture, play, step } from "../fixture";
import { eff, rollIn } from "./helpers";

describe("card 18: Event", () => {
  describe("card 18 NSPD-18", () => {
    it("card 18 unshaded (1.7): Govt Resources + Aid (20 at most), then Aid +20 up to 29", () => {
      let s = play(fixture({ deck: [18, 2], aid: 15, resources: { govt: 10 } }), c("event:unshaded"));
      expect(s.resources.govt).toBe(25);
      expect(s.aid).toBe(29);
      s = play(fixture({ deck: [18, 2], aid: 25, resources: { govt: 10 } }), c("event:unshaded"));
      expect(s.resources.govt).toBe(30);
      s = play(fixture({ deck: [18, 2], aid: 5, resources: { govt: 90 } }), c("event:unshaded"));
      expect(s.resources.govt).toBe(95);
      expect(s.aid).toBe(25);
    });

    it("card 18 unshaded (8.1): only Resources 99 with Aid 29 is ineffective", () => {
      expect(eff(18, "unshaded", fixture({ resources: { govt: 99 }, aid: 29 }), "govt")).toBe(false);
      expect(eff(18, "unshaded", fixture({ resources: { govt: 99 }, aid: 0 }), "govt")).toBe(true);
      expect(eff(18, "unshaded", fixture({ resources: { govt: 98 }, aid: 29 }), "govt")).toBe(true);
    });

    it("card 18 shaded (1.7): Govt Resources −6, then Aid minus a die roll, never below 0", () => {
      const r = step(fixture({ deck: [18, 2], aid: 20, resources: { govt: 10 } }), c("event:shaded"));
      const roll = rollIn(r.log)!;
      expect(roll).toBeGreaterThanOrEqual(1);
      expect(r.state.aid).toBe(20 - roll);
      expect(r.state.resources.govt).toBe(4);
      const low = play(fixture({ deck: [18, 2], aid: 0, resources: { govt: 3 } }), c("event:shaded"));
      expect(low.resources.govt).toBe(0);
      expect(low.aid).toBe(0);
    });

    it("card 18 shaded (8.1): Resources and Aid both at 0 → ineffective", () => {
      expect(eff(18, "shaded", fixture({ resources: { govt: 0 }, aid: 0 }), "farc")).toBe(false);
      expect(eff(18, "shaded", fixture({ resources: { govt: 0 }, aid: 1 }), "farc")).toBe(true);
      expect(eff(18, "shaded", fixture({ resources: { govt: 1 }, aid: 0 }), "farc")).toBe(true);
    });
  });
});
