// 8.5.1 Non-player Cartels Rally: at most 3 spaces, taken bullet by bullet (ties: 8.2 random):
//  1. ≥ 2 Cartels Guerrillas free of Shipments and < 2 Bases: 2 Guerrillas become a Base;
//  2. Active Cartels Guerrillas + a Cartels Base + cubes: the Guerrillas go Underground;
//  3. a Cartels Base and no Cartels Guerrilla: place Pop + Bases Guerrillas, or with none
//     Available bring up to 3 from spaces without Cartels Bases (they go Underground);
//  4. last, 1 random Department where Cultivate could then place a Base (Pop > 0, < 2 Bases,
//     Cartels Guerrillas, the ones placed now included (PB ¶11), outnumber Police).
import { ACTIVE_OF, UNDERGROUND_OF } from "../../core/pieces";
import {
  active,
  available,
  basesIn,
  cityDeptSpaces,
  count,
  cubes,
  deptSpaces,
  guerrillas,
  hasPop,
  isDepartment,
  popOf,
} from "../../core/queries";
import { SPACE_COUNT } from "../../data/map";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import { slotsLeft } from "../shared/picks";
import {
  CARTELS,
  cartelsBases,
  freeGuerrillas,
  MAX_SPACES,
  num,
  planNote,
  setPlan,
  spaceId,
  spaceOf,
} from "./common";

const U = UNDERGROUND_OF.cartels;
const A = ACTIVE_OF.cartels;
const GATHER = 3;

export type RallyMode = "base" | "flip" | "place" | "gather" | "cultivable";
const MODE_OF: readonly RallyMode[] = ["base", "flip", "place", "cultivable"];

/** 8.5.1 1st bullet (also the Rally condition's "a Base could replace 2 Guerrillas") */
export function baseSwapSpace(s: GameState, i: number): boolean {
  return freeGuerrillas(s, i) >= 2 && basesIn(s, i) < 2 && available(s, "cartelsBase") > 0;
}

/** 8.5.1 2nd bullet */
function hideSpace(s: GameState, i: number): boolean {
  return active(s, i, CARTELS) > 0 && cartelsBases(s, i) > 0 && cubes(s, i) > 0;
}

/** 8.5.1 3rd bullet's fallback: Cartels Guerrillas in spaces without Cartels Bases (not i) */
function gatherable(s: GameState, i: number): number {
  let n = 0;
  for (let j = 0; j < SPACE_COUNT; j++)
    if (j !== i && cartelsBases(s, j) === 0) n += guerrillas(s, j, CARTELS);
  return n;
}

/** 8.5.1 3rd bullet: a Base, no Guerrilla, and Guerrillas to place or to bring */
function emptyBaseSpace(s: GameState, i: number): boolean {
  return (
    cartelsBases(s, i) > 0 && guerrillas(s, i, CARTELS) === 0 && (available(s, U) > 0 || gatherable(s, i) > 0)
  );
}

/** 3.3.1 how many Guerrillas a Rally would place in i now */
function placeable(s: GameState, i: number): number {
  const b = cartelsBases(s, i);
  return Math.min(available(s, U), b > 0 ? b + popOf(s, i) : 1);
}

/** 8.5.1 4th bullet: a Department where Cultivate could then place a new Base (4.5.1) */
export function cultivableDept(s: GameState, i: number): boolean {
  return (
    isDepartment(s, i) &&
    hasPop(s, i) &&
    basesIn(s, i) < 2 &&
    available(s, "cartelsBase") > 0 &&
    guerrillas(s, i, CARTELS) + placeable(s, i) > count(s, i, "police")
  );
}

/**
 * The candidates of each bullet (index 0-3), leaving out `taken` spaces; the 4th only when
 * `fourth`. Each space is listed under its first bullet only.
 */
export function rallyBullets(s: GameState, taken: ReadonlySet<number>, fourth = true): number[][] {
  const out: number[][] = [[], [], [], []];
  for (const i of cityDeptSpaces(s)) {
    if (taken.has(i)) continue;
    if (baseSwapSpace(s, i)) out[0].push(i);
    else if (hideSpace(s, i)) out[1].push(i);
    else if (emptyBaseSpace(s, i)) out[2].push(i);
  }
  if (fourth) for (const i of deptSpaces(s)) if (!taken.has(i) && cultivableDept(s, i)) out[3].push(i);
  return out;
}

/** What the Rally does in space i if it was not noted (an Event's Rally, a lost notepad) */
function modeFor(s: GameState, i: number): RallyMode {
  if (baseSwapSpace(s, i)) return "base";
  if (hideSpace(s, i)) return "flip";
  if (emptyBaseSpace(s, i)) return available(s, U) > 0 ? "place" : "gather";
  return "cultivable";
}

/** 8.5.1: the next Rally space (null: the Rally is over) */
export function rallySelect(ctx: BotCtx, opSpaces: readonly number[]): Option | null {
  const s = ctx.s;
  const note = planNote(ctx, "rally");
  const b4 = num(note, "b4");
  if (opSpaces.length >= MAX_SPACES) {
    ctx.say("np.cartels.rally.max", { n: MAX_SPACES });
    return ctx.done() ?? null;
  }
  const offered = new Set(ctx.spaceOptions());
  const fourth = !(b4 >= 0 && opSpaces.includes(b4));
  const tiers = rallyBullets(s, new Set(opSpaces), fourth);
  // 8.2: no dice while every space of a bullet will be rallied anyway
  const room = ctx.step.action ? slotsLeft(s, ctx.step.action, CARTELS, MAX_SPACES) : 1;
  for (let b = 0; b < tiers.length; b++) {
    const i = ctx.pick([tiers[b].filter((x) => offered.has(x))], undefined, room);
    if (i === null) continue;
    let mode = MODE_OF[b];
    if (b === 2 && available(s, U) === 0) mode = "gather";
    ctx.say(`np.cartels.rally.${mode}`, { space: spaceId(i), n: placeable(s, i) });
    setPlan(ctx, "rally", { cur: i, mode, moved: 0, b4: b === 3 ? i : b4 });
    return ctx.spaceOption(i) ?? null;
  }
  // 8.1 4th bullet: Resources at 0 end the Operation's spaces (the engine offers none)
  if (!offered.size && ctx.s.resources.cartels <= 0)
    ctx.say("np.cartels.noResources", { n: opSpaces.length });
  else ctx.say("np.cartels.rally.end", { n: opSpaces.length });
  return ctx.done() ?? null;
}

/** 8.5.1 inside the space being rallied in */
export function rallySpace(ctx: BotCtx, i: number): Option | null {
  const s = ctx.s;
  const note = planNote(ctx, "rally");
  const noted = num(note, "cur") === i && typeof note?.mode === "string";
  const mode = noted ? (note?.mode as RallyMode) : modeFor(s, i);
  switch (mode) {
    case "base": {
      // 8.1.2 4th bullet: own Active Guerrillas go before Underground ones
      const o = ctx.exact({ k: "base" });
      if (o) return o;
      return (
        ctx.d.options.find((x) => x.t === "remove" && x.p === A) ??
        ctx.d.options.find((x) => x.t === "remove" && x.p === U) ??
        null
      );
    }
    case "flip":
      // 3.3.1: gathering nobody, then every Cartels Guerrilla here turns Underground
      return ctx.exact({ k: "regroup" }) ?? ctx.done() ?? null;
    case "gather":
      return gatherStep(ctx, i, note);
    default:
      // 8.1.1 to the maximum extent: place while a placement is offered
      return (
        ctx.d.options.find((x) => x.t === "place" && x.p === U && spaceOf(x.s) === i) ?? ctx.done() ?? null
      );
  }
}

/** 8.5.1 3rd bullet, none Available: up to 3 Guerrillas from spaces without Cartels Bases */
function gatherStep(ctx: BotCtx, i: number, note: ReturnType<typeof planNote>): Option | null {
  const moved = num(note, "moved", 0);
  if (moved < GATHER) {
    const from = new Map<number, Option[]>();
    for (const o of ctx.d.options) {
      if (o.t !== "move" || spaceOf(o.to) !== i || (o.p !== U && o.p !== A)) continue;
      const j = spaceOf(o.from);
      if (cartelsBases(ctx.s, j) > 0) continue;
      from.set(j, [...(from.get(j) ?? []), o]);
    }
    const js = [...from.keys()];
    // Active ones first: the gathering turns them Underground (3.3.1)
    const j = ctx.pick([js.filter((x) => active(ctx.s, x, CARTELS) > 0), js]);
    if (j !== null) {
      const opts = from.get(j) ?? [];
      const o = opts.find((x) => x.t === "move" && x.p === A) ?? opts[0];
      setPlan(ctx, "rally", { ...(note ?? {}), cur: i, mode: "gather", moved: moved + 1 });
      ctx.say("np.cartels.rally.bring", { from: spaceId(j), space: spaceId(i) });
      return o;
    }
  }
  return ctx.done() ?? null;
}
