// Test fixtures: set up any board in a few lines, then play commands by the deciding Faction.
import { expect } from "vitest";
import { SPACE_INDEX } from "../../src/engine/data/map";
import { optionKey } from "../../src/engine/flow/decide";
import { apply, getDecision, settle, validate } from "../../src/engine/flow/runtime";
import { createGame } from "../../src/engine/game";
import "../../src/engine/all";
import {
  type CommandBody,
  type Faction,
  type GameState,
  isRuleError,
  type LogEntry,
  P,
  type PieceKind,
  type RuleError,
  type Setup,
} from "../../src/engine/types";

export interface FixtureSpec {
  /** clear all pieces, levels and markers first (default true) */
  empty?: boolean;
  /** draw order, current card first (default [1, 2, 3 …]) */
  deck?: number[];
  pieces?: Record<string, Partial<Record<PieceKind, number>>>;
  /** Support (+) / Opposition (−) levels */
  levels?: Record<string, number>;
  terror?: Record<string, number>;
  zones?: string[];
  resources?: Partial<Record<Faction, number>>;
  aid?: number;
  eligible?: Partial<Record<Faction, boolean>>;
  seats?: Partial<Setup["seats"]>;
  shipments?: [string, Faction][];
  capabilities?: Record<number, "unshaded" | "shaded">;
  momentum?: number[];
  presidente?: 0 | 1 | 2;
  propagandaPlayed?: number;
  options?: Setup["options"];
  seed?: number;
}

export function fixture(spec: FixtureSpec = {}): GameState {
  const s0 = createGame({
    seed: spec.seed ?? 1,
    seats: { govt: "player", farc: "player", auc: "player", cartels: "player", ...spec.seats },
    deployment: "standard",
    deck: spec.deck ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    options: spec.options,
  });
  const s = structuredClone(s0);
  if (spec.empty !== false)
    for (const sp of s.spaces) {
      sp.f.fill(0);
      sp.sup = 0;
      sp.terror = 0;
      sp.zone = false;
    }
  for (const [id, ps] of Object.entries(spec.pieces ?? {}))
    for (const [k, n] of Object.entries(ps)) s.spaces[idx(id)].f[P[k as PieceKind]] = n as number;
  for (const [id, lv] of Object.entries(spec.levels ?? {})) s.spaces[idx(id)].sup = lv;
  for (const [id, n] of Object.entries(spec.terror ?? {})) s.spaces[idx(id)].terror = n;
  for (const id of spec.zones ?? []) s.spaces[idx(id)].zone = true;
  Object.assign(s.resources, spec.resources);
  Object.assign(s.eligible, spec.eligible);
  if (spec.aid !== undefined) s.aid = spec.aid;
  if (spec.shipments) s.shipments = spec.shipments.map(([id, f]) => ({ s: idx(id), f }));
  if (spec.capabilities) s.capabilities = spec.capabilities;
  if (spec.momentum) s.momentum = spec.momentum;
  if (spec.presidente !== undefined) s.presidente = spec.presidente;
  if (spec.propagandaPlayed !== undefined) s.propagandaPlayed = spec.propagandaPlayed;
  return settle(s);
}

export function idx(id: string): number {
  const i = SPACE_INDEX[id];
  if (i === undefined) throw new Error(`unknown space ${id}`);
  return i;
}

/** Apply bodies in turn, each by whoever must decide; throws on a refusal. */
export function play(s: GameState, ...bodies: CommandBody[]): GameState {
  for (const b of bodies) s = step(s, b).state;
  return s;
}

export function step(s: GameState, b: CommandBody): { state: GameState; log: LogEntry[] } {
  const d = getDecision(s);
  const r = apply(s, { ...b, seq: s.seq, by: d.faction! });
  if (isRuleError(r))
    throw new Error(
      `refused ${JSON.stringify(b)}: ${r.code} (${r.rule}) at ${d.prompt.key}; options ${d.options.map(optionKey).join(" ")}`,
    );
  return r;
}

/** Expect the body to be refused with this code; checks the state is untouched. */
export function refused(s: GameState, b: CommandBody, code: string, by?: Faction): RuleError {
  const before = JSON.stringify(s);
  const d = getDecision(s);
  const r = apply(s, { ...b, seq: s.seq, by: by ?? d.faction! });
  expect(isRuleError(r)).toBe(true);
  const e = r as RuleError;
  expect(e.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
  expect(validate(s, { ...b, seq: s.seq, by: by ?? d.faction! })).toEqual(e);
  return e;
}

export function options(s: GameState): string[] {
  return getDecision(s).options.map(optionKey);
}

export function pieces(s: GameState, id: string, k: PieceKind): number {
  return s.spaces[idx(id)].f[P[k]];
}

export const c = (v: string): CommandBody => ({ t: "choose", v });
export const sp = (s: string): CommandBody => ({ t: "space", s });
export const pl = (p: PieceKind, s: string): CommandBody => ({ t: "place", p, s });
export const rm = (p: PieceKind, s: string): CommandBody => ({ t: "remove", p, s });
export const fl = (p: PieceKind, s: string): CommandBody => ({ t: "flip", p, s });
export const mv = (p: PieceKind, from: string, to: string): CommandBody => ({ t: "move", p, from, to });
export const done: CommandBody = { t: "done" };
