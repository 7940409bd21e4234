// 6.5 Redeploy Phase. Troops on LoCs or in Departments without a Govt Base must move to
// Govt-Controlled Cities or Govt-Controlled spaces with a Govt Base (Bogotá when there is none,
// 6.5.1); other Troops may move there too (6.5.2; not to the Bogotá fallback); Police may move to any LoC or Govt-Controlled
// space (6.5.3). Control is the snapshot taken when the phase began (6.5, 6.5.4). Each move is
// one drag; a piece that has arrived does not move again.
import { ruleError } from "../core/errors";
import { type Ctx, move } from "../core/mutate";
import {
  baseCount,
  canEnter,
  count,
  govtControls,
  isCity,
  isDepartment,
  isLoC,
  locSpaces,
  spacesInPlay,
} from "../core/queries";
import { SPACE_COUNT, spaceIdx } from "../data/map";
import { DONE, decision, moveOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { pop, push } from "../flow/stack";
import { type Frame, type GameState, type Option, P, type PieceKind } from "../types";

export const BOGOTA = spaceIdx("bogota");

/** the Govt-Controlled spaces now (the snapshot Redeploy judges Control on) */
export function controlSnapshot(s: GameState): number[] {
  return spacesInPlay(s).filter((i) => govtControls(s, i));
}

/** 6.5.1 / 6.5.2 snapshot-Controlled Cities or Govt Base spaces (possibly none) */
function troopHavens(s: GameState, ctl: readonly number[]): number[] {
  return ctl.filter((i) => !s.spaces[i].zone && (isCity(s, i) || baseCount(s, i, "govt") > 0));
}

/** 6.5.1 where Troops may go: snapshot-Controlled Cities or Govt Base spaces, else Bogotá */
export function troopDestinations(s: GameState, ctl: readonly number[]): number[] {
  const out = troopHavens(s, ctl);
  return out.length ? out : [BOGOTA];
}

/** 6.5.3 where Police may go: any LoC or snapshot-Controlled space (never a FARC Zone) */
export function policeDestinations(s: GameState, ctl: readonly number[]): number[] {
  const out = locSpaces(s).slice();
  for (const i of ctl) if (!s.spaces[i].zone && !isLoC(s, i)) out.push(i);
  return out;
}

/** 6.5.1 must Troops in space i leave it (a LoC, or a Department without a Govt Base)? */
export function troopsMustLeave(s: GameState, i: number): boolean {
  return isLoC(s, i) || (isDepartment(s, i) && baseCount(s, i, "govt") === 0);
}

export interface RedeployFrame extends Frame {
  k: "prop.redeploy";
  /** Govt-Controlled spaces when the phase began */
  ctl: number[];
  /** pieces that already redeployed into a space: key `${kind}:${space}` */
  arrived: Record<string, number>;
  /**
   * Troop and Police destinations, fixed for the whole phase: Control is frozen (6.5) and no
   * Base or FARC Zone changes during it. Precomputed so that decide() stays cheap on drags.
   */
  td?: number[];
  pd?: number[];
  /** 6.5.1 no such space: Bogotá takes the forced Troops only (6.5.2 has no destination) */
  bogotaOnly?: boolean;
}

export function startRedeploy(ctx: Ctx): void {
  const ctl = controlSnapshot(ctx.s);
  push(ctx, {
    k: "prop.redeploy",
    ctl,
    arrived: {},
    td: troopDestinations(ctx.s, ctl),
    pd: policeDestinations(ctx.s, ctl),
    bogotaOnly: troopHavens(ctx.s, ctl).length === 0,
  } satisfies RedeployFrame);
}

function bogotaOnly(s: GameState, f: RedeployFrame): boolean {
  return f.bogotaOnly ?? troopHavens(s, f.ctl).length === 0;
}

/**
 * 6.5.1 where a Troop may go now: the destinations that can still take one (card 33: Ecuador
 * holds at most 2 pieces per Faction, 1.3.5); when none can, Bogotá takes the forced Troops.
 */
function troopTargets(s: GameState, f: RedeployFrame): { to: number[]; forcedOnly: boolean } {
  const open = (f.td ?? troopDestinations(s, f.ctl)).filter((j) => canEnter(s, "troops", j));
  return open.length ? { to: open, forcedOnly: bogotaOnly(s, f) } : { to: [BOGOTA], forcedOnly: true };
}
/** 6.5.3 where a Police cube may go now (those destinations that can still take one) */
function policeDest(s: GameState, f: RedeployFrame): number[] {
  return (f.pd ?? policeDestinations(s, f.ctl)).filter((j) => canEnter(s, "police", j));
}

// Option bodies are plain read-only data: each (kind, from, to) is built once and shared, so
// a Decision with a thousand moves costs only the loops.
const N = SPACE_COUNT;
const TROOP_OPTS: (Option | null)[] = new Array(N * N).fill(null);
const POLICE_OPTS: (Option | null)[] = new Array(N * N).fill(null);
function cachedMove(k: "troops" | "police", from: number, to: number): Option {
  const row = k === "troops" ? TROOP_OPTS : POLICE_OPTS;
  const key = from * N + to;
  let o = row[key];
  if (o === null) {
    o = Object.freeze(moveOpt(k, from, to)) as Option;
    row[key] = o;
  }
  return o;
}

function movable(s: GameState, f: RedeployFrame, k: PieceKind, i: number): number {
  return count(s, i, k) - (f.arrived[`${k}:${i}`] ?? 0);
}

/** Troops still standing where they may not stay */
export function forcedTroops(s: GameState, f: RedeployFrame): number {
  let n = 0;
  readArrived(f);
  for (const i of spacesInPlay(s)) if (troopsMustLeave(s, i)) n += count(s, i, "troops") - arrivedT[i];
  return n;
}

// scratch: Troops and Police that already redeployed into each space, read from the few
// `arrived` entries in one pass (decide runs on every move of the phase: no allocation)
const arrivedT = new Int16Array(N);
const arrivedP = new Int16Array(N);
function readArrived(f: RedeployFrame): void {
  arrivedT.fill(0);
  arrivedP.fill(0);
  for (const key in f.arrived) {
    if (key.startsWith("troops:")) arrivedT[+key.slice(7)] = f.arrived[key];
    else if (key.startsWith("police:")) arrivedP[+key.slice(7)] = f.arrived[key];
  }
}

/**
 * The moves of one cube kind from each source to every destination but itself, in the
 * destinations' order: one shared list per (kind, destinations, source), since the destinations
 * stay the same through the phase (a Decision copies the lists it needs in one go).
 */
const rowCache = new Map<string, Option[][]>();
function rowsTo(k: "troops" | "police", dests: readonly number[]): Option[][] {
  const key = `${k}|${dests.join(",")}`;
  let rows = rowCache.get(key);
  if (!rows) {
    rows = [];
    for (let i = 0; i < N; i++) {
      const row: Option[] = [];
      for (const j of dests) if (j !== i) row.push(cachedMove(k, i, j));
      rows.push(row);
    }
    if (rowCache.size < 512) rowCache.set(key, rows);
  }
  return rows;
}

const NO_OPTIONS: Option[] = [];

function moveOptions(s: GameState, f: RedeployFrame): Option[] {
  const { to: td, forcedOnly: fallback } = troopTargets(s, f);
  const pd = policeDest(s, f);
  const troopRows = rowsTo("troops", td);
  const policeRows = rowsTo("police", pd);
  readArrived(f);
  const at = arrivedT;
  const ap = arrivedP;
  const parts: Option[][] = [];
  for (const i of spacesInPlay(s)) {
    const c = s.spaces[i].f;
    if (c[P.troops] > at[i] && (!fallback || troopsMustLeave(s, i))) parts.push(troopRows[i]);
    if (c[P.police] > ap[i]) parts.push(policeRows[i]);
  }
  return NO_OPTIONS.concat(...parts);
}

function redeployOne(ctx: Ctx, f: RedeployFrame, k: PieceKind, from: number, to: number): void {
  if (move(ctx, k, from, to) === 1) f.arrived[`${k}:${to}`] = (f.arrived[`${k}:${to}`] ?? 0) + 1;
}

registerFrame<RedeployFrame>("prop.redeploy", {
  decide(s, f) {
    const forced = forcedTroops(s, f);
    // a single destination for the forced Troops: moved automatically
    if (forced > 0 && troopTargets(s, f).to.length === 1) return null;
    const opts = moveOptions(s, f);
    if (!opts.length) return null;
    if (forced === 0) opts.push(DONE);
    return decision("govt", "prompt.propaganda.redeploy", opts, { phase: "redeploy" }, { forced }, "6.5");
  },
  auto(ctx, f) {
    const s = ctx.s;
    const td = troopTargets(s, f).to;
    if (forcedTroops(s, f) > 0 && td.length === 1) {
      for (const i of spacesInPlay(s))
        if (troopsMustLeave(s, i)) {
          const n = movable(s, f, "troops", i);
          for (let k = 0; k < n; k++) redeployOne(ctx, f, "troops", i, td[0]);
        }
      return;
    }
    pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") {
      pop(ctx);
      return;
    }
    if (c.t === "move") redeployOne(ctx, f, c.p, spaceIdx(c.from), spaceIdx(c.to));
  },
  explain(s, f, c) {
    if (c.t === "done") return ruleError("redeployForced", "6.5.1", { n: forcedTroops(s, f) });
    if (c.t !== "move") return null;
    const from = spaceIdx(c.from);
    const to = spaceIdx(c.to);
    if (c.p !== "troops" && c.p !== "police") return ruleError("redeployCubesOnly", "6.5");
    if (count(s, from, c.p) === 0) return ruleError("redeployNoCube", "6.5", { space: c.from });
    if (s.spaces[to].zone) return ruleError("farcZoneClosed", "6.4.4", { space: c.to });
    if (count(s, from, c.p) > 0 && movable(s, f, c.p, from) === 0)
      return ruleError("redeployAlreadyMoved", "6.5", { space: c.from });
    return ruleError(
      c.p === "troops" ? "redeployTroopsWhere" : "redeployPoliceWhere",
      c.p === "troops" ? "6.5.1" : "6.5.3",
      {
        space: c.to,
      },
    );
  },
});
