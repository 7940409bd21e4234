// 8.4 sweep over cards 37–72: on mid-game boards (random play with the Insurgents as Non-players),
// each card side is forced on an Insurgent Non-player, which must complete the Event with no
// refused command and no instruction slip ("np.offPlan"); every narration line has an English
// text. A Non-player Government runs the unshaded sides (8.4.4 short instructions) the same way.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeRng } from "../../../../src/cli/common";
import { botMove } from "../../../../src/engine/bots/index";
import { eventDef, type Side } from "../../../../src/engine/events/registry";
import { apply, commandOf, getDecision, settle } from "../../../../src/engine/flow/runtime";
import { createGame } from "../../../../src/engine/game";
import {
  FACTIONS,
  type Faction,
  type Frame,
  type GameState,
  isRuleError,
} from "../../../../src/engine/types";
import "../../../../src/engine/all";

type Seats = Record<Faction, "player" | "nonplayer">;
const INSURGENTS_NP: Seats = { govt: "player", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" };
const ALL_NP: Seats = { govt: "nonplayer", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" };

/** one command: the bot's for a Non-player, a random option for a player */
function next(s: GameState, rnd: () => number): { state: GameState; offPlan: boolean; keys: string[] } {
  const d = getDecision(s);
  const f = d.faction as Faction;
  let cmd: ReturnType<typeof commandOf>;
  let keys: string[] = [];
  if (s.seats[f] === "nonplayer") {
    const m = botMove(s);
    if (!m) throw new Error(`no bot move at ${d.prompt.key}`);
    cmd = m.command;
    keys = m.why.map((w) => w.key);
  } else cmd = commandOf(d.options[Math.floor(rnd() * d.options.length)], s.seq, f);
  const r = apply(s, cmd);
  if (isRuleError(r)) throw new Error(`refused ${JSON.stringify(cmd)}: ${r.code} at ${d.prompt.key}`);
  return { state: r.state, offPlan: keys.includes("np.offPlan"), keys };
}

const atCardStart = (s: GameState) => s.frames.at(-1)?.k === "card" && s.card.executed.length === 0;

/** a board after about n random commands, stopped where a new Event card starts */
function midGame(seed: number, n: number): GameState {
  const rnd = makeRng(seed);
  let s = createGame({ seed, seats: INSURGENTS_NP, deployment: "standard" });
  for (let k = 0; (k < n || !atCardStart(s)) && !s.ended && k < n + 400; k++) s = next(s, rnd).state;
  expect(atCardStart(s), `seed ${seed}: no card start`).toBe(true);
  return s;
}

/** the same board with card n on top, f the only Eligible Faction, seats as given */
function force(s0: GameState, n: number, f: Faction, seats: Seats): GameState {
  const s = structuredClone(s0);
  s.current = n;
  (s.frames[s.frames.length - 1] as Frame & { n: number }).n = n;
  for (const g of FACTIONS) s.eligible[g] = g === f;
  s.seats = { ...seats };
  return settle(s);
}

/** runs the Event to its end; returns the narration keys (throws on a refusal) */
function runEvent(s0: GameState, side: Side, seed: number): { keys: string[]; offPlan: number } {
  const rnd = makeRng(seed);
  const f = getDecision(s0).faction as Faction;
  const opt = getDecision(s0).options.find((o) => o.t === "choose" && o.v === `event:${side}`);
  expect(opt, `event:${side} offered`).toBeDefined();
  const r = apply(s0, commandOf(opt!, s0.seq, f));
  if (isRuleError(r)) throw new Error(`event refused: ${r.code}`);
  let s = r.state;
  const keys: string[] = [];
  let offPlan = 0;
  for (let k = 0; k < 400 && s.frames.some((x) => x.k === "event") && !s.ended; k++) {
    const st = next(s, rnd);
    keys.push(...st.keys);
    if (st.offPlan) offPlan++;
    s = st.state;
  }
  expect(s.frames.some((x) => x.k === "event") && !s.ended, "the Event ends").toBe(false);
  return { keys, offPlan };
}

/** every key of the English lang fragments (lang/en/*.json and lang/en/cards/*.json) */
function englishKeys(): Set<string> {
  const dir = join(__dirname, "../../../../lang/en");
  const out = new Set<string>();
  for (const f of readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((x) => x.endsWith(".json")))
    for (const k of Object.keys(JSON.parse(readFileSync(join(dir, f), "utf8")))) out.add(k);
  return out;
}

const BOARDS = [
  [11, 40],
  [12, 120],
  [13, 220],
] as const;
const CARDS = Array.from({ length: 36 }, (_, k) => 37 + k);
const EXECUTORS: Faction[] = ["farc", "auc", "cartels"];

describe("8.4 sweep: cards 37–72 executed by Non-players on mid-game boards", () => {
  const boards = BOARDS.map(([seed, n]) => midGame(seed, n));
  const lang = englishKeys();

  for (const n of CARDS)
    it(`card ${n}: every side completes with no refusal and no off-plan step`, () => {
      const def = eventDef(n);
      expect(def).toBeDefined();
      const sides = (["unshaded", "shaded"] as Side[]).filter((x) => def?.[x]);
      let runs = 0;
      boards.forEach((b, k) => {
        for (const side of sides) {
          // an Insurgent Non-player (the three take turns over the boards)
          const f = EXECUTORS[(n + k) % 3];
          const r = runEvent(force(b, n, f, INSURGENTS_NP), side, n * 7 + k);
          expect(r.offPlan, `card ${n} ${side} by ${f}`).toBe(0);
          for (const key of r.keys) expect(lang.has(key), `lang/en lacks ${key}`).toBe(true);
          runs++;
        }
        // a Non-player Government on the unshaded side (its own side, 8.4.1)
        if (def?.unshaded) {
          const r = runEvent(force(b, n, "govt", ALL_NP), "unshaded", n * 11 + k);
          expect(r.offPlan, `card ${n} unshaded by govt`).toBe(0);
          runs++;
        }
      });
      expect(runs).toBeGreaterThanOrEqual(boards.length * sides.length);
    });
});
