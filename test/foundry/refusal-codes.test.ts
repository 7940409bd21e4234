// Every refusal of the Foundry module's GM authority is one member of a typed union, has its
// message in every language, is documented in docs/protocol.md and is really sent by the module.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { refusal } from "../../src/foundry/authority";
import { FOUNDRY_REFUSAL_CODES, RETRY_CODES } from "../../src/foundry/refusal-codes";
import { sourceFiles } from "../source-files";

const ROOT = new URL("../../", import.meta.url).pathname;
const LANGS = ["en", "fr", "pl", "de", "es"];

describe("Foundry refusal codes (docs/protocol.md, Foundry refusal codes)", () => {
  it("are unique, and those a client retries are among them", () => {
    expect(new Set(FOUNDRY_REFUSAL_CODES).size).toBe(FOUNDRY_REFUSAL_CODES.length);
    expect(RETRY_CODES.filter((c) => !FOUNDRY_REFUSAL_CODES.includes(c))).toEqual([]);
  });

  it("a refusal carries its code, rule foundry and the key foundry.error.<code>", () => {
    expect(refusal("staleUndo", { rev: 4 })).toEqual({
      code: "staleUndo",
      rule: "foundry",
      message: { key: "foundry.error.staleUndo", params: { rev: 4 } },
    });
  });

  for (const lang of LANGS)
    it(`each has its message in ${lang}`, () => {
      const words = JSON.parse(readFileSync(join(ROOT, `lang/${lang}.json`), "utf8")) as Record<
        string,
        unknown
      >;
      const missing = FOUNDRY_REFUSAL_CODES.filter(
        (c) => typeof words[`ANDEAN.foundry.error.${c}`] !== "string",
      );
      expect(missing).toEqual([]);
      // and no message is left for a code the module no longer sends
      const orphans = Object.keys(words)
        .filter((k) => k.startsWith("ANDEAN.foundry.error."))
        .map((k) => k.slice("ANDEAN.foundry.error.".length))
        .filter((c) => !(FOUNDRY_REFUSAL_CODES as readonly string[]).includes(c));
      expect(orphans).toEqual([]);
    });

  it("docs/protocol.md lists exactly these codes", () => {
    const doc = readFileSync(join(ROOT, "docs/protocol.md"), "utf8");
    const start = doc.indexOf("### Foundry refusal codes");
    expect(start).toBeGreaterThan(0);
    const section = doc.slice(start, doc.indexOf("\n#", start));
    const listed = [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...FOUNDRY_REFUSAL_CODES].sort());
  });

  it("each is sent by the module", () => {
    const code = sourceFiles(join(ROOT, "src/foundry"))
      .filter((f) => !f.endsWith("refusal-codes.ts"))
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    expect(FOUNDRY_REFUSAL_CODES.filter((c) => !code.includes(`"${c}"`))).toEqual([]);
  });
});
