// Fast structural copy of the plain-JSON game state (apply() never mutates its input).
import type { CardPlay, Frame, GameState } from "../types";

function deep<T>(v: T): T {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    // slice keeps the array's packed element kind (a number list stays a fast number list);
    // only nested objects need their own copy
    const out = v.slice();
    for (let i = 0; i < out.length; i++) {
      const x = out[i];
      if (x !== null && typeof x === "object") out[i] = deep(x);
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    const x = (v as Record<string, unknown>)[k];
    out[k] = x !== null && typeof x === "object" ? deep(x) : x;
  }
  return out as T;
}

/**
 * Copy for one apply(). Parts that change at most at setup, a card reveal or an Event are
 * *replaced* by their writers, never changed in place, so the copy shares them: seats, runBy,
 * options, deck, played, capabilities, momentum(By). Spaces are shared until written (copy-on-write,
 * mutate.writable). Random play checks that apply() leaves its input untouched.
 */
export function cloneState(s: GameState): GameState {
  // every field written out (no spread): one stable object shape, much faster to build
  const out: GameState = {
    v: s.v,
    seq: s.seq,
    seats: s.seats,
    runBy: s.runBy,
    options: s.options,
    aid: s.aid,
    presidente: s.presidente,
    deck: s.deck,
    played: s.played,
    current: s.current,
    propagandaPlayed: s.propagandaPlayed,
    lastRound: s.lastRound,
    capabilities: s.capabilities,
    momentum: s.momentum,
    rng: s.rng,
    barrier: s.barrier,
    cardStart: s.cardStart,
    spaces: s.spaces.slice(),
    resources: {
      govt: s.resources.govt,
      farc: s.resources.farc,
      auc: s.resources.auc,
      cartels: s.resources.cartels,
    },
    eligible: {
      govt: s.eligible.govt,
      farc: s.eligible.farc,
      auc: s.eligible.auc,
      cartels: s.eligible.cartels,
    },
    shipments: s.shipments.map((sh) => (sh.ask ? { s: sh.s, f: sh.f, ask: sh.ask } : { s: sh.s, f: sh.f })),
    card: cloneCard(s.card),
    frames: s.frames.map(cloneFrame),
    ended: s.ended && deep(s.ended),
  };
  // the optional fields, present only when set, in this order (assigned, not spread: no
  // temporary objects)
  if (s.dice) out.dice = s.dice; // replaced by rollDie, never changed in place
  if (s.diceFor) out.diceFor = s.diceFor; // replaced by rollDie, never changed in place
  if (s.botNotes) out.botNotes = s.botNotes; // replaced by keepBotNote, never changed in place
  if (s.ecuador) out.ecuador = true;
  if (s.panama) out.panama = true;
  if (s.outOfPlay) out.outOfPlay = s.outOfPlay; // replaced by its writer (card 49), never changed in place
  if (s.momentumBy) out.momentumBy = s.momentumBy; // replaced by its writer (card 42), never changed in place
  return out;
}

/** the card under way: its lists copied, its optional fields present only when set */
function cloneCard(c: CardPlay): CardPlay {
  const out: CardPlay = {
    acted: { ...c.acted },
    executed: c.executed.slice(),
    shipped: c.shipped.slice(),
    stayEligible: c.stayEligible.slice(),
    forceIneligible: c.forceIneligible.slice(),
  };
  if (c.transfers) out.transfers = c.transfers;
  if (c.discord) out.discord = c.discord;
  if (c.ineligibleThroughNext) out.ineligibleThroughNext = c.ineligibleThroughNext.slice();
  if (c.sweepSpaces) out.sweepSpaces = c.sweepSpaces;
  if (c.assaultSpaces) out.assaultSpaces = c.assaultSpaces;
  return out;
}

/**
 * Frames are flat objects whose values are primitives or small JSON arrays/objects. Copied key by
 * key (a spread over frames of many shapes is slow); keys keep their order, so equal frames keep
 * equal JSON.
 */
function cloneFrame(f: Frame): Frame {
  const out: Record<string, unknown> = {};
  for (const key in f) {
    const v = f[key];
    out[key] = v !== null && typeof v === "object" ? deep(v) : v;
  }
  return out as Frame;
}

export const deepClone = deep;
