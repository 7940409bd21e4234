// Card 31 Betancourt: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c31-betancourt/.

import { describe, expect, it } from "vitest";
import { SPACES } from "../../../src/engine/data/map";
import { bodies, eventTurn, takeEvent } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, fixture, options, play, refused, sp } from "../fixture";
import { allCities, eff, level, sup } from "./helpers";

describe("card 31: Event", () => {
  describe("card 31 Betancourt", () => {
    it("card 31 unshaded (1.6): 2 Cities and 1 Department each shift 1 toward Active Support", () => {
      let s = play(
        fixture({ deck: [31, 2], levels: { bogota: 2, cali: -2, huila: 1 } }),
        c("event:unshaded"),
      );
      expect(options(s)).not.toContain("s|bogota"); // already Active Support
      expect(options(s)).not.toContain("s|huila"); // a Department
      s = play(s, sp("cali"), sp("medellin"));
      expect(options(s)).not.toContain("s|vaupes"); // 0 Pop
      expect(options(s)).not.toContain("s|cali");
      s = play(s, sp("huila"));
      expect(sup(s, "cali")).toBe(-1);
      expect(sup(s, "medellin")).toBe(1);
      expect(sup(s, "huila")).toBe(2);
      expect(sup(s, "bogota")).toBe(2);
    });

    it("card 31 unshaded (5.1.3): every City at Active Support — only the Department shifts", () => {
      const s = play(fixture({ deck: [31, 2], levels: allCities(2) }), c("event:unshaded"), sp("antioquia"));
      expect(sup(s, "antioquia")).toBe(1);
      expect(s.card.executed).toEqual(["farc"]);
    });

    it("card 31 unshaded (8.1): all Cities and Pop Departments at Active Support → ineffective", () => {
      const levels = Object.fromEntries(
        SPACES.filter((d) => (d.type === "city" || d.type === "dept") && d.pop > 0).map((d) => [d.id, 2]),
      );
      expect(eff(31, "unshaded", fixture({ levels }), "govt")).toBe(false);
      expect(eff(31, "unshaded", fixture({ levels: { ...levels, cesar: 1 } }), "govt")).toBe(true);
      expect(eff(31, "unshaded", fixture({ levels: { ...levels, pasto: 1 } }), "govt")).toBe(true);
    });

    it("card 31 shaded (1.6): 3 Passive Opposition spaces become Active Opposition", () => {
      const levels = { cali: -1, huila: -1, cesar: -1, antioquia: -1, bogota: -2, santander: 0 };
      let s = play(fixture({ deck: [31, 2], levels }), c("event:shaded"));
      expect(options(s).sort()).toEqual(["s|antioquia", "s|cali", "s|cesar", "s|huila"]);
      refused(s, sp("santander"), "eventSpace");
      s = play(s, sp("cali"), sp("huila"), sp("cesar"));
      expect([sup(s, "cali"), sup(s, "huila"), sup(s, "cesar")]).toEqual([-2, -2, -2]);
      expect(sup(s, "antioquia")).toBe(-1);
    });

    it("card 31 shaded (5.1.3, 8.1): fewer than 3 candidates all shift; none → ineffective", () => {
      const s = play(fixture({ deck: [31, 2], levels: { cali: -1, huila: -2 } }), c("event:shaded"));
      expect(sup(s, "cali")).toBe(-2);
      expect(eff(31, "shaded", fixture({ levels: { cali: -2, huila: 1 } }), "farc")).toBe(false);
      expect(eff(31, "shaded", fixture({ levels: { huila: -1 } }), "farc")).toBe(true);
    });
  });
});

describe("card 31: Non-player", () => {
  describe("8.4.3 shift instructions: where the shift weighs most (about: the highest Population)", () => {
    it("card 31 shaded: Bogotá and Cali first; the third among the Population-2 ties at random", () => {
      const opp = { bogota: -1, cali: -1, choco: -1, huila: -1, antioquia: -1 };
      const r = eventTurn(npFixture({ deck: [31, 2], levels: opp }));
      expect(bodies(r.steps).slice(1, 3)).toEqual(["space bogota", "space cali"]);
      expect(level(r.state, "bogota")).toBe(-2);
      expect(level(r.state, "cali")).toBe(-2);
      expect(level(r.state, "huila") + level(r.state, "antioquia")).toBe(-3); // one of the two
      expect(level(r.state, "choco")).toBe(-1);
      expect(r.steps[3].move.command.dice?.length).toBeGreaterThan(0); // 8.2: the tie is rolled
    });
  });

  describe("8.4.3 unshaded sides (a Non-player Government later; here forced on an Insurgent)", () => {
    it("card 31: Bogotá and Cali, and Huila (the one Population-2 Department left below Active Support)", () => {
      const s0 = npFixture({ deck: [31, 2], levels: { bogota: 1, antioquia: 2, santander: 2 } });
      const r = eventTurn(takeEvent(s0, "unshaded"));
      expect([level(r.state, "bogota"), level(r.state, "cali"), level(r.state, "huila")]).toEqual([2, 1, 1]);
    });
  });
});
