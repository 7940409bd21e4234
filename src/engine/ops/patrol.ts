// 3.2.2 Patrol: 3 Resources in all. Cubes move (each once) along chains of adjacent LoCs and
// Cities, stopping where Guerrillas are; a LimOp's moving cubes all end in one space. Then in
// every LoC each cube there Activates 1 Guerrilla (not under Plan Colombia, card 12); then,
// optionally, a free Assault in 1 LoC (LimOp: the destination). Card 13 (Capability, read through
// core/modifiers.ts): unshaded, a free Assault in each LoC (one at a time, each optional);
// shaded, no free Assault at all.
import { ruleError } from "../core/errors";
import { noPatrolActivation, patrolAssaultEachLoc, patrolNoAssault } from "../core/modifiers";
import { addResources, move } from "../core/mutate";
import { isCube } from "../core/pieces";
import {
  adjacentIn,
  allGuerrillas,
  count,
  cubes,
  govtMayEnter,
  isCity,
  isLoC,
  locSpaces,
  spacesInPlay,
  underground,
} from "../core/queries";
import { SPACE_COUNT, SPACE_IDS, spaceIdx } from "../data/map";
import { type ActionFrame, currentAction, finishOp, saOptions, trySa } from "../flow/action";
import { DONE, decision, moveOpt, spaceOpt } from "../flow/decide";
import { registerFrame } from "../flow/registry";
import { type Frame, type GameState, INSURGENTS, type Option, type PieceKind } from "../types";
import { coinSaExplain, startActivation } from "./activation";
import { assaultable, startAssaultIn } from "./assault";
import { registerOp } from "./registry";

const COST = 3;

export interface PatrolFrame extends Frame {
  k: "op.patrol";
  stage: "pay" | "move" | "activate" | "assault" | "end";
  /** Troops / Police that arrived in each space this Patrol: they may not move again */
  arrT: number[];
  arrP: number[];
  /** LimOp destination, fixed by the first move (-1 none yet) */
  dest: number;
  /** card 13 unshaded: LoCs Assaulted so far by this Patrol */
  hit?: number[];
}

/** A Patrol path runs through LoCs and Cities only (never a FARC Zone). */
function onRoad(s: GameState, i: number): boolean {
  return (isLoC(s, i) || isCity(s, i)) && govtMayEnter(s, i);
}

// scratch buffers for the search (decide runs often: no allocation per source but the result)
const mark = new Int32Array(SPACE_COUNT);
const queue = new Int32Array(SPACE_COUNT);
const groupMark = new Int32Array(SPACE_COUNT);
let stamp = 0;
/** a fresh stamp per search; restart before it could outgrow the Int32 marks */
function nextStamp(): number {
  if (++stamp >= 0x3fffffff) {
    mark.fill(0);
    groupMark.fill(0);
    stamp = 1;
  }
  return stamp;
}

/**
 * Spaces a cube starting in `from` may end in. With `blocking`, a space holding Guerrillas may be
 * entered but not left (3.2.2); without it, the plain road network (for refusal reasons).
 */
export function patrolReach(s: GameState, from: number, blocking = true): number[] {
  nextStamp();
  const out: number[] = [];
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  mark[from] = stamp;
  while (head < tail) {
    const i = queue[head++];
    if (i !== from && blocking && allGuerrillas(s, i) > 0) continue; // it stops here
    for (const j of adjacentIn(s, i))
      if (mark[j] !== stamp && onRoad(s, j)) {
        mark[j] = stamp;
        queue[tail++] = j;
        out.push(j);
      }
  }
  return out;
}

/**
 * The road network of one state, computed once per Decision instead of once per source: which
 * spaces a Patrol may use, which of them hold Guerrillas (entered but not left, 3.2.2), and for
 * each group of connected Guerrilla-free road spaces the spaces a cube entering the group may end
 * in (the group itself and the road spaces with Guerrillas next to it).
 */
interface RoadNet {
  /** the state it was computed for (its map: 1.3.5) */
  s: GameState;
  road: Uint8Array;
  stop: Uint8Array;
  group: Int32Array;
  ends: number[][];
}
const netRoad = new Uint8Array(SPACE_COUNT);
const netStop = new Uint8Array(SPACE_COUNT);
const netGroup = new Int32Array(SPACE_COUNT);
export function roadNet(s: GameState): RoadNet {
  for (let i = 0; i < SPACE_COUNT; i++) {
    netRoad[i] = onRoad(s, i) ? 1 : 0;
    netStop[i] = allGuerrillas(s, i) > 0 ? 1 : 0;
    netGroup[i] = -1;
  }
  const ends: number[][] = [];
  for (let i = 0; i < SPACE_COUNT; i++) {
    if (!netRoad[i] || netStop[i] || netGroup[i] >= 0) continue;
    // flood one group of Guerrilla-free road spaces; note the Guerrilla-held ones next to it
    const g = ends.length;
    const list: number[] = [];
    nextStamp();
    let head = 0;
    let tail = 0;
    queue[tail++] = i;
    netGroup[i] = g;
    while (head < tail) {
      const x = queue[head++];
      list.push(x);
      for (const j of adjacentIn(s, x)) {
        if (!netRoad[j]) continue;
        if (netStop[j]) {
          if (mark[j] !== stamp) {
            mark[j] = stamp;
            list.push(j);
          }
        } else if (netGroup[j] < 0) {
          netGroup[j] = g;
          queue[tail++] = j;
        }
      }
    }
    ends.push(list);
  }
  return { s, road: netRoad, stop: netStop, group: netGroup, ends };
}

/** patrolReach on a precomputed network: the union of what each first step leads to */
export function netReach(net: RoadNet, from: number): number[] {
  nextStamp();
  const out: number[] = [];
  mark[from] = stamp;
  // a cube may start anywhere, Ecuador and Panamá included once they are spaces (1.3.5)
  for (const j of adjacentIn(net.s, from)) {
    if (!net.road[j]) continue;
    if (net.stop[j]) {
      if (mark[j] !== stamp) {
        mark[j] = stamp;
        out.push(j);
      }
      continue;
    }
    const g = net.group[j];
    if (groupMark[g] === stamp) continue;
    groupMark[g] = stamp;
    for (const e of net.ends[g])
      if (mark[e] !== stamp) {
        mark[e] = stamp;
        out.push(e);
      }
  }
  return out;
}

function unmoved(s: GameState, f: PatrolFrame, k: PieceKind, i: number): number {
  return count(s, i, k) - (k === "troops" ? f.arrT[i] : f.arrP[i]);
}

/** May the destination j be used (LimOp single destination, Event limits)? */
function destOk(a: ActionFrame, f: PatrolFrame, j: number): boolean {
  if (a.limited && f.dest >= 0 && j !== f.dest) return false;
  return !a.only || a.only.includes(j);
}

function moveOptions(s: GameState, a: ActionFrame, f: PatrolFrame): Option[] {
  const out: Option[] = [];
  const net = roadNet(s);
  for (const i of spacesInPlay(s)) {
    const t = unmoved(s, f, "troops", i);
    const p = unmoved(s, f, "police", i);
    if (t <= 0 && p <= 0) continue;
    for (const j of netReach(net, i)) {
      if (!destOk(a, f, j)) continue;
      if (t > 0) out.push(moveOpt("troops", i, j));
      if (p > 0) out.push(moveOpt("police", i, j));
    }
  }
  return out;
}

/** LoCs where the free Assault may go (LimOp: only the destination, once one is fixed). */
function assaultLocs(s: GameState, a: ActionFrame, f: PatrolFrame): number[] {
  if (patrolNoAssault(s)) return []; // card 13 shaded
  return locSpaces(s).filter((i) => destOk(a, f, i) && !f.hit?.includes(i) && assaultable(s, i));
}

function newFrame(): PatrolFrame {
  return {
    k: "op.patrol",
    stage: "pay",
    arrT: new Array(SPACE_COUNT).fill(0),
    arrP: new Array(SPACE_COUNT).fill(0),
    dest: -1,
  };
}

function hasUnderground(s: GameState, i: number): boolean {
  for (const g of INSURGENTS) if (underground(s, i, g) > 0) return true;
  return false;
}

registerFrame<PatrolFrame>("op.patrol", {
  decide(s, f) {
    const a = currentAction(s)!;
    const ctx = { op: "patrol" as const, spent: a.paid };
    if (f.stage === "move") {
      const opts = moveOptions(s, a, f);
      opts.push(...saOptions(s), DONE);
      return decision("govt", "prompt.patrol.move", opts, ctx, undefined, "3.2.2");
    }
    if (f.stage === "assault") {
      const locs = assaultLocs(s, a, f);
      if (!locs.length) return null;
      const opts: Option[] = locs.map(spaceOpt);
      opts.push(...saOptions(s), DONE);
      const prompt = patrolAssaultEachLoc(s) ? "prompt.card13.assault" : "prompt.patrol.assault";
      return decision("govt", prompt, opts, ctx, undefined, "3.2.2");
    }
    return null;
  },
  auto(ctx, f) {
    const a = currentAction(ctx.s)!;
    if (f.stage === "pay") {
      // 3.2.2 one payment for the whole Patrol
      if (!a.free) a.paid += -addResources(ctx, "govt", -COST);
      f.stage = "move";
    } else if (f.stage === "activate") {
      f.stage = "assault";
      if (noPatrolActivation(ctx.s)) return; // card 12 shaded (Momentum)
      const list: [number, number][] = [];
      for (const i of locSpaces(ctx.s))
        if (cubes(ctx.s, i) > 0 && hasUnderground(ctx.s, i)) list.push([i, cubes(ctx.s, i)]);
      // 4.1 a LoC where the Patrol Activates counts as a space the Operation was executed in
      for (const [i] of list) if (!a.opSpaces.includes(i)) a.opSpaces.push(i);
      startActivation(ctx, list, "patrol", "3.2.2");
    } else finishOp(ctx);
  },
  onCommand(ctx, f, c) {
    if (trySa(ctx, c)) return;
    const a = currentAction(ctx.s)!;
    if (c.t === "done") {
      f.stage = f.stage === "move" ? "activate" : "end";
      return;
    }
    if (c.t === "move") {
      const from = spaceIdx(c.from);
      const to = spaceIdx(c.to);
      if (move(ctx, c.p, from, to) === 0) return;
      if (c.p === "troops") f.arrT[to]++;
      else f.arrP[to]++;
      if (f.dest < 0) f.dest = to;
      if (!a.opSpaces.includes(to)) a.opSpaces.push(to);
      return;
    }
    if (c.t === "space") {
      const i = spaceIdx(c.s);
      // card 13 unshaded: back to the choice of LoC after each Assault (a LimOp keeps to 1 LoC)
      if (patrolAssaultEachLoc(ctx.s)) {
        f.hit = [...(f.hit ?? []), i];
        if (a.limited && f.dest < 0) f.dest = i;
      } else f.stage = "end";
      if (!a.opSpaces.includes(i)) a.opSpaces.push(i);
      startAssaultIn(ctx, i, "3.2.2", true);
    }
  },
  explain(s, f, c) {
    const sa = coinSaExplain(s, c);
    if (sa) return sa;
    const a = currentAction(s)!;
    if (c.t === "space" && f.stage === "assault") {
      const i = spaceIdx(c.s);
      if (patrolNoAssault(s)) return ruleError("patrolNoAssault", "5.3", { card: 13 });
      if (!isLoC(s, i)) return ruleError("patrolAssaultLoc", "3.2.2");
      if (f.hit?.includes(i)) return ruleError("alreadySelected", "3.1");
      if (!destOk(a, f, i)) return ruleError("limOpOneDestination", "3.2.2");
      return ruleError("nothingToRemove", "3.2.4");
    }
    if (c.t !== "move" || f.stage !== "move") return null;
    const from = spaceIdx(c.from);
    const to = spaceIdx(c.to);
    if (!isCube(c.p)) return ruleError("patrolCubesOnly", "3.2.2");
    if (s.spaces[to].zone) return ruleError("farcZone", "6.4.4");
    if (!isLoC(s, to) && !isCity(s, to)) return ruleError("patrolRoadsOnly", "3.2.2");
    if (a.limited && f.dest >= 0 && to !== f.dest)
      return ruleError("limOpOneDestination", "2.3.5", { space: SPACE_IDS[f.dest] });
    if (count(s, from, c.p) > 0 && unmoved(s, f, c.p, from) <= 0) return ruleError("alreadyMoved", "3.2.2");
    if (
      count(s, from, c.p) > 0 &&
      !patrolReach(s, from).includes(to) &&
      patrolReach(s, from, false).includes(to)
    )
      return ruleError("patrolStopsAtGuerrillas", "3.2.2");
    if (count(s, from, c.p) > 0) return ruleError("patrolNotConnected", "3.2.2");
    return null;
  },
});

/** Could a Patrol do anything: move a cube, or Activate/Assault on a LoC holding cubes? */
const PROBE = newFrame(); // read only: destOk looks at `dest`
function patrolUseful(s: GameState, a: ActionFrame): boolean {
  const probe = PROBE;
  for (const i of locSpaces(s)) if (cubes(s, i) > 0 && allGuerrillas(s, i) > 0) return true;
  for (const i of spacesInPlay(s)) {
    if (cubes(s, i) === 0) continue;
    for (const j of patrolReach(s, i)) if (destOk(a, probe, j)) return true;
  }
  return false;
}

registerOp({
  name: "patrol",
  rule: "3.2.2",
  canStart: (s, a) => (a.free || s.resources.govt >= COST) && patrolUseful(s, a),
  frame: () => newFrame(),
});
