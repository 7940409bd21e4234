// Information sets (2.2): the advisor sees what the player sees (view: the table, the played pile,
// the deck's size and the shown next card) and fills in the rest by sampling, once per playout:
// the order and content of the unseen deck, and the generator that rolls every die still to come.
// The true deck order, generator state and scripted dice are never read.
import {
  EVENT_CARDS,
  FACTIONS,
  type Faction,
  type GameState,
  type PlayerView,
  PROPAGANDA_CARDS,
  view,
} from "../index";
import { makeRand, mix, type Rand, shuffleWith } from "./rng";

/** 2.1 a prepared deck: 4 piles, each of 15 Events and one Propaganda card */
const PILES = 4;
const PILE = 16;

/** what a player at `f` knows of the game: its view */
export function knownOf(s: GameState, f: Faction): PlayerView {
  return view(s, f);
}

/**
 * One determinized world consistent with the view: the unseen cards are Events not yet seen
 * (2.1: 12 were set aside unseen, so any unseen Event may be in the deck) and the Propaganda cards
 * still to come, each kept in its pile (2.1: one per pile of 16) when the deck has that shape.
 * Every seat is a Non-player so the flowchart bots (section 8) play the playout.
 */
export function sampleWorld(v: PlayerView, seed: number): GameState {
  const r = makeRand(seed);
  const deck = sampleDeck(v, r);
  const { deckCount: _c, viewer: _v, ...open } = v;
  const seats = Object.fromEntries(FACTIONS.map((f) => [f, "nonplayer"])) as GameState["seats"];
  return { ...(open as unknown as GameState), seats, deck, rng: mix(seed, 0x5bd1e995) };
}

function sampleDeck(v: PlayerView, r: Rand): number[] {
  const shown = v.deck.length ? v.deck[0] : null;
  const n = v.deckCount - (shown === null ? 0 : 1);
  if (n <= 0) return shown === null ? [] : [shown];
  const seen = new Set(v.played);
  if (shown !== null) seen.add(shown);
  const events = shuffleWith(
    r,
    EVENT_CARDS.filter((c) => !seen.has(c)),
  );
  const props = PROPAGANDA_CARDS.filter((c) => !seen.has(c));
  const unseen =
    piled(v, n, props, events, r) ?? shuffleWith(r, [...props, ...events.slice(0, n - props.length)]);
  return shown === null ? unseen : [shown, ...unseen];
}

/** the unseen part of a 2.1 deck (null when the deck does not have that shape) */
function piled(v: PlayerView, n: number, props: number[], events: number[], r: Rand): number[] | null {
  const total = PILES * PILE;
  const start = total - n; // position of the first unseen card in the prepared deck
  if (v.played.length + v.deckCount !== total || start < 0 || events.length < n - props.length) return null;
  const pile = Math.floor(start / PILE);
  const later = PILES - 1 - pile; // piles not yet begun, each holding its Propaganda card
  const inCurrent = start % PILE === 0 ? 0 : props.length - later;
  if (start % PILE === 0 ? props.length !== PILES - pile : inCurrent !== 0 && inCurrent !== 1) return null;
  const out: number[] = new Array(n);
  let e = 0;
  let p = 0;
  for (let q = pile; q < PILES; q++) {
    const from = Math.max(start, q * PILE) - start;
    const to = (q + 1) * PILE - start;
    const hasProp = q > pile || start % PILE === 0 || inCurrent === 1;
    const at = hasProp ? from + Math.floor(r() * (to - from)) : -1;
    for (let i = from; i < to; i++) out[i] = i === at ? props[p++] : events[e++];
  }
  return out;
}
