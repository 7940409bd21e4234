// Card 39 Soldados Campesinos: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c39-soldados-campesinos/.

import { describe, expect, it } from "vitest";
import { DEPTS, SPACES } from "../../../src/engine/data/map";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, done, fixture, options, pieces, play, refused, rm, sp } from "../fixture";
import { eff, police } from "./helpers";

const DEPT_IDS = DEPTS.map((i) => SPACES[i].id);

describe("card 39: Event", () => {
  describe("card 39 Soldados Campesinos", () => {
    it("card 39 unshaded (1.4.2): 1 Police into each of 6 Departments the executor picks; no FARC Zone, no City", () => {
      let s = play(fixture({ deck: [39, 2], zones: ["meta-west"] }), c("event:unshaded"));
      expect(options(s)).not.toContain("s|meta-west");
      expect(options(s)).not.toContain("s|bogota");
      refused(s, sp("meta-west"), "eventSpace");
      s = play(s, sp("cesar"), sp("huila"), sp("vichada"), sp("arauca"), sp("choco"), sp("narino"));
      for (const id of ["cesar", "huila", "vichada", "arauca", "choco", "narino"])
        expect(police(s, id)).toBe(1);
      expect(DEPT_IDS.reduce((n, id) => n + police(s, id), 0)).toBe(6);
      expect(s.card.executed).toEqual(["auc"]);
    });

    it("card 39 unshaded (5.1.3, 1.4.1): with 2 Police Available the executor picks only 2 Departments", () => {
      let s = play(fixture({ deck: [39, 2], pieces: { bogota: { police: 28 } } }), c("event:unshaded"));
      s = play(s, sp("cesar"), sp("vichada"));
      expect(police(s, "cesar") + police(s, "vichada")).toBe(2);
      expect(police(s, "bogota")).toBe(28); // the AUC may not free Government pieces
      expect(s.card.executed).toEqual(["auc"]);
    });

    it("card 39 unshaded (1.4.1): a Government player with no Police Available may free its own", () => {
      let s = fixture({ deck: [39, 2], eligible: { auc: false }, pieces: { bogota: { police: 30 } } });
      s = play(s, c("event:unshaded"));
      expect(getDecision(s).faction).toBe("govt");
      s = play(s, sp("cesar"), sp("huila"), sp("vichada"), sp("arauca"), sp("choco"), sp("narino"));
      expect(options(s)).toEqual(expect.arrayContaining(["r|police|bogota", "d"]));
      s = play(s, rm("police", "bogota")); // the freed cube goes to the first Department at once
      expect(police(s, "cesar")).toBe(1);
      s = play(s, done, done, done, done, done);
      expect(police(s, "bogota")).toBe(29);
      expect(s.card.executed).toEqual(["govt"]);
    });

    it("card 39 unshaded (8.1): no Police to place, or no Department Police may enter → ineffective", () => {
      expect(eff(39, "unshaded", fixture(), "auc")).toBe(true);
      const full = fixture({ pieces: { bogota: { police: 30 } } });
      expect(eff(39, "unshaded", full, "auc")).toBe(false);
      expect(eff(39, "unshaded", full, "govt")).toBe(true); // 1.4.1 the Government player may free
      expect(eff(39, "unshaded", fixture({ zones: DEPT_IDS }), "govt")).toBe(false);
    });

    it("card 39 shaded (5.1): in up to 3 Departments 1 Police becomes an Underground AUC Guerrilla", () => {
      let s = fixture({
        deck: [39, 2],
        pieces: {
          cesar: { police: 2 },
          huila: { police: 1 },
          arauca: { police: 1 },
          choco: { police: 1 },
          bogota: { police: 3 },
        },
      });
      s = play(s, c("event:shaded"));
      expect(options(s)).not.toContain("s|bogota"); // a City
      s = play(s, sp("cesar"), sp("huila"), sp("arauca"));
      expect(police(s, "cesar")).toBe(1);
      expect(pieces(s, "cesar", "aucU")).toBe(1);
      expect(police(s, "huila")).toBe(0);
      expect(pieces(s, "huila", "aucU")).toBe(1);
      expect(pieces(s, "arauca", "aucU")).toBe(1);
      expect(police(s, "choco")).toBe(1);
    });

    it("card 39 shaded (5.1.1, 1.4.1): no AUC Guerrilla Available → the Police is still removed; an AUC player may free its own", () => {
      const board = {
        deck: [39, 2],
        pieces: { cesar: { police: 1 }, huila: { police: 1 }, vaupes: { aucU: 18 } },
      };
      let s = play(fixture(board), c("event:shaded"), sp("cesar"), done);
      expect(police(s, "cesar")).toBe(0);
      expect(options(s)).toEqual(expect.arrayContaining(["r|aucU|vaupes", "d"]));
      s = play(s, done);
      expect(pieces(s, "cesar", "aucU")).toBe(0);
      let t = play(fixture({ ...board, eligible: { auc: false } }), c("event:shaded"), sp("cesar"), done);
      expect(police(t, "cesar")).toBe(0);
      expect(pieces(t, "cesar", "aucU")).toBe(0);
      expect(t.card.executed).toEqual(["govt"]); // next on the card; it may not free AUC pieces
      t = play(fixture(board), c("event:shaded"), sp("huila"), done, rm("aucU", "vaupes"));
      expect(pieces(t, "huila", "aucU")).toBe(1);
    });

    it("card 39 shaded (5.1, 5.1.1): 1 AUC Guerrilla Available → it replaces the Police of the first Department picked", () => {
      const s = play(
        fixture({
          deck: [39, 2],
          eligible: { auc: false }, // the Government executes: no 1.4.1 freeing of AUC pieces
          pieces: { cesar: { police: 1 }, huila: { police: 1 }, arauca: { police: 1 }, vaupes: { aucU: 17 } },
        }),
        c("event:shaded"),
        sp("cesar"),
        sp("huila"),
        sp("arauca"),
      );
      expect(police(s, "cesar") + police(s, "huila") + police(s, "arauca")).toBe(0);
      expect(pieces(s, "cesar", "aucU")).toBe(1); // served in the order picked
      expect(pieces(s, "huila", "aucU")).toBe(0);
      expect(pieces(s, "arauca", "aucU")).toBe(0);
      expect(s.card.executed).toEqual(["govt"]);
    });

    it("card 39 shaded (8.1): no Police in a Department → ineffective", () => {
      expect(eff(39, "shaded", fixture({ pieces: { bogota: { police: 4 } } }), "auc")).toBe(false);
      expect(eff(39, "shaded", fixture({ pieces: { huila: { police: 1 } } }), "auc")).toBe(true);
    });
  });
});
