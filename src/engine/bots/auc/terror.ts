// 8.6.4 Non-player AUC Terror and Assassinate. Terror in up to 3 spaces with an Underground AUC
// Guerrilla (3.3.4): first 1 space with a FARC Base, then 1 other City or Department with any
// FARC piece, then other Cities or Departments, each at random (8.2; PB ¶14). The tier each
// selected space served is kept on the notepad. Assassinate afterwards in every Terror space where
// AUC Guerrillas outnumber Police and an enemy stands (4.4.2): Guerrillas whose removal captures a
// Shipment first, then FARC, then the Government, then the Cartels (8.1.2 order within each).
import {
  baseCount,
  cityDeptSpaces,
  count,
  enemyPieces,
  factionPieces,
  guerrillas,
  underground,
} from "../../core/queries";
import type { ActionFrame } from "../../flow/action";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import { bestRemoval, mayAddSpace, newPlan, nextIn, planOf, slotsLeft, spaceId } from "./common";

const hasU = (s: GameState, i: number) => underground(s, i, "auc") > 0;

/** 1st bullet: a FARC Base */
const farcBaseTerror = (s: GameState, i: number) => hasU(s, i) && baseCount(s, i, "farc") > 0;
/** 2nd bullet: any FARC piece */
const farcTerror = (s: GameState, i: number) => hasU(s, i) && factionPieces(s, i, "farc") > 0;
/** 3rd bullet: any other City or Department */
const otherTerror = hasU;

const TIERS = [farcBaseTerror, farcTerror, otherTerror];
const TIER_KEYS = ["np.auc.terrorFarcBase", "np.auc.terrorFarc", "np.auc.terrorOther"];

/** would Terror reach at least one space (else OP NOT POSSIBLE, 8.1.1)? */
export function terrorPossible(s: GameState): boolean {
  return cityDeptSpaces(s).some((i) => hasU(s, i));
}

export function terrorStep(ctx: BotCtx, a: ActionFrame): Option | null {
  const s = ctx.s;
  const done = ctx.done() ?? null;
  if (!mayAddSpace(s, a)) {
    ctx.say("np.auc.noResources");
    return done;
  }
  const slots = slotsLeft(s, a, 3);
  if (slots <= 0) return done;
  const note = a.opSpaces.length === 0 ? null : planOf(ctx, "terror");
  const used = Array.isArray(note?.tiers) ? (note.tiers as number[]) : [];
  const offered = new Set(ctx.spaceOptions());
  const open = cityDeptSpaces(s).filter((i) => offered.has(i) && !a.opSpaces.includes(i));
  for (let t = 0; t < TIERS.length; t++) {
    // the first two bullets take 1 space each; the last one the rest
    if (t < 2 && used.includes(t)) continue;
    const next = nextIn(ctx, [open.filter((i) => TIERS[t](s, i))], t < 2 ? 1 : slots);
    if (!next) continue;
    newPlan(ctx, "terror", { tiers: [...used, t] });
    ctx.say(TIER_KEYS[t], { space: spaceId(next.space) });
    return ctx.spaceOption(next.space) ?? done;
  }
  return done;
}

// ---- Assassinate ---------------------------------------------------------------------------------

/** 4.4.2 a Terror space where the AUC could Assassinate: more AUC Guerrillas than Police, an enemy */
export function assassinateSpace(s: GameState, i: number): boolean {
  return guerrillas(s, i, "auc") > count(s, i, "police") && enemyPieces(s, i, "auc") > 0;
}

/** the Terror spaces where Assassinate would remove something */
export function assassinateSpaces(s: GameState, a: ActionFrame): number[] {
  return a.opSpaces.filter((i) => assassinateSpace(s, i));
}

export function assassinateSelect(ctx: BotCtx, a: ActionFrame): Option | null {
  const offered = new Set(ctx.spaceOptions());
  const next = a.opSpaces.find((i) => offered.has(i) && assassinateSpace(ctx.s, i));
  if (next === undefined) return ctx.done() ?? null;
  ctx.say("np.auc.assassinate", { space: spaceId(next) });
  return ctx.spaceOption(next) ?? null;
}

/** 8.6.4 the piece Assassinated in space i */
export function assassinateRemove(ctx: BotCtx, i: number): Option | null {
  const o = bestRemoval(ctx, i, 1, ["farc", "govt", "cartels"]);
  if (o?.t === "remove") ctx.say("np.auc.assassinateTarget", { piece: o.p, space: o.s });
  return o ?? null;
}
