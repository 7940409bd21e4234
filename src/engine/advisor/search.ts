// Flat Monte Carlo over complete actions with determinization (information sets): for each
// candidate action, playouts in worlds sampled from what the Faction sees, every seat played by
// its flowchart bot (section 8) up to a horizon (the end of the next Propaganda Round, 6.0), each
// scored by the victory margins (7.2). All candidates share each sampled world (common random
// numbers), so their differences are measured on the same deck and dice.
import {
  apply,
  commandOf,
  effectiveMargins,
  FACTIONS,
  type Faction,
  type GameState,
  getDecision,
  isRuleError,
  type Option,
  optionKey,
  ranking,
  stateHash,
  stepOf,
} from "../index";
import { knownOf, sampleWorld } from "./determinize";
import { botOrFirst, type Forcer, isCivicRoot, type Plan, PlanCursor, planKey, recordPlan } from "./plan";
import { mix } from "./rng";

/**
 * Defaults measured with `npm run duel` (docs/advisor.md): a playout runs to the end of the next
 * Propaganda Round or, for the Government (`cards`), of the 2nd card after the current one,
 * whichever comes first; the Insurgents' advisors play to the Propaganda Round (0: no card horizon),
 * measured better or equal for each of them
 */
export const ADVISOR_DEFAULTS = {
  rounds: 1,
  cards: { govt: 2, farc: 0, auc: 0, cartels: 0 } as Readonly<Record<Faction, number>>,
  variations: 6,
} as const;

export interface AdvisorOptions {
  /** the advisor's own seed: same seed, same playout budget → same choice */
  seed: number;
  /** at most this many playouts in all (the deterministic budget) */
  playouts: number;
  /** time budget in ms, read from `clock` (the host's; the engine has no clock of its own) */
  budgetMs?: number;
  clock?: () => number;
  /** the clock's resolution in ms (a coarse CPU clock ticks every 10 ms) */
  clockTick?: number;
  /** how many Propaganda Rounds a playout runs through (1: to the end of the next one) */
  rounds?: number;
  /** successive halving: every this many worlds, drop the weaker half of the candidates (0: off) */
  halving?: number;
  /** at most this many space / Special Activity variations of the bot's own action */
  variations?: number;
  /** a playout also stops once this many cards after the current one are over (0: off; default: ADVISOR_DEFAULTS) */
  cards?: number;
  /**
   * when a time budget stops the search: "world" (default) before a world that would not fit,
   * every candidate played in it; "playout" before a playout that would not fit, the last world
   * played by the best candidates so far (values paired with the first candidate's in each world)
   */
  stop?: "world" | "playout";
  /** how a playout's end is scored (see value()) */
  value?: ValueKind;
}

/**
 * "lead": the Faction's margin minus the best other's (7.1, 7.2); "standing": for the Government,
 * twice its margin minus FARC's and the Cartels' plus its Resources / 12 (the standing its
 * flowchart weighs, docs/nonplayer-government.md), for the others their lead
 */
export type ValueKind = "lead" | "standing";

export interface Scored {
  plan: Plan;
  /**
   * mean playout value (see value()): the first candidate's mean plus this one's mean difference
   * from it in the same worlds (the plain mean when both played the same worlds)
   */
  value: number;
  /** mean change of the Faction's margin from now to the horizon */
  margin: number;
  /** share of playouts that ended in a win for the Faction */
  wins: number;
  /** share of playouts at whose end the Faction won or ranked first (7.1): the hint's win chance */
  lead: number;
  playouts: number;
}

export interface Advice {
  faction: Faction;
  /** candidates, best first */
  ranked: Scored[];
  playouts: number;
  worlds: number;
}

/** the value of a playout's end for `f`: a win or loss weighs most, then its lead over the others */
export function value(s: GameState, f: Faction, kind: ValueKind = "lead"): number {
  const m = effectiveMargins(s);
  let best = Number.NEGATIVE_INFINITY;
  for (const g of FACTIONS) if (g !== f && m[g] > best) best = m[g];
  const lead =
    kind === "standing" && f === "govt"
      ? 2 * m.govt - m.farc - m.cartels + s.resources.govt / 12
      : m[f] - best;
  if (s.ended) return (s.ended.winner === f ? 50 : -50) + lead;
  return lead;
}

/**
 * the candidate actions: each choice offered on the card, and variations of the bot's own action;
 * `enough()` (a time budget) may end the screening of a long Decision deep in an action early
 */
export function candidates(
  s: GameState,
  f: Faction,
  world: GameState,
  variations = 6,
  enough: () => boolean = () => false,
): Plan[] {
  const d = getDecision(s);
  const out: Plan[] = [];
  const seen = new Set<string>();
  const add = (p: Plan | null) => {
    if (!p) return;
    const k = planKey(p);
    if (seen.has(k)) return;
    seen.add(k);
    out.push(p);
  };
  // an option of this Decision, then the bot's rest of the action
  const record = (o: Option) => recordPlan(world, f, (_d, i) => (i === 0 ? o : null), optionKey(o));
  const bot = recordPlan(world, f, () => null, "bot");
  add(bot);
  if (bot && isCivicRoot(s, f)) {
    // 6.4.1 Civic Action: the bot's own steps cut short after each number of steps (Resources kept
    // for later), then another first space
    for (let k = 0; k < bot.steps.length; k++) {
      const force: Forcer = (dec, i) =>
        i < k
          ? (dec.options.find((x) => optionKey(x) === optionKey(bot.steps[i].body)) ?? null)
          : (dec.options.find((x) => x.t === "done") ?? null);
      add(recordPlan(world, f, force, `civic:${k}`));
    }
    for (const o of d.options.slice(0, variations)) add(record(o));
    return out;
  }
  // at a choice on the card every option; deeper in an action (a hint asked mid-action) each
  // option is played to the end of the action and the `MID_ACTION_WIDE` best by the value there
  // go on to the playouts (the bot's own is already in); a time budget may stop the screening
  // early, so options are screened spread over the whole list
  if (stepOf(s).top.k === "card" || d.options.length <= MID_ACTION_WIDE)
    for (const o of d.options) add(record(o));
  else {
    const first: (Plan | null)[] = [];
    for (const i of spread(d.options.length)) {
      if (first.length >= MID_ACTION_WIDE && enough()) break;
      first.push(record(d.options[i]));
    }
    for (const p of screen(first, f, MID_ACTION_WIDE, bot)) add(p);
  }
  // the bot's action with no Special Activity: the 2nd Eligible is then offered no Event (2.3.4)
  if (bot?.steps.some((x) => x.kind === "chooseSpecial"))
    add(
      recordPlan(
        world,
        f,
        (dec) => (dec.kind === "chooseSpecial" ? (dec.options.find((x) => x.t === "done") ?? null) : null),
        "nosa",
      ),
    );
  // variations of the bot's action: another first space, another Special Activity (half each;
  // what the first kind leaves unused goes to the second)
  if (bot) {
    let spare = 0;
    for (const [j, kind] of (["selectSpace", "chooseSpecial"] as const).entries()) {
      let budget = spare + (j === 0 ? Math.ceil(variations / 2) : Math.floor(variations / 2));
      spare = budget;
      const at = bot.steps.findIndex((x) => x.kind === kind);
      if (at < 0) continue;
      const prefix = bot.steps.slice(0, at);
      const w = replayPrefix(
        world,
        f,
        prefix.map((x) => x.body),
      );
      if (!w) continue;
      const dd = getDecision(w);
      const mine = optionKey(bot.steps[at].body);
      for (const o of dd.options) {
        if (budget <= 0) break;
        if (optionKey(o) === mine) continue;
        budget--;
        const force: Forcer = (dec, i) =>
          i < at
            ? (dec.options.find((x) => optionKey(x) === optionKey(prefix[i].body)) ?? null)
            : i === at
              ? o
              : null;
        add(recordPlan(world, f, force, `${kind}:${optionKey(o)}`));
      }
      spare = budget;
    }
  }
  return out;
}

/** how many options of a Decision deep in an action go on to the playouts (after `screen`) */
export const MID_ACTION_WIDE = 12;

/**
 * 0..n-1 spread over the list (van der Corput order: 0, n/2, n/4, 3n/4, …), each index once, so
 * that any first part of the order samples the whole list
 */
export function spread(n: number): number[] {
  const out: number[] = [];
  const seen = new Uint8Array(n);
  for (let k = 0; out.length < n && k < 4 * n; k++) {
    let x = 0;
    for (let b = 0.5, j = k; j > 0; b /= 2, j >>= 1) if (j & 1) x += b;
    const i = Math.floor(x * n);
    if (!seen[i]) {
      seen[i] = 1;
      out.push(i);
    }
  }
  for (let i = 0; i < n; i++) if (!seen[i]) out.push(i);
  return out;
}

/**
 * the `n` plans whose action ends best for `f` (value() at the end of the action, in the world it
 * was recorded in), in the order given; ties keep the earlier plan. A plan that ends in the same
 * state as the bot's or as an earlier plan is the same action for the playouts: left out.
 */
export function screen(plans: (Plan | null)[], f: Faction, n: number, bot: Plan | null = null): Plan[] {
  const ends = new Set<string>(bot?.after ? [stateHash(bot.after)] : []);
  const fresh = (p: Plan) => {
    const h = stateHash(p.after as GameState);
    if (ends.has(h)) return false;
    ends.add(h);
    return true;
  };
  return plans
    .map((p, i) => ({ p, i, v: p?.after ? value(p.after, f) : Number.NEGATIVE_INFINITY }))
    .filter((x): x is { p: Plan; i: number; v: number } => x.p?.after !== undefined && fresh(x.p))
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .slice(0, n)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.p);
}

/** the world after the Faction's first bodies (others by their bots), or null */
function replayPrefix(
  world: GameState,
  f: Faction,
  bodies: Option[] | ReturnType<typeof Object>[],
): GameState | null {
  let s = world;
  let i = 0;
  for (let n = 0; n < 400 && i < bodies.length; n++) {
    const d = getDecision(s);
    if (!d.faction) return null;
    const cmd = d.faction === f ? commandOf(bodies[i++] as Option, s.seq, f) : botOrFirst(s);
    const r = apply(s, cmd);
    if (isRuleError(r)) return null;
    s = r.state;
  }
  return s;
}

/** play a world to the horizon: the plan for `f` first, then every seat by its bot */
export function playout(
  world: GameState,
  f: Faction,
  plan: Plan,
  rounds = 1,
  cap = 6000,
  cards = 0,
): GameState {
  let s = world;
  const cursor = new PlanCursor(plan);
  const until = s.propagandaPlayed + rounds;
  const last = cards > 0 ? s.played.length + cards : Number.POSITIVE_INFINITY;
  for (let n = 0; n < cap && !s.ended; n++) {
    if ((s.propagandaPlayed >= until || s.played.length > last) && stepOf(s).propaganda === null) break;
    const d = getDecision(s);
    if (!d.faction) break;
    const o = d.faction === f && !cursor.done ? cursor.next(d) : null;
    const cmd = o ? commandOf(o, s.seq, f) : botOrFirst(s);
    const r = apply(s, cmd);
    if (isRuleError(r)) break;
    s = r.state;
  }
  return s;
}

/** the advisor's ranking of the complete actions open to `f` at `s` (an action root) */
export function advise(s: GameState, f: Faction, opts: AdvisorOptions): Advice {
  const t0 = opts.clock?.() ?? 0;
  const known = knownOf(s, f);
  const base = sampleWorld(known, mix(opts.seed, -1));
  const timed = opts.clock !== undefined && opts.budgetMs !== undefined;
  // a long Decision deep in an action is screened in at most a third of the time budget
  const screenEnd = () => timed && (opts.clock as () => number)() - t0 > (opts.budgetMs as number) / 3;
  const plans = candidates(s, f, base, opts.variations ?? ADVISOR_DEFAULTS.variations, screenEnd);
  // per candidate: value, margin change, wins, leads, playouts, and the sum of its value minus the
  // first candidate's (the flowchart's own action) in the same worlds
  const sum = plans.map(() => ({ v: 0, m: 0, w: 0, l: 0, n: 0, d: 0 }));
  const m0 = effectiveMargins(base)[f];
  const tick = opts.clockTick ?? 0;
  const fine = opts.stop === "playout";
  // a time budget stops the search before a round of playouts (or with `stop: "playout"`, a
  // playout) that would not fit in it: the next takes about as long as the slowest so far
  let perPlayout = 0;
  const now = () => (timed ? (opts.clock as () => number)() : 0);
  const over = (at: number, next: number) => timed && at - t0 + next * 1.2 + tick > (opts.budgetMs as number);
  let total = 0;
  let worlds = 0;
  // successive halving (opt-in): every `halving` worlds, the weaker half of the candidates still
  // in the race stops getting playouts, so the strong ones get more; the first candidate always
  // plays, so every candidate's value can be paired with it in the same worlds
  let alive = plans.map((_, c) => c);
  const anchorMean = () => sum[0].v / Math.max(1, sum[0].n);
  const score = (c: number) => (c === 0 ? anchorMean() : anchorMean() + sum[c].d / Math.max(1, sum[c].n));
  const room = () => total + alive.length <= Math.max(opts.playouts, plans.length);
  // before the first world, the time the candidates took stands for a world's
  let last = now();
  let lap = last - t0;
  if (plans.length > 1) {
    while (room() && !over(now(), fine ? perPlayout : lap)) {
      const world = sampleWorld(known, mix(opts.seed, worlds));
      worlds++;
      // the anchor first, then the best so far: a round cut short by the time leaves them measured
      const order =
        worlds === 1
          ? alive
          : [0, ...alive.filter((c) => c !== 0).sort((a, b) => score(b) - score(a) || a - b)];
      let anchor = 0;
      let played = 0;
      const start = now();
      for (const c of order) {
        if (fine && played > 0) {
          const at = now();
          if (over(at, Math.max(perPlayout, (at - start) / played))) break;
        }
        const end = playout(
          world,
          f,
          plans[c],
          opts.rounds ?? ADVISOR_DEFAULTS.rounds,
          6000,
          opts.cards ?? ADVISOR_DEFAULTS.cards[f],
        );
        const v = value(end, f, opts.value);
        if (c === 0) anchor = v;
        const acc = sum[c];
        acc.v += v;
        acc.d += v - anchor;
        acc.m += effectiveMargins(end)[f] - m0;
        acc.w += end.ended?.winner === f ? 1 : 0;
        acc.l += (end.ended ? end.ended.winner : ranking(end)[0]) === f ? 1 : 0;
        acc.n++;
        total++;
        played++;
      }
      if (timed) {
        const at = now();
        lap = at - last;
        last = at;
        perPlayout = Math.max(perPlayout, lap / Math.max(1, played));
      }
      if (played < order.length) break;
      if (opts.halving && worlds % opts.halving === 0 && alive.length > 2)
        alive = [
          0,
          ...alive
            .filter((c) => c !== 0)
            .sort((a, b) => score(b) - score(a) || a - b)
            .slice(0, Math.max(1, Math.ceil(alive.length / 2) - 1)),
        ].sort((a, b) => a - b);
    }
  }
  const racing = new Set(alive);
  const ranked = plans
    .map((plan, c): Scored => {
      const a = sum[c];
      const n = Math.max(1, a.n);
      return { plan, value: score(c), margin: a.m / n, wins: a.w / n, lead: a.l / n, playouts: a.n };
    })
    .map((x, i) => ({ x, i }))
    .sort(
      (a, b) =>
        Number(racing.has(b.i)) - Number(racing.has(a.i)) ||
        Number(b.x.playouts > 0) - Number(a.x.playouts > 0) ||
        b.x.value - a.x.value ||
        a.i - b.i,
    )
    .map(({ x }) => x);
  return { faction: f, ranked, playouts: total, worlds };
}
