/// <reference types="node" />
// Plays random games (uniformly random legal commands) and prints one line per game: winner,
// margins, cards played, commands; then the throughput and the totals.
// Usage: tsx src/cli/simulate.ts --seed S --games N [--nonplayers farc,auc,cartels]
// With --nonplayers, those Factions are Non-players played by their bots (section 8) and the
// others players choosing uniformly at random; without it, random tables (randomSetup).
import { FACTIONS, type Faction, type Setup } from "../engine/index";
import { argNumber, argValue, gameSeed, makeRng, playRandomGame, randomSetup } from "./common";

function npSetup(seed: number, nonplayers: Faction[]): Setup {
  const seats = Object.fromEntries(
    FACTIONS.map((f) => [f, nonplayers.includes(f) ? "nonplayer" : "player"]),
  ) as Setup["seats"];
  const r = makeRng(seed ^ 0x1b873593);
  return { seed, seats, deployment: "standard", options: { shortGame: r() < 0.2 } };
}

function main(): void {
  const seed = argNumber("seed", 1);
  const games = argNumber("games", 10);
  const npArg = argValue("nonplayers");
  const nonplayers = (npArg ? npArg.split(",") : []).filter((f): f is Faction =>
    (FACTIONS as string[]).includes(f),
  );
  if (npArg && nonplayers.length !== npArg.split(",").length) throw new Error(`--nonplayers: ${npArg}`);
  let cards = 0;
  const t0 = performance.now();
  let commands = 0;
  let failures = 0;
  const wins: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    const setup = npArg ? npSetup(gameSeed(seed, g), nonplayers) : randomSetup(gameSeed(seed, g));
    const run = playRandomGame(setup, { checkInvariants: false, bots: true });
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
    cards += run.state.played.length;
    console.log(
      `game ${g}: ${e.reason} winner ${e.winner ?? "-"}${e.soloLevel ? ` (${e.soloLevel})` : ""} | margins ${m} | cards ${run.state.played.length} | commands ${run.commands.length} | ${seats} ${setup.deployment}`,
    );
  }
  const s = (performance.now() - t0) / 1000;
  console.log(
    `${games} games in ${s.toFixed(1)} s: ${(games / s).toFixed(1)} games/s, ${Math.round(commands / s)} commands/s; wins ${JSON.stringify(wins)}; average ${(cards / Math.max(1, games - failures)).toFixed(1)} cards, ${Math.round(commands / Math.max(1, games))} commands; ${failures} failed`,
  );
  process.exit(failures ? 1 : 0);
}

main();
