// Card 35 Crop Substitution: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c35-crop-substitution/.

import { describe, expect, it } from "vitest";
import { eventTurn } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, fixture, options, pieces, play, sp } from "../fixture";
import { eff, level, sup } from "./helpers";

describe("card 35: Event", () => {
  describe("card 35 Crop Substitution", () => {
    it("card 35 unshaded (5.1.1): each Cartels Base in the chosen Department becomes a Police cube; Aid +3", () => {
      let s = fixture({
        deck: [35, 2],
        aid: 10,
        pieces: {
          huila: { cartelsBase: 2, cartelsU: 1 },
          cesar: { cartelsBase: 1 },
          cali: { cartelsBase: 1 },
        },
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["s|cesar", "s|huila"]); // Cali is a City
      s = play(s, sp("huila"));
      expect(pieces(s, "huila", "cartelsBase")).toBe(0);
      expect(pieces(s, "huila", "police")).toBe(2);
      expect(pieces(s, "huila", "cartelsU")).toBe(1);
      expect(pieces(s, "cesar", "cartelsBase")).toBe(1);
      expect(s.aid).toBe(13);
    });

    it("card 35 unshaded (5.1.1, 6.4.4): in a FARC Zone the Bases go without Police; Zones are a last resort (5.1.3)", () => {
      const base = {
        deck: [35, 2],
        aid: 28,
        zones: ["huila"],
        pieces: { huila: { cartelsBase: 1 }, cesar: { cartelsBase: 1 } },
      };
      let s = play(fixture(base), c("event:unshaded"));
      expect(pieces(s, "cesar", "police")).toBe(1); // the only non-Zone candidate: taken at once
      expect(pieces(s, "huila", "cartelsBase")).toBe(1);
      expect(s.aid).toBe(29); // 1.7 cap
      s = play(fixture({ ...base, pieces: { huila: { cartelsBase: 1 } } }), c("event:unshaded"));
      expect(pieces(s, "huila", "cartelsBase")).toBe(0);
      expect(pieces(s, "huila", "police")).toBe(0);
    });

    it("card 35 unshaded (5.1.1, 1.4.1): no Police Available — the Bases are just removed (FARC executes: no freeing of Govt pieces)", () => {
      const board = { deck: [35, 2], pieces: { huila: { cartelsBase: 2 }, bogota: { police: 30 } } };
      const s = play(fixture(board), c("event:unshaded"));
      expect(pieces(s, "huila", "cartelsBase")).toBe(0);
      expect(pieces(s, "huila", "police")).toBe(0);
      expect(pieces(s, "bogota", "police")).toBe(30);
    });

    it("card 35 unshaded (1.3.5, 1.4.2): after card 33 Ecuador is a Department — its Cartels Bases may be replaced", () => {
      let s = fixture({ deck: [35, 2], aid: 29, pieces: { ecuador: { cartelsBase: 2 } } });
      s.ecuador = true;
      expect(eff(35, "unshaded", s, "farc")).toBe(true);
      s = play(s, c("event:unshaded"));
      expect(pieces(s, "ecuador", "cartelsBase")).toBe(0);
      expect(pieces(s, "ecuador", "police")).toBe(2);
      // without card 33 Ecuador is no space
      const t = fixture({ aid: 29, pieces: { ecuador: { cartelsBase: 2 } } });
      expect(eff(35, "unshaded", t, "farc")).toBe(false);
    });

    it("card 35 unshaded (8.1): no Cartels Base in a Department and Aid at 29 → ineffective", () => {
      expect(eff(35, "unshaded", fixture({ aid: 29, pieces: { cali: { cartelsBase: 1 } } }), "govt")).toBe(
        false,
      );
      expect(eff(35, "unshaded", fixture({ aid: 28 }), "govt")).toBe(true);
      expect(eff(35, "unshaded", fixture({ aid: 29, pieces: { huila: { cartelsBase: 1 } } }), "govt")).toBe(
        true,
      );
    });

    it("card 35 shaded (1.6, 5.1.3): a Department with a Cartels Base shifts 2 toward Active Opposition; full shifts first", () => {
      const pieces3 = {
        huila: { cartelsBase: 1 },
        cesar: { cartelsBase: 1 },
        santander: { cartelsBase: 1 },
        vaupes: { cartelsBase: 1 },
        cali: { cartelsBase: 1 },
      };
      let s = play(
        fixture({ deck: [35, 2], pieces: pieces3, levels: { huila: 1, cesar: -1, santander: 0 } }),
        c("event:shaded"),
      );
      // Cesar could shift 1 level only; Vaupés has no Pop; Cali is a City
      expect(options(s).sort()).toEqual(["s|huila", "s|santander"]);
      s = play(s, sp("huila"));
      expect(sup(s, "huila")).toBe(-1);
      const t = play(
        fixture({ deck: [35, 2], pieces: pieces3, levels: { huila: -2, cesar: -1, santander: -2 } }),
        c("event:shaded"),
      );
      expect(sup(t, "cesar")).toBe(-2);
    });

    it("card 35 shaded (8.1): no Pop Department with a Cartels Base above Active Opposition → ineffective", () => {
      expect(
        eff(
          35,
          "shaded",
          fixture({ pieces: { vaupes: { cartelsBase: 1 }, cali: { cartelsBase: 1 } } }),
          "farc",
        ),
      ).toBe(false);
      expect(
        eff(35, "shaded", fixture({ pieces: { huila: { cartelsBase: 1 } }, levels: { huila: -2 } }), "farc"),
      ).toBe(false);
      expect(
        eff(35, "shaded", fixture({ pieces: { huila: { cartelsBase: 1 } }, levels: { huila: -1 } }), "farc"),
      ).toBe(true);
    });
  });
});

describe("card 35: Non-player", () => {
  describe("8.4.3 shift instructions: where the shift weighs most (about: the highest Population)", () => {
    it("card 35 shaded: the Department with a Cartels Base where 2 levels weigh most (Huila)", () => {
      const s0 = npFixture({
        deck: [35, 2],
        pieces: { huila: { cartelsBase: 1 }, guaviare: { cartelsBase: 1 }, antioquia: { cartelsBase: 1 } },
        levels: { guaviare: 1, antioquia: -1 },
      });
      const r = eventTurn(s0);
      expect(level(r.state, "huila")).toBe(-2);
      expect(level(r.state, "guaviare")).toBe(1);
    });
  });
});
