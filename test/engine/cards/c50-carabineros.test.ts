// Card 50 Carabineros: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c50-carabineros/.

import { describe, expect, it } from "vitest";
import { available } from "../../../src/engine/core/queries";
import { getDecision } from "../../../src/engine/flow/runtime";
import { eventTurn } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, done, fixture, options, pieces, pl, play, refused, sp } from "../fixture";
import { eff, police } from "./helpers";

describe("card 50: Event", () => {
  describe("card 50 Carabineros", () => {
    const board = {
      deck: [50, 2],
      pieces: { bogota: { police: 1 }, "cali-pasto": { police: 2 }, huila: { troops: 1 } },
    };

    it("card 50 unshaded (5.1): the Government places up to 3 Police into Departments, even when the AUC executes", () => {
      let s = play(fixture({ deck: [50, 2], zones: ["meta-west"] }), c("event:unshaded"));
      expect(getDecision(s).faction).toBe("govt");
      refused(s, pl("police", "meta-west"), "eventFarcZone");
      expect(options(s)).not.toContain("p|police|bogota");
      expect(options(s)).toContain("d");
      s = play(s, pl("police", "cesar"), pl("police", "cesar"), pl("police", "huila"));
      expect(police(s, "cesar")).toBe(2);
      expect(police(s, "huila")).toBe(1);
      expect(s.card.executed).toEqual(["auc"]);
    });

    it("card 50 unshaded (5.1.3): the Government may place fewer; with 1 Available only 1 goes", () => {
      const s = play(fixture({ deck: [50, 2] }), c("event:unshaded"), pl("police", "cesar"), done);
      expect(police(s, "cesar")).toBe(1);
      expect(s.card.executed).toEqual(["auc"]);
      const t = play(
        fixture({ deck: [50, 2], pieces: { bogota: { police: 29 } } }),
        c("event:unshaded"),
        pl("police", "huila"),
      );
      expect(police(t, "huila")).toBe(1);
      expect(available(t, "police")).toBe(0);
      expect(t.card.executed).toEqual(["auc"]); // no freeing: the AUC executes
    });

    it("card 50 unshaded (8.1): no Police Available (and not the Government freeing) → ineffective", () => {
      const full = fixture({ pieces: { bogota: { police: 30 } } });
      expect(eff(50, "unshaded", full, "auc")).toBe(false);
      expect(eff(50, "unshaded", full, "govt")).toBe(true);
      expect(eff(50, "unshaded", fixture(), "auc")).toBe(true);
    });

    it("card 50 shaded (5.1): replace mode — each Police picked becomes an AUC Guerrilla where it stood", () => {
      let s = play(fixture(board), c("event:shaded"));
      expect(options(s).sort()).toEqual(["c|mode:policeRemoved", "c|mode:policeToAuc"]);
      s = play(s, c("mode:policeToAuc"));
      expect(options(s).sort()).toEqual(["s|bogota", "s|cali-pasto"]);
      s = play(s, sp("cali-pasto"), sp("bogota"));
      expect(police(s, "cali-pasto")).toBe(1);
      expect(pieces(s, "cali-pasto", "aucU")).toBe(1);
      expect(police(s, "bogota")).toBe(0);
      expect(pieces(s, "bogota", "aucU")).toBe(1);
      expect(pieces(s, "huila", "troops")).toBe(1);
    });

    it("card 50 shaded (5.1): remove mode — 2 Police leave, both may come from one space", () => {
      const s = play(
        fixture(board),
        c("event:shaded"),
        c("mode:policeRemoved"),
        sp("cali-pasto"),
        sp("cali-pasto"),
      );
      expect(police(s, "cali-pasto")).toBe(0);
      expect(police(s, "bogota")).toBe(1);
      expect(pieces(s, "cali-pasto", "aucU")).toBe(0);
    });

    it("card 50 shaded (5.1.1, 5.1.3): no AUC Guerrilla to be had → no mode question, Police removed; a lone Police is all", () => {
      let s = fixture({
        ...board,
        eligible: { auc: false },
        pieces: { ...board.pieces, vaupes: { aucU: 18 } },
      });
      s = play(s, c("event:shaded"));
      expect(getDecision(s).faction).toBe("cartels");
      expect(options(s).sort()).toEqual(["s|bogota", "s|cali-pasto"]);
      s = play(s, sp("bogota"));
      expect(police(s, "bogota")).toBe(0);
      expect(police(s, "cali-pasto")).toBe(1); // the second pick had one space left: taken at once
      expect(s.card.executed).toEqual(["cartels"]);
      const t = play(
        fixture({ deck: [50, 2], pieces: { huila: { police: 1 } } }),
        c("event:shaded"),
        c("mode:policeToAuc"),
      );
      expect(police(t, "huila")).toBe(0);
      expect(pieces(t, "huila", "aucU")).toBe(1);
      expect(t.card.executed).toEqual(["auc"]);
    });

    it("card 50 shaded (8.1): no Police on the map → ineffective", () => {
      expect(eff(50, "shaded", fixture(), "auc")).toBe(false);
      expect(eff(50, "shaded", fixture(board), "auc")).toBe(true);
    });
  });
});

describe("card 50: Non-player", () => {
  describe("8.4.4 card 50 Carabineros (shaded)", () => {
    it("8.4.2: the Police are replaced by AUC Guerrillas, not just removed", () => {
      const r = eventTurn(
        npFixture({ deck: [50, 2], pieces: { huila: { police: 1 }, cesar: { police: 1 } } }),
      );
      expect(narration(r.steps)).toContain("np.ev.50.replace");
      expect(pieces(r.state, "huila", "aucU") + pieces(r.state, "cesar", "aucU")).toBe(2);
      expect(pieces(r.state, "huila", "police") + pieces(r.state, "cesar", "police")).toBe(0);
    });
  });
});
