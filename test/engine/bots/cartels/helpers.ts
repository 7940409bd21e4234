// Cartels bot test helpers: a board where the Non-player Cartels are 1st Eligible on card 1 (the
// Government's symbol leftmost, so 8.1 gives them an Operation), and their whole action.
import { getDecision } from "../../../../src/engine/flow/runtime";
import type { GameState } from "../../../../src/engine/types";
import type { FixtureSpec } from "../../fixture";
import { type BotStep, botStep, narration, npFixture } from "../helpers";

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
  const steps: BotStep[] = [];
  let t = s;
  for (let i = 0; i < max && getDecision(t).faction === "cartels"; i++) {
    const st = botStep(t);
    steps.push(st);
    t = st.state;
  }
  return { state: t, steps, why: narration(steps) };
}

/** the Commands the Cartels sent, as short strings (choose values, spaces, pieces) */
export function commands(steps: BotStep[]): string[] {
  return steps.map(({ move: { command: c } }) => {
    switch (c.t) {
      case "choose":
        return c.v;
      case "space":
        return `space:${c.s}`;
      case "place":
      case "remove":
      case "flip":
        return `${c.t}:${c.p}:${c.s}`;
      case "move":
        return `move:${c.p}:${c.from}>${c.to}`;
      default:
        return c.t;
    }
  });
}
