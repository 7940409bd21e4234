// Card 54 Deserters & Defectors: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c54-deserters-defectors/.

import { describe, expect, it } from "vitest";
import { c, done, fixture, options, pieces, pl, play, rm } from "../fixture";
import { eff, prompt } from "./helpers";

describe("card 54: Event", () => {
  describe("card 54 Deserters & Defectors", () => {
    it("card 54 (5.1): up to 2 Guerrillas go, each replaced or not by another Faction's Available Guerrilla", () => {
      let s = fixture({ deck: [54, 2], pieces: { huila: { farcU: 2 }, bogota: { cartelsA: 1 } } });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["d", "r|cartelsA|bogota", "r|farcU|huila"]);
      s = play(s, rm("farcU", "huila"));
      expect(prompt(s)).toBe("prompt.card54.replace");
      expect(options(s).sort()).toEqual(["d", "p|aucU|huila", "p|cartelsU|huila"]); // not FARC's own
      s = play(s, pl("cartelsU", "huila"), rm("cartelsA", "bogota"));
      expect(options(s).sort()).toEqual(["d", "p|aucU|bogota", "p|farcU|bogota"]);
      s = play(s, done);
      expect(pieces(s, "huila", "farcU")).toBe(1);
      expect(pieces(s, "huila", "cartelsU")).toBe(1);
      expect(pieces(s, "bogota", "cartelsA") + pieces(s, "bogota", "cartelsU")).toBe(0);
      expect(pieces(s, "bogota", "farcU") + pieces(s, "bogota", "aucU")).toBe(0);
      expect(prompt(s)).toBe("prompt.secondEligible");
    });

    it("card 54 (5.1): the executor may stop before any removal", () => {
      let s = fixture({ deck: [54, 2], pieces: { huila: { farcU: 2 } } });
      s = play(s, c("event:unshaded"), done);
      expect(pieces(s, "huila", "farcU")).toBe(2);
      expect(prompt(s)).toBe("prompt.secondEligible");
    });

    it("card 54 (5.1.1, 1.4.1): nothing Available to replace with — removal only; an AUC player may free its own", () => {
      const pcs = { huila: { farcU: 1 }, cesar: { aucU: 18 }, guaviare: { cartelsU: 12 } };
      // Government executing (AUC and Cartels pieces all on the map): no replacement question
      let s = fixture({ deck: [54, 2], eligible: { auc: false, cartels: false, farc: false }, pieces: pcs });
      s = play(s, c("event:unshaded"), rm("farcU", "huila"));
      expect(prompt(s)).toBe("prompt.card54.remove");
      expect(pieces(s, "huila", "farcU") + pieces(s, "huila", "aucU") + pieces(s, "huila", "cartelsU")).toBe(
        0,
      );
      // the AUC player executing may take one of its own off the map to put it there
      let t = fixture({ deck: [54, 2], pieces: pcs });
      t = play(t, c("event:unshaded"), rm("farcU", "huila"));
      expect(prompt(t)).toBe("prompt.event.placeOwn");
      t = play(t, rm("aucU", "cesar"), pl("aucU", "huila"));
      expect(pieces(t, "huila", "aucU")).toBe(1);
      expect(pieces(t, "cesar", "aucU")).toBe(17);
    });

    it("card 54 (8.1): effective only with a Guerrilla on the map", () => {
      expect(
        eff(54, "unshaded", fixture({ pieces: { cesar: { aucBase: 1 }, bogota: { troops: 3 } } }), "auc"),
      ).toBe(false);
      expect(eff(54, "unshaded", fixture({ pieces: { "bogota-neiva": { farcA: 1 } } }), "auc")).toBe(true);
    });
  });
});
