// Merge the per-area fragments lang/<lang>/*.json and the per-card fragments
// lang/<lang>/cards/cNN.json (flat "key": "text" maps, keys without the ANDEAN. prefix) into
// lang/<lang>.json for Foundry and the table. `--check` fails when a merged file is out of date,
// a language lacks a key that English has, or a key is the dotted prefix of another key (Foundry
// expands lang files into nested objects; such a pair makes the expansion fail and Foundry then
// loads nothing of the module's strings).
//
// Keys under a Foundry core namespace (FOUNDRY_NAMESPACES, e.g. "TYPES.Actor.andean-abyss.faction",
// the label of our Actor sub-type) are written as they are, without the ANDEAN. prefix.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const LANGS = ["en", "fr", "pl", "de", "es"];
export const FOUNDRY_NAMESPACES = ["TYPES."];
const root = new URL("../lang/", import.meta.url).pathname;

/** The fragment files of one language: lang/<lang>/*.json, then lang/<lang>/cards/cNN.json (each
 *  Event card's words: title, texts, prompts, log lines, Non-player narration), each list sorted. */
export function fragmentFiles(lang) {
  const dir = join(root, lang);
  const list = (sub) =>
    existsSync(join(dir, sub))
      ? readdirSync(join(dir, sub))
          .filter((x) => x.endsWith(".json"))
          .sort()
          .map((x) => (sub ? `${sub}/${x}` : x))
      : [];
  return [...list(""), ...list("cards")];
}

function fragments(lang) {
  const dir = join(root, lang);
  const out = {};
  for (const f of fragmentFiles(lang)) {
    const part = JSON.parse(readFileSync(join(dir, f), "utf8"));
    for (const [k, v] of Object.entries(part)) {
      if (k in out) throw new Error(`${lang}/${f}: duplicate key ${k}`);
      out[k] = v;
    }
  }
  return out;
}

/** The key as it stands in the merged file. */
export function fullKey(key) {
  return FOUNDRY_NAMESPACES.some((p) => key.startsWith(p)) ? key : `ANDEAN.${key}`;
}

/** Pairs [short, long] where `short` is a dotted prefix of `long` (both keys of the map). */
export function prefixCollisions(keys) {
  const all = new Set(keys);
  const found = [];
  for (const k of keys) {
    const parts = k.split(".");
    for (let i = 1; i < parts.length; i++) {
      const pre = parts.slice(0, i).join(".");
      if (all.has(pre)) found.push([pre, k]);
    }
  }
  return found;
}

/** The merged lang file's text for one language's fragments. */
export function mergedText(keys) {
  const merged = {};
  for (const k of Object.keys(keys).sort()) merged[fullKey(k)] = keys[k];
  return `${JSON.stringify(merged, null, 2)}\n`;
}

function main() {
  const check = process.argv.includes("--check");
  let failed = false;
  const en = fragments("en");
  for (const lang of LANGS) {
    const keys = fragments(lang);
    if (lang !== "en" && !existsSync(join(root, lang))) continue;
    const missing = Object.keys(en).filter((k) => !(k in keys));
    if (missing.length) {
      console.error(`${lang}: ${missing.length} keys missing, e.g. ${missing.slice(0, 5).join(", ")}`);
      failed = true;
    }
    const clashes = prefixCollisions(Object.keys(keys).map(fullKey));
    if (clashes.length) {
      for (const [a, b] of clashes.slice(0, 10))
        console.error(`${lang}: key ${a} is a prefix of ${b} (Foundry would load no string of the module)`);
      failed = true;
    }
    const text = mergedText(keys);
    const file = join(root, `${lang}.json`);
    if (check) {
      if (!existsSync(file) || readFileSync(file, "utf8") !== text) {
        console.error(`lang/${lang}.json is out of date: run npm run lang`);
        failed = true;
      }
    } else writeFileSync(file, text);
  }
  if (failed) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
