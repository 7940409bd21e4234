// 8.5.2 Non-player Cartels March: into 1 City or Department with fewer than 2 Bases (any
// Faction) next to a space with 2+ Cartels Guerrillas (several: 8.2 random). Every adjacent
// Cartels Guerrilla comes along but 1 in each space with a Cartels Base (PB ¶15), within 8.1.2:
// as many Underground Guerrillas as can come without being Activated (3.3.2: a group plus the
// cubes there above 3 in a space with Support); Active ones fill the rest of the group, or come
// alone when any Underground one would be exposed anyway; Shipments travel first (4.5.3).
import { ACTIVE_OF, UNDERGROUND_OF } from "../../core/pieces";
import {
  active,
  adjacentIn,
  basesIn,
  cityDeptSpaces,
  cubes,
  guerrillas,
  isCityOrDept,
  shipmentsIn,
  underground,
} from "../../core/queries";
import type { MarchFrame } from "../../ops/march";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import { CARTELS, cartelsBases, num, planNote, setPlan, spaceId, spaceOf } from "./common";

const U = UNDERGROUND_OF.cartels;
const A = ACTIVE_OF.cartels;
/** 3.3.2: a group (plus the cubes there) of more than 3 is Activated where it is watched */
const UNSEEN = 3;

/** 3.3.2 for the Cartels: a City or Department with Support watches a March in */
function watched(s: GameState, d: number): boolean {
  return isCityOrDept(s, d) && s.spaces[d].sup > 0;
}

/** 8.5.2 + 8.1.2: [Underground, Active] Cartels Guerrillas that march from x into d */
export function marchMovers(s: GameState, x: number, d: number): [number, number] {
  let u = underground(s, x, CARTELS);
  let a = active(s, x, CARTELS);
  if (cartelsBases(s, x) > 0) {
    // one stays with the Bases: an Active one, so that Underground ones may march (8.1.2)
    if (a > 0) a--;
    else if (u > 0) u--;
  }
  if (!watched(s, d) || u === 0) return [u, a];
  const room = UNSEEN - cubes(s, d);
  if (room <= 0) return [0, a]; // Underground ones would be exposed: only Active ones go
  if (u >= room) return [room, 0];
  return [u, Math.min(a, room - u)];
}

/** 8.5.2: the destination's condition (not counting whether anyone could come) */
function destinationOk(s: GameState, d: number): boolean {
  return basesIn(s, d) < 2 && adjacentIn(s, d).some((x) => guerrillas(s, x, CARTELS) >= 2);
}

/** Guerrillas that would march into d */
export function marchTotal(s: GameState, d: number): number {
  let n = 0;
  for (const x of adjacentIn(s, d)) {
    const [u, a] = marchMovers(s, x, d);
    n += u + a;
  }
  return n;
}

/** 8.5.2 destinations where at least one Guerrilla would arrive (8.1.1: none, no March) */
export function marchDestinations(s: GameState): number[] {
  return cityDeptSpaces(s).filter((d) => destinationOk(s, d) && marchTotal(s, d) > 0);
}

/** the March's plan, drawn at its first move and kept in the notepad */
interface Plan {
  dest: number;
  origins: number[];
  mu: number[];
  ma: number[];
}

function planOf(ctx: BotCtx, f: MarchFrame): Plan | null {
  const note = planNote(ctx, "march");
  const dest = num(note, "dest");
  if (note && f.moves > 0 && dest >= 0)
    return { dest, origins: note.origins as number[], mu: note.mu as number[], ma: note.ma as number[] };
  if (f.moves > 0) return null;
  const s = ctx.s;
  const reachable = new Set<number>();
  for (const o of ctx.d.options) if (o.t === "move") reachable.add(spaceOf(o.to));
  const d = ctx.pick([marchDestinations(s).filter((x) => reachable.has(x))]);
  if (d === null) return null;
  const plan: Plan = { dest: d, origins: [], mu: [], ma: [] };
  // 8.1.2: Guerrillas with Shipments first
  const xs = [...adjacentIn(s, d)].sort(
    (x, y) => (shipmentsIn(s, y, CARTELS) > 0 ? 1 : 0) - (shipmentsIn(s, x, CARTELS) > 0 ? 1 : 0),
  );
  for (const x of xs) {
    const [u, a] = marchMovers(s, x, d);
    if (u + a === 0) continue;
    plan.origins.push(x);
    plan.mu.push(u);
    plan.ma.push(a);
  }
  ctx.say("np.cartels.march.dest", { space: spaceId(d), n: marchTotal(s, d) });
  setPlan(ctx, "march", { dest: d, origins: plan.origins, mu: plan.mu, ma: plan.ma });
  return plan;
}

/** 8.5.2: the next Guerrilla to march (Done when the plan is carried out) */
export function marchStep(ctx: BotCtx, f: MarchFrame): Option | null {
  const plan = planOf(ctx, f);
  if (!plan) return ctx.done() ?? null;
  const d = plan.dest;
  for (let k = 0; k < plan.origins.length; k++) {
    const x = plan.origins[k];
    const g = f.groups.find((e) => e.o === x && e.d === d);
    const gone = (g?.u ?? 0) + (g?.a ?? 0);
    const piece = (g?.u ?? 0) < plan.mu[k] ? U : (g?.a ?? 0) < plan.ma[k] ? A : null;
    if (!piece) continue;
    // 4.5.3 / 8.1.2 the first Guerrilla out of x takes its Shipments along
    const n = gone === 0 ? shipmentsIn(ctx.s, x, CARTELS) : 0;
    const carry = n > 0 ? ctx.exact({ k: "carry", from: spaceId(x), to: spaceId(d), piece, n }) : undefined;
    const o =
      carry ??
      ctx.d.options.find(
        (m) => m.t === "move" && m.p === piece && spaceOf(m.from) === x && spaceOf(m.to) === d,
      );
    if (o) return o;
  }
  ctx.say("np.cartels.march.end", { space: spaceId(d) });
  return ctx.done() ?? null;
}
