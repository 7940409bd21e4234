// 8.5.1 CULTIVATE after the Rally (4.5.1: Pop > 0, Cartels Guerrillas outnumber Police):
//  1. place a Base in a Department the Rally selected (PB ¶3: any of them; the 4th bullet's
//     Department first, as the Rally went there for it), if possible;
//  2. otherwise move a Cartels Base from a space with 2 of them to a City or Department with
//     none (PB ¶3), if possible;
//  3. otherwise no Special Activity.
import {
  available,
  baseRoom,
  cityDeptSpaces,
  count,
  guerrillas,
  hasPop,
  isDepartment,
} from "../../core/queries";
import { SPACE_COUNT } from "../../data/map";
import type { ActionFrame } from "../../flow/action";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import { CARTELS, cartelsBases, num, planNote, saOrDone, spaceId, spaceOf } from "./common";

/** 4.5.1 a Cultivate destination */
function destination(s: GameState, i: number): boolean {
  return hasPop(s, i) && guerrillas(s, i, CARTELS) > count(s, i, "police") && baseRoom(s, i);
}

export interface CultivatePlan {
  /** 1st bullet: Rally Departments that could take a new Base */
  place: number[];
  /** 2nd bullet: spaces with 2 Cartels Bases, and Cities/Departments without one that could take it */
  from: number[];
  to: number[];
}

export function cultivatePlan(s: GameState, a: ActionFrame): CultivatePlan {
  const place =
    available(s, "cartelsBase") > 0 ? a.opSpaces.filter((i) => isDepartment(s, i) && destination(s, i)) : [];
  const from: number[] = [];
  for (let j = 0; j < SPACE_COUNT; j++) if (cartelsBases(s, j) >= 2) from.push(j);
  const to = from.length
    ? cityDeptSpaces(s).filter((i) => cartelsBases(s, i) === 0 && destination(s, i))
    : [];
  return { place, from, to };
}

/** at the Special Activity's turn after the Rally: Cultivate if a bullet applies */
export function cultivateChoice(ctx: BotCtx, a: ActionFrame): Option | null {
  const p = cultivatePlan(ctx.s, a);
  const go = p.place.length > 0 || (p.from.length > 0 && p.to.length > 0);
  if (!go) ctx.say("np.cartels.cultivate.none", {});
  return saOrDone(ctx, "cultivate", go);
}

/** 8.5.1 inside Cultivate: the placement or the relocation */
export function cultivateStep(ctx: BotCtx): Option | null {
  const s = ctx.s;
  const places = new Map<number, Option>();
  const moves: { from: number; to: number; o: Option }[] = [];
  for (const o of ctx.d.options) {
    if (o.t === "place" && o.p === "cartelsBase") places.set(spaceOf(o.s), o);
    if (o.t === "move" && o.p === "cartelsBase") {
      const from = spaceOf(o.from);
      const to = spaceOf(o.to);
      if (cartelsBases(s, from) >= 2 && cartelsBases(s, to) === 0) moves.push({ from, to, o });
    }
  }
  const b4 = num(planNote(ctx, "rally"), "b4");
  const at = ctx.pick([places.has(b4) ? [b4] : [], [...places.keys()]]);
  if (at !== null) {
    ctx.say("np.cartels.cultivate.place", { space: spaceId(at) });
    return places.get(at) ?? null;
  }
  const to = ctx.pick([[...new Set(moves.map((m) => m.to))]]);
  if (to === null) return null;
  const from = ctx.pick([moves.filter((m) => m.to === to).map((m) => m.from)]);
  const m = moves.find((x) => x.to === to && x.from === from);
  if (!m) return null;
  ctx.say("np.cartels.cultivate.relocate", { from: spaceId(m.from), space: spaceId(m.to) });
  return m.o;
}
