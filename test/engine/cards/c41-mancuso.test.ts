// Card 41 Mancuso: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c41-mancuso/.

import { describe, expect, it } from "vitest";
import { withStep } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, fixture, options, pieces, play, sp } from "../fixture";
import { eff, first, GOVT_NP, spaceStep } from "./helpers";

describe("card 41: Event", () => {
  describe("card 41 Mancuso", () => {
    it("card 41 unshaded (1.7): AUC Resources −6 and the chosen space loses every AUC piece", () => {
      let s = fixture({
        deck: [41, 2],
        resources: { auc: 10 },
        pieces: { cesar: { aucU: 2, aucA: 1, aucBase: 1, farcU: 1 }, antioquia: { aucBase: 1 } },
      });
      s = play(s, c("event:unshaded"));
      expect(s.resources.auc).toBe(4);
      expect(options(s).sort()).toEqual(["s|antioquia", "s|cesar"]);
      s = play(s, sp("cesar"));
      expect(pieces(s, "cesar", "aucU") + pieces(s, "cesar", "aucA") + pieces(s, "cesar", "aucBase")).toBe(0);
      expect(pieces(s, "cesar", "farcU")).toBe(1);
      expect(pieces(s, "antioquia", "aucBase")).toBe(1);
    });

    it("card 41 unshaded (5.1.3, 1.7): Resources stop at 0; with no AUC piece only the Resources change", () => {
      const s = play(fixture({ deck: [41, 2], resources: { auc: 4 } }), c("event:unshaded"));
      expect(s.resources.auc).toBe(0);
      expect(s.card.executed).toEqual(["auc"]);
    });

    it("card 41 shaded (5.1): AUC Resources +3 for each space with both AUC and Cartels pieces; 99 cap", () => {
      const board = {
        deck: [41, 2],
        resources: { auc: 10 },
        pieces: {
          cesar: { aucU: 1, cartelsBase: 1 },
          "cali-pasto": { aucA: 1, cartelsU: 2 },
          huila: { aucBase: 1 },
          narino: { cartelsU: 1 },
        },
      };
      expect(play(fixture(board), c("event:shaded")).resources.auc).toBe(16);
      expect(play(fixture({ ...board, resources: { auc: 97 } }), c("event:shaded")).resources.auc).toBe(99);
    });

    it("card 41 (8.1): effective both ways", () => {
      expect(eff(41, "unshaded", fixture({ resources: { auc: 0 } }), "govt")).toBe(false);
      expect(eff(41, "unshaded", fixture({ resources: { auc: 1 } }), "govt")).toBe(true);
      expect(
        eff(41, "unshaded", fixture({ resources: { auc: 0 }, pieces: { cesar: { aucBase: 1 } } }), "govt"),
      ).toBe(true);
      const both = { cesar: { aucU: 1, cartelsU: 1 } };
      expect(eff(41, "shaded", fixture({ resources: { auc: 5 }, pieces: both }), "auc")).toBe(true);
      expect(eff(41, "shaded", fixture({ resources: { auc: 99 }, pieces: both }), "auc")).toBe(false);
      expect(
        eff(41, "shaded", fixture({ pieces: { cesar: { aucU: 1 }, huila: { cartelsU: 1 } } }), "auc"),
      ).toBe(false);
    });
  });
});

describe("card 41: Non-player", () => {
  describe("8.4.4 cards 41, 42, 52 unshaded (a Non-player Government)", () => {
    it("card 41: the space with the most AUC pieces", () => {
      const s0 = npFixture({ ...GOVT_NP, pieces: { huila: { aucU: 1 }, cesar: { aucA: 2, aucBase: 1 } } });
      const m = first(withStep(s0, 41, "unshaded", "govt", spaceStep("space", ["huila", "cesar"], "govt")));
      expect(m.cmd).toMatchObject({ t: "space", s: "cesar" });
      expect(m.why).toEqual(["np.ev.41.auc"]);
    });
  });
});
