/// <reference types="node" />
// One duel game: all four seats Non-players (Standard deployment, sim.mixSetup), the advised
// seats played by the advisor (src/engine/advisor), the others by their flowchart bots; and the
// same seed played by the four flowchart bots, for comparison.
import { AdvisorSeat, type ValueKind } from "../engine/advisor/index";
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
} from "../engine/index";
import { gameSeed, playRandomGame } from "./common";
import { threadClock } from "./cpu-clock";
import { mixSetup } from "./sim";

export interface DuelConfig {
  seed: number;
  advised: Faction[];
  budgetMs: number;
  playouts: number;
  rounds: number;
  variations: number;
  halving: number;
  civic: boolean;
  value: ValueKind;
  /** the card horizon (undefined: each seat's default, ADVISOR_DEFAULTS) */
  cards?: number;
  stop: "world" | "playout";
}

export interface DuelResult {
  game: number;
  failure: string | null;
  winner: Faction | null;
  margins: Record<Faction, number>;
  /** the flowchart game on the same seed */
  baseWinner: Faction | null;
  baseMargins: Record<Faction, number>;
  /** ms per advised decision, per advised Faction */
  ms: Partial<Record<Faction, number[]>>;
  /** wall-clock ms per advised decision (a busy machine makes it longer than the CPU time) */
  wall: Partial<Record<Faction, number[]>>;
  /** CPU ms of the decisions that searched (an action's first step), per advised Faction */
  searchMs: Partial<Record<Faction, number[]>>;
  playouts: number;
  searches: number;
}

const ZERO = { govt: 0, farc: 0, auc: 0, cartels: 0 };

export function duelGame(cfg: DuelConfig, game: number): DuelResult {
  const gs = gameSeed(cfg.seed, game);
  const setup = mixSetup(gs, FACTIONS);
  const base = playRandomGame(setup, { bots: true, checkInvariants: false });
  const out: DuelResult = {
    game,
    failure: null,
    winner: null,
    margins: ZERO,
    baseWinner: base.state?.ended?.winner ?? null,
    baseMargins: base.state?.ended?.margins ?? ZERO,
    ms: Object.fromEntries(cfg.advised.map((f) => [f, []])),
    wall: Object.fromEntries(cfg.advised.map((f) => [f, []])),
    searchMs: Object.fromEntries(cfg.advised.map((f) => [f, []])),
    playouts: 0,
    searches: 0,
  };
  const clock = threadClock();
  const seats = new Map(
    cfg.advised.map((f) => [
      f,
      new AdvisorSeat(f, {
        seed: gs ^ 0x3c6ef372,
        playouts: cfg.playouts,
        budgetMs: cfg.budgetMs > 0 ? cfg.budgetMs : undefined,
        clock,
        clockTick: 10,
        rounds: cfg.rounds,
        variations: cfg.variations,
        halving: cfg.halving,
        civic: cfg.civic,
        value: cfg.value,
        cards: cfg.cards,
        stop: cfg.stop,
      }),
    ]),
  );
  let s: GameState = createGame(setup);
  for (let n = 0; n < 20_000 && !s.ended; n++) {
    const d = getDecision(s);
    if (!d.faction) break;
    const seat = seats.get(d.faction);
    let cmd: Command | undefined;
    if (seat) {
      const t0 = clock();
      const w0 = performance.now();
      const m = seat.move(s);
      const ms = clock() - t0;
      out.ms[d.faction]?.push(ms);
      out.wall[d.faction]?.push(performance.now() - w0);
      if (m.advice) {
        out.searches++;
        out.searchMs[d.faction]?.push(ms);
        out.playouts += m.advice.playouts;
      }
      cmd = m.command;
    } else cmd = botMove(s)?.command;
    if (!cmd) {
      out.failure = `no move for ${d.faction}`;
      break;
    }
    const r = apply(s, cmd);
    if (isRuleError(r)) {
      out.failure = `refused ${JSON.stringify(cmd)}: ${r.code}`;
      break;
    }
    s = r.state;
  }
  if (!s.ended && !out.failure) out.failure = "no end";
  out.winner = s.ended?.winner ?? null;
  out.margins = s.ended?.margins ?? ZERO;
  return out;
}
