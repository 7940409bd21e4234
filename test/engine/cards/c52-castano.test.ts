// Card 52 Castaño: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c52-castano/.

import { describe, expect, it } from "vitest";
import { SPACES } from "../../../src/engine/data/map";
import { withStep } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, fixture, options, pieces, pl, play, refused, rm, sp } from "../fixture";
import { eff, first, GOVT_NP, spaceStep, sup } from "./helpers";

/** all 6 AUC Bases on the map, none Available (1.4.1) */
const allAucBases = { huila: { aucBase: 2 }, cesar: { aucBase: 2 }, choco: { aucBase: 2 } };

/** every Pop space at one level */
const allPop = (lv: number) =>
  Object.fromEntries(
    SPACES.filter((d) => (d.type === "city" || d.type === "dept") && d.pop > 0).map((d) => [d.id, lv]),
  );

describe("card 52: Event", () => {
  describe("card 52 Castaño", () => {
    it("card 52 unshaded (1.6): 2 Cities or Mountain Departments each shift 1 toward Active Support", () => {
      let s = play(fixture({ deck: [52, 2], levels: { cali: 2, cesar: -1, huila: 0 } }), c("event:unshaded"));
      expect(options(s)).toContain("s|bogota");
      expect(options(s)).toContain("s|cesar");
      expect(options(s)).not.toContain("s|cali"); // already Active Support
      expect(options(s)).not.toContain("s|choco"); // a Forest
      expect(options(s)).not.toContain("s|arauca"); // Grassland
      refused(s, sp("meta-east"), "eventSpace");
      s = play(s, sp("cesar"), sp("huila"));
      expect(sup(s, "cesar")).toBe(0);
      expect(sup(s, "huila")).toBe(1);
      expect(sup(s, "cali")).toBe(2);
    });

    it("card 52 unshaded (5.1.3, 8.1): one candidate left shifts alone; none → ineffective", () => {
      const s = play(fixture({ deck: [52, 2], levels: { ...allPop(2), pasto: 1 } }), c("event:unshaded"));
      expect(sup(s, "pasto")).toBe(2);
      expect(s.card.executed).toEqual(["auc"]);
      expect(eff(52, "unshaded", fixture({ levels: { ...allPop(2), choco: 0 } }), "govt")).toBe(false);
      expect(eff(52, "unshaded", fixture({ levels: { ...allPop(2), santander: 1 } }), "govt")).toBe(true);
    });

    it("card 52 shaded (1.4.2, 1.7): an AUC Base where AUC stands and a Base fits; then +1 Resource per AUC Base", () => {
      let s = fixture({
        deck: [52, 2],
        resources: { auc: 10 },
        pieces: {
          huila: { aucU: 1 },
          cesar: { aucBase: 1, farcBase: 1 },
          santander: { aucBase: 1 },
          cali: {},
        },
      });
      s = play(s, c("event:shaded"));
      expect(options(s).sort()).toEqual(["p|aucBase|huila", "p|aucBase|santander"]); // Cesar is full
      refused(s, pl("aucBase", "cali"), "notAnOption");
      s = play(s, pl("aucBase", "huila"));
      expect(pieces(s, "huila", "aucBase")).toBe(1);
      expect(s.resources.auc).toBe(13); // 3 AUC Bases on the map now
    });

    it("card 52 shaded (1.4.1): none Available — an AUC player may free a Base; executed by another Faction, Resources only", () => {
      const board = {
        deck: [52, 2],
        resources: { auc: 0 },
        pieces: { ...allAucBases, santander: { aucU: 1 } },
      };
      let s = play(fixture(board), c("event:shaded"));
      expect(options(s)).toContain("r|aucBase|choco");
      expect(options(s)).toContain("d");
      s = play(s, rm("aucBase", "choco")); // the one place left: taken at once
      expect(pieces(s, "santander", "aucBase")).toBe(1);
      expect(s.resources.auc).toBe(6);
      const other = play(fixture({ ...board, eligible: { auc: false } }), c("event:shaded"));
      expect(other.card.executed).toEqual(["cartels"]);
      expect(pieces(other, "santander", "aucBase")).toBe(0);
      expect(other.resources.auc).toBe(6);
    });

    it("card 52 shaded (8.1, 1.4.2): AUC only in Ecuador, already at 2 AUC pieces (card 33) → no Base fits, ineffective", () => {
      const full = fixture({ pieces: { ecuador: { aucU: 2 } } });
      full.ecuador = true;
      expect(eff(52, "shaded", full, "govt")).toBe(false);
      const one = fixture({ pieces: { ecuador: { aucU: 1 } } });
      one.ecuador = true;
      expect(eff(52, "shaded", one, "govt")).toBe(true);
    });

    it("card 52 shaded (8.1): no AUC piece and no AUC Base → ineffective; a Base to place or to count → effective", () => {
      expect(eff(52, "shaded", fixture(), "auc")).toBe(false);
      expect(eff(52, "shaded", fixture({ pieces: { huila: { aucU: 1 } } }), "auc")).toBe(true);
      const full = { pieces: { huila: { aucBase: 1, farcBase: 1 } } };
      expect(eff(52, "shaded", fixture({ ...full, resources: { auc: 99 } }), "auc")).toBe(false);
      expect(eff(52, "shaded", fixture({ ...full, resources: { auc: 98 } }), "auc")).toBe(true);
    });
  });
});

describe("card 52: Non-player", () => {
  describe("8.4.4 cards 41, 42, 52 unshaded (a Non-player Government)", () => {
    it("card 52: 8.4.3 the shift toward Support where it weighs most (Antioquia 2 over Cesar 1)", () => {
      const frame = spaceStep("spaces", ["cesar", "antioquia", "guaviare"], "govt", 2);
      const m = first(withStep(npFixture(GOVT_NP), 52, "unshaded", "govt", frame));
      expect(m.cmd).toMatchObject({ t: "space", s: "antioquia" });
    });
  });
});
