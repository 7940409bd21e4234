// 8.5.3 BRIBE after the Terror (4.5.4, 3 Resources a space): 3 spaces with Cartels pieces and
// pieces of an enemy, the Government's first, then FARC's, then AUC's (8.2 random within). In each
// space the first of those enemies present loses pieces in the 8.1.2 order: a Base, else Police
// before Troops, else Underground Guerrillas before Active ones (2 cubes or Guerrillas, 1 Base).
import type { BribeFrame } from "../../activities/bribe";
import { OWNER } from "../../core/pieces";
import { factionPieces } from "../../core/queries";
import { SPACE_COUNT } from "../../data/map";
import { BRIBE_COST } from "../../ops/insurgent";
import { type Faction, type GameState, type Option, P, type PieceKind } from "../../types";
import type { BotCtx } from "../context";
import { removalScore } from "../generic";
import { CARTELS, MAX_SPACES, saOrDone, spaceId } from "./common";

/** 8.5.3: the enemies, in the order Bribe serves them */
export const BRIBE_ENEMIES: readonly Faction[] = ["govt", "farc", "auc"];

/** 4.5.4 what Bribe may remove of each enemy */
const REMOVABLE: Record<string, readonly PieceKind[]> = {
  govt: ["govtBase", "police", "troops"],
  farc: ["farcBase", "farcU", "farcA"],
  auc: ["aucBase", "aucU", "aucA"],
};

function hasRemovable(s: GameState, i: number, f: Faction): boolean {
  const c = s.spaces[i].f;
  return REMOVABLE[f].some((k) => c[P[k]] > 0);
}

/** 8.5.3: spaces with Cartels pieces and pieces of enemy f that Bribe could remove */
function bribeSpaces(s: GameState, f: Faction): number[] {
  const out: number[] = [];
  for (let i = 0; i < SPACE_COUNT; i++)
    if (factionPieces(s, i, CARTELS) > 0 && hasRemovable(s, i, f)) out.push(i);
  return out;
}

/** at the Special Activity's turn after the Terror: Bribe if it can pay and has a space */
export function bribeChoice(ctx: BotCtx): Option | null {
  const rich = ctx.s.resources.cartels >= BRIBE_COST;
  const go = rich && BRIBE_ENEMIES.some((f) => bribeSpaces(ctx.s, f).length > 0);
  if (!go) ctx.say("np.cartels.bribe.none", { n: ctx.s.resources.cartels });
  return saOrDone(ctx, "bribe", go);
}

/** 8.5.3 choosing the Bribe spaces */
export function bribeSelect(ctx: BotCtx, f: Readonly<BribeFrame>): Option | null {
  const done = f.spaces;
  if (done.length >= MAX_SPACES) return ctx.done() ?? null;
  const offered = new Set(ctx.spaceOptions());
  // 8.2: no dice while every space of a tier will be Bribed anyway (3 spaces at most, 3 Resources each)
  const room = (f.max ?? MAX_SPACES) - done.length;
  const places = f.free ? room : Math.min(room, Math.floor(ctx.s.resources.cartels / BRIBE_COST));
  const i = ctx.pick(
    BRIBE_ENEMIES.map((e) => bribeSpaces(ctx.s, e).filter((x) => offered.has(x))),
    undefined,
    places,
  );
  if (i === null) return ctx.done() ?? null;
  const enemy = BRIBE_ENEMIES.find((e) => hasRemovable(ctx.s, i, e)) as Faction;
  ctx.say("np.cartels.bribe.space", { space: spaceId(i), faction: enemy });
  return ctx.spaceOption(i) ?? null;
}

/** 8.5.3 inside a Bribe space: the first enemy present, its pieces by 8.1.2 */
export function bribeRemove(ctx: BotCtx): Option | null {
  let best: Option | undefined;
  let top = Number.POSITIVE_INFINITY;
  for (const o of ctx.d.options) {
    if (o.t !== "remove") continue;
    const e = BRIBE_ENEMIES.indexOf(OWNER[o.p]);
    if (e < 0) continue;
    const score = e * 1000 + removalScore(CARTELS, o.p, BRIBE_ENEMIES);
    if (score < top) {
      top = score;
      best = o;
    }
  }
  if (best?.t === "remove") ctx.say("np.cartels.bribe.remove", { piece: best.p, space: best.s });
  return best ?? ctx.done() ?? null;
}
