// Card 62 Amazonía: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c62-amazonia/.

import { describe, expect, it } from "vitest";
import { c, done, fixture, options, pieces, play, refused, rm, sp } from "../fixture";
import { eff, fourteenBases, np } from "./helpers";

describe("card 62: Event", () => {
  describe("card 62 Amazonía", () => {
    it("card 62 unshaded (5.1): up to 3 Insurgent pieces leave the 0-Pop Forests", () => {
      let s = fixture({
        deck: [62, 2],
        pieces: {
          vaupes: { farcU: 2, aucBase: 1 },
          amazonas: { cartelsBase: 1 },
          guaviare: { cartelsU: 1 },
          vichada: { farcU: 1 },
          guainia: { troops: 2 },
        },
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual([
        "d",
        "r|aucBase|vaupes",
        "r|cartelsBase|amazonas",
        "r|farcU|vaupes",
      ]);
      refused(s, rm("cartelsU", "guaviare"), "notAnOption"); // Pop 1
      s = play(s, rm("aucBase", "vaupes"), rm("cartelsBase", "amazonas"), done);
      expect(pieces(s, "vaupes", "aucBase")).toBe(0);
      expect(pieces(s, "vaupes", "farcU")).toBe(2);
      expect(pieces(s, "amazonas", "cartelsBase")).toBe(0);
      expect(pieces(s, "guainia", "troops")).toBe(2);
    });

    it("card 62 unshaded (8.1): no Insurgent piece in a 0-Pop Forest → ineffective", () => {
      const s = { pieces: { vichada: { farcU: 1 }, guaviare: { aucU: 1 }, guainia: { police: 1 } } };
      expect(eff(62, "unshaded", fixture(s), "govt")).toBe(false);
      expect(eff(62, "unshaded", fixture({ pieces: { guainia: { aucA: 1 } } }), "govt")).toBe(true);
    });

    it("card 62 unshaded (1.3.5): Panamá, a 0-Pop Forest Department once card 71 made it a space, counts", () => {
      const only = fixture({ pieces: { panama: { farcBase: 1 } } });
      expect(eff(62, "unshaded", only, "govt")).toBe(false); // still a foreign country (1.3.5)
      only.panama = true;
      expect(eff(62, "unshaded", only, "govt")).toBe(true);
      let s = fixture({ deck: [62, 2], pieces: { panama: { farcBase: 1 }, vaupes: { aucU: 1 } } });
      s.panama = true;
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["d", "r|aucU|vaupes", "r|farcBase|panama"]);
      s = play(s, rm("farcBase", "panama"), done);
      expect(pieces(s, "panama", "farcBase")).toBe(0);
      expect(pieces(s, "vaupes", "aucU")).toBe(1);
    });

    it("card 62 shaded (1.4.2): a Cartels Base in each of Guainía, Vaupés, Amazonas where one fits", () => {
      const s = play(fixture({ deck: [62, 2], pieces: { guainia: { farcBase: 2 } } }), c("event:shaded"));
      expect(pieces(s, "vaupes", "cartelsBase")).toBe(1);
      expect(pieces(s, "amazonas", "cartelsBase")).toBe(1);
      expect(pieces(s, "guainia", "cartelsBase")).toBe(0);
    });

    it("card 62 shaded (5.1.3): one Base Available — the executor picks where it goes", () => {
      let s = play(fixture({ deck: [62, 2], ...np, pieces: fourteenBases }), c("event:shaded"));
      expect(options(s).sort()).toEqual(["s|amazonas", "s|guainia", "s|vaupes"]);
      s = play(s, sp("guainia"));
      expect(pieces(s, "guainia", "cartelsBase")).toBe(1);
      expect(pieces(s, "vaupes", "cartelsBase") + pieces(s, "amazonas", "cartelsBase")).toBe(0);
    });

    it("card 62 shaded (8.1): the three full or no Base to be had → ineffective", () => {
      const full = { guainia: { farcBase: 2 }, vaupes: { farcBase: 2 }, amazonas: { aucBase: 2 } };
      expect(eff(62, "shaded", fixture({ pieces: full }), "cartels")).toBe(false);
      const none = { ...fourteenBases, cali: { cartelsBase: 1 } };
      expect(eff(62, "shaded", fixture({ ...np, pieces: none }), "cartels")).toBe(false);
      expect(eff(62, "shaded", fixture({ pieces: none }), "cartels")).toBe(true); // a player may free one
    });
  });
});
