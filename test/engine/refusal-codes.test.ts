// Every refusal code is one member of a typed union, has words in every language, is documented
// in docs/protocol.md, and is really used by the engine (no dead code in the list).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REFUSAL_CODES } from "../../src/engine/core/refusal-codes";
import { sourceFiles } from "../source-files";

const ROOT = new URL("../../", import.meta.url).pathname;
const LANGS = ["en", "fr", "pl", "de", "es"];

describe("refusal codes (docs/protocol.md §3)", () => {
  it("are unique and many", () => {
    expect(new Set(REFUSAL_CODES).size).toBe(REFUSAL_CODES.length);
    expect(REFUSAL_CODES.length).toBeGreaterThan(100);
  });

  for (const lang of LANGS)
    it(`each has its message in ${lang}`, () => {
      const words = JSON.parse(readFileSync(join(ROOT, `lang/${lang}.json`), "utf8")) as Record<
        string,
        unknown
      >;
      const missing = REFUSAL_CODES.filter((c) => typeof words[`ANDEAN.error.${c}`] !== "string");
      expect(missing).toEqual([]);
    });

  it("docs/protocol.md lists exactly these codes", () => {
    const doc = readFileSync(join(ROOT, "docs/protocol.md"), "utf8");
    const start = doc.indexOf("### Refusal codes");
    const section = doc.slice(start, doc.indexOf("\n#", start));
    const listed = [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...REFUSAL_CODES].sort());
  });

  it("each is used by the engine", () => {
    const code = sourceFiles(join(ROOT, "src/engine"))
      .filter((f) => !f.endsWith("refusal-codes.ts"))
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    expect(REFUSAL_CODES.filter((c) => !code.includes(`"${c}"`))).toEqual([]);
  });
});
