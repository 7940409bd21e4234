/// <reference types="node" />
// Plays random games (uniformly random legal commands) and prints one line per game: winner,
// margins, cards played, commands; then the throughput. Usage: tsx src/cli/simulate.ts --seed S --games N
import { FACTIONS } from "../engine/index";
import { argNumber, gameSeed, playRandomGame, randomSetup } from "./common";

function main(): void {
  const seed = argNumber("seed", 1);
  const games = argNumber("games", 10);
  const t0 = performance.now();
  let commands = 0;
  let failures = 0;
  const wins: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    const setup = randomSetup(gameSeed(seed, g));
    const run = playRandomGame(setup, { checkInvariants: false });
    commands += run.commands.length;
    const seats = FACTIONS.map((f) =>
      setup.runBy?.[f] ? `${f}<${setup.runBy[f]}` : `${f}:${setup.seats[f][0]}`,
    ).join(",");
    if (run.failure) {
      failures++;
      console.log(`game ${g}: FAILED at command ${run.at}: ${run.failure}`);
      continue;
    }
    const e = run.state.ended!;
    const m = FACTIONS.map((f) => `${f} ${e.margins[f] >= 0 ? "+" : ""}${e.margins[f]}`).join(" ");
    wins[e.winner ?? "none"] = (wins[e.winner ?? "none"] ?? 0) + 1;
    console.log(
      `game ${g}: ${e.reason} winner ${e.winner ?? "-"}${e.soloLevel ? ` (${e.soloLevel})` : ""} | margins ${m} | cards ${run.state.played.length} | commands ${run.commands.length} | ${seats} ${setup.deployment}`,
    );
  }
  const s = (performance.now() - t0) / 1000;
  console.log(
    `${games} games in ${s.toFixed(1)} s: ${(games / s).toFixed(1)} games/s, ${Math.round(commands / s)} commands/s; wins ${JSON.stringify(wins)}; ${failures} failed`,
  );
  process.exit(failures ? 1 : 0);
}

main();
