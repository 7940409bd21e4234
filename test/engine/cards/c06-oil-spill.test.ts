// Card 6 Oil Spill: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c06-oil-spill/.

import { describe, expect, it } from "vitest";
import { DEPTS, SPACES } from "../../../src/engine/data/map";
import { bodies, eventTurn, takeEvent } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, fixture, idx, options, play, sp } from "../fixture";
import { eff, level, noMarkers, terror } from "./helpers";

describe("card 6: Event", () => {
  describe("card 6 Oil Spill", () => {
    it("card 6 unshaded (1.6): 2 Neutral/Opposition Departments next to Sabotage are set to Passive Support", () => {
      let s = fixture({
        deck: [6, 2],
        terror: { "bogota-neiva": 1, "cali-pasto": 1, huila: 1 },
        levels: { huila: -2, "meta-west": -1, narino: 0, neiva: -1, pasto: 0 },
      });
      s = play(s, c("event:unshaded"));
      // Cities (Neiva, Pasto) are not Departments (rulings.md)
      expect(options(s).sort()).toEqual(["s|huila", "s|meta-west", "s|narino"]);
      s = play(s, sp("huila"), sp("narino"));
      expect(s.spaces[idx("huila")].sup).toBe(1);
      expect(s.spaces[idx("narino")].sup).toBe(1);
      expect(s.spaces[idx("neiva")].sup).toBe(-1);
      expect(s.spaces[idx("meta-west")].sup).toBe(-1);
    });

    it("card 6 unshaded (5.1.3, 3.3.4): a single candidate is set alone; a Terror marker in a Department is no Sabotage", () => {
      let s = fixture({
        deck: [6, 2],
        terror: { "bogota-yopal": 1, huila: 1 },
        levels: { santander: 2, arauca: 1, "meta-east": -2, "meta-west": -1 },
      });
      s = play(s, c("event:unshaded"));
      // of Bogotá–Yopal's Department neighbours only Meta East is not at Support: set alone
      expect(s.spaces[idx("meta-east")].sup).toBe(1);
      expect(s.spaces[idx("meta-west")].sup).toBe(-1); // next to Terror in Huila only
      expect(s.card.executed).toEqual(["govt"]);
    });

    it("card 6 unshaded (8.1): no Sabotage, or only Support next to it → ineffective", () => {
      expect(eff(6, "unshaded", fixture(), "govt")).toBe(false);
      expect(
        eff(
          6,
          "unshaded",
          fixture({ terror: { "bogota-neiva": 1 }, levels: { huila: 1, "meta-west": 2 } }),
          "govt",
        ),
      ).toBe(false);
      expect(
        eff(6, "unshaded", fixture({ terror: { "bogota-neiva": 1 }, levels: { huila: 1 } }), "govt"),
      ).toBe(true);
    });

    it("card 6 shaded (3.3.4, 1.6): Sabotage a pipeline, then a Department next to it shifts 1 toward Active Opposition", () => {
      let s = fixture({ deck: [6, 2], terror: { "cali-ibague": 1 } });
      s = play(s, c("event:shaded"));
      expect(options(s)).not.toContain("s|cali-ibague"); // already Sabotaged: the full effect is possible elsewhere
      expect(options(s)).not.toContain("s|cali-pasto"); // a road
      s = play(s, sp("bogota-neiva"));
      expect(terror(s, "bogota-neiva")).toBe(1);
      expect(options(s).sort()).toEqual(["s|huila", "s|meta-west"]);
      s = play(s, sp("huila"));
      expect(s.spaces[idx("huila")].sup).toBe(-1);
    });

    it("card 6 shaded (5.1.3): with no marker left the pipeline is still chosen and the shift happens", () => {
      let s = fixture({ deck: [6, 2], terror: noMarkers });
      s = play(s, c("event:shaded"), sp("bogota-neiva"), sp("huila"));
      expect(terror(s, "bogota-neiva")).toBe(0);
      expect(s.spaces[idx("huila")].sup).toBe(-1);
    });

    it("card 6 shaded (8.1): no marker left and every Department at Active Opposition → ineffective", () => {
      const levels = Object.fromEntries(DEPTS.map((i) => [SPACES[i].id, -2]));
      expect(eff(6, "shaded", fixture({ terror: noMarkers, levels }), "farc")).toBe(false);
      expect(eff(6, "shaded", fixture({ levels }), "farc")).toBe(true);
      expect(eff(6, "shaded", fixture({ terror: noMarkers }), "farc")).toBe(true);
    });
  });
});

describe("card 6: Non-player", () => {
  describe("8.4.3 unshaded sides (a Non-player Government later; here forced on an Insurgent)", () => {
    it("card 6: Huila (Passive Opposition, Population 2) first, then one Department at random", () => {
      const s0 = npFixture({
        deck: [6, 2],
        eligible: { govt: false },
        terror: { "bogota-neiva": 1, "cali-ibague": 1 },
        levels: { huila: -1 },
      });
      const r = eventTurn(takeEvent(s0, "unshaded"));
      expect(bodies(r.steps)[0]).toBe("space huila");
      expect(level(r.state, "huila")).toBe(1);
      expect(level(r.state, "meta-west") + level(r.state, "choco")).toBe(1);
    });
  });

  describe("8.4.4 card 6 shaded: the pipeline next to the Department whose shift weighs most", () => {
    it("Huila is the only Population-2 Department able to shift: the 2-Econ pipeline next to it (8.3)", () => {
      // Antioquia and Santander are at Active Opposition already; Bogotá–Neiva is Sabotaged already
      const s0 = npFixture({
        deck: [6, 2],
        eligible: { govt: false },
        levels: { antioquia: -2, santander: -2 },
        terror: { "bogota-neiva": 1 },
      });
      const r = eventTurn(takeEvent(s0));
      expect(r.steps[0].move.why.map((w) => w.key)).toEqual(["np.ev.6.pipeline"]);
      expect(terror(r.state, "bogota-bucaramanga-ibague")).toBe(1);
      expect(level(r.state, "huila")).toBe(-1);
    });
  });
});
