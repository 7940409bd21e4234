// Refusal reasons, measured (npm run refusals): over random states, every refused drop of the deciding Faction's own
// piece gets a reason, never only the generic "not one of the legal choices" (error.notAnOption);
// and every reason met has its words in the 5 languages.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { emptyStats, measureRefusals, probeState, share } from "../../src/cli/refusals";
import { getDecision, SPACE_INDEX, SPACES } from "../../src/engine/index";
import { c, fixture, play } from "../engine/fixture";

const LANGS = ["en", "fr", "pl", "de", "es"];

describe("refused drops name their reason (2.3, 3.x, 4.x, 5.1, 6.x)", () => {
  const st = measureRefusals({ games: 10, seed: 3, every: 3, targets: 5 });

  it("random states: many drops refused, none with only the generic message", () => {
    expect(st.drops).toBeGreaterThan(20_000);
    expect(st.refused).toBeGreaterThan(st.drops / 2);
    expect(st.samples).toEqual([]);
    expect(st.generic).toBe(0);
    expect(share(st)).toBe(0);
    // the reasons are varied: the steps that move pieces answer with their own rules
    expect(Object.keys(st.byCode).length).toBeGreaterThan(15);
  });

  it("every reason met has a text in all 5 lang files", () => {
    const missing: string[] = [];
    for (const l of LANGS) {
      const dict = JSON.parse(readFileSync(`lang/${l}.json`, "utf8")) as Record<string, string>;
      for (const code of Object.keys(st.byCode))
        if (!dict[`ANDEAN.error.${code}`]) missing.push(`${l}: ${code}`);
    }
    expect(missing).toEqual([]);
  });

  it("the probe counts a drop the engine accepts as no refusal, and a refused one as refused", () => {
    // Government first on card 1, nothing chosen yet: every drop is refused, with a reason
    const s = fixture({ deck: [1, 2, 3], pieces: { bogota: { troops: 2 } } });
    const a = emptyStats();
    probeState(s, () => 0.5, 3, a);
    expect(a.drops).toBe(3);
    expect(a.refused).toBe(3);
    expect(a.byCode).toEqual({ "drop.chooseFirst": 3 });
    // FARC Marching: a drop on a destination the March offers is accepted (not counted refused)
    const m = play(
      fixture({ deck: [25, 26], pieces: { narino: { farcU: 1 } }, resources: { farc: 5 } }),
      c("op:march"),
    );
    const o = getDecision(m).options.find((x) => x.t === "move");
    if (o?.t !== "move") throw new Error("no March move offered");
    const b = emptyStats();
    probeState(m, () => (SPACE_INDEX[o.to] + 0.5) / SPACES.length, 1, b);
    expect(b.drops).toBe(1);
    expect(b.refused).toBe(0);
  });
});
