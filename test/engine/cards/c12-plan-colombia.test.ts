// Card 12 Plan Colombia: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c12-plan-colombia/.
import { describe, expect, it } from "vitest";
import { c, fixture, play } from "../fixture";
import { eff } from "./helpers";

describe("card 12: Event", () => {
  describe("card 12 Plan Colombia", () => {
    it("card 12 unshaded: Govt Resources + min(Aid, 20), then Aid +10", () => {
      let s = fixture({ deck: [12, 2], aid: 25, resources: { govt: 10 } });
      s = play(s, c("event:unshaded"));
      expect(s.resources.govt).toBe(30);
      expect(s.aid).toBe(29); // 25 + 10 capped at 29 (1.7, 5.1.1)
      let t = fixture({ deck: [12, 2], aid: 7, resources: { govt: 95 } });
      t = play(t, c("event:unshaded"));
      expect(t.resources.govt).toBe(99); // capped at 99 (1.7)
      expect(t.aid).toBe(17);
    });

    it("card 12 (5.4) shaded is Momentum: recorded until Reset, read by the Air Strike and Patrol modifiers", async () => {
      const { noAirStrike, noPatrolActivation } = await import("../../../src/engine/core/modifiers");
      let s = fixture({ deck: [12, 2], eligible: { govt: false } });
      expect(noAirStrike(s)).toBe(false);
      s = play(s, c("event:shaded"));
      expect(s.momentum).toContain(12);
      expect(noAirStrike(s)).toBe(true);
      expect(noPatrolActivation(s)).toBe(true);
      expect(s.resources.govt).toBe(fixture().resources.govt);
    });
  });

  describe("8.1 effective, both answers, cards 1 8 12 14 28 29 36 68", () => {
    it("card 12 unshaded (1.7, 8.1): Resources at 99 and Aid at 29 → nothing happens", () => {
      expect(eff(12, "unshaded", fixture({ resources: { govt: 99 }, aid: 29 }), "govt")).toBe(false);
      expect(eff(12, "unshaded", fixture({ resources: { govt: 99 }, aid: 28 }), "govt")).toBe(true);
      expect(eff(12, "unshaded", fixture({ resources: { govt: 98 }, aid: 29 }), "govt")).toBe(true);
      // with no Aid the Resources gain is 0, but Aid still rises
      expect(eff(12, "unshaded", fixture({ resources: { govt: 10 }, aid: 0 }), "govt")).toBe(true);
    });

    it("card 12 shaded (5.4, 8.1): ineffective only while its Momentum is in play", () => {
      expect(eff(12, "shaded", fixture(), "farc")).toBe(true);
      expect(eff(12, "shaded", fixture({ momentum: [12] }), "farc")).toBe(false);
    });
  });
});
