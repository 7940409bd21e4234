/// <reference types="node" />
// The Non-player Government's bot against a random Government, every seat a Non-player:
// the same game seeds are played twice, once with the Government's choices made by its bot and once
// by uniformly random legal choices; FARC, AUC and Cartels are their bots both times. Prints win
// rates, average margins, the 8.8-style difference (Government minus the best Insurgent margin),
// the median game time and the slowest Government decision.
// Usage: npx tsx scripts/govt-bench.ts [--games N] [--seed S] [--log G] (--log: narrate game G)

import { argNumber, gameSeed, makeRng } from "../src/cli/common";
import { botMove } from "../src/engine/bots/index";
import { basesOnMap, totalOpposition, totalSupport } from "../src/engine/core/queries";
import {
  apply,
  type Command,
  commandOf,
  createGame,
  FACTIONS,
  type Faction,
  type GameState,
  getDecision,
  isRuleError,
  type Setup,
} from "../src/engine/index";

interface Result {
  winner: Faction | null;
  margins: Record<Faction, number>;
  ms: number;
  slowest: number;
  failure: string | null;
  cards: number;
}

function setupOf(seed: number): Setup {
  const r = makeRng(seed ^ 0x1b873593);
  return {
    seed,
    seats: { govt: "nonplayer", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" },
    deployment: "standard",
    options: { shortGame: r() < 0.2 },
  };
}

function play(seed: number, randomGovt: boolean, narrate: boolean): Result {
  let s: GameState = createGame(setupOf(seed));
  const rnd = makeRng(seed ^ 0x27d4eb2f);
  const t0 = performance.now();
  let slowest = 0;
  let shown = -1;
  for (let n = 0; n < 20000 && !s.ended; n++) {
    const d = getDecision(s);
    if (narrate && s.current !== shown) {
      shown = s.current ?? -1;
      console.log(
        `== card ${shown}: Support ${totalSupport(s)} Opposition ${totalOpposition(s)} bases F${basesOnMap(s, "farc")} A${basesOnMap(s, "auc")} C${basesOnMap(s, "cartels")} G${basesOnMap(s, "govt")} res ${JSON.stringify(s.resources)} aid ${s.aid}`,
      );
    }
    if (!d.faction || !d.options.length) return fail(s, "dead end", t0, slowest);
    let cmd: Command;
    if ((randomGovt && d.faction === "govt") || (randomInsurgents && d.faction !== "govt")) {
      cmd = commandOf(d.options[Math.floor(rnd() * d.options.length)], s.seq, d.faction);
    } else {
      const t = performance.now();
      const m = botMove(s);
      if (d.faction === "govt") slowest = Math.max(slowest, performance.now() - t);
      if (!m) return fail(s, `no bot move (${d.faction})`, t0, slowest);
      if (m.why.some((w) => w.key === "np.offPlan")) return fail(s, `off plan (${d.faction})`, t0, slowest);
      cmd = m.command;
      if (narrate && d.faction === "govt")
        console.log(
          `  ${d.prompt.key} → ${JSON.stringify(bodyOf(m.command))}${m.why.map((w) => `\n     ${w.key} ${JSON.stringify(w.params ?? {})}`).join("")}`,
        );
    }
    const r = apply(s, cmd);
    if (isRuleError(r)) return fail(s, `refused ${JSON.stringify(cmd)}: ${r.code}`, t0, slowest);
    s = r.state;
  }
  const e = s.ended;
  return {
    winner: e?.winner ?? null,
    margins: e?.margins ?? { govt: 0, farc: 0, auc: 0, cartels: 0 },
    ms: performance.now() - t0,
    slowest,
    failure: e ? null : "no end",
    cards: s.played.length,
  };
}

/** the Command without its envelope (seq, by, meta, note, dice) */
function bodyOf(c: Command): unknown {
  if (c.t === "choose") return c.v;
  const body: Record<string, unknown> = { ...c };
  for (const k of ["seq", "by", "meta", "note", "dice"]) delete body[k];
  return body;
}

function fail(s: GameState, why: string, t0: number, slowest: number): Result {
  return {
    winner: null,
    margins: { govt: 0, farc: 0, auc: 0, cartels: 0 },
    ms: performance.now() - t0,
    slowest,
    failure: `${why} at card ${s.current}`,
    cards: s.played.length,
  };
}

function summary(name: string, rs: Result[]): void {
  const ok = rs.filter((r) => !r.failure);
  const wins: Record<string, number> = {};
  for (const r of ok) wins[r.winner ?? "none"] = (wins[r.winner ?? "none"] ?? 0) + 1;
  const avg = (f: (r: Result) => number) =>
    (ok.reduce((n, r) => n + f(r), 0) / Math.max(1, ok.length)).toFixed(1);
  const diff = (r: Result) => r.margins.govt - Math.max(r.margins.farc, r.margins.auc, r.margins.cartels);
  const ms = ok.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (((wins.govt ?? 0) / Math.max(1, ok.length)) * 100).toFixed(1);
  console.log(
    `${name}: ${ok.length} games, ${rs.length - ok.length} failed; Government wins ${wins.govt ?? 0} (${pct}%); wins ${JSON.stringify(wins)}`,
  );
  console.log(
    `  average margins govt ${avg((r) => r.margins.govt)} farc ${avg((r) => r.margins.farc)} auc ${avg((r) => r.margins.auc)} cartels ${avg((r) => r.margins.cartels)}; govt minus best insurgent ${avg(diff)}; cards ${avg((r) => r.cards)}`,
  );
  console.log(
    `  median game ${ms[Math.floor(ms.length / 2)]?.toFixed(1)} ms; slowest Government decision ${Math.max(...rs.map((r) => r.slowest)).toFixed(2)} ms`,
  );
  for (const r of rs) if (r.failure) console.log(`  failure: ${r.failure}`);
}

const games = argNumber("games", 100);
/** --random-insurgents: FARC, AUC and Cartels choose at random too (the bots' opponents are weak) */
const randomInsurgents = process.argv.includes("--random-insurgents");
const seed = argNumber("seed", 1);
const logGame = argNumber("log", -1);
if (logGame >= 0) {
  const r = play(gameSeed(seed, logGame), false, true);
  console.log(JSON.stringify({ winner: r.winner, margins: r.margins, failure: r.failure }));
} else {
  const bot: Result[] = [];
  const random: Result[] = [];
  for (let g = 0; g < games; g++) {
    bot.push(play(gameSeed(seed, g), false, false));
    random.push(play(gameSeed(seed, g), true, false));
  }
  summary("Government bot", bot);
  summary("random Government", random);
  void FACTIONS;
}
