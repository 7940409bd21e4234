// Card 26 Gramaje: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c26-gramaje/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, done, fixture, options, pieces, play, refused, rm } from "../fixture";
import { withRolls } from "../ops/dice";

const board = () =>
  fixture({
    deck: [26, 2],
    pieces: {
      narino: { cartelsA: 1, farcA: 2 },
      huila: { cartelsU: 2, farcU: 1, farcBase: 1, aucU: 1 },
      cali: { cartelsU: 1, aucU: 1 }, // no FARC: no Attack
      "meta-west": { farcU: 1 }, // no Cartels
    },
    resources: { cartels: 3 },
  });

describe("card 26: Event", () => {
  describe("card 26 Gramaje", () => {
    it("card 26 unshaded (3.3.3): each space with Cartels and FARC: all Cartels Activate, one roll, FARC only", () => {
      let s = play(withRolls(board(), 1, 2), c("event:unshaded"));
      // Nariño first (map order): a 1 hits 1 Guerrilla, the Cartels pick FARC pieces
      expect(getDecision(s).faction).toBe("cartels");
      expect(options(s)).toEqual(["r|farcA|narino", "d"]);
      s = play(s, rm("farcA", "narino"), rm("farcA", "narino"));
      // Captured Goods (a roll of 1): a Cartels Guerrilla placed Underground
      expect(pieces(s, "narino", "cartelsU")).toBe(1);
      // Huila: both Cartels Guerrillas Activate and count, a 2 hits; AUC is not a target
      expect(pieces(s, "huila", "cartelsA")).toBe(2);
      expect(options(s)).toEqual(["r|farcU|huila", "d"]); // Bases last
      refused(s, rm("aucU", "huila"), "notAnOption");
      s = play(s, rm("farcU", "huila"), rm("farcBase", "huila"));
      expect(pieces(s, "huila", "farcBase")).toBe(0);
      expect(pieces(s, "huila", "aucU")).toBe(1);
      expect(pieces(s, "huila", "cartelsU")).toBe(0); // no Captured Goods on a 2
      expect(pieces(s, "cali", "cartelsU")).toBe(1); // Cali had no FARC: no Attack, no Activation
      expect(pieces(s, "meta-west", "farcU")).toBe(1);
      expect(s.resources.cartels).toBe(3); // free (5.5)
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 26 unshaded (3.3.3): a roll above the Cartels Guerrillas removes nothing; they stay Active", () => {
      let s = play(withRolls(board(), 6, 3), c("event:unshaded"));
      // Nariño misses; Huila (2 Guerrillas) misses on a 3
      expect(pieces(s, "narino", "farcA")).toBe(2);
      expect(pieces(s, "huila", "cartelsA")).toBe(2);
      expect(pieces(s, "huila", "farcU")).toBe(1);
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
      // "up to 2": the Cartels may target no one (3.1); once FARC is targeted, it is hit fully
      s = play(withRolls(board(), 1, 6), c("event:unshaded"));
      expect(options(s)).toContain("d");
      s = play(s, done);
      expect(pieces(s, "narino", "farcA")).toBe(2);
      expect(pieces(s, "narino", "cartelsU")).toBe(1);
    });

    it("card 26 unshaded (3.3.3, 1.4.1): Captured Goods with no Cartels Guerrilla Available: a player may free one elsewhere", () => {
      // all 12 Cartels Guerrillas are on the map
      const board = fixture({
        deck: [26, 2],
        pieces: { narino: { cartelsA: 1, farcA: 2 }, vaupes: { cartelsU: 11 } },
      });
      let s = play(withRolls(board, 1), c("event:unshaded"), rm("farcA", "narino"), rm("farcA", "narino"));
      expect(getDecision(s).prompt.key).toBe("prompt.strike.captureOwn");
      expect(options(s)).toContain("r|cartelsU|vaupes");
      s = play(s, rm("cartelsU", "vaupes"));
      expect(pieces(s, "vaupes", "cartelsU")).toBe(10);
      expect(pieces(s, "narino", "cartelsU")).toBe(1); // placed Underground where the Attack hit
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 26 unshaded (8.1) needs a space with Cartels Guerrillas and FARC pieces", () => {
      const none = fixture({
        pieces: { huila: { cartelsU: 2, aucU: 1, cartelsBase: 1 }, narino: { farcU: 2 } },
      });
      expect(eventDef(26)!.unshaded!.effective(none, "govt")).toBe(false);
      expect(eventDef(26)!.unshaded!.effective(board(), "govt")).toBe(true);
    });

    it("card 26 shaded (2nd ed., 1.7): 6 Resources per space with a Cartels Base and a FARC Guerrilla, as far as Cartels can pay", () => {
      const pieces = {
        huila: { cartelsBase: 1, farcU: 1 },
        narino: { cartelsBase: 1, farcA: 1 },
        cali: { cartelsBase: 1, farcBase: 1 }, // no FARC Guerrilla
        "meta-west": { cartelsU: 1, farcU: 1 }, // no Cartels Base
      };
      let s = fixture({ deck: [26, 2], pieces, resources: { cartels: 20, farc: 5 } });
      s = play(s, c("event:shaded"));
      expect(s.resources.cartels).toBe(8);
      expect(s.resources.farc).toBe(17);
      let t = fixture({ deck: [26, 2], pieces, resources: { cartels: 10, farc: 5 } });
      t = play(t, c("event:shaded"));
      expect(t.resources.cartels).toBe(0);
      expect(t.resources.farc).toBe(15);
    });

    it("card 26 shaded (8.1) is ineffective without such a space or without Cartels Resources", () => {
      const broke = fixture({ pieces: { huila: { cartelsBase: 1, farcU: 1 } }, resources: { cartels: 0 } });
      expect(eventDef(26)!.shaded!.effective(broke, "farc")).toBe(false);
      const rich = fixture({ pieces: { huila: { cartelsBase: 1, farcU: 1 } }, resources: { cartels: 1 } });
      expect(eventDef(26)!.shaded!.effective(rich, "farc")).toBe(true);
      const nobase = fixture({ pieces: { huila: { cartelsU: 1, farcU: 1 } }, resources: { cartels: 9 } });
      expect(eventDef(26)!.shaded!.effective(nobase, "farc")).toBe(false);
    });
  });
});
