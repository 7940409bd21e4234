/// <reference types="node" />
// Plays games and prints one line per game: winner, margins, cards played, commands; then the
// throughput and the totals. Non-player seats are played by their bots (section 8), player seats
// by uniformly random legal commands.
// Usage: tsx src/cli/simulate.ts [--seed S] [--games N] [--nonplayers farc,auc,cartels | all]
//        [--workers W] [--quiet] [--check-every K]   (every K-th game: invariants after every command)
//        [--advisor govt,auc [--advisor-playouts P]]  (these Non-player seats played by the advisor)
// Without --nonplayers: random tables (randomSetup). Games are deterministic per (seed, number),
// whatever the number of workers (default: every core).
import { availableParallelism } from "node:os";
import { FACTIONS, type Faction } from "../engine/index";
import { argNumber, argValue } from "./common";
import { simulateMany } from "./sim";

async function main(): Promise<void> {
  const seed = argNumber("seed", 1);
  const games = argNumber("games", 10);
  const workers = argNumber("workers", availableParallelism());
  const quiet = process.argv.includes("--quiet");
  const checkEvery = argNumber("check-every", 0);
  // with --nonplayers: this share of the games brings cards 33 and 71 out early (1.3.5)
  const foreignShare = argNumber("foreign-share", 0);
  const npArg = argValue("nonplayers");
  const names = npArg === "all" ? [...FACTIONS] : npArg ? npArg.split(",") : [];
  const nonplayers = names.filter((f): f is Faction => (FACTIONS as string[]).includes(f));
  if (npArg && nonplayers.length !== names.length) throw new Error(`--nonplayers: ${npArg}`);
  const advArg = argValue("advisor");
  const advised = (advArg ? advArg.split(",") : []).filter((f): f is Faction =>
    (FACTIONS as string[]).includes(f),
  );
  if (
    advArg &&
    (!npArg || advised.length !== advArg.split(",").length || advised.some((f) => !nonplayers.includes(f)))
  )
    throw new Error(`--advisor ${advArg}: Factions that are also --nonplayers`);
  const advisor = advised.length ? { seats: advised, playouts: argNumber("advisor-playouts", 60) } : null;
  const t0 = performance.now();
  const results = await simulateMany(
    seed,
    games,
    npArg ? nonplayers : null,
    workers,
    checkEvery,
    foreignShare,
    advisor,
  );
  const secs = (performance.now() - t0) / 1000;
  const wins: Record<string, number> = {};
  let failures = 0;
  let cards = 0;
  let commands = 0;
  for (const r of results) {
    commands += r.commands;
    if (r.failure) {
      failures++;
      console.log(`game ${r.game}: FAILED at command ${r.commands}: ${r.failure}`);
      continue;
    }
    wins[r.winner ?? "none"] = (wins[r.winner ?? "none"] ?? 0) + 1;
    cards += r.cards;
    if (quiet) continue;
    const m = FACTIONS.map((f) => `${f} ${r.margins[f] >= 0 ? "+" : ""}${r.margins[f]}`).join(" ");
    console.log(
      `game ${r.game}: ${r.reason} winner ${r.winner ?? "-"}${r.soloLevel ? ` (${r.soloLevel})` : ""} | margins ${m} | cards ${r.cards} | commands ${r.commands} | ${r.seats}`,
    );
  }
  const ok = games - failures;
  console.log(
    `${games} games in ${secs.toFixed(1)} s on ${Math.min(workers, games)} workers: ${(games / secs).toFixed(1)} games/s, ${Math.round(commands / secs)} commands/s; wins ${JSON.stringify(wins)}; average ${(cards / Math.max(1, ok)).toFixed(1)} cards, ${Math.round(commands / Math.max(1, games))} commands; ${failures} failed`,
  );
  process.exit(failures ? 1 : 0);
}

void main();
