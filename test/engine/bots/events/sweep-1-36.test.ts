// 8.4 sweep: every side of cards 1–36, executed by a Non-player Insurgent on random mid-game
// boards, runs to its end with every Non-player step offered and accepted (no refused command,
// no "np.offPlan": an instruction never names an option the Decision lacks).
import { describe, expect, it } from "vitest";
import { botMove } from "../../../../src/engine/bots/index";
import { card } from "../../../../src/engine/data/cards";
import { eventDef, type Side } from "../../../../src/engine/events/registry";
import type { CardFrame } from "../../../../src/engine/flow/card";
import { apply, commandOf, getDecision } from "../../../../src/engine/flow/runtime";
import { createGame } from "../../../../src/engine/game";
import { type Command, type Faction, type GameState, isRuleError } from "../../../../src/engine/types";
import "../../fixture";

/** a small deterministic generator for the random players */
function rng(seed: number): () => number {
  let t = seed | 0;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let x = Math.imul(t ^ (t >>> 15), t | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const SEATS = { govt: "player", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" } as const;

function play(s: GameState, cmd: Command): GameState {
  const r = apply(s, cmd);
  if (isRuleError(r)) throw new Error(`refused ${JSON.stringify(cmd)}: ${r.code}`);
  return r.state;
}

function randomCommand(s: GameState, r: () => number): Command {
  const d = getDecision(s);
  return commandOf(d.options[Math.floor(r() * d.options.length)], s.seq, d.faction as Faction);
}

const atCardStart = (s: GameState) =>
  s.frames.at(-1)?.k === "card" && s.card.executed.length === 0 && Object.keys(s.card.acted).length === 0;

/** at least n random commands from the start, then on to the start of a card */
function midGame(seed: number, n: number): GameState {
  let s = createGame({ seed, seats: SEATS, deployment: "standard" });
  const r = rng(seed);
  for (let i = 0; !s.ended && (i < n || !atCardStart(s)); i++) {
    if (i > n + 5000) throw new Error("no card start");
    s = play(s, randomCommand(s, r));
  }
  if (s.ended) throw new Error(`game ${seed} ended before ${n} commands`);
  return s;
}

/** card n made the current card; its first Eligible Insurgent takes the Event side */
function force(s0: GameState, n: number, side: Side): { s: GameState; f: Faction } | null {
  const s = structuredClone(s0);
  s.current = n;
  (s.frames.at(-1) as CardFrame).n = n;
  const order = card(n).factionOrder;
  const f = order.find((g) => g !== "govt" && s.eligible[g]);
  if (!f) return null;
  for (const g of order) {
    if (g === f) break;
    s.eligible[g] = false;
  }
  return { s: play(s, { t: "choose", v: `event:${side}`, seq: s.seq, by: f }), f };
}

/** runs the Event to its end: bots for the Non-players, random choices for the Government */
function runEvent(s0: GameState, seed: number): number {
  const r = rng(seed);
  let s = s0;
  let bot = 0;
  for (let i = 0; s.frames.some((fr) => fr.k === "event"); i++) {
    if (i > 3000) throw new Error("the Event does not end");
    const d = getDecision(s);
    if (d.faction && s.seats[d.faction] === "nonplayer") {
      const m = botMove(s)!;
      const off = m.why.some((w) => w.key === "np.offPlan");
      expect(off, `np.offPlan at ${d.prompt.key} ${JSON.stringify(d.context)}`).toBe(false);
      s = play(s, m.command);
      bot++;
    } else s = play(s, randomCommand(s, r));
  }
  return bot;
}

const BOARDS: [number, number][] = [
  [11, 40],
  [12, 150],
  [13, 300],
  [14, 500],
  [15, 250],
  [16, 700],
];

describe("8.4 sweep: cards 1–36, both sides, random mid-game boards", () => {
  const boards = BOARDS.map(([seed, n]) => midGame(seed, n));
  for (let n = 1; n <= 36; n++)
    for (const side of ["shaded", "unshaded"] as Side[]) {
      if (!eventDef(n)?.[side]) continue;
      it(`card ${n} ${side}: the Non-player completes it`, () => {
        let ran = 0;
        boards.forEach((b, k) => {
          const forced = force(b, n, side);
          if (!forced) return;
          runEvent(forced.s, 100 * n + k);
          ran++;
        });
        expect(ran).toBeGreaterThan(0);
      });
    }
});
