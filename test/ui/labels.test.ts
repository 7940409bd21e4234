// Every option a player can be offered has a label in every language (no raw internal value on a
// button): random games with all 72 Events, each option reached is labelled through the UI's own
// optionLabel in en, fr, pl, de and es, and the words must come from the lang file.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  apply,
  type CommandBody,
  createGame,
  type GameState,
  getDecision,
  isRuleError,
  legalCommands,
} from "../../src/engine/index";
import type { UiHost } from "../../src/ui/host";
import { optionLabel } from "../../src/ui/i18n";
import { fakeHost } from "./fake-host";

const LANGS = ["en", "fr", "pl", "de", "es"];

function hostFor(lang: string, used: Set<string>): UiHost {
  const dict = JSON.parse(readFileSync(`lang/${lang}.json`, "utf8")) as Record<string, string>;
  return fakeHost(undefined, (key, params) => {
    const text = dict[`ANDEAN.${key}`];
    if (text === undefined) return key;
    used.add(key);
    return params
      ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m))
      : text;
  });
}

/** the distinct choose options met in some random games with every Event in play */
function chooseOptionsMet(games: number): CommandBody[] {
  const seen = new Map<string, CommandBody>();
  let x = 4242;
  const rnd = (n: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x % n;
  };
  for (let g = 0; g < games; g++) {
    let s: GameState = createGame({
      seed: 500 + g,
      seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
      deployment: "standard",
    });
    for (let i = 0; i < 3000 && !s.ended; i++) {
      for (const o of getDecision(s).options) if (o.t === "choose") seen.set(o.v, o);
      const cmds = legalCommands(s);
      if (!cmds.length) break;
      const r = apply(s, cmds[rnd(cmds.length)]);
      if (isRuleError(r)) break;
      s = r.state;
    }
  }
  return [...seen.values()];
}

describe("every option reached has words in every language", () => {
  it("choose options: a lang key makes the label, in all 5 languages (no raw value)", () => {
    const options = chooseOptionsMet(40);
    expect(options.length).toBeGreaterThan(60);
    const raw: string[] = [];
    for (const lang of LANGS)
      for (const o of options) {
        const used = new Set<string>();
        const label = optionLabel(hostFor(lang, used), o);
        // the fallback returns the value itself (space ids as names): no lang key was used
        if (!used.size || label.includes("ANDEAN.") || /\bui\.|prompt\./.test(label))
          raw.push(`${lang}: ${o.t === "choose" ? o.v : ""} → ${label}`);
      }
    expect(raw).toEqual([]);
  });
});
