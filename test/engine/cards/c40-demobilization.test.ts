// Card 40 Demobilization: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c40-demobilization/.

import { describe, expect, it } from "vitest";
import { onMap } from "../../../src/engine/core/queries";
import { getDecision } from "../../../src/engine/flow/runtime";
import { eventTurn, withStep } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, fixture, mv, options, pieces, pl, play, rm, sp } from "../fixture";
import { eff, first, prompt, spaceStep } from "./helpers";

describe("card 40: Event", () => {
  describe("card 40 Demobilization", () => {
    it("card 40 unshaded (5.1): 3 AUC Guerrillas of the executor's choice each give way to a Police", () => {
      let s = fixture({ deck: [40, 2], pieces: { huila: { aucU: 2, aucA: 1 }, cesar: { aucU: 1 } } });
      s = play(s, c("event:unshaded"));
      expect(getDecision(s).faction).toBe("auc");
      expect(options(s).sort()).toEqual(["r|aucA|huila", "r|aucU|cesar", "r|aucU|huila"]);
      s = play(s, rm("aucA", "huila"), rm("aucU", "cesar"));
      // the third: a single AUC Guerrilla left to choose from goes by itself
      expect(pieces(s, "huila", "aucA")).toBe(0);
      expect(pieces(s, "huila", "aucU")).toBe(1); // only 3 go
      expect(pieces(s, "huila", "police")).toBe(2);
      expect(pieces(s, "cesar", "aucU")).toBe(0);
      expect(pieces(s, "cesar", "police")).toBe(1);
      expect(prompt(s)).toBe("prompt.secondEligible");
    });

    it("card 40 unshaded (5.1.3, 5.1.1): fewer than 3 AUC all go; none replaced in a FARC Zone or without Police", () => {
      let s = fixture({
        deck: [40, 2],
        pieces: { guaviare: { aucU: 1 }, huila: { aucA: 1 } },
        zones: ["guaviare"],
      });
      s = play(s, c("event:unshaded"), rm("aucU", "guaviare"));
      expect(pieces(s, "guaviare", "aucU")).toBe(0);
      expect(pieces(s, "guaviare", "police")).toBe(0); // 1.4.2 no Govt forces in a FARC Zone
      expect(pieces(s, "huila", "aucA")).toBe(0); // the last one goes by itself
      expect(pieces(s, "huila", "police")).toBe(1);
      expect(prompt(s)).toBe("prompt.secondEligible");
      // every Police on the map, AUC executing: removal without replacement (5.1.1)
      let t = fixture({ deck: [40, 2], pieces: { huila: { aucU: 2 }, bogota: { police: 30 } } });
      t = play(t, c("event:unshaded"));
      expect(pieces(t, "huila", "aucU")).toBe(0);
      expect(pieces(t, "huila", "police")).toBe(0);
    });

    it("card 40 unshaded (1.4.1): a Government player with no Police Available may take one off the map", () => {
      let s = fixture({
        deck: [40, 2],
        eligible: { auc: false },
        pieces: { huila: { aucU: 1 }, bogota: { police: 30 } },
      });
      s = play(s, c("event:unshaded"));
      expect(prompt(s)).toBe("prompt.event.placeOwn");
      expect(options(s)).toEqual(expect.arrayContaining(["r|police|bogota", "d"]));
      s = play(s, rm("police", "bogota"));
      expect(pieces(s, "huila", "police")).toBe(1);
      expect(pieces(s, "bogota", "police")).toBe(29);
    });

    it("card 40 unshaded (8.1): effective only with an AUC Guerrilla on the map", () => {
      expect(eff(40, "unshaded", fixture({ pieces: { cesar: { aucA: 1 } } }), "govt")).toBe(true);
      expect(eff(40, "unshaded", fixture({ pieces: { cesar: { aucBase: 1 } } }), "govt")).toBe(false);
    });

    it("card 40 shaded (5.1): every cube of a Department with AUC goes to Cities, then AUC pieces into 2 Cities", () => {
      let s = fixture({
        deck: [40, 2],
        pieces: { santander: { aucBase: 1, troops: 2, police: 1 }, huila: { aucU: 1 }, cesar: { troops: 2 } },
      });
      s = play(s, c("event:shaded"));
      // Santander is the only Department with both AUC and cubes: taken at once
      expect(prompt(s)).toBe("prompt.card40.cubes");
      expect(options(s)).toContain("m|troops|santander|cartagena"); // any City, not only adjacent
      expect(options(s)).not.toContain("m|troops|santander|huila");
      s = play(s, mv("troops", "santander", "cartagena"), mv("police", "santander", "bogota"));
      s = play(s, mv("troops", "santander", "pasto"));
      expect(pieces(s, "santander", "troops") + pieces(s, "santander", "police")).toBe(0);
      expect(pieces(s, "cesar", "troops")).toBe(2); // no AUC there
      expect(prompt(s)).toBe("prompt.card40.cities");
      s = play(s, sp("cali"), sp("medellin"));
      expect(options(s).sort()).toEqual(["p|aucBase|cali", "p|aucU|cali"]);
      s = play(s, pl("aucBase", "cali"), pl("aucU", "medellin"));
      expect(pieces(s, "cali", "aucBase")).toBe(1);
      expect(pieces(s, "medellin", "aucU")).toBe(1);
      expect(prompt(s)).toBe("prompt.secondEligible");
    });

    it("card 40 shaded (5.1.3, 1.4.2): no Dept with AUC and cubes: only the placing; a full City takes a Guerrilla only", () => {
      let s = fixture({
        deck: [40, 2],
        pieces: { cesar: { troops: 2 }, cali: { govtBase: 1, farcBase: 1 } },
      });
      s = play(s, c("event:shaded"));
      expect(prompt(s)).toBe("prompt.card40.cities");
      s = play(s, sp("cali"), sp("bogota"));
      expect(pieces(s, "cali", "aucU")).toBe(1); // no room for a third Base: the Guerrilla goes by itself
      expect(pieces(s, "cesar", "troops")).toBe(2);
      expect(options(s).sort()).toEqual(["p|aucBase|bogota", "p|aucU|bogota"]);
    });

    it("card 40 shaded (1.4.1): no AUC piece Available — a Govt executor only moves cubes; an AUC player may free its own", () => {
      const all = {
        santander: { aucU: 18, aucBase: 2, police: 1 },
        cesar: { aucBase: 2 },
        atlantico: { aucBase: 2 },
      };
      let s = fixture({ deck: [40, 2], eligible: { auc: false }, pieces: all });
      expect(onMap(s, "aucG")).toBe(18);
      s = play(s, c("event:shaded"), mv("police", "santander", "cucuta"));
      expect(pieces(s, "cucuta", "police")).toBe(1);
      expect(prompt(s)).toBe("prompt.secondEligible"); // no City can get an AUC piece
      let t = fixture({ deck: [40, 2], pieces: all });
      t = play(t, c("event:shaded"), mv("police", "santander", "cucuta"), sp("cali"), sp("neiva"));
      expect(prompt(t)).toBe("prompt.event.placeOwn");
      t = play(t, rm("aucU", "santander"), pl("aucU", "cali"));
      expect(pieces(t, "cali", "aucU")).toBe(1);
      expect(pieces(t, "santander", "aucU")).toBe(17);
      expect(prompt(t)).toBe("prompt.event.placeOwn"); // Neiva next, again only by freeing
    });

    it("card 40 shaded (8.1): ineffective when no Dept has AUC and cubes and no AUC piece can be placed", () => {
      const full = { cesar: { aucU: 18, aucBase: 2 }, atlantico: { aucBase: 2 }, choco: { aucBase: 2 } };
      expect(eff(40, "shaded", fixture({ pieces: full }), "govt")).toBe(false);
      expect(
        eff(40, "shaded", fixture({ pieces: { ...full, cesar: { ...full.cesar, troops: 1 } } }), "govt"),
      ).toBe(true);
      expect(eff(40, "shaded", fixture(), "govt")).toBe(true); // AUC pieces Available for Cities
    });
  });
});

describe("card 40: Non-player", () => {
  describe("8.4.4 card 40 Demobilization (shaded)", () => {
    it("the Department with the most cubes sends them away (8.4.2 relocate as many as possible)", () => {
      const s0 = npFixture({
        deck: [40, 2],
        pieces: { huila: { aucU: 1, troops: 1 }, antioquia: { aucU: 1, troops: 2, police: 1 } },
      });
      const r = eventTurn(s0);
      expect(narration(r.steps)).toContain("np.ev.40.cubes");
      expect(pieces(r.state, "antioquia", "troops") + pieces(r.state, "antioquia", "police")).toBe(0);
      expect(pieces(r.state, "huila", "troops")).toBe(1);
    });

    it("the 2 Cities: where an AUC Base still fits first (8.1.2 Bases first)", () => {
      const s0 = npFixture({ pieces: { cali: { govtBase: 1, farcBase: 1 } } });
      const s = withStep(
        s0,
        40,
        "shaded",
        "auc",
        spaceStep("cities", ["cali", "medellin", "pasto"], "auc", 2),
      );
      const m = first(s);
      expect(["medellin", "pasto"]).toContain(m.cmd.t === "space" ? m.cmd.s : "");
      expect(m.why).toContain("np.ev.40.base");
    });

    it("no AUC Base Available: the Cities at random (8.2, generic)", () => {
      const bases = { aucBase: 2 };
      const s0 = npFixture({
        pieces: { huila: bases, antioquia: bases, santander: bases, cali: { govtBase: 1, farcBase: 1 } },
      });
      const s = withStep(
        s0,
        40,
        "shaded",
        "auc",
        spaceStep("cities", ["cali", "medellin", "pasto"], "auc", 2),
      );
      expect(first(s).why).not.toContain("np.ev.40.base");
      expect(first(s).why).toContain("np.ev.generic.space");
    });
  });
});
