import { describe, expect, it } from "vitest";
import "../../src/engine/all";
import { createGame } from "../../src/engine/game";
import type { Setup } from "../../src/engine/types";
import { shownNextCard, view } from "../../src/engine/view";

const setup: Setup = {
  seed: 5,
  seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
  deployment: "standard",
};

describe("view (2.2: one card ahead, the deck's size, the played pile)", () => {
  it("2.2 a player sees the next card and the number of cards in the draw deck, not the rest", () => {
    const s = createGame(setup);
    const before = JSON.stringify(s);
    const v = view(s, "farc");
    expect(v.deck).toEqual([s.deck[0]]);
    expect(v.deckCount).toBe(s.deck.length);
    expect(v.deckCount).toBeGreaterThan(50);
    expect(v.played).toEqual(s.played);
    expect(v.current).toBe(s.current);
    expect(v.rng).toBe(0);
    expect(v.viewer).toBe("farc");
    expect(v.spaces).toEqual(s.spaces);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.deck.slice(0, 3)).slice(1, -1));
    // the state itself is untouched, and the view does not share its arrays
    expect(JSON.stringify(s)).toBe(before);
    v.spaces[0].f[0] = 99;
    expect(s.spaces[0].f[0]).not.toBe(99);
  });

  it("scripted dice still to come (Setup.dice) are not shown: they would foretell the rolls", () => {
    const s = createGame({ ...setup, dice: [6, 1, 4] });
    expect(s.dice).toEqual([6, 1, 4]);
    const v = view(s, "govt");
    expect("dice" in v).toBe(false);
    expect(view(createGame(setup), "govt")).not.toHaveProperty("dice");
  });

  it("2.1 / 2.2 during Open Deployment no card is shown: the deck stays face down until play begins", () => {
    const s = createGame({ ...setup, deployment: "open" });
    expect(s.played).toEqual([]);
    expect(s.frames.some((f) => f.k === "deploy")).toBe(true);
    const v = view(s, "cartels");
    expect(v.deck).toEqual([]);
    expect(v.deckCount).toBe(s.deck.length);
  });

  it("2.2 No Reveal option: the next card is hidden too", () => {
    const s = createGame({ ...setup, options: { noReveal: true } });
    const v = view(s, "govt");
    expect(v.deck).toEqual([]);
    expect(v.deckCount).toBe(s.deck.length);
  });

  it("2.2 an empty draw deck shows nothing", () => {
    const s = createGame({ ...setup, deck: [1] });
    expect(view(s, null).deck).toEqual([]);
    expect(view(s, null).deckCount).toBe(0);
  });

  it("7.1 / 7.3 once the game has ended no next card is shown", () => {
    const s = createGame(setup);
    expect(shownNextCard(s)).toBe(s.deck[0]);
    const over = { ...s, ended: { ...(s.ended ?? {}), reason: "final" } } as typeof s;
    expect(shownNextCard(over)).toBeNull();
    expect(view(over, null).deck).toEqual([]);
  });
});
