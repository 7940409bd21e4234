// 8.4.4 our instruction for card 69 "Riverines & Fast Boats" (single Event): a Non-player moves
// its largest group toward the nearest Department holding enemy pieces (the Government's, for an
// Insurgent; Insurgents', for the Government), stops there, and picks the free Operation that
// hurts them. rulings.md beside this file.

import type { BotCtx } from "../../../bots/context";
import { pickSpaceIn } from "../../../bots/events/generic";
import { evData, modeOption, most, stepOf } from "../../../bots/events/helpers";
import { registerInstruction } from "../../../bots/events/registry";
import { govt69Step } from "../../../bots/govt/card69";
import {
  adjacentIn,
  count,
  deptSpaces,
  factionPieces,
  guerrillas,
  isDepartment,
} from "../../../core/queries";
import { SPACE_IDS } from "../../../data/map";
import type { OpName } from "../../../ops/registry";
import type { Faction, GameState, Option, PieceKind } from "../../../types";

const OWN: Record<Faction, PieceKind[]> = {
  govt: ["troops", "police"],
  farc: ["farcU", "farcA"],
  auc: ["aucU", "aucA"],
  cartels: ["cartelsU", "cartelsA"],
};
const movable = (s: GameState, i: number, f: Faction) => OWN[f].reduce((n, k) => n + count(s, i, k), 0);

/** pieces the Faction means to hurt in space i */
function enemyHere(s: GameState, i: number, f: Faction): number {
  if (f !== "govt") return factionPieces(s, i, "govt");
  return factionPieces(s, i, "farc") + factionPieces(s, i, "auc") + factionPieces(s, i, "cartels");
}

/** hops (through Departments) from each Department to the nearest one holding enemy pieces */
function distances(s: GameState, f: Faction): Map<number, number> {
  const d = new Map<number, number>();
  let front = deptSpaces(s).filter((i) => isDepartment(s, i) && enemyHere(s, i, f) > 0);
  for (const i of front) d.set(i, 0);
  for (let k = 1; front.length; k++) {
    const next: number[] = [];
    for (const i of front)
      for (const j of adjacentIn(s, i))
        if (!d.has(j) && isDepartment(s, j)) {
          d.set(j, k);
          next.push(j);
        }
    front = next;
  }
  return d;
}

/** the offered Department closest to a target (none reachable: null, 8.2 at random) */
function toward(ctx: BotCtx, dist: Map<number, number>): Option | null {
  const cands = ctx.spaceOptions().filter((i) => dist.has(i));
  if (!cands.length) return null;
  const n = Math.min(...cands.map((i) => dist.get(i) as number));
  const o = pickSpaceIn(ctx, [cands.filter((i) => dist.get(i) === n)]);
  if (o?.t === "space") ctx.say("np.ev.69.toward", { space: o.s, n });
  return o ?? null;
}

/** 3.3.3 an Attack hits on a roll up to the Guerrillas there: 3 or more make it even odds */
const ATTACK_GUERRILLAS = 3;

/** the free Operation's mode, by preference: one that hurts the enemy there, else Rally / Train */
function opPlan(s: GameState, f: Faction, i: number): OpName[] {
  if (f === "govt") return ["assault", "sweep", "train"];
  const strong = guerrillas(s, i, f) >= ATTACK_GUERRILLAS && factionPieces(s, i, "govt") > 0;
  return [...(strong ? (["attack"] as const) : []), "terror", "rally", "attack"];
}

/** the card's mode value of an Operation ("op" + its name: OP_MODE in events/free-op.ts) */
const modeOf = (op: OpName) => `op${op[0].toUpperCase()}${op.slice(1)}`;

registerInstruction(69, "unshaded", (ctx) => {
  const step = stepOf(ctx);
  const { s, f } = ctx;
  // the Government moves only the cubes its spaces can spare (bots/govt/card69.ts)
  if (f === "govt") {
    const o = govt69Step(ctx, step);
    if (o !== undefined) return o;
  }
  // 8.4.2 relocate as many pieces as the Event allows: the largest group
  if (step === "origin") return most(ctx, (i) => movable(s, i, f), "np.ev.69.origin");
  if (step === "hop") return toward(ctx, distances(s, f));
  const here = evData(ctx).at as number | undefined;
  if (step === "next" && here !== undefined) {
    const dist = distances(s, f);
    const d = dist.get(here);
    // arrived next to the enemy, or no enemy within reach: the chain ends here
    if (d === 0 || d === undefined) {
      ctx.say(d === 0 ? "np.ev.69.arrived" : "np.ev.69.nowhere", { space: SPACE_IDS[here] });
      return ctx.done() ?? null;
    }
    return toward(ctx, dist);
  }
  if (step === "op" && here !== undefined) {
    for (const op of opPlan(s, f, here)) {
      const o = modeOption(ctx, modeOf(op));
      if (o) {
        ctx.say("np.ev.69.op", { space: SPACE_IDS[here], op });
        return o;
      }
    }
    ctx.say("np.ev.69.noOp", { space: SPACE_IDS[here] });
    return modeOption(ctx, "noOp") ?? null;
  }
  return null; // the moves: the whole group (generic, 8.4.2)
});
