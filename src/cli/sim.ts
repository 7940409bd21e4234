/// <reference types="node" />
// Simulation shared by `simulate` and `report`: one game per (seed, game number), deterministic
// whatever the worker that plays it, and many games spread over worker threads.
import { availableParallelism } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { AdvisorSeat } from "../engine/advisor/index";
import {
  apply,
  botMove,
  type Command,
  createGame,
  FACTIONS,
  type Faction,
  type GameState,
  getDecision,
  isRuleError,
  type Setup,
} from "../engine/index";
import { foreignEarlyDeck, type GameRun, gameSeed, makeRng, playRandomGame, randomSetup } from "./common";

/** seats played by the advisor (search) instead of their flowchart, with its playout budget per action */
export interface AdvisorRun {
  seats: Faction[];
  playouts: number;
}

/**
 * a game of Non-players in which the `advisor` seats are played by the advisor (their flowchart
 * for what it does not search) and the others by their bots; deterministic per setup and budget
 */
export function playAdvisedGame(setup: Setup, advisor: AdvisorRun): GameRun {
  const seats = new Map(
    advisor.seats.map((f) => [
      f,
      new AdvisorSeat(f, { seed: setup.seed ^ 0x3c6ef372, playouts: advisor.playouts }),
    ]),
  );
  const commands: Command[] = [];
  let s: GameState = createGame(setup);
  const fail = (msg: string): GameRun => ({ setup, commands, state: s, failure: msg, at: commands.length });
  for (let n = 0; n < 20_000 && !s.ended; n++) {
    const d = getDecision(s);
    if (!d.faction) return fail("dead end");
    const seat = seats.get(d.faction);
    const cmd = seat && s.seats[d.faction] === "nonplayer" ? seat.move(s).command : botMove(s)?.command;
    if (!cmd) return fail(`no move for ${d.faction}`);
    const r = apply(s, cmd);
    if (isRuleError(r)) return fail(`refused ${JSON.stringify(cmd)}: ${r.code}`);
    commands.push(cmd);
    s = r.state;
  }
  return s.ended ? { setup, commands, state: s, failure: null, at: commands.length } : fail("no end");
}

export interface SimResult {
  game: number;
  failure: string | null;
  winner: Faction | null;
  reason: "victory" | "final" | "";
  margins: Record<Faction, number>;
  ranking: Faction[];
  soloLevel: string | null;
  cards: number;
  commands: number;
  seats: string;
  ms: number;
}

/**
 * a table whose `nonplayers` are run by their bots and the other seats by random players; in a
 * `foreignShare` of the games cards 33 and 71 come out early (1.3.5, foreignEarlyDeck)
 */
export function mixSetup(seed: number, nonplayers: readonly Faction[], foreignShare = 0): Setup {
  const seats = Object.fromEntries(
    FACTIONS.map((f) => [f, nonplayers.includes(f) ? "nonplayer" : "player"]),
  ) as Setup["seats"];
  const r = makeRng(seed ^ 0x1b873593);
  const setup: Setup = { seed, seats, deployment: "standard", options: { shortGame: r() < 0.2 } };
  if (foreignShare > 0 && r() < foreignShare) setup.deck = foreignEarlyDeck(r);
  return setup;
}

/** one game: `mix` null → a random table (randomSetup); `checked`: invariants after every command */
export function simulateOne(
  seed: number,
  game: number,
  mix: readonly Faction[] | null,
  checked = false,
  foreignShare = 0,
  advisor: AdvisorRun | null = null,
): SimResult {
  const gs = gameSeed(seed, game);
  const setup = mix ? mixSetup(gs, mix, foreignShare) : randomSetup(gs);
  const seats = FACTIONS.map((f) =>
    setup.runBy?.[f] ? `${f}<${setup.runBy[f]}` : `${f}:${setup.seats[f][0]}`,
  ).join(",");
  const t0 = performance.now();
  const run = advisor?.seats.length
    ? playAdvisedGame(setup, advisor)
    : playRandomGame(setup, { checkInvariants: checked, bots: true, openForeign: !!setup.deck });
  const ms = performance.now() - t0;
  const e = run.state?.ended;
  const zero = { govt: 0, farc: 0, auc: 0, cartels: 0 };
  return {
    game,
    failure: run.failure,
    winner: e?.winner ?? null,
    reason: e?.reason ?? "",
    margins: e?.margins ?? zero,
    ranking: e?.ranking ?? [],
    soloLevel: e?.soloLevel ?? null,
    cards: run.state?.played.length ?? 0,
    commands: run.commands.length,
    seats,
    ms,
  };
}

interface Job {
  seed: number;
  games: number[];
  mix: Faction[] | null;
  /** every k-th game is played with invariant checks after every command (0: none) */
  checkEvery: number;
  /** share of games with cards 33 and 71 early (mixSetup) */
  foreignShare: number;
  advisor: AdvisorRun | null;
}

function runJob(j: Job): SimResult[] {
  return j.games.map((g) =>
    simulateOne(j.seed, g, j.mix, j.checkEvery > 0 && g % j.checkEvery === 0, j.foreignShare, j.advisor),
  );
}

/** games 0..n-1 over `workers` threads (1: in this thread); results in game order */
export async function simulateMany(
  seed: number,
  n: number,
  mix: readonly Faction[] | null,
  workers = availableParallelism(),
  checkEvery = 0,
  foreignShare = 0,
  advisor: AdvisorRun | null = null,
): Promise<SimResult[]> {
  const all = Array.from({ length: n }, (_, i) => i);
  const w = Math.max(1, Math.min(workers, n));
  if (w === 1)
    return runJob({ seed, games: all, mix: mix ? [...mix] : null, checkEvery, foreignShare, advisor });
  const parts = Array.from({ length: w }, (_, k) => all.filter((g) => g % w === k));
  const out = (
    await Promise.all(
      parts.map(
        (games) =>
          new Promise<SimResult[]>((resolve, reject) => {
            // the worker registers tsx's loader itself, then loads this file
            const boot = `import("tsx/esm/api").then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
            const worker = new Worker(boot, {
              eval: true,
              workerData: {
                simJob: {
                  seed,
                  games,
                  mix: mix ? [...mix] : null,
                  checkEvery,
                  foreignShare,
                  advisor,
                } satisfies Job,
              },
            });
            worker.once("message", resolve);
            worker.once("error", reject);
          }),
      ),
    )
  ).flat();
  return out.sort((a, b) => a.game - b.game);
}

if (!isMainThread && parentPort && (workerData as { simJob?: Job } | null)?.simJob) {
  parentPort.postMessage(runJob((workerData as { simJob: Job }).simJob));
}
