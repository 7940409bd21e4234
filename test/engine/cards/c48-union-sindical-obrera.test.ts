// Card 48 Unión Sindical Obrera: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c48-union-sindical-obrera/.

import { describe, expect, it } from "vitest";
import { choiceValue } from "../../../src/engine/choice";
import { eventTurn, withStep } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, fixture, idx, options, pieces, play, refused, rm, sp } from "../fixture";
import { eff, first, GOVT_NP, level, modeStep } from "./helpers";

describe("card 48: Event", () => {
  describe("card 48 Unión Sindical Obrera", () => {
    it("card 48 unshaded (1.6.2, rulings.md): next to a 3-Econ pipeline, one Opposition marker goes (Neutral)", () => {
      let s = fixture({
        deck: [48, 2],
        levels: { cucuta: -2, santander: -1, huila: -2, bogota: -1 },
        pieces: { antioquia: { farcBase: 1 }, huila: { farcBase: 1 } },
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["c|mode:farcBaseOut", "c|mode:oppositionLevel"]);
      s = play(s, c("mode:oppositionLevel"));
      // Huila and Bogotá touch only pipelines of Econ 2 or less
      expect(options(s).sort()).toEqual(["s|cucuta", "s|santander"]);
      s = play(s, sp("cucuta"));
      expect(level(s, "cucuta")).toBe(0); // Active Opposition's marker removed
      expect(level(s, "santander")).toBe(-1);
      expect(pieces(s, "antioquia", "farcBase")).toBe(1);
    });

    it("card 48 unshaded (5.1): or a FARC Base next to a 3-Econ pipeline is removed", () => {
      let s = fixture({
        deck: [48, 2],
        levels: { cucuta: -2 },
        pieces: { antioquia: { farcBase: 1 }, cesar: { farcBase: 2 }, huila: { farcBase: 1 } },
      });
      s = play(s, c("event:unshaded"), c("mode:farcBaseOut"));
      expect(options(s).sort()).toEqual(["r|farcBase|antioquia", "r|farcBase|cesar"]);
      s = play(s, rm("farcBase", "cesar"));
      expect(pieces(s, "cesar", "farcBase")).toBe(1);
      expect(pieces(s, "antioquia", "farcBase")).toBe(1);
      expect(level(s, "cucuta")).toBe(-2);
    });

    it("card 48 unshaded (5.1.3): only one kind possible → no mode question", () => {
      const s = play(fixture({ deck: [48, 2], levels: { sincelejo: -1 } }), c("event:unshaded"));
      expect(level(s, "sincelejo")).toBe(0);
      expect(s.card.executed).toEqual(["auc"]);
    });

    it("card 48 unshaded (8.1): no Opposition and no FARC Base next to a 3-Econ pipeline → ineffective", () => {
      expect(
        eff(48, "unshaded", fixture({ levels: { huila: -2 }, pieces: { huila: { farcBase: 1 } } }), "govt"),
      ).toBe(false);
      expect(eff(48, "unshaded", fixture({ pieces: { arauca: { farcBase: 1 } } }), "govt")).toBe(true);
      expect(eff(48, "unshaded", fixture(), "govt")).toBe(false);
    });

    it("card 48 shaded (1.6): 2 Cities other than Bogotá shift 1 level toward Active Opposition", () => {
      let s = play(fixture({ deck: [48, 2], levels: { cali: 1, medellin: -2 } }), c("event:shaded"));
      expect(options(s)).not.toContain("s|bogota");
      expect(options(s)).not.toContain("s|medellin"); // already Active Opposition
      refused(s, sp("bogota"), "eventSpace");
      s = play(s, sp("cali"), sp("cucuta"));
      expect(level(s, "cali")).toBe(0);
      expect(level(s, "cucuta")).toBe(-1);
      expect(level(s, "bogota")).toBe(0);
    });

    it("card 48 shaded (8.1): every City but Bogotá at Active Opposition → ineffective", () => {
      const all = {
        cali: -2,
        medellin: -2,
        bucaramanga: -2,
        ibague: -2,
        "santa-marta": -2,
        cartagena: -2,
        cucuta: -2,
        neiva: -2,
        pasto: -2,
      };
      expect(eff(48, "shaded", fixture({ levels: { ...all, sincelejo: -2 } }), "farc")).toBe(false);
      expect(eff(48, "shaded", fixture({ levels: all }), "farc")).toBe(true);
    });
  });
});

describe("card 48: Non-player", () => {
  describe("8.4.4 card 48 Unión Sindical Obrera", () => {
    it("shaded: 8.4.3 the 2 Cities (not Bogotá) where the shift weighs most: Cali and Medellín", () => {
      const r = eventTurn(npFixture({ deck: [48, 2], levels: { medellin: -2 } }));
      // Medellín is already at Active Opposition: Cali (3) then a 2-Population City
      expect(r.state.spaces[idx("cali")].sup).toBe(-1);
      expect(r.state.spaces[idx("bogota")].sup).toBe(0);
      const shifted = ["bucaramanga", "ibague", "santa-marta"].filter(
        (c) => r.state.spaces[idx(c)].sup === -1,
      );
      expect(shifted).toHaveLength(1);
    });

    it("unshaded, a Non-player Government: the FARC Base rather than an Opposition marker", () => {
      const s0 = npFixture(GOVT_NP);
      const m = first(
        withStep(s0, 48, "unshaded", "govt", modeStep("mode", ["oppositionLevel", "farcBaseOut"], "govt")),
      );
      expect(m.cmd).toMatchObject({ t: "choose", v: choiceValue({ k: "mode", mode: "farcBaseOut" }) });
      expect(m.why).toEqual(["np.ev.48.base"]);
    });
  });
});
