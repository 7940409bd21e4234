// Shared shapes of a Non-player's whole turn in the bot tests: the steps while one Faction
// decides, the turn with its narration and Commands, and the Commands as short strings.
import { expect } from "vitest";
import { botMove } from "../../../src/engine/bots/index";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { Command, Faction, GameState } from "../../../src/engine/types";
import { type BotStep, botStep, botTurn, narration } from "./helpers";

/** the bot steps while Faction f decides (its whole action on the card), `max` at most */
export function factionTurn(
  s: GameState,
  f: Faction,
  max = 200,
): { state: GameState; steps: BotStep[]; why: string[] } {
  const steps: BotStep[] = [];
  let t = s;
  for (let i = 0; i < max && getDecision(t).faction === f; i++) {
    const st = botStep(t);
    steps.push(st);
    t = st.state;
  }
  return { state: t, steps, why: narration(steps) };
}

export interface Turn {
  state: GameState;
  steps: BotStep[];
  why: string[];
  commands: Command[];
}

/** the Non-players' whole turn (no step may fall off its plan: np.offPlan) */
export function planTurn(s: GameState): Turn {
  const { state, steps } = botTurn(s);
  const why = narration(steps);
  expect(why).not.toContain("np.offPlan");
  return { state, steps, why, commands: steps.map((x) => x.move.command) };
}

/** the Commands sent, as short strings (choose values, spaces, pieces) */
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

export interface FirstChoice {
  /** the choose value sent (else the Command's kind) */
  v: string;
  why: string[];
  params: Record<string, unknown>[];
}

/** the first bot move, which must be Faction f's: its 8.1 choice and its narration */
export function firstChoice(s: GameState, f: Faction): FirstChoice {
  expect(getDecision(s).faction).toBe(f);
  const m = botMove(s)!;
  const c = m.command;
  return {
    v: c.t === "choose" ? c.v : c.t,
    why: m.why.map((w) => w.key),
    params: m.why.map((w) => w.params ?? {}),
  };
}
