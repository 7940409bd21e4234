// Card 43 Calima Front: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c43-calima-front/.

import { describe, expect, it } from "vitest";
import { eventTurn } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, fixture, idx, options, pieces, play, sp } from "../fixture";
import { eff, level, terror } from "./helpers";

/** 38 of the 40 markers out (3.3.4) */
const twoLeft = { vaupes: 19, amazonas: 19 };

describe("card 43: Event", () => {
  describe("card 43 Calima Front", () => {
    const board = {
      deck: [43, 2],
      aid: 12,
      pieces: {
        huila: { troops: 1, farcBase: 2 },
        cesar: { troops: 2 },
        narino: { farcBase: 1 },
        bogota: { troops: 3, farcBase: 1 },
      },
    };

    it("card 43 unshaded (3.3.4, 5.1.3): 2 Terror in and every FARC Base out of a Department with Troops; Bases first", () => {
      let s = play(fixture(board), c("event:unshaded"));
      // only Huila has both Troops and a FARC Base among the Departments (Bogotá is a City)
      expect(terror(s, "huila")).toBe(2);
      expect(pieces(s, "huila", "farcBase")).toBe(0);
      expect(pieces(s, "huila", "troops")).toBe(1);
      expect(pieces(s, "bogota", "farcBase")).toBe(1);
      expect(pieces(s, "narino", "farcBase")).toBe(1);
      expect(level(s, "huila")).toBe(0); // markers only, no shift
      s = play(
        fixture({ ...board, pieces: { ...board.pieces, cesar: { troops: 2, farcBase: 1 } } }),
        c("event:unshaded"),
      );
      expect(options(s).sort()).toEqual(["s|cesar", "s|huila"]);
      s = play(s, sp("cesar"));
      expect(terror(s, "cesar")).toBe(2);
      expect(pieces(s, "cesar", "farcBase")).toBe(0);
      expect(pieces(s, "huila", "farcBase")).toBe(2);
    });

    it("card 43 unshaded (5.1.3, 3.3.4): no FARC Base by Troops → any Department with Troops; 1 marker left → 1 Terror", () => {
      let s = play(
        fixture({
          deck: [43, 2],
          pieces: { cesar: { troops: 1 }, huila: { troops: 1 } },
          terror: { vaupes: 20, amazonas: 19 },
        }),
        c("event:unshaded"),
      );
      expect(options(s).sort()).toEqual(["s|cesar", "s|huila"]);
      s = play(s, sp("cesar"));
      expect(terror(s, "cesar")).toBe(1);
    });

    it("card 43 unshaded (8.1): no Department with Troops, or nothing to do there → ineffective", () => {
      expect(eff(43, "unshaded", fixture(board), "auc")).toBe(true);
      expect(eff(43, "unshaded", fixture({ pieces: { bogota: { troops: 3 } } }), "auc")).toBe(false);
      const noMarkers = { vaupes: 20, amazonas: 20 };
      expect(
        eff(43, "unshaded", fixture({ pieces: { cesar: { troops: 1 } }, terror: noMarkers }), "auc"),
      ).toBe(false);
      expect(
        eff(
          43,
          "unshaded",
          fixture({ pieces: { cesar: { troops: 1, farcBase: 1 } }, terror: noMarkers }),
          "auc",
        ),
      ).toBe(true);
    });

    it("card 43 shaded (3.3.4, 1.7): 2 Terror in a Department with Troops the executor picks; Aid −9", () => {
      let s = play(fixture(board), c("event:shaded"));
      expect(options(s).sort()).toEqual(["s|cesar", "s|huila"]);
      s = play(s, sp("cesar"));
      expect(terror(s, "cesar")).toBe(2);
      expect(s.aid).toBe(3);
      const t = play(fixture({ ...board, aid: 5, terror: twoLeft }), c("event:shaded"), sp("huila"));
      expect(t.aid).toBe(0);
      expect(terror(t, "huila")).toBe(2);
    });

    it("card 43 shaded (5.1.3): no Department with Troops → only Aid drops", () => {
      const s = play(
        fixture({ deck: [43, 2], aid: 12, pieces: { bogota: { troops: 3 } } }),
        c("event:shaded"),
      );
      expect(s.aid).toBe(3);
      expect(terror(s, "bogota")).toBe(0);
      expect(s.card.executed).toEqual(["auc"]);
    });

    it("card 43 shaded (8.1): Aid 0 and no Terror possible → ineffective", () => {
      expect(eff(43, "shaded", fixture({ aid: 0 }), "auc")).toBe(false);
      expect(eff(43, "shaded", fixture({ aid: 1 }), "auc")).toBe(true);
      expect(eff(43, "shaded", fixture({ aid: 0, pieces: { cesar: { troops: 1 } } }), "auc")).toBe(true);
    });
  });
});

describe("card 43: Non-player", () => {
  describe("8.4.4 card 43 Calima Front (shaded)", () => {
    it("the 2 Terror markers go to the Department with Troops and the highest Population", () => {
      const s0 = npFixture({ deck: [43, 2], pieces: { guaviare: { troops: 1 }, huila: { troops: 1 } } });
      const r = eventTurn(s0);
      expect(r.state.spaces[idx("huila")].terror).toBe(2);
      expect(r.state.spaces[idx("guaviare")].terror).toBe(0);
      expect(narration(r.steps)).toContain("np.ev.43.pop");
    });
  });
});
