/// <reference types="node" />
// Shared helpers for the command-line tools: a seeded generator (never Math.random), random
// seats/options, and one random game played with uniformly random legal commands.

import { makeRand, mix } from "../engine/advisor/rng";
import { botMove } from "../engine/bots/index";
import {
  apply,
  type Command,
  checkInvariants,
  commandOf,
  createGame,
  type Decision,
  EVENT_CARDS,
  FACTIONS,
  type Faction,
  type GameState,
  getDecision,
  isRuleError,
  type Option,
  optionKey,
  PROPAGANDA_CARDS,
  type Setup,
  view,
} from "../engine/index";

/** mulberry32: a small seeded generator for the tools (the advisor's own, src/engine/advisor/rng.ts) */
export const makeRng = makeRand;

/** a per-game seed derived from the run seed and the game number (unsigned) */
export function gameSeed(seed: number, game: number): number {
  return mix(seed, game) >>> 0;
}

/** the share of random tables whose deck brings cards 33 (Ecuador) and 71 (Panamá) out early */
export const FOREIGN_SHARE = 0.25;
/** cards that make a foreign country a space (1.3.5): Sucumbíos (Ecuador), Darién (Panamá) */
export const FOREIGN_CARDS: readonly number[] = [33, 71];

function shuffled<T>(r: () => number, a: T[]): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/**
 * A deck prepared as 2.1 does (12 Events aside, 4 piles each with a Propaganda card), except that
 * cards 33 and 71 are the first and third cards of the first pile: every Operation, Event and
 * Propaganda Round of the game can then meet Ecuador and Panamá as spaces (1.3.5).
 */
export function foreignEarlyDeck(r: () => number): number[] {
  const others = shuffled(
    r,
    EVENT_CARDS.filter((n) => !FOREIGN_CARDS.includes(n)),
  ).slice(0, EVENT_CARDS.length - 12 - FOREIGN_CARDS.length);
  const per = (others.length + FOREIGN_CARDS.length) / 4;
  const first = others.splice(0, per - FOREIGN_CARDS.length);
  const piles = [first, ...[0, 1, 2].map(() => others.splice(0, per))];
  const deck: number[] = [];
  piles.forEach((pile, p) => {
    const rest = shuffled(r, [...pile.slice(p === 0 ? 1 : 0), PROPAGANDA_CARDS[p]]);
    deck.push(...(p === 0 ? [FOREIGN_CARDS[0], pile[0], FOREIGN_CARDS[1], ...rest] : rest));
  });
  return deck;
}

/** A random table: 4 players, Non-player seats, or spare Factions (1.5, 1.5.1); random options. */
export function randomSetup(seed: number): Setup {
  const r = makeRng(seed ^ 0x5bd1e995);
  const mode = Math.floor(r() * 4);
  const seats: Record<Faction, "player" | "nonplayer"> = {
    govt: "player",
    farc: "player",
    auc: "player",
    cartels: "player",
  };
  let runBy: Setup["runBy"];
  if (mode === 1) {
    // Non-player option: Government plus any subset of Insurgents are players
    for (const f of FACTIONS) if (f !== "govt" && r() < 0.6) seats[f] = "nonplayer";
  } else if (mode === 2) {
    runBy = { cartels: "auc" }; // 3 players (1.5.1)
  } else if (mode === 3) {
    runBy = { auc: "govt", cartels: "farc" }; // 2 players (1.5.1)
  }
  const setup: Setup = {
    seed,
    seats,
    deployment: r() < 0.3 ? "open" : "standard",
    options: { shortGame: r() < 0.3, noReveal: r() < 0.2 },
  };
  if (runBy) setup.runBy = runBy;
  if (r() < FOREIGN_SHARE) setup.deck = foreignEarlyDeck(r);
  return setup;
}

/** A table with 1–3 Non-player insurgents (section 8) and the Government a player; random options. */
export function randomNonPlayerSetup(seed: number): Setup {
  const r = makeRng(seed ^ 0x68e31da4);
  const seats: Record<Faction, "player" | "nonplayer"> = {
    govt: "player",
    farc: "player",
    auc: "player",
    cartels: "player",
  };
  const np = (["farc", "auc", "cartels"] as const).filter(() => r() < 0.6);
  for (const f of np.length ? np : [(["farc", "auc", "cartels"] as const)[Math.floor(r() * 3)]])
    seats[f] = "nonplayer";
  const setup: Setup = {
    seed,
    seats,
    deployment: r() < 0.3 ? "open" : "standard",
    options: { shortGame: r() < 0.3, noReveal: r() < 0.2 },
  };
  if (r() < FOREIGN_SHARE) setup.deck = foreignEarlyDeck(r);
  return setup;
}

export interface GameRun {
  setup: Setup;
  commands: Command[];
  state: GameState;
  /** null when the game ended cleanly */
  failure: string | null;
  /** index of the command at which it failed (or commands.length) */
  at: number;
}

export interface PlayOptions {
  maxCommands?: number;
  checkInvariants?: boolean;
  /** Non-player seats are played by their bots (section 8), the others at random */
  bots?: boolean;
  /** a random player holding card 33 or 71 plays its shaded Event when offered (1.3.5) */
  openForeign?: boolean;
}

/** the shaded Event of card 33 or 71, when it is the current card and offered */
function foreignEvent(s: GameState, d: Decision): Option | undefined {
  if (s.current === null || !FOREIGN_CARDS.includes(s.current)) return undefined;
  return d.options.find((o) => optionKey(o) === "c|event:shaded");
}

/** Play one game to its end with uniformly random legal commands. */
export function playRandomGame(setup: Setup, opts: PlayOptions = {}): GameRun {
  const max = opts.maxCommands ?? 20_000;
  const rnd = makeRng(setup.seed ^ 0x27d4eb2f);
  const commands: Command[] = [];
  let s: GameState;
  try {
    s = createGame(setup);
  } catch (e) {
    return {
      setup,
      commands,
      state: null as unknown as GameState,
      failure: `createGame: ${String(e)}`,
      at: 0,
    };
  }
  const fail = (msg: string): GameRun => ({ setup, commands, state: s, failure: msg, at: commands.length });
  if (opts.checkInvariants !== false) {
    const bad = checkInvariants(s);
    if (bad.length) return fail(`invariants after setup: ${bad.join("; ")}`);
  }
  while (!s.ended) {
    if (commands.length >= max) return fail(`no end after ${max} commands`);
    // one uniformly random element of legalCommands(s), without building the whole list
    const d = getDecision(s);
    if (!d.faction || !d.options.length)
      return fail(`dead end: no legal command (frame ${s.frames.at(-1)?.k})`);
    let cmd: Command;
    if (opts.bots && s.seats[d.faction] === "nonplayer") {
      const before = opts.checkInvariants !== false && commands.length % 7 === 0 ? JSON.stringify(s) : null;
      const move = botMove(s);
      if (!move) return fail(`no bot move for Non-player ${d.faction} (frame ${s.frames.at(-1)?.k})`);
      if (before !== null && JSON.stringify(s) !== before) return fail("botMove changed the state");
      if (move.why.some((m) => m.key === "np.offPlan"))
        return fail(`bot ${d.faction} planned an option that is not offered (frame ${s.frames.at(-1)?.k})`);
      cmd = move.command;
    } else {
      const pick =
        (opts.openForeign && foreignEvent(s, d)) || d.options[Math.floor(rnd() * d.options.length)];
      cmd = commandOf(pick, s.seq, d.faction);
    }
    // now and then: apply() must leave its input untouched (copy-on-write spaces, frames)
    const before = opts.checkInvariants !== false && commands.length % 10 === 0 ? JSON.stringify(s) : null;
    const r = apply(s, cmd);
    if (before !== null && JSON.stringify(s) !== before)
      return fail(`apply changed its input state (frame ${s.frames.at(-1)?.k})`);
    if (isRuleError(r)) {
      const d = r.message.params?.detail ?? "";
      return fail(`refused ${JSON.stringify(cmd)}: ${r.code} ${d} (frame ${s.frames.at(-1)?.k})`);
    }
    commands.push(cmd);
    s = r.state;
    if (opts.checkInvariants !== false) {
      const bad = checkInvariants(s);
      if (bad.length) return { ...fail(`invariants: ${bad.join("; ")}`), at: commands.length - 1 };
      // now and then: the Decision recomputed from the state's JSON must be the same (pure decide)
      if (commands.length % 25 === 0) {
        const want = JSON.stringify(getDecision(s));
        const again = getDecision(JSON.parse(JSON.stringify(s)) as GameState);
        if (JSON.stringify(again) !== want)
          return {
            ...fail(`Decision differs after a JSON round-trip (frame ${s.frames.at(-1)?.k})`),
            at: commands.length - 1,
          };
        // a client's engine copy holds only a player's view (hidden deck, no generator state)
        const seen = getDecision(view(s, d.faction) as unknown as GameState);
        if (JSON.stringify(seen) !== want)
          return {
            ...fail(`Decision differs on a player's view (frame ${s.frames.at(-1)?.k})`),
            at: commands.length - 1,
          };
      }
    }
  }
  return { setup, commands, state: s, failure: null, at: commands.length };
}

export function argValue(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
export function argNumber(name: string, fallback: number): number {
  const v = argValue(name);
  const n = v === undefined ? fallback : Number(v);
  if (!Number.isFinite(n)) throw new Error(`--${name} needs a number`);
  return n;
}
