// The Non-player bot of each Faction (8.5 Cartels, 8.6 AUC, 8.7 FARC; the Government by our own
// flowchart, docs/nonplayer-government.md).
import type { OpName } from "../ops/registry";
import type { Faction, Option } from "../types";
import type { BotCtx } from "./context";

export interface FactionBot {
  /**
   * The flowchart from its top box (8.5–8.7): the Operation to execute, followed by the boxes
   * above it to fall back on, in order, when it cannot be executed ("OP NOT POSSIBLE", 8.1.1).
   * Empty: Pass. Each box it passes is narrated through ctx.box.
   */
  operations(ctx: BotCtx): OpName[];
  /** one step of its own Operation / Special Activity, a Propaganda choice…; null: the generic step */
  step(ctx: BotCtx): Option | null;
  /**
   * A flowchart's own Event box before 8.1's (the Government's, which is ours): true takes the
   * Event `o`, false turns it down for an Operation; undefined leaves the choice to 8.1.
   * `first`: 1st Eligible.
   */
  event?(ctx: BotCtx, first: boolean, o: Option): boolean | undefined;
}

const bots = new Map<Faction, FactionBot>();

export function registerBot(f: Faction, bot: FactionBot): void {
  bots.set(f, bot);
}

/** the Faction's bot; a Faction without a flowchart Passes and takes the generic steps */
export function botOf(f: Faction): FactionBot {
  return bots.get(f) ?? NO_FLOWCHART;
}

/** does a Non-player flowchart play Faction f? (one without would only Pass) */
export function hasBot(f: Faction): boolean {
  return bots.has(f);
}

const NO_FLOWCHART: FactionBot = {
  operations: () => [],
  step: () => null,
};
