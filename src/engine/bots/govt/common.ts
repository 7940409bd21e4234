// What the Non-player Government's boxes and Operations share (docs/nonplayer-government.md): the
// notepad of the action under way, the Insurgents in targeting order, the cubes a space can spare,
// what an Assault would remove in a space, and where Civic Action would build Support.

import { civicNeedsTwoAndTwo, sweepAssaultShield } from "../../core/modifiers";
import { type Insurgent, OWNER } from "../../core/pieces";
import {
  active,
  baseCount,
  basesOnMap,
  count,
  cubes,
  factionPieces,
  guerrillas,
  hasPop,
  isLoC,
  margins,
  popOf,
  shipmentsIn,
  totalPieces,
  underground,
} from "../../core/queries";
import { SPACE_IDS, SPACE_INDEX } from "../../data/map";
import { assaultCapacity } from "../../ops/assault";
import type { BotNote, Faction, GameState, Option, SpaceId } from "../../types";
import type { BotCtx } from "../context";

export const GOVT = "govt" as const;
/** G-ops: at most this many spaces for a Sweep or a Train (like the Cartels' "up to 3", 8.5) */
export const MAX_SPACES = 3;
/** Resources Civic Action keeps back, in a Train (G1) or the Support Phase (G8; none in the final Round) */
export const CIVIC_RESERVE = 0;

export const spaceId = (i: number): SpaceId => SPACE_IDS[i];
export const spaceOf = (id: SpaceId): number => SPACE_INDEX[id];

// ---- notepad ---------------------------------------------------------------------------------

/** the notepad, if it was written on this card for this step of the plan (`op`) */
export function planOf(ctx: BotCtx, op: string): BotNote | null {
  const n = ctx.note;
  return n && n.at === ctx.s.cardStart && n.op === op ? n : null;
}

/** write the plan of the step under way (kept until the next card) */
export function setPlan(ctx: BotCtx, op: string, data: BotNote = {}): BotNote {
  // G0b's answer holds for the whole card
  const old = ctx.note;
  const n: BotNote = { at: ctx.s.cardStart, op, ...data };
  if (old?.deny && old.at === ctx.s.cardStart) n.deny = true;
  ctx.setNote(n);
  return n;
}

export function nums(n: BotNote | null, k: string): number[] {
  const v = n?.[k];
  return Array.isArray(v) ? (v as number[]) : [];
}

/**
 * Did the flowchart land on this Operation by its own box (strict plan), rather than reach it
 * through "if none" (8.1.1) or an Event's free Operation (relaxed plan: any useful space)?
 */
export function landedOn(ctx: BotCtx, op: string): boolean {
  const n = ctx.note;
  return !!n && n.at === ctx.s.cardStart && n.land === op;
}

// ---- targets ---------------------------------------------------------------------------------

const TIE: readonly Insurgent[] = ["farc", "cartels", "auc"];

/**
 * How near an Insurgent is to its victory (7.2): its margin (7.3); for the Cartels only their
 * Bases count (Bases − 10), since 3 Resources per Base and Drug Profits lift their Resources above
 * 40 in a single Propaganda Round.
 */
export function threat(s: GameState, f: Insurgent): number {
  return f === "cartels" ? basesOnMap(s, "cartels") - 10 : margins(s)[f];
}

/**
 * G targeting order: the Insurgent nearest to victory (threat) first; ties FARC, then Cartels,
 * then AUC. Card 42's shielded Faction is left out.
 */
export function threatOrder(s: GameState): readonly Insurgent[] {
  // asked for many spaces of one state: remembered for the last state seen (states are immutable)
  if (s === lastState && lastOrder) return lastOrder;
  const m = { farc: threat(s, "farc"), auc: threat(s, "auc"), cartels: threat(s, "cartels") };
  const shield = sweepAssaultShield(s);
  lastOrder = TIE.filter((f) => f !== shield).sort((a, b) => m[b] - m[a] || TIE.indexOf(a) - TIE.indexOf(b));
  lastState = s;
  return lastOrder;
}
let lastState: GameState | null = null;
let lastOrder: readonly Insurgent[] | null = null;

/** pieces in space i that are not the Government's */
export function others(s: GameState, i: number): number {
  return totalPieces(s, i) - factionPieces(s, i, GOVT);
}

/** Civic Action's requirement of Troops and Police (card 1 shaded: 2 of each) */
export function pairNeed(s: GameState): number {
  return civicNeedsTwoAndTwo(s) ? 2 : 1;
}

/** a populated space not yet at Active Support, or with Terror to clear (6.4.1 has work there) */
export function civicWork(s: GameState, i: number): boolean {
  const sp = s.spaces[i];
  return hasPop(s, i) && (sp.sup < 2 || sp.terror > 0) && !isLoC(s, i);
}

/**
 * Cubes of kind k that may leave space i: in a City or Department, those beyond what keeps Govt
 * Control (1.8) and the Troops-and-Police pair Civic Action needs where it still has work; on a
 * LoC, those beyond its Guerrillas (6.2: Sabotage where Guerrillas exceed cubes).
 */
export function spare(s: GameState, i: number, k: "troops" | "police"): number {
  const n = count(s, i, k);
  if (n === 0) return 0;
  if (isLoC(s, i)) return Math.max(0, Math.min(n, cubes(s, i) - guerrillasIn(s, i)));
  const g = factionPieces(s, i, GOVT);
  const o = others(s, i);
  let free = g > o ? g - o - 1 : o === 0 ? n : 0;
  if (civicWork(s, i) && count(s, i, "troops") > 0 && count(s, i, "police") > 0)
    free = Math.min(free, n - pairNeed(s));
  return Math.max(0, Math.min(n, free));
}

export function guerrillasIn(s: GameState, i: number): number {
  let n = 0;
  for (const f of TIE) n += guerrillas(s, i, f);
  return n;
}

// ---- Assault ---------------------------------------------------------------------------------

export interface AssaultForecast {
  /** pieces removed */
  removed: number;
  /** Insurgent Bases removed */
  bases: number;
  /** Shipments that would leave play (3.2.5 Drug Bust: +6 Aid each) */
  bust: number;
  /** Government Control of a populated City or Department gained by it */
  control: boolean;
  /** the Insurgents in the order this Assault targets them */
  order: Insurgent[];
}

/**
 * What an Assault (3.2.4) would remove in space i with the cubes there. Order of targets: first
 * the Insurgents whose Bases it can reach (all their Guerrillas there Active and enough removals
 * left for one Base), fewest Guerrillas first; then the others by threatOrder.
 */
export function forecastAssault(s: GameState, i: number, cap = assaultCapacity(s, i)): AssaultForecast {
  const threat = threatOrder(s);
  const reach = (f: Insurgent) =>
    underground(s, i, f) === 0 && baseCount(s, i, f) > 0 && active(s, i, f) < cap;
  const order = [
    ...threat.filter(reach).sort((a, b) => active(s, i, a) - active(s, i, b)),
    ...threat.filter((f) => !reach(f)),
  ];
  let left = cap;
  let removed = 0;
  let bases = 0;
  let hidden = 0;
  let standing = 0;
  for (const f of TIE) {
    hidden += underground(s, i, f);
    if (!threat.includes(f)) standing += guerrillas(s, i, f);
  }
  for (const f of order) {
    const a = Math.min(active(s, i, f), left);
    left -= a;
    removed += a;
    standing += active(s, i, f) - a;
    if (underground(s, i, f) === 0 && a === active(s, i, f)) {
      const b = Math.min(baseCount(s, i, f), left);
      left -= b;
      removed += b;
      bases += b;
    }
  }
  const bust = hidden === 0 && standing === 0 ? shipmentsIn(s, i) : 0;
  const g = factionPieces(s, i, GOVT);
  const o = others(s, i);
  const control = hasPop(s, i) && !isLoC(s, i) && g <= o && g > o - removed;
  return { removed, bases, bust, control, order };
}

/** the remove option to take first in an Assault (or Air Strike) in space i, by forecastAssault */
export function bestRemoval(ctx: BotCtx, i: number): Option | undefined {
  const order = forecastAssault(ctx.s, i).order;
  const id = spaceId(i);
  const opts = ctx.d.options.filter((o) => o.t === "remove" && o.s === id);
  const rank = (o: Option) => {
    const r = o.t === "remove" ? order.indexOf(OWNER[o.p] as Insurgent) : -1;
    return r < 0 ? 99 : r;
  };
  let best: Option | undefined;
  for (const o of opts) if (!best || rank(o) < rank(best)) best = o;
  return best;
}

/** candidates split into tiers by a key, highest key first; keys ≤ 0 dropped */
export function tiersBy(cands: readonly number[], key: (i: number) => number): number[][] {
  const keys = [...new Set(cands.map(key))].filter((k) => k > 0).sort((x, y) => y - x);
  return keys.map((k) => cands.filter((i) => key(i) === k));
}

export function isFaction(f: string): f is Faction {
  return f === "govt" || f === "farc" || f === "auc" || f === "cartels";
}

/**
 * Done when the Decision offers it; otherwise (an Operation must select a first space, e.g. an
 * Event's free Operation limited to spaces the plan does not want) the offered space with the
 * highest key, most Population by default (8.2 ties).
 */
export function doneOrAny(ctx: BotCtx, key: (i: number) => number = (i) => popOf(ctx.s, i)): Option | null {
  const done = ctx.done();
  if (done) return done;
  const offered = ctx.spaceOptions();
  if (!offered.length) return null;
  const best = Math.max(...offered.map(key));
  const i = ctx.pick([offered.filter((j) => key(j) === best)]);
  if (i === null) return null;
  ctx.say("np.govt.mustSelect", { space: spaceId(i) });
  return ctx.spaceOption(i) ?? null;
}
