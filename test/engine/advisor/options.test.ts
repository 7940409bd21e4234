// The advisor's search options: the card horizon (`cards`), the Government's standing as the
// playout's value, and the time stop checked before each playout (`stop: "playout"`).
import { describe, expect, it } from "vitest";
import {
  ADVISOR_DEFAULTS,
  advise,
  candidates,
  knownOf,
  playout,
  sampleWorld,
  value,
} from "../../../src/engine/advisor/index";
import { effectiveMargins, stepOf } from "../../../src/engine/index";
import { rootOf } from "./helpers";

describe("advisor options", () => {
  const s = rootOf(11, "govt", 0);
  const world = sampleWorld(knownOf(s, "govt"), 3);
  const bot = candidates(s, "govt", world, 0)[0];

  it("cards: a playout stops once that many cards after the current one are over", () => {
    const end = playout(world, "govt", bot, 1, 6000, 2);
    // the 3rd card after the current one has just been revealed: 2 cards were played to the end
    expect(end.played.length).toBe(world.played.length + 3);
    expect(stepOf(end).propaganda).toBeNull();
    // without it the playout runs to the end of the next Propaganda Round (6.0)
    const far = playout(world, "govt", bot, 1, 6000, 0);
    expect(far.propagandaPlayed).toBe(world.propagandaPlayed + 1);
  });

  it("value 'standing': twice the Government's margin minus FARC's and the Cartels', plus Resources / 12", () => {
    const end = playout(world, "govt", bot, 1, 6000, 2);
    const m = effectiveMargins(end);
    expect(value(end, "govt", "standing")).toBeCloseTo(
      2 * m.govt - m.farc - m.cartels + end.resources.govt / 12,
    );
    const best = Math.max(m.farc, m.auc, m.cartels);
    expect(value(end, "govt", "lead")).toBeCloseTo(m.govt - best);
  });

  it("stop 'playout': the search stops at the time budget, candidates not measured rank last, same clock → same ranking", () => {
    // a fake clock: each reading advances 1 ms, so the budget ends mid-search whatever the machine
    let t = 0;
    const clock = () => t++;
    const a = advise(s, "govt", { seed: 2, playouts: 10_000, budgetMs: 30, clock, stop: "playout" });
    expect(a.playouts).toBeGreaterThan(0);
    expect(a.playouts).toBeLessThan(10_000);
    const measured = a.ranked.map((x) => x.playouts > 0);
    // candidates not measured at all come after every measured one
    expect(measured.indexOf(false) === -1 || measured.slice(measured.indexOf(false)).every((x) => !x)).toBe(
      true,
    );
    // same seed, same fake clock: the same ranking (the clock is the only source of variation)
    t = 0;
    const b = advise(s, "govt", { seed: 2, playouts: 10_000, budgetMs: 30, clock, stop: "playout" });
    expect(b.ranked.map((x) => x.value)).toEqual(a.ranked.map((x) => x.value));
  });

  it("defaults as measured in docs/advisor.md: the Government's playouts stop at 2 cards, the Insurgents' at the Propaganda Round", () => {
    expect(ADVISOR_DEFAULTS.cards).toEqual({ govt: 2, farc: 0, auc: 0, cartels: 0 });
    expect(ADVISOR_DEFAULTS.rounds).toBe(1);
    expect(ADVISOR_DEFAULTS.variations).toBe(6);
  });
});
