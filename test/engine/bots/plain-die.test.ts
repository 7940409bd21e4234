// The 8.2 Play Note as a game option (plainDie, off by default): a Non-player's random pick among
// 2 to 6 candidates takes one plain die instead of the chart; recorded in the setup.
import { describe, expect, it } from "vitest";
import { gameSeed } from "../../../src/cli/common";
import { mixSetup } from "../../../src/cli/sim";
import { CHART_WALK } from "../../../src/engine/bots/data/random-chart";
import { listDice } from "../../../src/engine/bots/dice";
import { pickRandom } from "../../../src/engine/bots/random-space";
import {
  apply,
  botMove,
  cleanSetup,
  createGame,
  type GameState,
  isRuleError,
  type Setup,
  validateSetup,
} from "../../../src/engine/index";
import { fixture, idx } from "../fixture";

const cands = ["cali", "medellin", "santander"].map(idx);
const inChartOrder = CHART_WALK.filter((i) => cands.includes(i));

function withPlainDie(on: boolean): GameState {
  const s = structuredClone(fixture());
  if (on) s.options.plainDie = true;
  return s;
}

describe("8.2 Play Note: one plain die among a few candidates (option plainDie)", () => {
  it("on: one die among 3 candidates in chart order (5-6: the third), no chart walk", () => {
    const dice = listDice([5]);
    const r = pickRandom(withPlainDie(true), dice, cands);
    expect(r).toEqual({ space: inChartOrder[2], dice: [5], walked: [] });
  });

  it("on: 4 candidates, a 5 or 6 is rolled again (equal chances)", () => {
    const four = [...cands, idx("pasto")];
    const order = CHART_WALK.filter((i) => four.includes(i));
    const r = pickRandom(withPlainDie(true), listDice([6, 5, 2]), four);
    expect(r).toEqual({ space: order[1], dice: [6, 5, 2], walked: [] });
  });

  it("on, but more than 6 candidates: the chart decides", () => {
    const many = CHART_WALK.slice(0, 8);
    const r = pickRandom(withPlainDie(true), listDice([1, 1, 1]), many);
    expect(r?.dice).toEqual([1, 1, 1]);
    expect(r?.walked.length).toBeGreaterThan(0);
  });

  it("off (the default): the chart's three dice", () => {
    const r = pickRandom(withPlainDie(false), listDice([1, 3, 1, 4, 4, 4]), cands);
    expect(r?.dice).toHaveLength(3);
    expect(r?.walked.length).toBeGreaterThan(0);
    expect(createGame(mixSetup(1, [])).options.plainDie).toBeUndefined();
  });

  it("is recorded in the setup: validated, kept by cleanSetup, and a bot game with it plays plain dice", () => {
    const setup: Setup = { ...mixSetup(gameSeed(20261128, 1), ["govt", "farc", "auc", "cartels"]) };
    setup.options = { ...setup.options, plainDie: true };
    expect(validateSetup(setup)).toBeNull();
    expect(cleanSetup(setup).options?.plainDie).toBe(true);
    expect(validateSetup({ ...setup, options: { plainDie: "yes" } })).not.toBeNull();
    let s = createGame(setup);
    let few = 0;
    for (let k = 0; k < 1500 && !s.ended; k++) {
      const m = botMove(s)!;
      for (const p of (m.command.meta?.picks ?? []) as { candidates: string[]; walked: string[] }[])
        if (p.candidates.length <= 6 && !p.candidates.some((c) => c === "ecuador" || c === "panama")) {
          expect(p.walked).toEqual([]);
          few++;
        }
      const r = apply(s, m.command);
      if (isRuleError(r)) throw new Error(r.code);
      s = r.state;
    }
    expect(few).toBeGreaterThan(0);
  });
});
