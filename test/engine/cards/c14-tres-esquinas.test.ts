// Card 14 Tres Esquinas: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c14-tres-esquinas/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, done, fixture, options, pieces, play, refused, rm, sp } from "../fixture";
import { eff } from "./helpers";

/** all 3 Government Bases on the map (in Cities): none Available (1.4.1) */
const allThreeGovtBases = () =>
  Object.fromEntries(["bogota", "cali", "medellin"].map((id) => [id, { govtBase: 1 }])) as Record<
    string,
    { govtBase: number }
  >;

describe("card 14: Event", () => {
  describe("card 14 Tres Esquinas", () => {
    it("card 14 unshaded places a Govt Base and 3 Troops into the chosen Department", () => {
      let s = fixture({ deck: [14, 2] });
      s = play(s, c("event:unshaded"));
      expect(options(s)).toContain("s|huila");
      expect(options(s)).not.toContain("s|bogota"); // a City is no Department
      s = play(s, sp("huila"));
      expect(pieces(s, "huila", "govtBase")).toBe(1);
      expect(pieces(s, "huila", "troops")).toBe(3);
      expect(s.card.executed).toEqual(["govt"]);
    });

    it("card 14 (5.1.1) places no Base beyond stacking or into a FARC Zone; only Departments with room are offered", () => {
      let s = fixture({
        deck: [14, 2],
        pieces: { huila: { farcBase: 1, aucBase: 1 } },
        zones: ["meta-west"],
      });
      s = play(s, c("event:unshaded"));
      refused(s, sp("huila"), "eventSpace");
      refused(s, sp("meta-west"), "eventSpace");
      expect(options(s)).toContain("s|narino");
    });

    it("card 14 (5.1.1, 5.1.3) with no Base available places only the Troops that are available", () => {
      const full = allThreeGovtBases();
      // a Non-player Government takes no pieces off the map (1.4.1 is for player Factions)
      let s = fixture({
        deck: [14, 2],
        pieces: { ...full, cartagena: { troops: 28 } },
        seats: { govt: "nonplayer" },
      });
      s = play(s, c("event:unshaded"), sp("huila"));
      expect(pieces(s, "huila", "govtBase")).toBe(0);
      expect(pieces(s, "huila", "troops")).toBe(2); // only 2 of 30 left
      expect(s.card.executed).toEqual(["govt"]);
    });

    it("card 14 (1.4.1) a Government player may take its own Base and Troops off the map to place them", () => {
      const full = allThreeGovtBases();
      let s = fixture({
        deck: [14, 2],
        pieces: { ...full, cartagena: { troops: 28 }, huila: { troops: 0 } },
      });
      s = play(s, c("event:unshaded"), sp("huila"));
      // no Base Available: the Government may free one of its three, or go without
      expect(options(s)).toEqual(["r|govtBase|bogota", "r|govtBase|cali", "r|govtBase|medellin", "d"]);
      s = play(s, rm("govtBase", "cali"));
      expect(pieces(s, "cali", "govtBase")).toBe(0);
      expect(pieces(s, "huila", "govtBase")).toBe(1);
      // 2 Troops were Available and went in at once; the third may come from Cartagena
      expect(pieces(s, "huila", "troops")).toBe(2);
      expect(options(s)).toEqual(["r|troops|cartagena", "d"]);
      s = play(s, rm("troops", "cartagena"));
      expect(pieces(s, "huila", "troops")).toBe(3);
      expect(pieces(s, "cartagena", "troops")).toBe(27);
      expect(s.card.executed).toEqual(["govt"]);
    });

    it("card 14 (1.4.1, 5.1.3) a Base only to be had from elsewhere does not narrow the choice of Department", () => {
      const full = allThreeGovtBases();
      let s = fixture({ deck: [14, 2], pieces: { ...full, huila: { farcBase: 1, aucBase: 1 } } });
      s = play(s, c("event:unshaded"));
      expect(options(s)).toContain("s|huila"); // no room for a Base, but the Troops can go there
      s = play(s, sp("huila"));
      expect(pieces(s, "huila", "troops")).toBe(3);
      expect(pieces(s, "huila", "govtBase")).toBe(0);
      expect(pieces(s, "bogota", "govtBase")).toBe(1); // no Base was offered for removal: none fits
      // with a Base Available, only Departments where it fits are offered (5.1.3)
      const t = play(
        fixture({ deck: [14, 2], pieces: { huila: { farcBase: 1, aucBase: 1 } } }),
        c("event:unshaded"),
      );
      expect(options(t)).not.toContain("s|huila");
    });

    it("card 14 (1.4.1) the removal is voluntary, and only the executing Faction's own pieces", () => {
      const full = allThreeGovtBases();
      let s = fixture({ deck: [14, 2], pieces: { ...full } });
      s = play(s, c("event:unshaded"), sp("huila"), done);
      expect(pieces(s, "huila", "govtBase")).toBe(0);
      expect(pieces(s, "huila", "troops")).toBe(3);
      expect(pieces(s, "bogota", "govtBase")).toBe(1);
      // the Cartels executing the same side place Govt pieces but may not take Government ones away
      let f = fixture({ deck: [14, 2], pieces: { ...full }, eligible: { govt: false } });
      expect(getDecision(f).faction).toBe("cartels");
      f = play(f, c("event:unshaded"), sp("huila"));
      expect(pieces(f, "huila", "govtBase")).toBe(0);
      expect(pieces(f, "huila", "troops")).toBe(3);
      expect(pieces(f, "bogota", "govtBase")).toBe(1);
      expect(f.card.executed).toEqual(["cartels"]);
    });

    it("card 14 shaded removes a Govt Base and a cube (executor picks the cube) from a Department", () => {
      let s = fixture({
        deck: [14, 2],
        pieces: { huila: { govtBase: 1, troops: 2, police: 1 }, cali: { govtBase: 1, troops: 1 } },
      });
      s = play(s, c("event:shaded"));
      // only Departments: the City of Cali is no target; Huila is the only Dept, picked at once
      expect(pieces(s, "huila", "govtBase")).toBe(0);
      expect(options(s).sort()).toEqual(["r|police|huila", "r|troops|huila"]);
      refused(s, rm("troops", "cali"), "notAnOption");
      s = play(s, rm("police", "huila"));
      expect(pieces(s, "huila", "police")).toBe(0);
      expect(pieces(s, "huila", "troops")).toBe(2);
      expect(pieces(s, "cali", "govtBase")).toBe(1);
    });

    it("card 14 (5.1.3) shaded prefers Departments where both a Base and a cube can go", () => {
      let s = fixture({
        deck: [14, 2],
        pieces: { huila: { govtBase: 1, troops: 1 }, narino: { govtBase: 1 }, choco: { police: 2 } },
      });
      expect(eventDef(14)!.shaded!.effective!(s, "govt")).toBe(true);
      s = play(s, c("event:shaded"));
      expect(pieces(s, "huila", "govtBase")).toBe(0);
      expect(pieces(s, "huila", "troops")).toBe(0);
      expect(pieces(s, "narino", "govtBase")).toBe(1);
      expect(eventDef(14)!.shaded!.effective!(fixture(), "govt")).toBe(false);
    });
  });

  describe("8.1 effective, both answers, cards 1 8 12 14 28 29 36 68", () => {
    it("card 14 unshaded (5.1.1, 8.1): no Department the Government may enter → ineffective", () => {
      expect(eff(14, "unshaded", fixture(), "govt")).toBe(true);
      // no Base and no Troops Available, and the executor is not the Government (no 1.4.1 freeing)
      const full = fixture({
        pieces: { bogota: { govtBase: 0, troops: 30 }, cali: { govtBase: 2 }, medellin: { govtBase: 1 } },
      });
      expect(eff(14, "unshaded", full, "farc")).toBe(false);
      // the Government itself could free its own Troops from Bogotá (1.4.1)
      expect(eff(14, "unshaded", full, "govt")).toBe(true);
    });
  });
});
