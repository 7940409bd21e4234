// AUC bot test helpers: a board where the Non-player AUC is 1st Eligible on card 1 (the
// Government's symbol leftmost, so 8.1 gives it an Operation), its whole action, and boards that
// keep AUC Guerrillas off the Available box without letting them act.
import type { GameState, PieceKind } from "../../../../src/engine/types";
import type { FixtureSpec } from "../../fixture";
import { type BotStep, npFixture } from "../helpers";
import { commands, factionTurn } from "../turns";

export type Board = Record<string, Partial<Record<PieceKind, number>>>;

/** the AUC 1st Eligible on card 1 (everyone else Ineligible), 20 Resources unless told */
export function aucFirst(spec: FixtureSpec = {}): GameState {
  return npFixture({
    deck: [1, 2, 3],
    ...spec,
    eligible: { govt: false, farc: false, cartels: false, ...spec.eligible },
    resources: { auc: 20, ...spec.resources },
  });
}

/** a copy of s whose next dice are these (Setup.dice: scripted, 8.2 rolls of the Playbook) */
export function withDice(s: GameState, ...dice: number[]): GameState {
  const t = structuredClone(s);
  t.dice = dice;
  return t;
}

/**
 * `n` Active AUC Guerrillas parked in Amazonas beside 2 Cartels Bases (no room for an AUC Base,
 * nothing to Attack, Terror or Extort there): they only lower the AUC's Available Guerrillas.
 */
export function parked(n: number, more: Board = {}): Board {
  return { amazonas: { aucA: n, cartelsBase: 2 }, ...more };
}

/** the AUC's bot steps while the AUC decides (its whole action on the card) */
export function aucTurn(s: GameState, max = 200): { state: GameState; steps: BotStep[]; why: string[] } {
  return factionTurn(s, "auc", max);
}

export { commands };

/** the narration params of the first line with this key */
export function paramsOf(steps: BotStep[], key: string): Record<string, unknown> | undefined {
  for (const st of steps) for (const m of st.move.why) if (m.key === key) return m.params;
  return undefined;
}
