// 8.6 the Non-player AUC flowchart, box by box from the top: Rally? → March? → a FARC Base with an
// Underground AUC Guerrilla? yes: Terror, no: Attack (the Playbook's order, PB ¶14; rulings in
// docs/rulings/nonplayer-auc.md). `operations` returns the Operation the boxes land on followed by
// the boxes above it (8.1.1 OP NOT POSSIBLE: follow the "if none" arrow up; Rally impossible: Pass).
// An Operation whose own bullets would reach no space at all is not possible either and is left out.
import { available, baseCount, guerrillas, spacesInPlay, underground } from "../../core/queries";
import { SPACE_IDS } from "../../data/map";
import type { OpName } from "../../ops/registry";
import type { GameState } from "../../types";
import type { BotCtx } from "../context";
import { type InsurgentOp, walkChart } from "../shared/flowchart";
import { attackPossible } from "./attack";
import { marchPossible } from "./march";
import { baseSpaces, rallyPossible } from "./rally";
import { terrorPossible } from "./terror";

/** 8.6.1 Rally? 6 or more AUC Guerrillas Available, or a Rally could place a Base */
export function rallyCondition(ctx: BotCtx): boolean {
  const n = available(ctx.s, "aucU");
  const bases = baseSpaces(ctx.s).length;
  return ctx.box("auc.rally", n >= 6 || bases > 0, { n, bases });
}

/** the spaces with a FARC Base (Ecuador too once it is a space, PB ¶14) */
export function farcBaseSpaces(s: GameState): number[] {
  return spacesInPlay(s).filter((i) => baseCount(s, i, "farc") > 0);
}

/** 8.6.2 March? (Rally's test failed) fewer than half of the spaces with FARC Bases hold AUC Guerrillas */
export function marchCondition(ctx: BotCtx): boolean {
  const s = ctx.s;
  const bases = farcBaseSpaces(s);
  const m = bases.filter((i) => guerrillas(s, i, "auc") > 0).length;
  return ctx.box("auc.march", 2 * m < bases.length, { n: bases.length, m });
}

/**
 * 8.6.3 / 8.6.4 (Rally and March tests failed) does a space hold a FARC Base and an Underground
 * AUC Guerrilla? Yes: Terror; no: Attack. The first such space found is named.
 */
export function terrorCondition(ctx: BotCtx): boolean {
  const s = ctx.s;
  const at = farcBaseSpaces(s).find((i) => underground(s, i, "auc") > 0);
  return ctx.box("auc.terror", at !== undefined, at === undefined ? {} : { space: SPACE_IDS[at] });
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
    f: "auc",
    rally: () => rallyCondition(ctx),
    march: () => marchCondition(ctx),
    last: () => (terrorCondition(ctx) ? "terror" : "attack"),
    possible: POSSIBLE,
  });
}
