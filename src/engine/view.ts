// What a player may see (2.2): everything on the table, the played pile and the number of cards
// in the draw deck, plus the next card once play has begun (unless the "No Reveal" option is in
// use). The order of the rest of the deck, the generator state and the scripted dice still to come
// (which would foretell dice and draws) stay hidden.
import { deepClone } from "./core/clone";
import type { Faction, GameState } from "./types";

export interface PlayerView extends Omit<GameState, "deck" | "rng" | "dice"> {
  /** the visible top of the draw deck: [next card], or [] with No Reveal or an empty deck */
  deck: number[];
  /** how many cards the draw deck holds */
  deckCount: number;
  /** the generator state is never shown */
  rng: 0;
  /** whose view this is */
  viewer: Faction | null;
}

/**
 * The next card as everyone sees it (2.2), or null: hidden with No Reveal, with an empty deck,
 * before the first card is turned up (Open Deployment, 2.1: the whole deck is still face down), and
 * once the game has ended (7.1, 7.3: no card comes next).
 */
export function shownNextCard(s: Pick<GameState, "options" | "deck" | "played" | "ended">): number | null {
  if (s.ended || s.options.noReveal || s.deck.length === 0 || s.played.length === 0) return null;
  return s.deck[0];
}

export function view(s: GameState, faction: Faction | null): PlayerView {
  const next = shownNextCard(s);
  const visible = next === null ? [] : [next];
  const { deck: _deck, rng: _rng, dice: _dice, ...open } = s;
  return {
    ...deepClone(open),
    deck: visible,
    deckCount: s.deck.length,
    rng: 0,
    viewer: faction,
  };
}
