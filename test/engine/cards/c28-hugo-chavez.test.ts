// Card 28 Hugo Chávez: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c28-hugo-chavez/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { bodies, eventTurn, takeEvent } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, done, fixture, idx, options, pieces, play, refused, rm, sp } from "../fixture";
import { eff } from "./helpers";

/** all 9 FARC Bases on the map, none next to Venezuela: none Available (1.4.1) */
const allNineFarcBases = () =>
  Object.fromEntries(
    ["huila", "narino", "choco", "antioquia", "meta-west", "meta-east", "guaviare", "putumayo", "vaupes"].map(
      (id) => [id, { farcBase: 1 }],
    ),
  );

/** every FARC Base on the map (in Dept spaces far from Venezuela): none Available */
const allFarcBasesOut = {
  huila: { farcBase: 2 },
  narino: { farcBase: 2 },
  putumayo: { farcBase: 2 },
  guaviare: { farcBase: 2 },
  choco: { farcBase: 1 },
};

describe("card 28: Event", () => {
  describe("card 28 Hugo Chávez", () => {
    it("card 28 unshaded removes up to 3 Insurgent pieces of any kind from one space next to Venezuela", () => {
      let s = fixture({
        deck: [28, 2],
        pieces: {
          cucuta: { farcU: 2, aucBase: 1, troops: 1 },
          arauca: { cartelsU: 1 },
          huila: { farcU: 1 },
        },
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["s|arauca", "s|cucuta"]); // Huila is not next to Venezuela
      s = play(s, sp("cucuta"));
      expect(options(s)).toContain("d"); // "up to"
      refused(s, rm("troops", "cucuta"), "notAnOption"); // only Insurgent pieces
      s = play(s, rm("aucBase", "cucuta"), rm("farcU", "cucuta"), rm("farcU", "cucuta"));
      expect(pieces(s, "cucuta", "aucBase")).toBe(0);
      expect(pieces(s, "cucuta", "farcU")).toBe(0);
      expect(pieces(s, "arauca", "cartelsU")).toBe(1);
      expect(s.card.executed).toEqual(["farc"]);
    });

    it("card 28 unshaded may stop early (up to 3)", () => {
      let s = fixture({ deck: [28, 2], pieces: { cucuta: { farcU: 3 } } });
      s = play(s, c("event:unshaded"), rm("farcU", "cucuta"), done);
      expect(pieces(s, "cucuta", "farcU")).toBe(2);
    });

    it("card 28 shaded places a FARC Base in a Dept next to Venezuela and Sabotages only empty LoCs at Cúcuta", () => {
      let s = fixture({
        deck: [28, 2],
        pieces: { cesar: { aucBase: 1, cartelsBase: 1 }, "ayacucho-cucuta": { troops: 1 } },
      });
      s = play(s, c("event:shaded"));
      // Cesar is full (1.4.2), Cúcuta is a City: Santander, Arauca, Vichada, Guainía remain
      expect(options(s).sort()).toEqual(["s|arauca", "s|guainia", "s|santander", "s|vichada"]);
      refused(s, sp("cesar"), "eventSpace");
      s = play(s, sp("arauca"));
      expect(pieces(s, "arauca", "farcBase")).toBe(1);
      expect(s.spaces[idx("arauca-cucuta")].terror).toBe(1);
      expect(s.spaces[idx("ayacucho-cucuta")].terror).toBe(0); // has a piece
    });

    it("card 28 (5.1.3) shaded with no FARC Base available still Sabotages", () => {
      const bases = allNineFarcBases();
      // a Non-player FARC takes no Base off the map (1.4.1 is for player Factions)
      let s = fixture({ deck: [28, 2], pieces: bases, seats: { farc: "nonplayer" } });
      expect(eventDef(28)!.shaded!.effective!(s, "farc")).toBe(true);
      s = play(s, c("event:shaded"));
      expect(s.spaces[idx("arauca-cucuta")].terror).toBe(1);
      expect(s.spaces[idx("ayacucho-cucuta")].terror).toBe(1);
      expect(pieces(s, "arauca", "farcBase")).toBe(0);
      expect(s.card.executed).toEqual(["farc"]);
    });

    it("card 28 (1.4.1) a FARC player may take one of its Bases off the map for the Base next to Venezuela", () => {
      const bases = allNineFarcBases();
      let s = fixture({ deck: [28, 2], pieces: bases });
      s = play(s, c("event:shaded"), sp("arauca"));
      expect(options(s)).toContain("r|farcBase|vaupes");
      expect(options(s)).toContain("d");
      s = play(s, rm("farcBase", "vaupes"));
      expect(pieces(s, "arauca", "farcBase")).toBe(1);
      expect(pieces(s, "vaupes", "farcBase")).toBe(0);
      expect(s.spaces[idx("arauca-cucuta")].terror).toBe(1);
      expect(s.card.executed).toEqual(["farc"]);
    });

    it("card 28 (8.1) unshaded is ineffective with no Insurgent piece next to Venezuela", () => {
      const s = fixture({ pieces: { huila: { farcU: 3 }, cucuta: { troops: 2 } } });
      expect(eventDef(28)!.unshaded!.effective!(s, "govt")).toBe(false);
    });
  });

  describe("8.1 effective, both answers, cards 1 8 12 14 28 29 36 68", () => {
    it("card 28 shaded (3.3.4, 8.1): LoCs by Cúcuta already Sabotaged do not count", () => {
      const locs = { "arauca-cucuta": 1, "ayacucho-cucuta": 1 };
      // no FARC Base to place (none Available) and every Cúcuta LoC already Sabotaged
      expect(eff(28, "shaded", fixture({ pieces: allFarcBasesOut, terror: locs }), "govt")).toBe(false);
      // one LoC left unsabotaged and empty: it would be Sabotaged
      expect(
        eff(28, "shaded", fixture({ pieces: allFarcBasesOut, terror: { "arauca-cucuta": 1 } }), "govt"),
      ).toBe(true);
      // … unless a piece stands on it
      const occupied = { ...allFarcBasesOut, "ayacucho-cucuta": { police: 1 } };
      expect(eff(28, "shaded", fixture({ pieces: occupied, terror: { "arauca-cucuta": 1 } }), "govt")).toBe(
        false,
      );
      // a FARC player could free a Base of its own (1.4.1): effective again
      expect(eff(28, "shaded", fixture({ pieces: allFarcBasesOut, terror: locs }), "farc")).toBe(true);
    });

    it("card 28 unshaded (8.1): an Insurgent piece next to Venezuela → effective", () => {
      expect(eff(28, "unshaded", fixture({ pieces: { cesar: { aucU: 1 } } }), "govt")).toBe(true);
      expect(eff(28, "unshaded", fixture({ pieces: { cesar: { troops: 3 } } }), "govt")).toBe(false);
    });
  });
});

describe("card 28: Non-player", () => {
  describe("8.4.4 a Non-player Government's one target space (unshaded sides)", () => {
    it("card 28: the space next to Venezuela with the most Insurgent pieces", () => {
      const s0 = npFixture({
        deck: [28, 2],
        seats: { govt: "nonplayer" },
        eligible: { farc: false, auc: false, cartels: false },
        pieces: { cesar: { farcU: 1, aucU: 1 }, arauca: { cartelsU: 3 }, cucuta: { farcA: 1 } },
      });
      const r = eventTurn(takeEvent(s0, "unshaded"));
      expect(bodies(r.steps)[0]).toBe("space arauca");
      expect(pieces(r.state, "arauca", "cartelsU")).toBe(0);
    });
  });
});
