// Card 46 Limpieza: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c46-limpieza/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { eventTurn } from "../bots/events/ev-helpers";
import { narration, npFixture } from "../bots/helpers";
import { c, fixture, idx, options, pieces, play, refused, rm, sp } from "../fixture";

const e46 = eventDef(46)!;

describe("card 46: Event", () => {
  describe("card 46 Limpieza", () => {
    it("card 46 (3.3.4, 5.5): the named Faction Terrors with an Active Guerrilla (2 markers), removes 2 enemy pieces, sets the level", () => {
      let s = fixture({
        deck: [46, 2],
        pieces: {
          cali: { aucA: 1, aucU: 1, troops: 2, police: 1, govtBase: 1, farcU: 1 },
          bogota: { aucU: 1 },
          huila: { farcU: 1 },
        },
        levels: { cali: 2 },
        aid: 10,
        resources: { auc: 3 },
      });
      s = play(s, c("event:unshaded"));
      expect(options(s).sort()).toEqual(["c|faction:auc", "c|faction:farc"]);
      s = play(s, c("faction:auc"));
      expect(options(s).sort()).toEqual(["s|bogota", "s|cali"]);
      s = play(s, sp("cali"));
      expect(pieces(s, "cali", "aucU")).toBe(1); // the Active one served: nothing flips
      expect(s.spaces[idx("cali")].terror).toBe(2);
      expect(s.aid).toBe(7); // AUC Aid Cut (3.3.4)
      expect(s.resources.auc).toBe(3); // free
      // any enemy piece: Bases despite cubes, Underground Guerrillas too; not AUC's own
      expect(getDecision(s).faction).toBe("auc");
      expect(options(s)).toContain("r|govtBase|cali");
      expect(options(s)).toContain("r|farcU|cali");
      refused(s, rm("aucU", "cali"), "notAnOption");
      s = play(s, rm("govtBase", "cali"), rm("farcU", "cali"));
      expect(options(s).sort()).toEqual(["c|mode:passiveOpposition", "c|mode:passiveSupport"]);
      s = play(s, c("mode:passiveOpposition"));
      expect(s.spaces[idx("cali")].sup).toBe(-1);
      expect(pieces(s, "cali", "govtBase") + pieces(s, "cali", "farcU")).toBe(0);
      expect(pieces(s, "cali", "troops")).toBe(2);
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 46 (3.3.4): an Underground Guerrilla is Activated when none is Active; Passive Support chosen", () => {
      let s = fixture({ deck: [46, 2], pieces: { huila: { farcU: 2, police: 1 } }, levels: { huila: -2 } });
      s = play(s, c("event:unshaded")); // FARC alone can: named and its single space taken at once
      expect(pieces(s, "huila", "farcA")).toBe(1);
      expect(s.spaces[idx("huila")].terror).toBe(2);
      expect(pieces(s, "huila", "police")).toBe(0); // 5.1.3 a single enemy piece
      s = play(s, c("mode:passiveSupport"));
      expect(s.spaces[idx("huila")].sup).toBe(1);
    });

    it("card 46 (3.3.4, 1.6): on a LoC a single Sabotage marker and no level; in a 0-Pop Department no level", () => {
      let s = fixture({ deck: [46, 2], pieces: { "bogota-yopal": { cartelsU: 1 } } });
      s = play(s, c("event:unshaded"));
      expect(s.spaces[idx("bogota-yopal")].terror).toBe(1);
      expect(getDecision(s).prompt.key).toBe("prompt.secondEligible");
      let t = fixture({ deck: [46, 2], pieces: { vichada: { cartelsA: 1, troops: 1 } } });
      t = play(t, c("event:unshaded"));
      expect(t.spaces[idx("vichada")].terror).toBe(2);
      expect(pieces(t, "vichada", "troops")).toBe(0);
      expect(getDecision(t).prompt.key).toBe("prompt.secondEligible");
    });

    it("card 46 (8.1): effective only with an Insurgent Guerrilla on the map", () => {
      expect(
        e46.unshaded!.effective(fixture({ pieces: { huila: { farcBase: 1, troops: 2 } } }), "govt"),
      ).toBe(false);
      expect(e46.unshaded!.effective(fixture({ pieces: { huila: { aucA: 1 } } }), "govt")).toBe(true);
    });
  });
});

describe("card 46: Non-player", () => {
  describe("8.4.4 card 46 Limpieza", () => {
    it("the executor names itself, Terrors where the Government has most pieces, sets Passive Opposition", () => {
      const s0 = npFixture({
        deck: [46, 2],
        levels: { huila: 1, antioquia: 1 },
        pieces: {
          huila: { aucU: 1, police: 1, farcU: 2 },
          antioquia: { aucU: 1, troops: 2, govtBase: 1 },
          guaviare: { farcU: 1 },
        },
      });
      const r = eventTurn(s0);
      const keys = narration(r.steps);
      expect(keys).toContain("np.ev.46.self");
      expect(keys).toContain("np.ev.46.govt");
      expect(keys).toContain("np.ev.46.opposition");
      // 8.1.2: the Base first, then a Troops cube
      expect(pieces(r.state, "antioquia", "govtBase")).toBe(0);
      expect(pieces(r.state, "antioquia", "troops")).toBe(1);
      expect(r.state.spaces[idx("antioquia")].sup).toBe(-1);
      expect(pieces(r.state, "huila", "police")).toBe(1);
    });

    it("without its own Guerrilla: the Insurgent furthest behind on margin is named and picks its space", () => {
      // FARC 1 Base: −24; Cartels: min(0 − 10, 0 − 40) = −40 → the Cartels
      const s0 = npFixture({
        deck: [46, 2],
        pieces: {
          huila: { farcU: 1, farcBase: 1, police: 1 },
          guaviare: { cartelsU: 1, farcU: 1 },
          vaupes: { cartelsU: 1 },
        },
      });
      const r = eventTurn(s0);
      expect(narration(r.steps)).toContain("np.ev.46.trailing");
      // no Government piece where the Cartels stand: the most enemy pieces (FARC Guerrilla) there
      expect(narration(r.steps)).toContain("np.ev.46.enemy");
      expect(pieces(r.state, "guaviare", "farcU")).toBe(0);
    });
  });
});
