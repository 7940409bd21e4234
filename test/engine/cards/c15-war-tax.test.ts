// Card 15 War Tax: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c15-war-tax/.

import { describe, expect, it } from "vitest";
import { eventTurn, takeEvent } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, fixture, idx, options, play, refused, sp, step } from "../fixture";
import { eff, level, rollIn } from "./helpers";

describe("card 15: Event", () => {
  describe("card 15 War Tax", () => {
    it("card 15 unshaded (5.1): a die roll; Govt Resources + 4 × the roll", () => {
      const s = fixture({ deck: [15, 2], resources: { govt: 10 } });
      const r = step(s, c("event:unshaded"));
      const roll = rollIn(r.log)!;
      expect(roll).toBeGreaterThanOrEqual(1);
      expect(roll).toBeLessThanOrEqual(6);
      expect(r.state.resources.govt).toBe(10 + 4 * roll);
    });

    it("card 15 unshaded (1.7): the 99 cap; (8.1) ineffective only at 99", () => {
      const s = play(fixture({ deck: [15, 2], resources: { govt: 98 } }), c("event:unshaded"));
      expect(s.resources.govt).toBe(99);
      expect(eff(15, "unshaded", fixture({ resources: { govt: 98 } }), "govt")).toBe(true);
      expect(eff(15, "unshaded", fixture({ resources: { govt: 99 } }), "govt")).toBe(false);
    });

    it("card 15 shaded (1.6): a Neutral or Passive Support City becomes Passive Opposition", () => {
      const levels = {
        bogota: 2,
        cali: 1,
        medellin: -1,
        bucaramanga: 1,
        ibague: 2,
        "santa-marta": 2,
        cartagena: 2,
        cucuta: 2,
        neiva: 2,
        pasto: 2,
        sincelejo: -2,
      };
      let s = play(fixture({ deck: [15, 2], levels }), c("event:shaded"));
      expect(options(s).sort()).toEqual(["s|bucaramanga", "s|cali"]);
      refused(s, sp("bogota"), "eventSpace");
      s = play(s, sp("cali"));
      expect(s.spaces[idx("cali")].sup).toBe(-1);
      expect(s.spaces[idx("bucaramanga")].sup).toBe(1);
    });

    it("card 15 shaded (8.1): no City at Neutral or Passive Support → ineffective", () => {
      const levels = {
        bogota: 2,
        cali: 2,
        medellin: -1,
        bucaramanga: -2,
        ibague: 2,
        "santa-marta": 2,
        cartagena: 2,
        cucuta: 2,
        neiva: 2,
        pasto: 2,
        sincelejo: -2,
      };
      expect(eff(15, "shaded", fixture({ levels }), "farc")).toBe(false);
      expect(eff(15, "shaded", fixture({ levels: { ...levels, cucuta: 0 } }), "farc")).toBe(true);
      // Departments do not count
      expect(eff(15, "shaded", fixture({ levels: { ...levels, huila: 0 } }), "farc")).toBe(false);
    });
  });
});

describe("card 15: Non-player", () => {
  describe("8.4.3 shift instructions: where the shift weighs most (about: the highest Population)", () => {
    it("card 15 shaded: Cali at Passive Support (2 levels × 3) rather than Bucaramanga or Medellín", () => {
      const s0 = npFixture({
        deck: [15, 2],
        eligible: { govt: false },
        levels: { bogota: -2, cali: 1, bucaramanga: 1, medellin: 0, ibague: -1, "santa-marta": -1 },
      });
      const r = eventTurn(takeEvent(s0));
      expect(level(r.state, "cali")).toBe(-1);
      expect(level(r.state, "bucaramanga")).toBe(1);
      expect(narration(r.steps)).toEqual(["np.ev.generic.shift"]);
    });
  });
});
