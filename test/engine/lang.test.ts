// Every message the engine emits (prompts, logs, errors) has a text in every lang file.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apply, createGame, getDecision, legalCommands } from "../../src/engine";
import { isRuleError, type LogEntry } from "../../src/engine/types";

const LANG = new URL("../../lang/", import.meta.url).pathname;
const en: Record<string, string> = JSON.parse(readFileSync(join(LANG, "en.json"), "utf8"));
const has = (key: string) => `ANDEAN.${key}` in en;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith(".ts") ? [p] : [];
  });
}

describe("lang keys (every string a player reads comes from lang/*.json)", () => {
  it("every literal prompt/log/error key in src/engine exists in lang/en.json", () => {
    const missing = new Set<string>();
    for (const f of sources(new URL("../../src/engine/", import.meta.url).pathname)) {
      const code = readFileSync(f, "utf8");
      for (const m of code.matchAll(/["'`]((?:prompt|log|error)\.[A-Za-z0-9_.]+)["'`]/g))
        if (!has(m[1])) missing.add(`${m[1]} (${f.split("src/engine/")[1]})`);
      for (const m of code.matchAll(/ruleError\(\s*["']([A-Za-z0-9_]+)["']/g))
        if (!has(`error.${m[1]}`)) missing.add(`error.${m[1]} (${f.split("src/engine/")[1]})`);
    }
    expect([...missing]).toEqual([]);
  });

  it("every prompt and log key met in random games exists in lang/en.json", () => {
    const missing = new Set<string>();
    let x = 12345;
    const rnd = (n: number) => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return x % n;
    };
    for (let g = 0; g < 3; g++) {
      const log: LogEntry[] = [];
      let s = createGame(
        {
          seed: 100 + g,
          seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
          deployment: "standard",
        },
        log,
      );
      for (let i = 0; i < 4000 && !s.ended; i++) {
        const d = getDecision(s);
        if (!has(d.prompt.key)) missing.add(d.prompt.key);
        const cmds = legalCommands(s);
        if (!cmds.length) break;
        const r = apply(s, cmds[rnd(cmds.length)]);
        if (isRuleError(r)) {
          missing.add(`(refused ${r.code})`);
          break;
        }
        log.push(...r.log);
        s = r.state;
      }
      for (const e of log) if (!has(e.key)) missing.add(e.key);
    }
    expect([...missing]).toEqual([]);
  });

  it("every language file has every English key", () => {
    for (const f of readdirSync(LANG).filter((n) => n.endsWith(".json") && n !== "en.json")) {
      const other: Record<string, string> = JSON.parse(readFileSync(join(LANG, f), "utf8"));
      const missing = Object.keys(en).filter((k) => !(k in other));
      expect(missing, f).toEqual([]);
    }
  });
});
