// The only functions that write game state. They enforce availability (1.4.1),
// stacking (1.4.2), the 0–99 / 0–29 bounds (1.7) and Shipment custody (4.5.3),
// so that Operations and Events cannot break them by accident.
import { MAX_AID, MAX_RESOURCES } from "../data/forces";
import { SPACE_IDS } from "../data/map";
import {
  type DicePurpose,
  type Faction,
  type GameState,
  INSURGENTS,
  type LogEntry,
  P,
  type PieceKind,
  type SpaceState,
} from "../types";
import { ACTIVE_OF, type Insurgent, isGuerrilla, OWNER, UNDERGROUND_OF } from "./pieces";
import { available, canEnter, guerrillas, hasPop, isLoC, terrorAvailable } from "./queries";
import { rollDie } from "./rng";

export interface Ctx {
  s: GameState;
  log: LogEntry[];
  /**
   * Copy-on-write: apply() shares unchanged spaces with the previous state and marks here the
   * spaces this command has already copied. Absent: the state is private (setup, tests).
   */
  owned?: Uint8Array;
}

/** A space this command may write: copied from the previous state on first write. */
export function writable(ctx: Ctx, i: number): SpaceState {
  const sp = ctx.s.spaces[i];
  const o = ctx.owned;
  if (!o || o[i]) return sp;
  const copy: SpaceState = { f: sp.f.slice(), sup: sp.sup, terror: sp.terror, zone: sp.zone };
  ctx.s.spaces[i] = copy;
  o[i] = 1;
  return copy;
}

export function log(ctx: Ctx, key: string, params?: LogEntry["params"], extra?: Partial<LogEntry>): void {
  ctx.log.push({ key, ...(params ? { params } : {}), ...extra });
}

/**
 * Place up to n pieces from Available (1.4.1). Guerrillas always arrive Underground (1.4.3).
 * Returns how many were placed (fewer when not available or stacking forbids).
 */
export function place(ctx: Ctx, k: PieceKind, i: number, n = 1): number {
  const s = ctx.s;
  if (isGuerrilla(k)) k = UNDERGROUND_OF[OWNER[k] as Insurgent];
  let placed = 0;
  while (placed < n && available(s, k) > 0 && canEnter(s, k, i)) {
    writable(ctx, i).f[P[k]]++;
    placed++;
  }
  if (placed) log(ctx, "log.place", { n: placed, piece: k, space: SPACE_IDS[i] });
  return placed;
}

/** Remove up to n pieces of kind k from space i to Available. */
export function remove(ctx: Ctx, k: PieceKind, i: number, n = 1, shipTo?: Faction): number {
  if (ctx.s.spaces[i].f[P[k]] <= 0 || n <= 0) return 0;
  const c = writable(ctx, i).f;
  const m = Math.min(n, c[P[k]]);
  c[P[k]] -= m;
  log(ctx, "log.remove", { n: m, piece: k, space: SPACE_IDS[i] });
  if (isGuerrilla(k)) settleShipments(ctx, i, OWNER[k], shipTo);
  return m;
}

/** Move n pieces of kind k between spaces (legality is the caller's: this only keeps stacking). */
export function move(ctx: Ctx, k: PieceKind, from: number, to: number, n = 1): number {
  const s = ctx.s;
  if (s.spaces[from].f[P[k]] <= 0 || !canEnter(s, k, to)) return 0;
  const c = writable(ctx, from).f;
  const d = writable(ctx, to).f;
  let moved = 0;
  while (moved < n && c[P[k]] > 0 && canEnter(s, k, to)) {
    c[P[k]]--;
    d[P[k]]++;
    moved++;
  }
  if (moved && isGuerrilla(k)) {
    // 4.5.3 a Shipment travels with its Guerrilla: when the owner's last Guerrilla leaves, it goes along
    const f = OWNER[k];
    if (guerrillas(s, from, f) === 0)
      for (const sh of s.shipments) if (sh.s === from && sh.f === f) sh.s = to;
  }
  if (moved) log(ctx, "log.move", { n: moved, piece: k, from: SPACE_IDS[from], to: SPACE_IDS[to] });
  return moved;
}

/** Flip up to n Guerrillas of Faction f in space i to Active (true) or Underground (false). */
export function flip(ctx: Ctx, f: Faction, i: number, toActive: boolean, n = 1): number {
  if (f === "govt") return 0;
  const from = P[toActive ? UNDERGROUND_OF[f] : ACTIVE_OF[f]];
  const to = P[toActive ? ACTIVE_OF[f] : UNDERGROUND_OF[f]];
  if (ctx.s.spaces[i].f[from] === 0 || n <= 0) return 0;
  const c = writable(ctx, i).f;
  const m = Math.min(n, c[from]);
  c[from] -= m;
  c[to] += m;
  if (m) log(ctx, toActive ? "log.activate" : "log.hide", { n: m, faction: f, space: SPACE_IDS[i] });
  return m;
}

/** Shift Support/Opposition by delta levels, within −2..+2, only where Pop > 0 (1.6). */
export function shift(ctx: Ctx, i: number, delta: number): number {
  if (!hasPop(ctx.s, i) || delta === 0) return 0;
  const sp = writable(ctx, i);
  const before = sp.sup;
  sp.sup = Math.max(-2, Math.min(2, sp.sup + delta));
  if (sp.sup !== before) log(ctx, "log.shift", { space: SPACE_IDS[i], level: sp.sup });
  return sp.sup - before;
}

export function setLevel(ctx: Ctx, i: number, level: number): void {
  if (!hasPop(ctx.s, i)) return;
  writable(ctx, i).sup = Math.max(-2, Math.min(2, level));
}

/** Add (or subtract) Resources, kept within 0..99 (1.7). Returns the actual change. */
export function addResources(ctx: Ctx, f: Faction, n: number): number {
  const r = ctx.s.resources;
  const before = r[f];
  r[f] = Math.max(0, Math.min(MAX_RESOURCES, r[f] + n));
  if (r[f] !== before) log(ctx, "log.resources", { faction: f, delta: r[f] - before, total: r[f] });
  return r[f] - before;
}

/** Add (or subtract) Aid, kept within 0..29 (1.7). */
export function addAid(ctx: Ctx, n: number): number {
  const before = ctx.s.aid;
  ctx.s.aid = Math.max(0, Math.min(MAX_AID, before + n));
  if (ctx.s.aid !== before) log(ctx, "log.aid", { delta: ctx.s.aid - before, total: ctx.s.aid });
  return ctx.s.aid - before;
}

/** Place a Terror (City/Dept) or Sabotage (LoC, one only) marker, if any remain (3.3.4). */
export function placeTerror(ctx: Ctx, i: number): boolean {
  if (terrorAvailable(ctx.s) <= 0) return false;
  const loc = isLoC(ctx.s, i);
  if (loc && ctx.s.spaces[i].terror > 0) return false;
  writable(ctx, i).terror++;
  log(ctx, loc ? "log.sabotage" : "log.terror.placed", { space: SPACE_IDS[i] });
  return true;
}

/** Put an Available Shipment with a Guerrilla of Faction f in space i (4.5.3). */
export function placeShipment(ctx: Ctx, i: number, f: Faction): boolean {
  if (ctx.s.shipments.length >= 4 || guerrillas(ctx.s, i, f) === 0) return false;
  ctx.s.shipments.push({ s: i, f });
  log(ctx, "log.shipment", { space: SPACE_IDS[i], faction: f });
  return true;
}

export function removeShipment(ctx: Ctx, index: number): void {
  const sh = ctx.s.shipments[index];
  ctx.s.shipments.splice(index, 1);
  log(ctx, "log.shipmentRemoved", { space: SPACE_IDS[sh.s], faction: sh.f });
}

/**
 * 4.5.3 After Faction f lost Guerrillas in space i: if it holds Shipments there and has no
 * Guerrilla left, hand them to `shipTo` (Captured Goods, Commandeer…) or to another Guerrilla
 * there (most Guerrillas first, ties by Faction order; a player owner may then pick another
 * heir, flow/ship-heir.ts); otherwise they are removed.
 * Returns the number of Shipments removed from play.
 */
export function settleShipments(ctx: Ctx, i: number, f: Faction, shipTo?: Faction): number {
  const s = ctx.s;
  if (guerrillas(s, i, f) > 0) return 0;
  let removed = 0;
  for (let j = s.shipments.length - 1; j >= 0; j--) {
    const sh = s.shipments[j];
    if (sh.s !== i || sh.f !== f) continue;
    const byRule = !!shipTo && guerrillas(s, i, shipTo) > 0;
    const to = byRule ? shipTo : heirOf(s, i, f);
    if (to) {
      sh.f = to;
      delete sh.ask;
      // with two possible heirs a player owner chooses, before the next Decision (flow/ship-heir.ts)
      if (!byRule && s.seats[f] === "player" && shipmentHeirs(s, i, f).length > 1) sh.ask = f;
      log(ctx, "log.shipmentTransfer", { space: SPACE_IDS[i], faction: to });
    } else {
      removeShipment(ctx, j);
      removed++;
    }
  }
  return removed;
}

/** 4.5.3 Factions other than `lost` whose Guerrillas in space i could take a Shipment */
export function shipmentHeirs(s: GameState, i: number, lost: Faction): Faction[] {
  const out: Faction[] = [];
  for (const g of INSURGENTS) if (g !== lost && guerrillas(s, i, g) > 0) out.push(g);
  return out;
}

/** the heir by rule: most Guerrillas in the space, ties in the order FARC, AUC, Cartels */
function heirOf(s: GameState, i: number, f: Faction): Faction | null {
  let best: Faction | null = null;
  let most = 0;
  for (const g of shipmentHeirs(s, i, f)) {
    const n = guerrillas(s, i, g);
    if (n > most) {
      most = n;
      best = g;
    }
  }
  return best;
}

/**
 * Roll a die as part of a command, for `purpose` (scripted dice may be given per purpose,
 * Setup.diceFor): logged for the hosts, and a barrier for undo.
 */
export function roll(ctx: Ctx, faction?: Faction, purpose?: DicePurpose): number {
  const r = rollDie(ctx.s, purpose);
  ctx.s.barrier = ctx.s.seq;
  log(ctx, "log.roll", { roll: r }, { roll: r, ...(faction ? { faction } : {}) });
  return r;
}

/** Remove one Terror marker from space i (none there: nothing). */
export function removeTerror(ctx: Ctx, i: number): boolean {
  if (ctx.s.spaces[i].terror <= 0) return false;
  writable(ctx, i).terror--;
  log(ctx, "log.terrorRemoved", { space: SPACE_IDS[i] });
  return true;
}

/** 6.4.1 / 6.4.2 one step: a Terror marker goes first; with none left, shift by `delta`. */
export function removeTerrorOrShift(ctx: Ctx, i: number, delta: number): void {
  if (!removeTerror(ctx, i)) shift(ctx, i, delta);
}
