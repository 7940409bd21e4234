// A hint asked deep in an action (2.3: a player already choosing spaces): every option of that
// Decision is played to the end of the action in the sampled world; those ending in the same state
// as another count once, and the 12 that end best go on to the playouts, wherever they stand in
// the Decision's list.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { candidates, knownOf, sampleWorld, suggest, value } from "../../../src/engine/advisor/index";
import { recordPlan } from "../../../src/engine/advisor/plan";
import { MID_ACTION_WIDE, screen, spread } from "../../../src/engine/advisor/search";
import {
  apply,
  botMove,
  type Faction,
  type GameState,
  getDecision,
  isRuleError,
  optionKey,
  stateHash,
  stepOf,
} from "../../../src/engine/index";
import { rootOf } from "./helpers";

const LANGS = ["en", "fr", "pl", "de", "es"].map(
  (l) =>
    JSON.parse(readFileSync(new URL(`../../../lang/${l}.json`, import.meta.url), "utf8")) as Record<
      string,
      string
    >,
);

/** the Faction's first Decision of more than 12 options after its `nth` choice on a card */
function midOf(seed: number, f: Faction, nth: number): GameState {
  let s = rootOf(seed, f, nth);
  for (let k = 0; k < 60; k++) {
    const d = getDecision(s);
    if (d.faction === f && stepOf(s).top.k !== "card" && d.options.length > MID_ACTION_WIDE) return s;
    const r = apply(s, botMove(s)!.command);
    if (isRuleError(r)) throw new Error(r.code);
    s = r.state;
  }
  throw new Error("no wide Decision");
}

describe("advisor mid-action candidates", () => {
  // game 42, the Cartels' 4th action: their Rally's first space, 29 options
  const s = midOf(42, "cartels", 3);
  const d = getDecision(s);
  const world = sampleWorld(knownOf(s, "cartels"), 1);
  const plans = candidates(s, "cartels", world, 6);
  const ends = d.options.map((o) =>
    recordPlan(world, "cartels", (_d, i) => (i === 0 ? o : null), optionKey(o)),
  );
  const values = ends.map((p) => value(p!.after!, "cartels"));

  it("the option whose action ends best is a candidate, though it stands past the 12th", () => {
    expect(d.kind).toBe("selectSpace");
    expect(d.options.length).toBeGreaterThan(MID_ACTION_WIDE);
    const best = values.indexOf(Math.max(...values));
    expect(best).toBeGreaterThanOrEqual(MID_ACTION_WIDE);
    expect(plans.map((p) => optionKey(p.steps[0].body))).toContain(optionKey(d.options[best]));
  });

  it("at most 12 screened options besides the bot's own action and its variations", () => {
    const screened = plans.filter((p) => p.label !== "bot" && p.label !== "nosa" && !p.label.includes(":"));
    expect(screened.length).toBeGreaterThan(0);
    expect(screened.length).toBeLessThanOrEqual(MID_ACTION_WIDE);
    const offered = d.options.map(optionKey);
    for (const p of plans) expect(offered).toContain(optionKey(p.steps[0].body));
  });

  it("the screen ranks by the value at the action's end, then the Decision's order", () => {
    const picked = screen(ends, "cartels", 3);
    const order = picked.map((p) => ends.indexOf(p));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const worst = Math.min(...picked.map((p) => value(p.after!, "cartels")));
    // nothing left out ends better than the worst one kept, unless it repeats a kept end state
    const kept = new Set(picked.map((p) => stateHash(p.after!)));
    for (const p of ends)
      if (!picked.includes(p!) && !kept.has(stateHash(p!.after!)))
        expect(value(p!.after!, "cartels")).toBeLessThanOrEqual(worst);
  });

  it("a hint mid-action: 3 rows, each starting with an option of this Decision, nothing played", () => {
    const before = stateHash(s);
    const rows = suggest(s, "cartels", { seed: 5, playouts: 60 });
    expect(rows.length).toBe(3);
    expect(stateHash(s)).toBe(before);
    const offered = d.options.map(optionKey);
    for (const r of rows) expect(offered).toContain(optionKey(r.bodies[0]));
    // the row says what its first step is, never "Pass": a space here, or a Special Activity
    // begun before the next space (4.1)
    for (const r of rows) {
      const b = r.bodies[0];
      expect(r.action.key).toBe(b.t === "space" ? "advisor.action.space" : "advisor.action.sa");
      const firstSpace = r.bodies.find((x) => x.t === "space");
      expect(r.action.params?.space).toBe(firstSpace?.t === "space" ? firstSpace.s : "");
      for (const l of LANGS) expect(l[`ANDEAN.${r.action.key}`]).toBeTypeOf("string");
    }
    expect(rows.some((r) => r.action.key === "advisor.action.space")).toBe(true);
  });
});

describe("advisor mid-action screen: repeats", () => {
  // game 16, the Government's 1st action: its Train's first space, where many first spaces lead
  // the bot to the same Train
  const s = midOf(16, "govt", 0);
  const d = getDecision(s);
  const world = sampleWorld(knownOf(s, "govt"), 1);
  const ends = d.options.map((o) => recordPlan(world, "govt", (_d, i) => (i === 0 ? o : null), optionKey(o)));

  it("no two screened candidates end the action in the same state", () => {
    const distinct = new Set(ends.map((p) => stateHash(p!.after!))).size;
    expect(distinct).toBeLessThan(d.options.length);
    const picked = screen(ends, "govt", d.options.length);
    expect(picked.length).toBe(distinct);
    const hashes = picked.map((p) => stateHash(p.after!));
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it("an option ending as the bot's own action is left out", () => {
    const bot = ends.find((p) => p !== null)!;
    const same = ends.filter((p) => stateHash(p!.after!) === stateHash(bot.after!)).length;
    expect(screen(ends, "govt", d.options.length, bot).length).toBe(
      new Set(ends.map((p) => stateHash(p!.after!))).size - 1,
    );
    expect(same).toBeGreaterThan(0);
  });
});

describe("advisor mid-action screen: a time budget", () => {
  it("spread: every index once, and its first part samples the whole list", () => {
    for (const n of [1, 2, 12, 29, 136, 947]) {
      const order = spread(n);
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
    }
    expect(spread(29).slice(0, 4)).toEqual([0, 14, 7, 21]);
    // the first 12 of 136 leave no gap wider than a sixth of the list
    const first = spread(136)
      .slice(0, 12)
      .sort((a, b) => a - b);
    const gaps = first.slice(1).map((x, i) => x - first[i]);
    expect(Math.max(...gaps, 136 - first.at(-1)!)).toBeLessThanOrEqual(136 / 6);
  });

  it("out of time, the screen keeps the 12 options spread first, not the first 12", () => {
    const s = midOf(42, "cartels", 3);
    const d = getDecision(s);
    const world = sampleWorld(knownOf(s, "cartels"), 1);
    const hurried = candidates(s, "cartels", world, 6, () => true);
    const screened = hurried.filter((p) => p.label !== "bot" && p.label !== "nosa" && !p.label.includes(":"));
    const allowed = spread(d.options.length)
      .slice(0, MID_ACTION_WIDE)
      .map((i) => optionKey(d.options[i]));
    expect(screened.length).toBeGreaterThan(0);
    for (const p of screened) expect(allowed).toContain(optionKey(p.steps[0].body));
    // some of them stand past the 12th option
    expect(
      screened.some((p) => d.options.findIndex((o) => optionKey(o) === optionKey(p.steps[0].body)) >= 12),
    ).toBe(true);
  });
});
