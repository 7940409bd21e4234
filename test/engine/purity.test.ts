// The engine stays pure and deterministic (ARCHITECTURE: no Foundry, DOM, Node, Math.random, Date).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../source-files";

const ROOT = new URL("../../src/engine/", import.meta.url).pathname;

const FORBIDDEN: [RegExp, string][] = [
  [/\bMath\.random\b/, "Math.random"],
  [/\bDate\b/, "Date"],
  [/\bperformance\.now\b/, "performance.now"],
  [/from\s+["']node:/, "a Node built-in"],
  [/from\s+["'](fs|path|os|crypto|child_process|worker_threads)["']/, "a Node built-in"],
  [/\b(document|window|localStorage|navigator)\./, "the DOM"],
  [/\b(foundry|game|Hooks|CONFIG|canvas)\.[a-zA-Z]/, "Foundry"],
  [/from\s+["'][^"']*(foundry|pixi|\/ui\/|\/table\/)[^"']*["']/, "an adapter module"],
];

describe("engine purity (ARCHITECTURE: src/engine is pure and deterministic)", () => {
  const all = sourceFiles(ROOT);
  it("finds the engine sources", () => {
    expect(all.length).toBeGreaterThan(10);
  });
  for (const f of all) {
    it(`${f.slice(ROOT.length)} uses no Foundry, DOM, Node, Math.random or Date`, () => {
      const code = readFileSync(f, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/\/\/.*$/gm, "");
      for (const [re, what] of FORBIDDEN) expect(re.test(code), `${what} in ${f}`).toBe(false);
    });
  }
});
