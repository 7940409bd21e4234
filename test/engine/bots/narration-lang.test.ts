// Narration (section 8): every line a Non-player bot writes, over whole games with every seat a
// bot, is a lang key present in all 5 languages, and each text gets all its parameters.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { botMove } from "../../../src/engine/bots/index";
import { apply, createGame, isRuleError, type Msg } from "../../../src/engine/index";

const LANGS = ["en", "fr", "pl", "de", "es"];
const dicts = Object.fromEntries(
  LANGS.map((l) => [l, JSON.parse(readFileSync(`lang/${l}.json`, "utf8")) as Record<string, string>]),
);

function narrationMet(games: number): Map<string, Msg> {
  const seen = new Map<string, Msg>();
  for (let g = 0; g < games; g++) {
    let s = createGame({
      seed: 900 + g,
      seats: { govt: "nonplayer", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" },
      deployment: "standard",
    });
    for (let i = 0; i < 5000 && !s.ended; i++) {
      const m = botMove(s);
      if (!m) throw new Error("no bot move in an all-bot game");
      for (const w of m.why) if (!seen.has(w.key)) seen.set(w.key, w);
      const r = apply(s, m.command);
      if (isRuleError(r)) throw new Error(JSON.stringify(r));
      s = r.state;
    }
    expect(s.ended).not.toBeNull();
  }
  return seen;
}

describe("Non-player narration in every language", () => {
  it("each np.* key met in 12 all-bot games has a text in en, fr, pl, de, es using only known parameters", () => {
    const seen = narrationMet(12);
    expect(seen.size).toBeGreaterThan(40); // the games really went through many boxes
    const missing: string[] = [];
    for (const [key, msg] of seen)
      for (const l of LANGS) {
        const text = dicts[l][`ANDEAN.${key}`];
        if (text === undefined) {
          missing.push(`${l}: ${key}`);
          continue;
        }
        const params = { faction: "x", ...(msg.params ?? {}) };
        for (const [, p] of text.matchAll(/\{(\w+)\}/g))
          if (!(p in params)) missing.push(`${l}: ${key} needs {${p}}`);
      }
    expect(missing).toEqual([]);
  });
});
