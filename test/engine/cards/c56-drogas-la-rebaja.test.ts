// Card 56 Drogas La Rebaja: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c56-drogas-la-rebaja/.

import { describe, expect, it } from "vitest";
import { c, fixture, options, pieces, play, sp } from "../fixture";
import { eff } from "./helpers";

describe("card 56: Event", () => {
  describe("card 56 Drogas La Rebaja", () => {
    it("card 56 unshaded (1.7): 15 Resources pass from the Cartels to the Government", () => {
      const s = play(fixture({ deck: [56, 2], resources: { cartels: 40, govt: 10 } }), c("event:unshaded"));
      expect(s.resources.cartels).toBe(25);
      expect(s.resources.govt).toBe(25);
    });

    it("card 56 unshaded (5.1.3, 1.7): limited to what the Cartels hold and to the Government's room below 99", () => {
      let s = play(fixture({ deck: [56, 2], resources: { cartels: 6, govt: 10 } }), c("event:unshaded"));
      expect([s.resources.cartels, s.resources.govt]).toEqual([0, 16]);
      s = play(fixture({ deck: [56, 2], resources: { cartels: 30, govt: 90 } }), c("event:unshaded"));
      expect([s.resources.cartels, s.resources.govt]).toEqual([21, 99]);
    });

    it("card 56 unshaded (8.1): Cartels at 0 or Government at 99 → ineffective", () => {
      expect(eff(56, "unshaded", fixture({ resources: { cartels: 0, govt: 10 } }), "govt")).toBe(false);
      expect(eff(56, "unshaded", fixture({ resources: { cartels: 10, govt: 99 } }), "govt")).toBe(false);
      expect(eff(56, "unshaded", fixture({ resources: { cartels: 1, govt: 98 } }), "govt")).toBe(true);
    });

    it("card 56 shaded (1.7, 1.4.2): + twice the Cartels pieces in Cities, then a Cartels Base in each of 2 Cities", () => {
      let s = fixture({
        deck: [56, 2],
        resources: { cartels: 5 },
        pieces: {
          cali: { cartelsU: 2, cartelsBase: 1 },
          huila: { cartelsU: 4 },
          medellin: { govtBase: 1, farcBase: 1 },
        },
      });
      s = play(s, c("event:shaded"));
      expect(s.resources.cartels).toBe(11); // 3 pieces in Cali; Huila is a Department
      expect(options(s)).not.toContain("s|medellin"); // 2 Bases already
      expect(options(s)).not.toContain("s|huila");
      s = play(s, sp("cali"), sp("bogota"));
      expect(pieces(s, "cali", "cartelsBase")).toBe(2);
      expect(pieces(s, "bogota", "cartelsBase")).toBe(1);
    });

    it("card 56 shaded (5.1.3, 1.4.1): one Base Available — the executor picks its City; a Non-player frees none", () => {
      const board = {
        deck: [56, 2],
        seats: { cartels: "nonplayer" as const },
        pieces: { huila: { cartelsBase: 2 }, narino: { cartelsBase: 2 }, choco: { cartelsBase: 2 } },
      };
      const bases = {
        ...board.pieces,
        putumayo: { cartelsBase: 2 },
        guaviare: { cartelsBase: 2 },
        vaupes: { cartelsBase: 2 },
        amazonas: { cartelsBase: 2 },
      };
      let s = play(
        fixture({ ...board, pieces: { ...bases, guainia: { cartelsBase: 0 } } }),
        c("event:shaded"),
      );
      // 14 of 15 on the map: one City only
      expect(options(s)).toContain("s|pasto");
      s = play(s, sp("pasto"));
      expect(pieces(s, "pasto", "cartelsBase")).toBe(1);
      expect(pieces(s, "bogota", "cartelsBase")).toBe(0);
      expect(s.card.executed).toEqual(["cartels"]);
    });

    it("card 56 shaded (8.1): no Cartels piece in a City and no Base to place → ineffective", () => {
      const all = {
        huila: { cartelsBase: 2 },
        narino: { cartelsBase: 2 },
        choco: { cartelsBase: 2 },
        putumayo: { cartelsBase: 2 },
        guaviare: { cartelsBase: 2 },
        vaupes: { cartelsBase: 2 },
        amazonas: { cartelsBase: 2 },
        guainia: { cartelsBase: 1 },
      };
      const np = { seats: { cartels: "nonplayer" as const } };
      expect(eff(56, "shaded", fixture({ ...np, pieces: all }), "cartels")).toBe(false);
      expect(eff(56, "shaded", fixture({ ...np }), "cartels")).toBe(true);
      expect(
        eff(56, "shaded", fixture({ ...np, pieces: { ...all, cali: { cartelsU: 1 } } }), "cartels"),
      ).toBe(true);
      expect(eff(56, "shaded", fixture({ pieces: all }), "cartels")).toBe(true); // a player may free one (1.4.1)
    });
  });
});
