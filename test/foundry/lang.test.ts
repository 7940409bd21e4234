// The module's strings as Foundry loads them: each lang file is expanded from dotted keys into
// nested objects (emulation/i18n.ts); a key that is also the prefix of another key makes the
// whole file load as `{}`, and every string then shows as its raw key. So: every built lang file
// expands, and every key the code, the templates and the manifest use is a string in all 5.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGS, prefixCollisions } from "../../scripts/build-lang.mjs";
import { sourceFiles } from "../source-files";
import { expandObject, getProperty, Localization, loadLangFile } from "./emulation/i18n";

const DIST = "dist/lang";
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(file, "utf8"));

/** Complete keys written in the sources and templates (dynamic families are in the lang files). */
function keysInCode(): Set<string> {
  const out = new Set<string>();
  const texts = [...sourceFiles("src", ".ts"), ...sourceFiles("templates", ".hbs")].map((f) =>
    readFileSync(f, "utf8"),
  );
  for (const code of texts) {
    for (const m of code.matchAll(
      /["'`]((?:ui|foundry|log|prompt|error|card)\.[A-Za-z0-9_.]*[A-Za-z0-9_])["'`]/g,
    ))
      out.add(`ANDEAN.${m[1]}`);
    for (const m of code.matchAll(/["'`](ANDEAN\.[A-Za-z0-9_.]*[A-Za-z0-9_])["'`]/g)) out.add(m[1]);
  }
  // labels of the Actor sub-types the manifest declares (Foundry's Create Actor dialog)
  const manifest = JSON.parse(readFileSync("module.json", "utf8"));
  for (const [doc, types] of Object.entries(manifest.documentTypes as Record<string, object>))
    for (const type of Object.keys(types)) out.add(`TYPES.${doc}.${manifest.id}.${type}`);
  return out;
}

describe("lang files as Foundry loads them (expandObject)", () => {
  it("the built module ships the 5 languages the manifest declares", () => {
    expect(existsSync(DIST), "run npm run build first").toBe(true);
    const manifest = JSON.parse(readFileSync("module.json", "utf8"));
    expect(manifest.languages.map((l: { lang: string }) => l.lang).sort()).toEqual([...LANGS].sort());
    for (const l of manifest.languages) expect(existsSync(join("dist", l.path)), l.path).toBe(true);
  });

  for (const lang of LANGS)
    it(`${lang}: the built file expands without a clash`, () => {
      const loaded = loadLangFile(read(join(DIST, `${lang}.json`)));
      expect(loaded.error).toBeUndefined();
      expect(prefixCollisions(Object.keys(read(join(DIST, `${lang}.json`))))).toEqual([]);
    });

  it("every key used by the code, the templates and the manifest is a string in every language", () => {
    const used = keysInCode();
    expect(used.size).toBeGreaterThan(150);
    const en = read(join(DIST, "en.json"));
    const missing: string[] = [];
    for (const lang of LANGS) {
      const tr = loadLangFile(read(join(DIST, `${lang}.json`))).translations;
      // the code's literal keys, and every key English has (the dynamic families: ui.faction.*, …)
      for (const key of new Set([...used, ...Object.keys(en)]))
        if (typeof getProperty(tr, key) !== "string") missing.push(`${lang}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it("a clash loses every string: the loader keeps {} and lookups return the raw key", () => {
    const clashing = {
      "ANDEAN.log.kidnap": "Kidnap",
      "ANDEAN.log.kidnap.ransom": "Ransom",
      "ANDEAN.ok": "fine",
    };
    const loaded = loadLangFile(clashing);
    expect(loaded.error).toMatch(/kidnap/);
    const i18n = new Localization(loaded.translations);
    expect(i18n.localize("ANDEAN.ok")).toBe("ANDEAN.ok");
    expect(i18n.has("ANDEAN.ok")).toBe(false);
    // either order clashes
    expect(() => expandObject({ "A.b.c": "x", "A.b": "y" })).toThrow();
    expect(prefixCollisions(Object.keys(clashing))).toEqual([
      ["ANDEAN.log.kidnap", "ANDEAN.log.kidnap.ransom"],
    ]);
  });

  it("a key prefix localises to an object, which the adapter never shows as text", async () => {
    const i18n = new Localization(expandObject({ "ANDEAN.ui.choose.event.shaded": "Shaded" }));
    expect(typeof i18n.localize("ANDEAN.ui.choose.event")).toBe("object");
    expect(i18n.has("ANDEAN.ui.choose.event")).toBe(false);
    const { installStubs } = await import("./stubs");
    installStubs();
    (globalThis as unknown as { game: { i18n: Localization } }).game.i18n = i18n;
    const { t } = await import("../../src/foundry/i18n");
    expect(t("ui.choose.event")).toBe("ANDEAN.ui.choose.event");
    expect(t("ui.choose.event.shaded")).toBe("Shaded");
  });
});
