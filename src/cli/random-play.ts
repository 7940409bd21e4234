/// <reference types="node" />
// Fuzzer: plays N complete games with uniformly random legal commands (odd games: 1–3 Non-players
// played by their bots, section 8), checks the invariants
// after every command, checks that every game ends, and replays each game's command log to
// compare state hashes. Usage: tsx src/cli/random-play.ts --games 1000 [--seed S] [--game G]
//   --game G   plays only game G of the run (to reproduce a failure), with details
//   --save F   with --game: write that game as a saved game { setup, commands } to file F
//   --workers W  parallel workers (default: 2 when N ≥ 50)
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { isRuleError, replay, stateHash, validateSetup } from "../engine/index";
import { argNumber, argValue, gameSeed, playRandomGame, randomNonPlayerSetup, randomSetup } from "./common";

interface Outcome {
  game: number;
  ok: boolean;
  msg: string;
  commands: number;
  cards: number;
  reason: string;
  /** Ecuador or Panamá became a space during the game (1.3.5) */
  foreign?: boolean;
}

function runGame(seed: number, game: number): Outcome {
  // odd games: 1–3 Non-players played by their bots (section 8); even games: random tables, all random
  const bots = game % 2 === 1;
  const setup = bots ? randomNonPlayerSetup(gameSeed(seed, game)) : randomSetup(gameSeed(seed, game));
  const bad = validateSetup(setup);
  if (bad)
    return {
      game,
      ok: false,
      msg: `invalid setup ${JSON.stringify(setup)}: ${JSON.stringify(bad)}`,
      commands: 0,
      cards: 0,
      reason: "",
    };
  const run = playRandomGame(setup, { bots, openForeign: !!setup.deck });
  const base = { game, commands: run.commands.length, cards: run.state?.played.length ?? 0 };
  if (run.failure) return { ...base, ok: false, msg: `${run.failure} (command index ${run.at})`, reason: "" };
  const again = replay(setup, run.commands);
  if (isRuleError(again))
    return { ...base, ok: false, msg: `replay refused: ${JSON.stringify(again)}`, reason: "" };
  const h1 = stateHash(run.state);
  const h2 = stateHash(again);
  if (h1 !== h2) return { ...base, ok: false, msg: `replay hash ${h2} != ${h1}`, reason: "" };
  const foreign = !!(run.state.ecuador || run.state.panama);
  return { ...base, ok: true, msg: "", reason: run.state.ended?.reason ?? "", foreign };
}

function runRange(seed: number, games: number[]): Outcome[] {
  return games.map((g) => {
    try {
      return runGame(seed, g);
    } catch (e) {
      return {
        game: g,
        ok: false,
        msg: `exception: ${(e as Error)?.stack ?? e}`,
        commands: 0,
        cards: 0,
        reason: "",
      };
    }
  });
}

async function main(): Promise<void> {
  const n = argNumber("games", 1000);
  const seed = argNumber("seed", 1);
  const only = argValue("game");
  const t0 = performance.now();
  if (only !== undefined) {
    const o = runGame(seed, Number(only));
    const bots = Number(only) % 2 === 1;
    const setup = (bots ? randomNonPlayerSetup : randomSetup)(gameSeed(seed, Number(only)));
    const save = argValue("save");
    if (save) {
      // the saved game (up to the failure, if any) for `npm run replay -- file`
      const run = playRandomGame(setup, { bots, openForeign: !!setup.deck });
      writeFileSync(save, JSON.stringify({ setup, commands: run.commands }));
    }
    console.log(JSON.stringify({ setup, ...o }, null, 1));
    console.log(o.ok ? "1 passed, 0 failed" : "0 passed, 1 failed");
    process.exit(o.ok ? 0 : 1);
  }
  const workers = Math.max(1, argNumber("workers", n >= 50 ? Math.min(2, availableParallelism()) : 1));
  const all = Array.from({ length: n }, (_, i) => i);
  let results: Outcome[];
  if (workers === 1) results = runRange(seed, all);
  else {
    const parts = Array.from({ length: workers }, (_, w) => all.filter((g) => g % workers === w));
    results = (
      await Promise.all(
        parts.map(
          (games) =>
            new Promise<Outcome[]>((resolve, reject) => {
              // the worker registers tsx's loader itself, then loads this file
              const boot = `import("tsx/esm/api").then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
              const w = new Worker(boot, { eval: true, workerData: { seed, games } });
              w.once("message", resolve);
              w.once("error", reject);
            }),
        ),
      )
    ).flat();
    results.sort((a, b) => a.game - b.game);
  }
  const ms = performance.now() - t0;
  const failed = results.filter((r) => !r.ok);
  const cmds = results.reduce((a, r) => a + r.commands, 0);
  const ends: Record<string, number> = {};
  for (const r of results) if (r.ok) ends[r.reason] = (ends[r.reason] ?? 0) + 1;
  const cards = results.reduce((a, r) => a + r.cards, 0);
  const foreign = results.filter((r) => r.foreign).length;
  console.log(
    `random play: seed ${seed}, ${n} games, ${cmds} commands, ${cards} cards, ${(ms / 1000).toFixed(1)} s (${workers} workers), endings ${JSON.stringify(ends)}, Ecuador or Panamá a space in ${foreign} games (1.3.5)`,
  );
  const shown = failed.slice(0, 20);
  for (const f of shown)
    console.log(`FAIL seed ${seed} game ${f.game}: ${f.msg}  (reproduce: --seed ${seed} --game ${f.game})`);
  if (failed.length > shown.length) console.log(`… and ${failed.length - shown.length} more failures`);
  console.log(`${n - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length ? 1 : 0);
}

if (!isMainThread && parentPort) {
  const { seed, games } = workerData as { seed: number; games: number[] };
  parentPort.postMessage(runRange(seed, games));
} else {
  void main();
}
