// 8.5 The Non-player Cartels flowchart, box by box from the top:
//   Rally? (10+ pieces Available, or a Rally could swap 2 Guerrillas for a Base) → Rally + Cultivate
//   March? (a Shipment Available)                                               → March + Process
//   otherwise                                                                    → Terror + Bribe
// 8.1.1 OP NOT POSSIBLE: an Operation the Cartels' own procedure cannot carry out anywhere sends
// them up the curved arrow to the box above (Terror → March → Rally); no Rally possible: Pass.
import { available, cityDeptSpaces, shipmentsAvailable } from "../../core/queries";
import type { OpName } from "../../ops/registry";
import type { BotCtx } from "../context";
import { spaceId } from "./common";
import { marchDestinations } from "./march";
import { baseSwapSpace, rallyBullets } from "./rally";
import { terrorSpaces } from "./terror";

const RALLY_PIECES = 10;

/** 8.5.1 box, 1st half: at least 10 Cartels pieces Available (Guerrillas plus Bases) */
export function rallyPieces(ctx: BotCtx): boolean {
  const n = available(ctx.s, "cartelsU") + available(ctx.s, "cartelsBase");
  return ctx.box("cartels.rallyPieces", n >= RALLY_PIECES, { n });
}

/** 8.5.1 box, 2nd half: some Rally space could swap a pair of Cartels Guerrillas for a Base (PB ¶8, ¶15) */
export function rallyBase(ctx: BotCtx): boolean {
  const i = cityDeptSpaces(ctx.s).find((x) => baseSwapSpace(ctx.s, x));
  return ctx.box("cartels.rallyBase", i !== undefined, i === undefined ? {} : { space: spaceId(i) });
}

/** 8.5.1: the Rally box */
export function rallyCondition(ctx: BotCtx): boolean {
  return rallyPieces(ctx) || rallyBase(ctx);
}

/** 8.5.2: the March box (reached when the Rally box said no): a Shipment is Available */
export function marchCondition(ctx: BotCtx): boolean {
  const n = shipmentsAvailable(ctx.s);
  return ctx.box("cartels.march", n > 0, { n });
}

/** 8.1.1: can the Rally of 8.5.1 select any space? */
export function rallyPossible(ctx: BotCtx): boolean {
  const n = rallyBullets(ctx.s, new Set()).reduce((a, t) => a + t.length, 0);
  return ctx.box("cartels.canRally", n > 0, { n });
}

/** 8.1.1: has the March of 8.5.2 a destination where a Guerrilla would arrive (8.1.1 example)? */
export function marchPossible(ctx: BotCtx): boolean {
  const n = marchDestinations(ctx.s).length;
  return ctx.box("cartels.canMarch", n > 0, { n });
}

/** 8.1.1: has the Terror of 8.5.3 a space (Pop ≥ 1, an Underground Cartels Guerrilla)? */
export function terrorPossible(ctx: BotCtx): boolean {
  const n = terrorSpaces(ctx.s).length;
  return ctx.box("cartels.canTerror", n > 0, { n });
}

/** the Operations of the Cartels flowchart (8.5): it never Attacks */
type CartelsOp = "rally" | "march" | "terror";

const POSSIBLE: Record<CartelsOp, (ctx: BotCtx) => boolean> = {
  rally: rallyPossible,
  march: marchPossible,
  terror: terrorPossible,
};

/**
 * The flowchart: the Operation it lands on, then the boxes above it (8.1.1 "if none" arrow). An
 * Operation our procedure cannot carry out is dropped (narrated), so the next one up is taken.
 */
export function operations(ctx: BotCtx): OpName[] {
  let chain: CartelsOp[];
  if (rallyCondition(ctx)) chain = ["rally"];
  else if (marchCondition(ctx)) chain = ["march", "rally"];
  else {
    ctx.say("np.cartels.terror.box", {});
    chain = ["terror", "march", "rally"];
  }
  const k = chain.findIndex((op) => POSSIBLE[op](ctx));
  return k < 0 ? [] : chain.slice(k);
}
