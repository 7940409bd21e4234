// Merge the per-area fragments lang/<lang>/*.json (flat "key": "text" maps, keys without the
// ANDEAN. prefix) into lang/<lang>.json for Foundry and the table. `--check` fails when a merged
// file is out of date or a language lacks a key that English has.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const LANGS = ["en", "fr", "pl", "de", "es"];
const root = new URL("../lang/", import.meta.url).pathname;
const check = process.argv.includes("--check");

function fragments(lang) {
  const dir = join(root, lang);
  const out = {};
  if (!existsSync(dir)) return out;
  for (const f of readdirSync(dir)
    .filter((x) => x.endsWith(".json"))
    .sort()) {
    const part = JSON.parse(readFileSync(join(dir, f), "utf8"));
    for (const [k, v] of Object.entries(part)) {
      if (k in out) throw new Error(`${lang}/${f}: duplicate key ${k}`);
      out[k] = v;
    }
  }
  return out;
}

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
  const merged = {};
  for (const k of Object.keys(keys).sort()) merged[`ANDEAN.${k}`] = keys[k];
  const text = `${JSON.stringify(merged, null, 2)}\n`;
  const file = join(root, `${lang}.json`);
  if (check) {
    if (!existsSync(file) || readFileSync(file, "utf8") !== text) {
      console.error(`lang/${lang}.json is out of date: run npm run lang`);
      failed = true;
    }
  } else writeFileSync(file, text);
}
if (failed && check) process.exit(1);
