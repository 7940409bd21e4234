// Card 66 Tingo María: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c66-tingo-maria/.

import { describe, expect, it } from "vitest";
import { c, fixture, options, pieces, play, rm, sp } from "../fixture";
import { eff } from "./helpers";

describe("card 66: Event", () => {
  describe("card 66 Tingo María", () => {
    it("card 66 unshaded (5.1): 3 Cartels Bases are removed from Forests", () => {
      let s = fixture({
        deck: [66, 2],
        pieces: {
          choco: { cartelsBase: 1 },
          vaupes: { cartelsBase: 2 },
          narino: { cartelsBase: 1 },
          huila: { cartelsBase: 1 },
        },
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual([
        "r|cartelsBase|choco",
        "r|cartelsBase|narino",
        "r|cartelsBase|vaupes",
      ]);
      expect(options(s)).not.toContain("d");
      s = play(s, rm("cartelsBase", "vaupes"), rm("cartelsBase", "vaupes"), rm("cartelsBase", "narino"));
      expect(pieces(s, "vaupes", "cartelsBase")).toBe(0);
      expect(pieces(s, "narino", "cartelsBase")).toBe(0);
      expect(pieces(s, "choco", "cartelsBase")).toBe(1);
      expect(pieces(s, "huila", "cartelsBase")).toBe(1); // a Mountain
    });

    it("card 66 unshaded (5.1.3, 8.1): fewer than 3 — all go; none in a Forest → ineffective", () => {
      const s = play(fixture({ deck: [66, 2], pieces: { choco: { cartelsBase: 1 } } }), c("event:unshaded"));
      expect(pieces(s, "choco", "cartelsBase")).toBe(0);
      expect(
        eff(
          66,
          "unshaded",
          fixture({ pieces: { huila: { cartelsBase: 2 }, choco: { cartelsU: 1 } } }),
          "govt",
        ),
      ).toBe(false);
      expect(eff(66, "unshaded", fixture({ pieces: { amazonas: { cartelsBase: 1 } } }), "govt")).toBe(true);
    });

    it("card 66 shaded (1.4.2): each Forest with a Cartels Base gets one more where a Base fits", () => {
      const s = play(
        fixture({
          deck: [66, 2],
          pieces: {
            choco: { cartelsBase: 1 },
            guainia: { cartelsBase: 1, cartelsU: 2 },
            vaupes: { cartelsBase: 2 },
            narino: { cartelsBase: 1, farcBase: 1 },
            huila: { cartelsBase: 1 },
            putumayo: { cartelsU: 1 },
          },
        }),
        c("event:shaded"),
      );
      expect(pieces(s, "choco", "cartelsBase")).toBe(2);
      expect(pieces(s, "guainia", "cartelsBase")).toBe(2);
      expect(pieces(s, "vaupes", "cartelsBase")).toBe(2);
      expect(pieces(s, "narino", "cartelsBase")).toBe(1);
      expect(pieces(s, "huila", "cartelsBase")).toBe(1); // a Mountain
      expect(pieces(s, "putumayo", "cartelsBase")).toBe(0);
    });

    it("card 66 shaded (5.1.3, 1.4.1): one Base Available — the executor picks the Forest; none → ineffective even for a player", () => {
      const board = {
        choco: { cartelsBase: 1 },
        guainia: { cartelsBase: 1 },
        vaupes: { cartelsBase: 2 },
        amazonas: { cartelsBase: 2 },
        cali: { cartelsBase: 2 },
        bogota: { cartelsBase: 2 },
        medellin: { cartelsBase: 2 },
        neiva: { cartelsBase: 2 },
      }; // 14 of 15 on the map
      let s = play(fixture({ deck: [66, 2], pieces: board }), c("event:shaded"));
      expect(options(s).sort()).toEqual(["s|choco", "s|guainia"]);
      s = play(s, sp("guainia"));
      expect(pieces(s, "guainia", "cartelsBase")).toBe(2);
      expect(pieces(s, "choco", "cartelsBase")).toBe(1);
      const none = { ...board, pasto: { cartelsBase: 1 } };
      expect(eff(66, "shaded", fixture({ pieces: none }), "cartels")).toBe(false);
      expect(eff(66, "shaded", fixture({ pieces: board }), "cartels")).toBe(true);
      expect(eff(66, "shaded", fixture({ pieces: { vaupes: { cartelsBase: 2 } } }), "cartels")).toBe(false);
    });
  });
});
