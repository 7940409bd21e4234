// 8.2–8.3: dice decide only among more candidates than places to fill; a pick that rolls is
// kept as data (candidates, dice, chart walk, result) for the Command's meta.
import { describe, expect, it } from "vitest";
import { gameSeed } from "../../../src/cli/common";
import { mixSetup } from "../../../src/cli/sim";
import { BotCtx } from "../../../src/engine/bots/context";
import { apply, botMove, createGame, getDecision, isRuleError, stepOf } from "../../../src/engine/index";
import { fixture, idx } from "../fixture";

const s = fixture({ seats: { farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" } });
const ctx = () => new BotCtx(s, getDecision(s));
const three = ["cali", "medellin", "santander"].map(idx);

describe("random picks and the places to fill (8.2)", () => {
  it("rolls nothing when the candidates are no more than the places", () => {
    const c = ctx();
    expect(c.pick([three], undefined, 3)).toBe(three[0]);
    expect(c.rolled).toEqual([]);
    expect(c.picks).toEqual([]);
    expect(c.why.some((m) => m.key === "np.random")).toBe(false);
  });

  it("rolls the chart when there are more candidates than places, and records the pick", () => {
    const c = ctx();
    const at = c.pick([three], undefined, 2);
    expect(c.rolled.length).toBeGreaterThanOrEqual(3);
    expect(c.picks).toHaveLength(1);
    const p = c.picks[0];
    expect(p.candidates).toEqual(["cali", "medellin", "santander"]);
    expect(p.dice).toEqual(c.rolled);
    expect(p.walked.at(-1)).toBe(p.space);
    expect(idx(p.space)).toBe(at);
    expect(c.why.find((m) => m.key === "np.random")?.params).toMatchObject({
      pick: 0,
      space: p.space,
      dice: p.dice.join(" "),
    });
  });
});

describe("an Event naming N spaces among no more than N candidates rolls nothing (8.4.3, 8.2)", () => {
  it("over seeded all-bot games: every such step sends no dice; with more candidates the dice decide", () => {
    let few = 0;
    let many = 0;
    for (let g = 0; g < 60 && (few < 3 || many < 3); g++) {
      let t = createGame(mixSetup(gameSeed(20261128, g), ["govt", "farc", "auc", "cartels"]));
      for (let k = 0; k < 6000 && !t.ended; k++) {
        const m = botMove(t)!;
        const top = stepOf(t).top;
        const d = getDecision(t);
        if (top.k === "ev.space" && d.kind === "selectSpace") {
          const offered = d.options.filter((o) => o.t === "space").length;
          if (offered > 1 && offered <= top.n - top.picked.length) {
            few++;
            expect(m.command.dice).toBeUndefined();
          } else if (offered > top.n - top.picked.length && m.command.dice) many++;
        }
        const r = apply(t, m.command);
        if (isRuleError(r)) throw new Error(r.code);
        t = r.state;
      }
    }
    expect(few).toBeGreaterThan(0);
    expect(many).toBeGreaterThan(0);
  });
});
