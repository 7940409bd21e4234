// Card 5 Occidental & Ecopetrol: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c05-occidental-ecopetrol/.

import { describe, expect, it } from "vitest";
import { eventTurn, takeEvent } from "../bots/events/ev-helpers";
import { npFixture } from "../bots/helpers";
import { c, fixture, fl, idx, options, pieces, pl, play, refused, rm, sp } from "../fixture";
import { eff, level } from "./helpers";

describe("card 5: Event", () => {
  describe("card 5 Occidental & Ecopetrol", () => {
    const board = {
      deck: [5, 2],
      pieces: { arauca: { farcU: 2 }, cucuta: { aucU: 2 }, huila: { cartelsU: 2 }, santander: { farcA: 1 } },
    };

    it("card 5 unshaded (5.1): 6 Police onto pipelines, then 3 Guerrillas on or next to those pipelines flip Active", () => {
      let s = play(fixture(board), c("event:unshaded"));
      refused(s, pl("police", "cali-pasto"), "notAnOption"); // a road
      for (let k = 0; k < 6; k++) s = play(s, pl("police", "arauca-cucuta"));
      expect(pieces(s, "arauca-cucuta", "police")).toBe(6);
      // Huila touches no pipeline that received Police
      expect(options(s).sort()).toEqual(["f|aucU|cucuta", "f|farcU|arauca"]);
      // after two FARC flips only Cúcuta's AUC remain: the third flip needs no question
      s = play(s, fl("farcU", "arauca"), fl("farcU", "arauca"));
      expect(pieces(s, "arauca", "farcA")).toBe(2);
      expect(pieces(s, "cucuta", "aucA")).toBe(1);
      expect(pieces(s, "cucuta", "aucU")).toBe(1);
      expect(pieces(s, "huila", "cartelsU")).toBe(2);
    });

    it("card 5 unshaded (rulings.md): Guerrillas next to a pipeline that got no Police stay Underground", () => {
      let s = play(fixture(board), c("event:unshaded"));
      for (let k = 0; k < 6; k++) s = play(s, pl("police", "ibague-medellin"));
      expect(pieces(s, "huila", "cartelsU")).toBe(2);
      expect(pieces(s, "arauca", "farcU")).toBe(2);
      expect(s.card.executed).toEqual(["govt"]);
    });

    it("card 5 unshaded (5.1.3, 1.4.1): with 4 Police Available, 4 go and the flips follow; a Govt player may free its own", () => {
      let s = play(
        fixture({ ...board, pieces: { ...board.pieces, bogota: { police: 26 } } }),
        c("event:unshaded"),
      );
      for (let k = 0; k < 4; k++) s = play(s, pl("police", "arauca-cucuta"));
      // none Available: the Government player may take Police off the map (1.4.1) or stop
      expect(options(s)).toEqual(expect.arrayContaining(["r|police|bogota", "d"]));
      s = play(s, rm("police", "bogota"), pl("police", "arauca-cucuta"), { t: "done" });
      expect(pieces(s, "arauca-cucuta", "police")).toBe(5);
      expect(pieces(s, "bogota", "police")).toBe(25);
      expect(options(s).sort()).toEqual(["f|aucU|cucuta", "f|farcU|arauca"]);
    });

    it("card 5 unshaded (8.1): no Police to be had → ineffective (a Govt player could free its own)", () => {
      const full = fixture({ pieces: { bogota: { police: 30 }, arauca: { farcU: 1 } } });
      expect(eff(5, "unshaded", full, "farc")).toBe(false);
      expect(eff(5, "unshaded", full, "govt")).toBe(true);
      expect(eff(5, "unshaded", fixture(), "farc")).toBe(true);
    });

    it("card 5 shaded (1.6, 5.1.3): a space next to a 3-Econ LoC shifts 2 toward Active Opposition; full shifts first", () => {
      let s = play(
        fixture({ deck: [5, 2], levels: { cucuta: -1, santander: 1, huila: 2 } }),
        c("event:shaded"),
      );
      // Cúcuta could shift only 1 level; Huila is not next to a 3-Econ LoC
      expect(options(s).sort()).toEqual(
        ["s|antioquia", "s|arauca", "s|atlantico", "s|cesar", "s|santander", "s|sincelejo"].sort(),
      );
      s = play(s, sp("santander"));
      expect(s.spaces[idx("santander")].sup).toBe(-1);
      const levels = {
        antioquia: -2,
        arauca: -2,
        atlantico: -2,
        cesar: -2,
        santander: -2,
        sincelejo: -1,
        cucuta: -2,
      };
      const t = play(fixture({ deck: [5, 2], levels }), c("event:shaded"));
      expect(t.spaces[idx("sincelejo")].sup).toBe(-2); // the only partial candidate, taken at once
    });

    it("card 5 shaded (8.1): every space next to a 3-Econ LoC at Active Opposition → ineffective", () => {
      const levels = {
        antioquia: -2,
        arauca: -2,
        atlantico: -2,
        cesar: -2,
        santander: -2,
        sincelejo: -2,
        cucuta: -2,
      };
      expect(eff(5, "shaded", fixture({ levels }), "farc")).toBe(false);
      expect(eff(5, "shaded", fixture({ levels: { ...levels, cesar: -1 } }), "farc")).toBe(true);
    });
  });
});

describe("card 5: Non-player", () => {
  describe("8.4.3 shift instructions: where the shift weighs most (about: the highest Population)", () => {
    it("card 5 shaded: Santander (Population 2, Neutral) shifts 2 toward Active Opposition", () => {
      // next to a 3-Econ LoC and able to shift the full 2 levels: Cúcuta, Arauca, Sincelejo,
      // Atlántico, Cesar (Population 1) and Santander (2); Antioquia (2) can shift only 1 level
      const s0 = npFixture({ deck: [5, 2], eligible: { govt: false }, levels: { antioquia: -1 } });
      const r = eventTurn(takeEvent(s0));
      expect(level(r.state, "santander")).toBe(-2);
      expect(level(r.state, "antioquia")).toBe(-1);
      expect(r.steps[0].move.why).toEqual([
        { key: "np.ev.generic.shift", params: { space: "santander", n: 4 } },
      ]);
    });
  });
});
