// Card 38 National Coordination Center: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c38-national-coordination-center/.

import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, done, fixture, options, pieces, play, refused, sp } from "../fixture";
import { eff } from "./helpers";

describe("card 38: Event", () => {
  describe("card 38 National Coordination Center", () => {
    const board = {
      deck: [38, 2],
      pieces: {
        bogota: { police: 1, aucA: 2, aucU: 1 },
        "cali-pasto": { troops: 1, aucA: 1 },
        cali: { aucA: 1 },
        medellin: { aucA: 3 },
        huila: { aucA: 1 },
        narino: { aucA: 2, farcA: 1 },
      },
      levels: { cali: 1, medellin: -1, narino: 2 },
    };

    it("card 38 unshaded (5.1): up to 3 spaces with cubes or Support lose their Active AUC Guerrillas only", () => {
      let s = play(fixture(board), c("event:unshaded"));
      expect(getDecision(s).faction).toBe("auc"); // first on the card
      expect(options(s).sort()).toEqual(["d", "s|bogota", "s|cali", "s|cali-pasto", "s|narino"]);
      refused(s, sp("medellin"), "eventSpace"); // Opposition, no cubes
      refused(s, sp("huila"), "eventSpace"); // Neutral, no cubes
      s = play(s, sp("bogota"), sp("cali-pasto"), sp("narino"));
      expect(pieces(s, "bogota", "aucA")).toBe(0);
      expect(pieces(s, "bogota", "aucU")).toBe(1); // Underground ones stay
      expect(pieces(s, "bogota", "police")).toBe(1);
      expect(pieces(s, "cali-pasto", "aucA")).toBe(0);
      expect(pieces(s, "narino", "aucA")).toBe(0);
      expect(pieces(s, "narino", "farcA")).toBe(1);
      expect(pieces(s, "cali", "aucA")).toBe(1); // a fourth space is not allowed
      expect(pieces(s, "medellin", "aucA")).toBe(3);
      expect(s.card.executed).toEqual(["auc"]);
    });

    it("card 38 unshaded (5.1): 'up to' lets the executor stop after 1 space", () => {
      const s = play(fixture(board), c("event:unshaded"), sp("cali"), done);
      expect(pieces(s, "cali", "aucA")).toBe(0);
      expect(pieces(s, "bogota", "aucA")).toBe(2);
      expect(s.card.executed).toEqual(["auc"]);
    });

    it("card 38 shaded (1.4.3): every AUC Guerrilla where cubes or Support are goes Underground", () => {
      const s = play(fixture(board), c("event:shaded"));
      expect(pieces(s, "bogota", "aucU")).toBe(3);
      expect(pieces(s, "cali-pasto", "aucU")).toBe(1);
      expect(pieces(s, "cali", "aucU")).toBe(1);
      expect(pieces(s, "narino", "aucU")).toBe(2);
      expect(pieces(s, "narino", "farcA")).toBe(1); // other Factions untouched
      expect(pieces(s, "medellin", "aucA")).toBe(3);
      expect(pieces(s, "huila", "aucA")).toBe(1);
    });

    it("card 38 (8.1): no Active AUC Guerrilla where cubes or Support are → both sides ineffective", () => {
      expect(eff(38, "unshaded", fixture(board), "auc")).toBe(true);
      expect(eff(38, "shaded", fixture(board), "auc")).toBe(true);
      const quiet = fixture({ pieces: { bogota: { police: 2, aucU: 2 }, medellin: { aucA: 3 } } });
      expect(eff(38, "unshaded", quiet, "govt")).toBe(false);
      expect(eff(38, "shaded", quiet, "auc")).toBe(false);
      expect(eff(38, "unshaded", fixture(), "govt")).toBe(false); // empty map
    });
  });
});
