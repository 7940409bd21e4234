// The advisor's Civic Action search (6.4.1, opt-in `civic`): at the Government's first Civic
// Action choice of a Support Phase it weighs the bot's steps cut short and other first spaces;
// every step it sends is one the Decision offers, and the phase ends normally.
import { describe, expect, it } from "vitest";
import { AdvisorSeat, advise, isCivicRoot } from "../../../src/engine/advisor/index";
import {
  apply,
  botMove,
  createGame,
  type GameState,
  getDecision,
  isRuleError,
  optionKey,
  stepOf,
} from "../../../src/engine/index";
import { allBots } from "./helpers";

function civicRoot(seed: number): GameState | null {
  let s = createGame(allBots(seed));
  for (let n = 0; n < 20_000 && !s.ended; n++) {
    if (isCivicRoot(s, "govt") && getDecision(s).options.length > 2) return s;
    const m = botMove(s);
    if (!m) return null;
    const r = apply(s, m.command);
    if (isRuleError(r)) throw new Error(r.code);
    s = r.state;
  }
  return null;
}

describe("advisor: Civic Action (6.4.1)", () => {
  it("weighs stopping early and plays its choice to the end of the step without a refusal", () => {
    let s: GameState | null = null;
    for (let seed = 50; seed < 70 && !s; seed++) s = civicRoot(seed);
    if (!s) throw new Error("no Civic Action with a choice in 20 bot games");
    const a = advise(s, "govt", { seed: 2, playouts: 30 });
    // stopping at once (Done, Resources kept) is one of the candidates
    expect(a.ranked.some((x) => x.plan.steps.length === 1 && x.plan.steps[0].body.t === "done")).toBe(true);
    const seat = new AdvisorSeat("govt", { seed: 2, playouts: 30, civic: true });
    let steps = 0;
    while (stepOf(s).top.k === "prop.civic" && getDecision(s).faction === "govt") {
      const m = seat.move(s);
      if (steps === 0) expect(m.advice).not.toBeNull();
      expect(getDecision(s).options.map(optionKey)).toContain(optionKey(m.command));
      const r = apply(s, m.command);
      if (isRuleError(r)) throw new Error(r.code);
      s = r.state;
      steps++;
    }
    expect(steps).toBeGreaterThan(0);
  });
});
