// 2.1 Open Deployment: markers and Non-player forces are already set as Standard (game.ts);
// then each player Faction, in the order Cartels, AUC, FARC, Government, places its starting
// forces one piece per `place` command, within the limits of the setup sheet and stacking (1.4.2).
import { type Ctx, log, place } from "../core/mutate";
import {
  available,
  canEnter,
  count,
  deptSpaces,
  hasPop,
  isCityOrDept,
  isDepartment,
  spacesInPlay,
} from "../core/queries";
import { spaceIdx } from "../data/map";
import type { Faction, Frame, GameState, Option, PieceKind } from "../types";
import { decision, placeOpt } from "./decide";
import { registerFrame } from "./registry";
import { pop, push } from "./stack";

/** Deployment order (2.1 setup sheet); Non-players keep their Standard positions. */
export const DEPLOY_ORDER: readonly Faction[] = ["cartels", "auc", "farc", "govt"];

/** Each Faction's forces to place (Guerrillas go on the map Underground, 1.4.3). */
export const DEPLOY_FORCES: Record<Faction, Partial<Record<PieceKind, number>>> = {
  cartels: { cartelsU: 2, cartelsBase: 6 },
  auc: { aucU: 6, aucBase: 1 },
  farc: { farcU: 12, farcBase: 6 },
  govt: { troops: 12, police: 12, govtBase: 1 },
};

/** Cartels: at least this many of their Bases in Departments with Population. */
export const CARTELS_POP_DEPT_BASES = 4;

export interface DeployFrame extends Frame {
  k: "deploy";
  /** Factions still to deploy, the current one first */
  order: Faction[];
  /** pieces the current Faction still has to place */
  left: Partial<Record<PieceKind, number>>;
}

/** Departments with Population (the Cartels' setup minimum) */
function popDepts(s: GameState): number[] {
  return deptSpaces(s).filter((i) => hasPop(s, i));
}

function isPopDept(s: GameState, i: number): boolean {
  return isDepartment(s, i) && hasPop(s, i);
}

/** Where the setup sheet lets this Faction put its pieces (before stacking). */
function zoneAllows(s: GameState, f: Faction, i: number): boolean {
  if (f === "farc") return isDepartment(s, i); // any Department
  if (f === "govt") return isCityOrDept(s, i) && count(s, i, "farcBase") === 0;
  return true; // Cartels and AUC: anywhere (Bases still need a City or Department, 1.4.2)
}

function cartelsBasesInPopDepts(s: GameState): number {
  let n = 0;
  for (const i of popDepts(s)) n += count(s, i, "cartelsBase");
  return n;
}

/** Base slots still free in Departments with Population. */
function popDeptRoom(s: GameState): number {
  let n = 0;
  for (const i of popDepts(s)) {
    const c = s.spaces[i].f;
    n += Math.max(0, 2 - (c[2] + c[5] + c[8] + c[11]));
  }
  return n;
}

/**
 * Cartels rule: a Base may go outside a populated Department only while the Bases still in hand
 * can meet the minimum there. Relaxed when the map could not hold the minimum anyway (no dead end).
 */
function cartelsMayBaseElsewhere(s: GameState, fr: DeployFrame): boolean {
  const need = Math.max(0, CARTELS_POP_DEPT_BASES - cartelsBasesInPopDepts(s));
  if (popDeptRoom(s) < need) return true;
  return (fr.left.cartelsBase ?? 0) - 1 >= need;
}

export function deployOptions(s: GameState, fr: DeployFrame): Option[] {
  const f = fr.order[0];
  const out: Option[] = [];
  const elsewhere = f === "cartels" && cartelsMayBaseElsewhere(s, fr);
  for (const [k, n] of Object.entries(fr.left) as [PieceKind, number][]) {
    if (!n || available(s, k) === 0) continue; // 1.4.1
    for (const i of spacesInPlay(s)) {
      if (!zoneAllows(s, f, i) || !canEnter(s, k, i)) continue;
      if (k === "cartelsBase" && !elsewhere && !isPopDept(s, i)) continue;
      out.push(placeOpt(k, i));
    }
  }
  return out;
}

function leftTotal(fr: DeployFrame): number {
  let n = 0;
  for (const v of Object.values(fr.left)) n += v ?? 0;
  return n;
}

export function startOpenDeployment(ctx: Ctx): void {
  const order = DEPLOY_ORDER.filter((f) => ctx.s.seats[f] === "player");
  if (!order.length) return;
  log(ctx, "log.deployStart", { faction: order[0] });
  push(ctx, { k: "deploy", order, left: { ...DEPLOY_FORCES[order[0]] } } satisfies DeployFrame);
}

/** The current Faction is done (all placed, or nothing placeable is left): next one, or finish. */
function nextFaction(ctx: Ctx, fr: DeployFrame): void {
  fr.order.shift();
  if (!fr.order.length) {
    log(ctx, "log.deployDone");
    pop(ctx);
    return;
  }
  fr.left = { ...DEPLOY_FORCES[fr.order[0]] };
  log(ctx, "log.deployStart", { faction: fr.order[0] });
}

registerFrame<DeployFrame>("deploy", {
  decide(s, fr) {
    if (leftTotal(fr) === 0) return null;
    const opts = deployOptions(s, fr);
    if (!opts.length) return null; // 1.4.1/1.4.2 ignore what cannot be placed
    const f = fr.order[0];
    const l = fr.left;
    const guerrillas = (l.cartelsU ?? 0) + (l.aucU ?? 0) + (l.farcU ?? 0);
    const bases = (l.cartelsBase ?? 0) + (l.aucBase ?? 0) + (l.farcBase ?? 0) + (l.govtBase ?? 0);
    const params: Record<string, number> =
      f === "govt"
        ? { troops: l.troops ?? 0, police: l.police ?? 0, bases }
        : {
            guerrillas,
            bases,
            need: f === "cartels" ? Math.max(0, CARTELS_POP_DEPT_BASES - cartelsBasesInPopDepts(s)) : 0,
          };
    return decision(f, `prompt.deploy.${f}`, opts, { phase: "deploy" }, params, "2.1");
  },
  auto(ctx, fr) {
    nextFaction(ctx, fr);
  },
  onCommand(ctx, fr, c) {
    if (c.t !== "place") return;
    if (place(ctx, c.p, spaceIdx(c.s)) > 0) fr.left[c.p] = (fr.left[c.p] ?? 0) - 1;
  },
});
