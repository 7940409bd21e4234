/// <reference types="node" />
// Do refusals name their reason? Over random states of random games, the deciding Faction drags
// each of its own pieces on the map onto other spaces (what the board sends: one `move` Command);
// among the drops the engine refuses, count those that get only the generic "not one of the
// legal choices" message (error.notAnOption) instead of a reason. Aim: 0.
// Usage: tsx src/cli/refusals.ts [--games 30] [--seed 1] [--every 3] [--targets 12] [--show 20]
import { fileURLToPath } from "node:url";
import {
  apply,
  commandOf,
  createGame,
  type Faction,
  type GameState,
  getDecision,
  isRuleError,
  P,
  PIECE_KINDS,
  type PieceKind,
  SPACES,
  validate,
} from "../engine/index";
import { argNumber, gameSeed, makeRng, randomSetup } from "./common";

export interface RefusalStats {
  /** drops tried (own piece, another space) */
  drops: number;
  /** drops the engine refused */
  refused: number;
  /** refusals with only error.notAnOption */
  generic: number;
  /** refusals by error code */
  byCode: Record<string, number>;
  /** a few generic cases: frame kind, prompt key, the drop */
  samples: string[];
  /** generic refusals by frame kind */
  genericByFrame: Record<string, number>;
}

export interface RefusalOptions {
  games?: number;
  seed?: number;
  /** sample one state every `every` commands */
  every?: number;
  /** target spaces tried per piece stack (random, besides the stack's own space) */
  targets?: number;
  /** commands per game at most */
  maxCommands?: number;
  samples?: number;
}

export function ownerOf(k: PieceKind): Faction {
  if (k === "troops" || k === "police" || k === "govtBase") return "govt";
  return k.replace(/(U|A|Base)$/, "") as Faction;
}

/** Drop each of the deciding Faction's own piece stacks on `targets` random other spaces. */
export function probeState(
  s: GameState,
  rnd: () => number,
  targets: number,
  stats: RefusalStats,
  maxSamples = 20,
): void {
  const d = getDecision(s);
  const f = d.faction;
  if (!f || s.ended) return;
  const mine = PIECE_KINDS.filter((k) => ownerOf(k) === f);
  for (let i = 0; i < s.spaces.length; i++) {
    for (const k of mine) {
      if (!s.spaces[i].f[P[k]]) continue;
      for (let j = 0; j < targets; j++) {
        const to = Math.floor(rnd() * SPACES.length);
        if (to === i) continue;
        const body = { t: "move" as const, p: k, from: SPACES[i].id, to: SPACES[to].id };
        stats.drops++;
        const err = validate(s, commandOf(body, s.seq, f));
        if (!err) continue;
        stats.refused++;
        stats.byCode[err.code] = (stats.byCode[err.code] ?? 0) + 1;
        if (err.code !== "notAnOption") continue;
        stats.generic++;
        const frame = s.frames[s.frames.length - 1]?.k ?? "?";
        stats.genericByFrame[frame] = (stats.genericByFrame[frame] ?? 0) + 1;
        if (stats.samples.length < maxSamples)
          stats.samples.push(`${frame} [${d.prompt.key}] ${f}: ${k} ${body.from} → ${body.to}`);
      }
    }
  }
}

export function emptyStats(): RefusalStats {
  return { drops: 0, refused: 0, generic: 0, byCode: {}, samples: [], genericByFrame: {} };
}

/** Random games (random tables and options, every Decision answered at random), probed as they go. */
export function measureRefusals(o: RefusalOptions = {}): RefusalStats {
  const games = o.games ?? 30;
  const seed = o.seed ?? 1;
  const every = Math.max(1, o.every ?? 3);
  const stats = emptyStats();
  for (let g = 0; g < games; g++) {
    const setup = randomSetup(gameSeed(seed, g));
    // the drops are a person's: every seat a player (a Non-player's bot never drags)
    setup.seats = { govt: "player", farc: "player", auc: "player", cartels: "player" };
    const rnd = makeRng(setup.seed ^ 0x1b873593);
    let s = createGame(setup);
    for (let n = 0; n < (o.maxCommands ?? 4000) && !s.ended; n++) {
      const d = getDecision(s);
      if (!d.faction || !d.options.length) break;
      if (n % every === 0) probeState(s, rnd, o.targets ?? 12, stats, o.samples ?? 20);
      const r = apply(s, commandOf(d.options[Math.floor(rnd() * d.options.length)], s.seq, d.faction));
      if (isRuleError(r)) break;
      s = r.state;
    }
  }
  return stats;
}

export function share(st: RefusalStats): number {
  return st.refused ? st.generic / st.refused : 0;
}

function main(): void {
  const t0 = performance.now();
  const st = measureRefusals({
    games: argNumber("games", 30),
    seed: argNumber("seed", 1),
    every: argNumber("every", 3),
    targets: argNumber("targets", 12),
    samples: argNumber("show", 20),
  });
  const pct = (100 * share(st)).toFixed(2);
  console.log(`drops tried: ${st.drops}, refused: ${st.refused}, generic only: ${st.generic} (${pct}%)`);
  const codes = Object.entries(st.byCode).sort((a, b) => b[1] - a[1]);
  console.log(`refusals by reason: ${codes.map(([c, n]) => `${c} ${n}`).join(", ")}`);
  if (st.generic) {
    const frames = Object.entries(st.genericByFrame).sort((a, b) => b[1] - a[1]);
    console.log(`generic by frame: ${frames.map(([c, n]) => `${c} ${n}`).join(", ")}`);
    for (const x of st.samples) console.log(`  ${x}`);
  }
  console.log(`(${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
