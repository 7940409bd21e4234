// 8.2–8.3: dice decide only among more candidates than places to fill; a pick that rolls is
// kept as data (candidates, dice, chart walk, result) for the Command's meta.
import { describe, expect, it } from "vitest";
import { BotCtx } from "../../../src/engine/bots/context";
import { getDecision } from "../../../src/engine/flow/runtime";
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
