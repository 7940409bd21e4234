// 8.7.1 Non-player FARC Rally: in every City or Department without Support that a bullet names,
// in bullet order: 2 Guerrillas become a Base; Active Guerrillas at a FARC Base with cubes flip
// Underground; Guerrillas placed at FARC Bases; then 1 more random space gets a Guerrilla.
import { available, baseCount, canEnter, cityDeptSpaces, popOf } from "../../core/queries";
import type { ActionFrame } from "../../flow/action";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import {
  type RallyView,
  rallyBaseSpace,
  rallyFlipSpace,
  rallySpaceStep,
  freeGuerrillas as sharedFree,
} from "../shared/rally-space";
import { mayAddSpace, newPlan, nextIn, offeredSpaces, planOf, slotsLeft, spaceId } from "./common";

/** 3.3.1 FARC never Rallies where there is Support */
const noSupport = (s: GameState, i: number) => s.spaces[i].sup <= 0;

/**
 * 8.7.1 1st bullet: Guerrillas not holding a Shipment. A Guerrilla may hold several (4.5.3), so
 * one of them is kept back as the holder when the space has any.
 */
export function freeGuerrillas(s: GameState, i: number): number {
  return sharedFree(s, i, "farc");
}

/** 1st bullet, in a space without Support (3.3.1) */
export function baseSpace(s: GameState, i: number): boolean {
  return noSupport(s, i) && rallyBaseSpace(s, i, "farc");
}

/** 2nd bullet, in a space without Support */
export function flipSpace(s: GameState, i: number): boolean {
  return noSupport(s, i) && rallyFlipSpace(s, i, "farc");
}

/** 3rd bullet: a FARC Base where Guerrillas can be placed */
export function placeSpace(s: GameState, i: number): boolean {
  return (
    noSupport(s, i) && baseCount(s, i, "farc") > 0 && available(s, "farcU") > 0 && canEnter(s, "farcU", i)
  );
}

/** 4th bullet: any other City or Department without Support where a Guerrilla can be placed */
export function randomRallySpace(s: GameState, i: number): boolean {
  return noSupport(s, i) && available(s, "farcU") > 0 && canEnter(s, "farcU", i);
}

const BULLETS = [baseSpace, flipSpace, placeSpace];
const BULLET_KEYS = ["np.farc.rallyBase", "np.farc.rallyFlip", "np.farc.rallyPlace"];

/** the spaces where the 1st bullet could place a Base (the Rally box's second test) */
export function baseSpaces(s: GameState): number[] {
  return cityDeptSpaces(s).filter((i) => baseSpace(s, i));
}

/** would the Rally reach at least one space (else OP NOT POSSIBLE, 8.1.1)? */
export function rallyPossible(s: GameState): boolean {
  return cityDeptSpaces(s).some((i) => BULLETS.some((b) => b(s, i)) || randomRallySpace(s, i));
}

export function rallyStep(ctx: BotCtx, f: RallyView, a: ActionFrame): Option | null {
  return f.stage === "select" ? selectStep(ctx, a) : spaceStep(ctx, f);
}

function selectStep(ctx: BotCtx, a: ActionFrame): Option | null {
  const s = ctx.s;
  const plan = a.opSpaces.length === 0 ? newPlan(ctx, "rally", { random: false }) : planOf(ctx, "rally");
  const done = ctx.done();
  if (!mayAddSpace(s, a)) {
    ctx.say("np.farc.noResources");
    return done ?? null;
  }
  const offered = offeredSpaces(ctx);
  const open = cityDeptSpaces(s).filter((i) => offered.has(i));
  const tiers = BULLETS.map((b) => open.filter((i) => b(s, i)));
  // the order inside a bullet matters only when Resources, Bases or Guerrillas run short
  const room = slotsLeft(s, a);
  const need = tiers[2].reduce((n, i) => n + popOf(s, i) + baseCount(s, i, "farc"), 0);
  const limits = [Math.min(room, available(s, "farcBase")), room, need <= available(s, "farcU") ? room : 0];
  for (let b = 0; b < tiers.length; b++) {
    const next = nextIn(ctx, [tiers[b]], limits[b]);
    if (next) {
      ctx.say(BULLET_KEYS[b], { space: spaceId(next.space) });
      return ctx.spaceOption(next.space) ?? null;
    }
  }
  // 4th bullet: 1 other random space (PB ¶14: the spaces already chosen are skipped)
  if (!plan?.random) {
    const i = ctx.pick([open.filter((j) => randomRallySpace(s, j))]);
    if (i !== null) {
      newPlan(ctx, "rally", { random: true });
      ctx.say("np.farc.rallyRandom", { space: spaceId(i) });
      return ctx.spaceOption(i) ?? null;
    }
  }
  return done ?? null;
}

/** in the selected space: do what its bullet says (8.1.2: Bases before Guerrillas) */
function spaceStep(ctx: BotCtx, f: RallyView): Option | null {
  const s = ctx.s;
  return rallySpaceStep(ctx, f, {
    f: "farc",
    base: () => baseSpace(s, f.cur),
    flip: () => flipSpace(s, f.cur),
  });
}
