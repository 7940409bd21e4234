// Card 36 Zona de Convivencia: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c36-zona-de-convivencia/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { eventTurn } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, fixture, idx, mv, options, pieces, play, refused, rm, sp } from "../fixture";
import { eff, level } from "./helpers";

describe("card 36: Event", () => {
  describe("card 36 Zona de Convivencia (2nd edition)", () => {
    const board = () =>
      fixture({
        deck: [36, 2],
        pieces: {
          huila: { farcU: 3, troops: 1, police: 1 },
          antioquia: { farcU: 3 },
          santander: { farcU: 1 },
          cesar: { farcU: 5 },
          guaviare: { farcU: 9 }, // Forest: not a Mountain
        },
        levels: { bogota: 2, cali: -1, neiva: 0, narino: 1 },
      });

    it("card 36 Govt places the Zone in the Mountain Dept with most FARC pieces, then a FARC Base there", () => {
      let s = board();
      s = play(s, c("event:unshaded"));
      // Cesar alone has the most FARC pieces among Mountains: Zone placed at once
      expect(s.spaces[idx("cesar")].zone).toBe(true);
      expect(pieces(s, "cesar", "farcBase")).toBe(1);
      expect(s.spaces[idx("guaviare")].zone).toBe(false);
    });

    it("card 36 (6.4.4) Govt picks among tied Mountains; cubes leave the Zone; 2 adjacent spaces shift toward Active Support; executor stays Eligible", () => {
      let s = fixture({
        deck: [36, 2],
        pieces: { huila: { farcU: 3, troops: 1, police: 1 }, antioquia: { farcU: 3 } },
        levels: { bogota: 2, cali: -1, neiva: 0, pasto: 1 },
      });
      s = play(s, c("event:unshaded"));
      expect(getDecision(s).faction).toBe("govt");
      expect(options(s).sort()).toEqual(["s|antioquia", "s|huila"]);
      s = play(s, sp("huila"));
      // the Government's cubes must leave the new Zone (6.4.4)
      expect(pieces(s, "bogota", "troops")).toBe(1); // Troops: a single destination, moved at once
      s = play(s, mv("police", "huila", "bogota-neiva"));
      expect(pieces(s, "huila", "police")).toBe(0);
      expect(pieces(s, "huila", "farcBase")).toBe(1);
      const opts = options(s);
      expect(opts).not.toContain("s|bogota"); // already Active Support
      expect(opts).toContain("s|cali");
      refused(s, sp("medellin"), "eventSpace"); // not adjacent to Huila
      s = play(s, sp("cali"), sp("neiva"));
      expect(s.spaces[idx("cali")].sup).toBe(0); // Opposition moves up too (2nd ed.)
      expect(s.spaces[idx("neiva")].sup).toBe(1);
      expect(s.spaces[idx("pasto")].sup).toBe(1);
      expect(s.card.stayEligible).toEqual(["farc"]);
      while (s.current === 36) s = play(s, c("pass")); // the others pass: the card ends
      expect(s.eligible.farc).toBe(true); // executed the Event, yet Eligible (2.3.7 exception)
    });

    it("card 36 (1.4.1) with no FARC Base Available, a FARC player executing it may bring one from elsewhere", () => {
      const bases = [
        "narino",
        "choco",
        "meta-west",
        "meta-east",
        "guaviare",
        "putumayo",
        "vaupes",
        "arauca",
        "vichada",
      ];
      const pieces0: Record<string, { farcBase?: number; farcU?: number }> = Object.fromEntries(
        bases.map((id) => [id, { farcBase: 1 }]),
      );
      pieces0.cesar = { farcU: 5 };
      let s = fixture({ deck: [36, 2], pieces: pieces0, levels: { bogota: 0 } });
      s = play(s, c("event:unshaded"));
      expect(s.spaces[idx("cesar")].zone).toBe(true);
      expect(getDecision(s).faction).toBe("farc");
      expect(getDecision(s).rule).toBe("1.4.1");
      expect(options(s)).toContain("r|farcBase|vichada");
      s = play(s, rm("farcBase", "vichada"));
      expect(pieces(s, "cesar", "farcBase")).toBe(1);
      expect(pieces(s, "vichada", "farcBase")).toBe(0);
      // a Non-player FARC would simply go without (and is never asked)
      let n = fixture({
        deck: [36, 2],
        pieces: pieces0,
        levels: { bogota: 0 },
        seats: { farc: "nonplayer" },
      });
      n = play(n, c("event:unshaded"));
      expect(pieces(n, "cesar", "farcBase")).toBe(0);
      expect(pieces(n, "vichada", "farcBase")).toBe(1);
    });

    it("card 36 (5.1.3) with every Mountain already a Zone nothing else happens, yet the executor stays Eligible", () => {
      let s = fixture({
        deck: [36, 2],
        zones: ["cesar", "antioquia", "santander", "huila"],
        levels: { bogota: 0 },
      });
      expect(eventDef(36)!.unshaded!.effective!(s, "farc")).toBe(false);
      s = play(s, c("event:unshaded"));
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
      expect(s.card.stayEligible).toEqual(["farc"]);
      expect(s.spaces[idx("bogota")].sup).toBe(0);
    });
  });

  describe("8.1 effective, both answers, cards 1 8 12 14 28 29 36 68", () => {
    it("card 36 (6.4.4, 8.1): a Mountain Department for the Zone → effective", () => {
      expect(eff(36, "unshaded", fixture({ pieces: { huila: { farcU: 1 } } }), "farc")).toBe(true);
    });
  });
});

describe("card 36: Non-player", () => {
  describe("8.4.3 shift instructions: where the shift weighs most (about: the highest Population)", () => {
    it("card 36 (single Event): the 2 neighbours of the new Zone with the most Population (Bogotá, Cali)", () => {
      // 6.4.4 Huila, the one Mountain Department with FARC pieces, takes the Zone (no choice left)
      const r = eventTurn(npFixture({ deck: [36, 2], pieces: { huila: { farcU: 3 } } }));
      expect(r.state.spaces[idx("huila")].zone).toBe(true);
      expect(level(r.state, "bogota")).toBe(1);
      expect(level(r.state, "cali")).toBe(1);
      expect(level(r.state, "antioquia")).toBe(0);
    });
  });
});
