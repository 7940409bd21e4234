// Whole games with every seat a Non-player (section 8): the Government's bot never falls off its
// plan (np.offPlan), every line it narrates exists in the English lang files, every game ends, and
// a Government decision stays far under 5 ms (median).
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { botMove } from "../../../../src/engine/bots/index";
import { createGame } from "../../../../src/engine/game";
import "../../../../src/engine/all";
import { apply, getDecision } from "../../../../src/engine/flow/runtime";
import { type GameState, isRuleError } from "../../../../src/engine/types";

const EN = new URL("../../../../lang/en/", import.meta.url).pathname;
const keys = new Set<string>();
for (const f of readdirSync(EN, { recursive: true, encoding: "utf8" }).filter((x) => x.endsWith(".json")))
  for (const k of Object.keys(JSON.parse(readFileSync(EN + f, "utf8")))) keys.add(k);

function play(seed: number): { s: GameState; why: Set<string>; ms: number[] } {
  let s = createGame({
    seed,
    seats: { govt: "nonplayer", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" },
    deployment: "standard",
  });
  const why = new Set<string>();
  const ms: number[] = [];
  for (let n = 0; n < 5000 && !s.ended; n++) {
    const govt = getDecision(s).faction === "govt";
    const t = performance.now();
    const m = botMove(s);
    if (govt) ms.push(performance.now() - t);
    expect(m).not.toBeNull();
    if (govt) for (const w of m!.why) why.add(w.key);
    const r = apply(s, m!.command);
    if (isRuleError(r)) throw new Error(`refused ${JSON.stringify(m!.command)}: ${r.code}`);
    s = r.state;
  }
  return { s, why, ms };
}

describe("4 Non-players, the Government's bot included", () => {
  it("3 games end; no step off plan; every narration key is in lang/en", () => {
    const all = new Set<string>();
    const ms: number[] = [];
    for (const seed of [11, 12, 13]) {
      const g = play(seed);
      expect(g.s.ended).not.toBeNull();
      for (const k of g.why) all.add(k);
      ms.push(...g.ms);
    }
    expect(all.has("np.offPlan")).toBe(false);
    expect([...all].filter((k) => !keys.has(k))).toEqual([]);
    expect([...all].some((k) => k.startsWith("np.govt."))).toBe(true);
    ms.sort((a, b) => a - b);
    expect(ms[Math.floor(ms.length / 2)]).toBeLessThan(5);
  });
});
