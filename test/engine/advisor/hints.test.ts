// Hints: at a player's own choice on the card (2.3.2) the top 3 complete actions, each
// with a win chance, a margin change, what it is and why, as lang keys present in all 5 languages;
// the first command of each is one of the Decision's options, and nothing is played.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { suggest } from "../../../src/engine/advisor/index";
import { getDecision, optionKey, stateHash } from "../../../src/engine/index";
import { rootOf } from "./helpers";

const LANGS = ["en", "fr", "pl", "de", "es"].map(
  (l) =>
    JSON.parse(readFileSync(new URL(`../../../lang/${l}.json`, import.meta.url), "utf8")) as Record<
      string,
      string
    >,
);

describe("advisor hints", () => {
  it("the Government's top 3 at a card: legal first steps, chances, reasons in 5 languages", () => {
    const s = rootOf(42, "govt", 3);
    const before = stateHash(s);
    const hints = suggest(s, "govt", { seed: 3, playouts: 40, variations: 3 });
    expect(hints.length).toBe(3);
    expect(stateHash(s)).toBe(before);
    const offered = getDecision(s).options.map(optionKey);
    for (const h of hints) {
      expect(offered).toContain(optionKey(h.bodies[0]));
      expect(h.winChance).toBeGreaterThanOrEqual(0);
      expect(h.winChance).toBeLessThanOrEqual(1);
      expect(Number.isFinite(h.marginChange)).toBe(true);
      for (const lang of LANGS) {
        expect(lang[`ANDEAN.${h.action.key}`], h.action.key).toBeTypeOf("string");
        expect(lang[`ANDEAN.${h.reason.key}`], h.reason.key).toBeTypeOf("string");
      }
    }
    // best first: three different actions
    expect(new Set(hints.map((h) => h.bodies.map(optionKey).join(" "))).size).toBe(3);
  });

  it("an Operation's hint names its spaces (the board highlights them)", () => {
    const s = rootOf(42, "govt", 5);
    const hints = suggest(s, "govt", { seed: 8, playouts: 40, variations: 3 }, 20);
    const op = hints.find(
      (h) => h.action.key.startsWith("advisor.action.op") && Number(h.action.params?.n) > 0,
    );
    expect(op).toBeDefined();
    expect(op?.spaces.length).toBeGreaterThan(0);
    expect(op?.spaces).toContain(op?.action.params?.space);
  });
});
