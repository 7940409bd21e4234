// 8.7.4 Non-player FARC Terror and Kidnap. Terror (each space needs an Underground FARC
// Guerrilla): every unSabotaged LoC (free); then other spaces where a Kidnap could take Resources
// or a Shipment, until 3 such spaces are selected (LoCs included); then every other space with
// Population not at Active Opposition. Kidnap afterwards in up to 3 Terror spaces where FARC
// Guerrillas outnumber Police: LoCs, then Cities (from the Government), then Departments with a
// Cartels Base; never where the target has no Resources and no Shipment.
import type { KidnapTarget } from "../../choice";
import {
  baseCount,
  count,
  guerrillas,
  hasPop,
  isCity,
  isDepartment,
  isLoC,
  shipmentsIn,
  spacesInPlay,
  underground,
} from "../../core/queries";
import type { ActionFrame } from "../../flow/action";
import type { GameState, Option } from "../../types";
import type { BotCtx } from "../context";
import { mayAddSpace, nextIn, offeredSpaces, slotsLeft, spaceId } from "./common";

/**
 * 4.3.3 whom a Kidnap in space i would take from, per 8.7.4: the Government on a LoC or in a City
 * (with Resources), else the Cartels where they have a Base and Resources or a Shipment there.
 */
export function kidnapTarget(s: GameState, i: number): KidnapTarget | null {
  if ((isLoC(s, i) || isCity(s, i)) && s.resources.govt > 0) return "govt";
  const cartels = s.resources.cartels > 0 || shipmentsIn(s, i, "cartels") > 0;
  if (baseCount(s, i, "cartels") > 0 && cartels) return "cartels";
  return null;
}

/** a Kidnap there would take something: a target, and FARC Guerrillas outnumber Police */
export function kidnapSpace(s: GameState, i: number): boolean {
  return kidnapTarget(s, i) !== null && guerrillas(s, i, "farc") > count(s, i, "police");
}

const hasU = (s: GameState, i: number) => underground(s, i, "farc") > 0;

/** 1st bullet: unSabotaged LoCs */
const locTerror = (s: GameState, i: number) => isLoC(s, i) && s.spaces[i].terror === 0 && hasU(s, i);
/** 2nd bullet */
const kidnapTerror = (s: GameState, i: number) => hasU(s, i) && kidnapSpace(s, i);
/** 3rd bullet: Population, not Active Opposition */
const popTerror = (s: GameState, i: number) => hasPop(s, i) && s.spaces[i].sup > -2 && hasU(s, i);

/** would Terror reach at least one space (else OP NOT POSSIBLE, 8.1.1)? */
export function terrorPossible(s: GameState): boolean {
  return spacesInPlay(s).some((i) => locTerror(s, i) || kidnapTerror(s, i) || popTerror(s, i));
}

export function terrorStep(ctx: BotCtx, a: ActionFrame): Option | null {
  const s = ctx.s;
  const done = ctx.done() ?? null;
  if (!mayAddSpace(s, a)) {
    ctx.say("np.farc.noResources");
    return done;
  }
  const offered = offeredSpaces(ctx);
  const open = spacesInPlay(s).filter((i) => offered.has(i) && !a.opSpaces.includes(i));
  const loc = open.find((i) => locTerror(s, i));
  if (loc !== undefined) {
    ctx.say("np.farc.terrorLoc", { space: spaceId(loc) });
    return ctx.spaceOption(loc) ?? done;
  }
  const slots = slotsLeft(s, a);
  const kidnaps = a.opSpaces.filter((i) => kidnapSpace(s, i)).length;
  if (kidnaps < 3) {
    const next = nextIn(ctx, [open.filter((i) => kidnapTerror(s, i))], Math.min(3 - kidnaps, slots));
    if (next) {
      ctx.say("np.farc.terrorKidnap", { space: spaceId(next.space) });
      return ctx.spaceOption(next.space) ?? done;
    }
  }
  const next = nextIn(ctx, [open.filter((i) => popTerror(s, i))], slots);
  if (next) {
    ctx.say("np.farc.terrorPop", { space: spaceId(next.space) });
    return ctx.spaceOption(next.space) ?? done;
  }
  return done;
}

// ---- Kidnap ----------------------------------------------------------------------------------------

/** the Terror spaces where Kidnap would take something */
export function kidnapSpaces(s: GameState, a: ActionFrame): number[] {
  return a.opSpaces.filter((i) => kidnapSpace(s, i));
}

interface KidnapView {
  stage: "select" | "target" | "auc";
  done: number[];
  cur: number;
}

export function kidnapStep(ctx: BotCtx, f: KidnapView, a: ActionFrame): Option | null {
  const s = ctx.s;
  if (f.stage === "target") {
    const t = kidnapTarget(s, f.cur) ?? "govt";
    ctx.say("np.farc.kidnapTarget", { space: spaceId(f.cur), faction: t });
    return ctx.exact({ k: "target", target: t }) ?? null;
  }
  const offered = offeredSpaces(ctx);
  const open = kidnapSpaces(s, a).filter((i) => offered.has(i) && !f.done.includes(i));
  const tiers = [
    open.filter((i) => isLoC(s, i)),
    open.filter((i) => isCity(s, i)),
    open.filter((i) => isDepartment(s, i)),
  ];
  const next = nextIn(ctx, tiers, 3 - f.done.length);
  if (!next) return ctx.done() ?? null;
  ctx.say("np.farc.kidnap", { space: spaceId(next.space) });
  return ctx.spaceOption(next.space) ?? null;
}
