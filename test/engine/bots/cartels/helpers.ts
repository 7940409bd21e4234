// Cartels bot test helpers: a board where the Non-player Cartels are 1st Eligible on card 1 (the
// Government's symbol leftmost, so 8.1 gives them an Operation), and their whole action.
import type { GameState } from "../../../../src/engine/types";
import type { FixtureSpec } from "../../fixture";
import { type BotStep, npFixture } from "../helpers";
import { commands, factionTurn } from "../turns";

/** Cartels 1st Eligible on card 1 (everyone else Ineligible), 20 Resources unless told */
export function cartelsFirst(spec: FixtureSpec = {}): GameState {
  return npFixture({
    deck: [1, 2, 3],
    ...spec,
    eligible: { govt: false, farc: false, auc: false, ...spec.eligible },
    resources: { cartels: 20, ...spec.resources },
  });
}

/** the Cartels' bot steps while the Cartels decide (their whole action on the card) */
export function cartelsTurn(s: GameState, max = 200): { state: GameState; steps: BotStep[]; why: string[] } {
  return factionTurn(s, "cartels", max);
}

export { commands };
