// The advisor's sampled worlds (2.1, 2.2): the shown next card stays on top, the unseen cards are
// Events not yet seen and the Propaganda cards still to come, one Propaganda card per pile of 16,
// every seat a Non-player (the flowcharts play the playouts), and the true order is not used.
import { describe, expect, it } from "vitest";
import { knownOf, sampleWorld } from "../../../src/engine/advisor/index";
import { EVENT_CARDS, PROPAGANDA_CARDS } from "../../../src/engine/index";
import { rootOf } from "./helpers";

describe("advisor: determinized worlds", () => {
  for (const nth of [0, 9, 20]) {
    it(`a prepared deck keeps its shape (Government's action ${nth})`, () => {
      const s = rootOf(42, "govt", nth);
      const v = knownOf(s, "govt");
      const w = sampleWorld(v, 77);
      expect(w.deck.length).toBe(s.deck.length);
      expect(w.deck[0]).toBe(s.deck[0]);
      const played = new Set(s.played);
      for (const c of w.deck) expect(played.has(c)).toBe(false);
      expect(new Set(w.deck).size).toBe(w.deck.length);
      // 2.1 each pile of 16 holds one Propaganda card: count them per pile of the prepared deck
      const all = [...s.played, ...w.deck];
      expect(all.length).toBe(64);
      for (let p = 0; p < 4; p++) {
        const pile = all.slice(p * 16, p * 16 + 16);
        expect(pile.filter((c) => PROPAGANDA_CARDS.includes(c)).length).toBe(1);
        expect(pile.filter((c) => EVENT_CARDS.includes(c)).length).toBe(15);
      }
      expect(Object.values(w.seats).every((x) => x === "nonplayer")).toBe(true);
      expect(w.dice).toBeUndefined();
    });
  }

  it("different seeds give different orders of the unseen cards", () => {
    const v = knownOf(rootOf(41, "govt", 2), "govt");
    expect(sampleWorld(v, 1).deck).not.toEqual(sampleWorld(v, 2).deck);
  });
});
