/// <reference types="node" />
// The advisor against the flowchart bots: N all-Non-player games in which the named seats are
// played by the advisor (search) and the others by their flowcharts; each game's seed is also
// played by the four flowcharts, so the advised seat's wins compare with its flowchart's.
// Usage: npm run duel -- --advisor govt[,farc,...] --games N --seed S --budget-ms M
//        [--playouts P] [--rounds R] [--variations V] [--halving H] [--civic] [--value lead|standing] [--cards K] [--stop world|playout] [--workers W] [--verbose]
// Prints per advised seat:
//   duel: govt advisor W/N wins (x %), mean margin m, p99 ms per decision t
//   duel: govt flowchart W/N wins (x %), mean margin m (same seeds)
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { ADVISOR_DEFAULTS } from "../engine/advisor/index";
import { FACTIONS, type Faction } from "../engine/index";
import { argNumber, argValue } from "./common";
import { type DuelConfig, type DuelResult, duelGame } from "./duel-game";

function pct(n: number, d: number): string {
  return d ? ((100 * n) / d).toFixed(1) : "0.0";
}

function p99(xs: number[]): number {
  if (!xs.length) return 0;
  const a = xs.slice().sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.ceil(0.99 * a.length) - 1)];
}

/** games 0..n-1, one game at a time per worker thread (1: in this thread) */
async function playAll(cfg: DuelConfig, n: number, workers: number, each: (r: DuelResult) => void) {
  const out: DuelResult[] = [];
  if (workers <= 1) {
    for (let g = 0; g < n; g++) {
      const r = duelGame(cfg, g);
      each(r);
      out.push(r);
    }
    return out;
  }
  let next = 0;
  const boot = `import("tsx/esm/api").then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  await Promise.all(
    Array.from({ length: Math.min(workers, n) }, () => {
      const worker = new Worker(boot, { eval: true, workerData: { duel: cfg } });
      return new Promise<void>((resolve, reject) => {
        const feed = () => {
          if (next >= n) {
            void worker.terminate().then(() => resolve());
            return;
          }
          worker.postMessage(next++);
        };
        worker.on("message", (r: DuelResult | "ready") => {
          if (r !== "ready") {
            each(r);
            out.push(r);
          }
          feed();
        });
        worker.once("error", reject);
      });
    }),
  );
  return out.sort((a, b) => a.game - b.game);
}

async function main(): Promise<void> {
  const names = (argValue("advisor") ?? "govt").split(",");
  const advised = names.filter((f): f is Faction => (FACTIONS as string[]).includes(f));
  if (!advised.length || advised.length !== names.length) throw new Error(`--advisor: ${names.join(",")}`);
  const games = argNumber("games", 20);
  const cfg: DuelConfig = {
    seed: argNumber("seed", 1),
    advised,
    budgetMs: argNumber("budget-ms", 250),
    playouts: argNumber("playouts", 10_000),
    rounds: argNumber("rounds", ADVISOR_DEFAULTS.rounds),
    variations: argNumber("variations", ADVISOR_DEFAULTS.variations),
    halving: argNumber("halving", 0),
    civic: process.argv.includes("--civic"),
    value: argValue("value") === "standing" ? "standing" : "lead",
    cards: argValue("cards") === undefined ? undefined : argNumber("cards", 0),
    stop: argValue("stop") === "playout" ? "playout" : "world",
  };
  const verbose = process.argv.includes("--verbose");
  const t0 = performance.now();
  const results = await playAll(cfg, games, argNumber("workers", 1), (r) => {
    if (verbose)
      console.log(
        `game ${r.game}: winner ${r.winner ?? "-"} (flowchart game: ${r.baseWinner ?? "-"}) ${r.failure ?? ""} | ${advised.map((f) => `${f} ${r.margins[f]} vs ${r.baseMargins[f]}`).join(", ")} | ${r.searches} searches, ${r.playouts} playouts`,
      );
  });
  const failed = results.filter((r) => r.failure);
  for (const r of failed) console.log(`game ${r.game}: FAILED ${r.failure}`);
  const ok = results.filter((r) => !r.failure);
  const n = ok.length;
  console.log(`${games} games in ${((performance.now() - t0) / 1000).toFixed(0)} s, ${failed.length} failed`);
  for (const f of advised) {
    const w = ok.filter((r) => r.winner === f).length;
    const m = ok.reduce((a, r) => a + r.margins[f], 0) / Math.max(1, n);
    const ms = p99(ok.flatMap((r) => r.ms[f] ?? []));
    const wall = p99(ok.flatMap((r) => r.wall[f] ?? []));
    const all = ok.flatMap((r) => r.searchMs[f] ?? []);
    const mean = all.reduce((a, x) => a + x, 0) / Math.max(1, all.length);
    console.log(
      `duel: ${f} advisor ${w}/${n} wins (${pct(w, n)} %), mean margin ${m.toFixed(1)}, p99 ms per decision ${ms.toFixed(0)}`,
    );
    console.log(
      `  (${f} advisor p99 per decision: ${ms.toFixed(0)} ms CPU of its thread, ${wall.toFixed(0)} ms wall; mean ${mean.toFixed(0)} ms CPU per search)`,
    );
    const bw = ok.filter((r) => r.baseWinner === f).length;
    const bm = ok.reduce((a, r) => a + r.baseMargins[f], 0) / Math.max(1, n);
    console.log(
      `duel: ${f} flowchart ${bw}/${n} wins (${pct(bw, n)} %), mean margin ${bm.toFixed(1)} (same seeds)`,
    );
  }
  process.exit(failed.length ? 1 : 0);
}

if (!isMainThread && parentPort && (workerData as { duel?: DuelConfig } | null)?.duel) {
  const cfg = (workerData as { duel: DuelConfig }).duel;
  const port = parentPort;
  port.on("message", (g: number) => port.postMessage(duelGame(cfg, g)));
  port.postMessage("ready");
} else if (isMainThread) {
  void main();
}
