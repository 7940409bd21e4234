// Card 44 Colombia Nueva: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c44-colombia-nueva/.

import { describe, expect, it } from "vitest";
import { eventTurn, withStep } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, fixture, idx, options, play, refused, sp } from "../fixture";
import { eff, first, GOVT_NP, level, spaceStep } from "./helpers";

describe("card 44: Event", () => {
  describe("card 44 Colombia Nueva", () => {
    const levels = { bogota: -1, cali: 0, medellin: 1, cucuta: 2, pasto: -2 };

    const others = {
      bucaramanga: -1,
      ibague: -1,
      "santa-marta": -1,
      cartagena: -1,
      neiva: -1,
      sincelejo: -1,
    };

    it("card 44 unshaded (1.6): a City at Neutral or Passive Support goes to Active Support; Govt Resources +3", () => {
      let s = play(
        fixture({ deck: [44, 2], levels: { ...levels, ...others }, resources: { govt: 10 } }),
        c("event:unshaded"),
      );
      expect(options(s).sort()).toEqual(["s|cali", "s|medellin"]);
      refused(s, sp("cucuta"), "eventSpace"); // already Active Support
      s = play(s, sp("medellin"));
      expect(level(s, "medellin")).toBe(2);
      expect(level(s, "cali")).toBe(0);
      expect(s.resources.govt).toBe(13);
    });

    it("card 44 unshaded (5.1.3): every City in Opposition or at Active Support → only the Resources", () => {
      const s = play(
        fixture({
          deck: [44, 2],
          levels: { ...levels, cali: -1, medellin: 2, ...others },
          resources: { govt: 98 },
        }),
        c("event:unshaded"),
      );
      expect(s.resources.govt).toBe(99);
      expect(level(s, "medellin")).toBe(2);
      expect(s.card.executed).toEqual(["auc"]);
    });

    it("card 44 shaded (1.6, 1.7): a City with Support goes Neutral; Govt Resources −3, not below 0", () => {
      let s = play(fixture({ deck: [44, 2], levels, resources: { govt: 2 } }), c("event:shaded"));
      expect(options(s).sort()).toEqual(["s|cucuta", "s|medellin"]);
      s = play(s, sp("cucuta"));
      expect(level(s, "cucuta")).toBe(0);
      expect(level(s, "medellin")).toBe(1);
      expect(s.resources.govt).toBe(0);
    });

    it("card 44 (8.1): effective both ways", () => {
      const all = { ...levels, cali: -1, medellin: 2, ...others };
      expect(eff(44, "unshaded", fixture({ levels: all, resources: { govt: 99 } }), "govt")).toBe(false);
      expect(eff(44, "unshaded", fixture({ levels: all, resources: { govt: 98 } }), "govt")).toBe(true);
      expect(eff(44, "unshaded", fixture({ resources: { govt: 99 } }), "govt")).toBe(true); // Neutral Cities
      expect(eff(44, "shaded", fixture({ resources: { govt: 0 } }), "auc")).toBe(false);
      expect(eff(44, "shaded", fixture({ levels: { cali: 1 }, resources: { govt: 0 } }), "auc")).toBe(true);
    });
  });
});

describe("card 44: Non-player", () => {
  describe("8.4.4 card 44 Colombia Nueva", () => {
    it("shaded: 8.4.3 the City whose drop to Neutral changes the totals most (Cali at Active Support: 6)", () => {
      // Bogotá Passive Support: 8 × 1 = 8 > Cali 3 × 2 = 6: Bogotá; then Medellín would tie lower
      const s0 = npFixture({ deck: [44, 2], levels: { bogota: 1, cali: 2, medellin: 1 } });
      const r = eventTurn(s0);
      expect(r.state.spaces[idx("bogota")].sup).toBe(0);
      expect(r.state.spaces[idx("cali")].sup).toBe(2);
      expect(narration(r.steps)).toContain("np.ev.generic.shift");
    });

    it("shaded: a small City at Active Support beats a larger one at Passive Support when it weighs more", () => {
      // Cali 3 × 2 = 6 > Bucaramanga 2 × 1 = 2
      const s0 = npFixture({ deck: [44, 2], levels: { cali: 2, bucaramanga: 1 } });
      const r = eventTurn(s0);
      expect(r.state.spaces[idx("cali")].sup).toBe(0);
      expect(r.state.spaces[idx("bucaramanga")].sup).toBe(1);
      expect(narration(r.steps)).toContain("np.ev.generic.shift");
    });

    it("unshaded, a Non-player Government: Active Support where it weighs most (Bogotá Neutral: 16)", () => {
      const frame = spaceStep("city", ["bogota", "cali"], "govt");
      const s0 = npFixture({ ...GOVT_NP, levels: { bogota: 0, cali: 1 } });
      expect(first(withStep(s0, 44, "unshaded", "govt", frame)).cmd).toMatchObject({
        t: "space",
        s: "bogota",
      });
    });
  });
});
