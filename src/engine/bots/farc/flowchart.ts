// 8.7 the Non-player FARC flowchart, box by box from the top: Rally? → March? → Attack or Terror
// (by Resources). `operations` returns the Operation the boxes land on followed by the boxes above
// it (8.1.1 OP NOT POSSIBLE: follow the "if none" arrow up; Rally impossible: Pass). An Operation
// whose own bullets would reach no space at all is not possible either and is left out.
import { available, factionPieces, isCityOrDept, isLoC, spacesInPlay, underground } from "../../core/queries";
import { SPACE_IDS } from "../../data/map";
import type { OpName } from "../../ops/registry";
import type { GameState } from "../../types";
import type { BotCtx } from "../context";
import { type InsurgentOp, walkChart } from "../shared/flowchart";
import { attackPossible } from "./attack";
import { marchPossible } from "./march";
import { baseSpaces, rallyPossible } from "./rally";
import { terrorPossible } from "./terror";

/** 8.7.1 Rally? 9 or more FARC Guerrillas Available, or a Rally could place a Base (PB ¶16: one Available) */
export function rallyCondition(ctx: BotCtx): boolean {
  const n = available(ctx.s, "farcU");
  const bases = baseSpaces(ctx.s).length;
  return ctx.box("farc.rally", n >= 9 || bases > 0, { n, bases });
}

/**
 * 8.7.2 March? (Rally's test failed) No space with Support and no LoC holds an Underground FARC
 * Guerrilla or 3 FARC pieces. The first such space found is named when the answer is no.
 */
export function marchCondition(ctx: BotCtx): boolean {
  const s = ctx.s;
  const busy = spacesInPlay(s).find((i) => watchedByFarc(s, i));
  return ctx.box("farc.march", busy === undefined, busy === undefined ? {} : { space: SPACE_IDS[busy] });
}

/** a space with Support, or a LoC, where FARC has an Underground Guerrilla or 3 pieces */
export function watchedByFarc(s: GameState, i: number): boolean {
  const support = isCityOrDept(s, i) && s.spaces[i].sup > 0;
  if (!support && !isLoC(s, i)) return false;
  return underground(s, i, "farc") > 0 || factionPieces(s, i, "farc") >= 3;
}

/** 8.7.3 / 8.7.4 (Rally and March tests failed) more Resources than the Government: Attack; else Terror */
export function attackCondition(ctx: BotCtx): boolean {
  const { farc, govt } = ctx.s.resources;
  return ctx.box("farc.attack", farc > govt, { n: farc, govt });
}

const POSSIBLE: Record<InsurgentOp, (s: GameState) => boolean> = {
  rally: rallyPossible,
  march: marchPossible,
  attack: attackPossible,
  terror: terrorPossible,
};

/** the flowchart walked from the top box; then the boxes above, those that could reach a space */
export function operations(ctx: BotCtx): OpName[] {
  return walkChart(ctx, {
    f: "farc",
    rally: () => rallyCondition(ctx),
    march: () => marchCondition(ctx),
    last: () => (attackCondition(ctx) ? "attack" : "terror"),
    possible: POSSIBLE,
    quietOnceFound: true,
  });
}
