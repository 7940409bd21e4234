// For reviewers: every string with a plural, rendered for 0, 1, 2, 5 and 22 in one language, so
// that a native speaker can read the forms instead of the ICU syntax.
//
//   npx tsx scripts/lang-samples.ts pl            (all counted strings)
//   npx tsx scripts/lang-samples.ts fr log.       (only keys starting with "log.")
import { readFileSync } from "node:fs";
import { formatMessage, pluralsOf } from "../src/ui/message-format";

const [lang = "en", prefix = ""] = process.argv.slice(2);
const dict = JSON.parse(readFileSync(new URL(`../lang/${lang}.json`, import.meta.url), "utf8")) as Record<
  string,
  string
>;
const SAMPLE: Record<string, string> = {
  space: "Huila",
  from: "Cali",
  to: "Bogotá",
  faction: "FARC",
  target: "Cartels",
  piece: "Troops",
  pieces: "(pieces)",
  roll: "4",
};

for (const [full, text] of Object.entries(dict)) {
  const key = full.replace(/^ANDEAN\./, "");
  if (!key.startsWith(prefix)) continue;
  const plurals = pluralsOf(text);
  if (!plurals.length) continue;
  console.log(`\n${key}`);
  for (const n of [0, 1, 2, 5, 22]) {
    const params: Record<string, string | number> = { ...SAMPLE };
    for (const p of plurals) params[p.arg] = n;
    console.log(`  ${String(n).padStart(2)}: ${formatMessage(text, params, lang)}`);
  }
}
