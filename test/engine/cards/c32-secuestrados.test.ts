// Card 32 Secuestrados: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c32-secuestrados/.

import { describe, expect, it } from "vitest";
import { SPACES } from "../../../src/engine/data/map";
import { eventTurn, takeEvent } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, fixture, options, play, sp } from "../fixture";
import { allCities, eff, level, sup } from "./helpers";

describe("card 32: Event", () => {
  describe("card 32 Secuestrados", () => {
    it("card 32 unshaded (1.6): 2 Neutral or Passive Opposition spaces are set to Passive Support", () => {
      let s = play(fixture({ deck: [32, 2], levels: allCities(2) }), c("event:unshaded"));
      expect(options(s)).not.toContain("s|vaupes"); // 0 Pop: no Support possible
      expect(options(s)).not.toContain("s|cali"); // Active Support
      s = fixture({ deck: [32, 2], levels: { ...allCities(2), cali: -1, bogota: -2 } });
      s = play(s, c("event:unshaded"), sp("cali"), sp("huila"));
      expect(sup(s, "cali")).toBe(1);
      expect(sup(s, "huila")).toBe(1);
      expect(sup(s, "bogota")).toBe(-2); // Active Opposition does not qualify
    });

    it("card 32 unshaded (5.1.3, 8.1): a single candidate alone; none → ineffective", () => {
      const levels = Object.fromEntries(
        SPACES.filter((d) => (d.type === "city" || d.type === "dept") && d.pop > 0).map((d) => [d.id, 2]),
      );
      const s = play(fixture({ deck: [32, 2], levels: { ...levels, huila: -1 } }), c("event:unshaded"));
      expect(sup(s, "huila")).toBe(1);
      expect(s.card.executed).toEqual(["farc"]);
      expect(eff(32, "unshaded", fixture({ levels: { ...levels, huila: -2 } }), "govt")).toBe(false);
      expect(eff(32, "unshaded", fixture({ levels: { ...levels, huila: 0 } }), "govt")).toBe(true);
    });

    it("card 32 shaded (1.7): FARC Resources +12 up to 99; (8.1) ineffective at 99", () => {
      expect(
        play(fixture({ deck: [32, 2], resources: { farc: 10 } }), c("event:shaded")).resources.farc,
      ).toBe(22);
      expect(
        play(fixture({ deck: [32, 2], resources: { farc: 90 } }), c("event:shaded")).resources.farc,
      ).toBe(99);
      expect(eff(32, "shaded", fixture({ resources: { farc: 99 } }), "farc")).toBe(false);
      expect(eff(32, "shaded", fixture({ resources: { farc: 98 } }), "farc")).toBe(true);
    });
  });
});

describe("card 32: Non-player", () => {
  describe("8.4.3 unshaded sides (a Non-player Government later; here forced on an Insurgent)", () => {
    it("card 32: Bogotá, then Medellín, set to Passive Support", () => {
      const s0 = npFixture({ deck: [32, 2], levels: { bogota: -1, medellin: -1, cali: 0 } });
      const r = eventTurn(takeEvent(s0, "unshaded"));
      expect([level(r.state, "bogota"), level(r.state, "medellin"), level(r.state, "cali")]).toEqual([
        1, 1, 0,
      ]);
    });
  });
});
