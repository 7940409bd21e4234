// List translation gaps per language and fragment: keys English has that a language lacks,
// keys a language has that English no longer has, and translations whose {placeholders} or rule
// numbers (e.g. 6.4.4) differ from the English text. Placeholders are compared by name, plural
// and select forms included ({n, plural, one {…} other {…}}: docs/translations.md); where English
// uses {pieces} (a counted piece), a translation may also use {n} and {piece}. With `--since DIR` (a copy of an earlier
// lang/en/), also list English strings added or reworded since then, so translations can be
// re-synced. Exit code 1 when anything is missing or mismatched.
//
//   node scripts/lang-missing.mjs [fr pl ...] [--since /tmp/en-old] [--keys]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const ALL = ["fr", "pl", "de", "es"];
const root = new URL("../lang/", import.meta.url).pathname;
const args = process.argv.slice(2);
const sinceAt = args.indexOf("--since");
const since = sinceAt >= 0 ? args[sinceAt + 1] : null;
const showKeys = args.includes("--keys");
const langs = args.filter((a, i) => !a.startsWith("--") && (sinceAt < 0 || i !== sinceAt + 1));
const wanted = langs.length ? langs : ALL;

function readDir(dir) {
  const out = {};
  if (!existsSync(dir)) return out;
  // the area fragments and the per-card ones (cards/cNN.json)
  for (const f of readdirSync(dir, { recursive: true }).filter((x) => x.endsWith(".json"))) {
    out[f] = JSON.parse(readFileSync(join(dir, f), "utf8"));
  }
  return out;
}

const tokens = (s, re) => [...String(s).matchAll(re)].map((m) => m[0]).sort();
const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
const RULE = /\b\d+\.\d+(?:\.\d+)*\b/g;

/**
 * The parameter names of a message: {name}, and the argument of {name, plural|select, key {…} …}
 * with the names inside its branches (the branch texts themselves are not names).
 */
export function argNames(text) {
  const s = String(text);
  const names = new Set();
  let i = 0;
  const run = (depth) => {
    while (i < s.length) {
      if (s[i] === "}") {
        if (depth > 0) return;
        i++;
        continue;
      }
      const m = s[i] === "{" ? /^\{\s*(\w+)\s*([},])/.exec(s.slice(i)) : null;
      if (!m) {
        i++;
        continue;
      }
      names.add(m[1]);
      i += m[0].length;
      if (m[2] === "}") continue;
      // "type, key {…} key {…}}"
      i = s.indexOf(",", i) + 1;
      while (i > 0 && i < s.length) {
        while (/\s/.test(s[i] ?? "")) i++;
        if (s[i] === "}") {
          i++;
          break;
        }
        const open = s.indexOf("{", i);
        if (open < 0) return;
        i = open + 1;
        run(depth + 1);
        i++; // the branch's closing brace
      }
    }
  };
  run(0);
  return names;
}
/** parameters a translation may use although English does not (they come with the one it uses) */
const DERIVED = { pieces: ["n", "piece"] };
function argsMatch(enText, trText) {
  const want = argNames(enText);
  const got = argNames(trText);
  const allowed = new Set(want);
  for (const [k, extra] of Object.entries(DERIVED)) if (want.has(k)) for (const x of extra) allowed.add(x);
  return [...want].every((x) => got.has(x)) && [...got].every((x) => allowed.has(x));
}

const en = readDir(join(root, "en"));
let problems = 0;
const report = (line) => {
  problems++;
  console.log(line);
};
const list = (keys) => (showKeys || keys.length <= 8 ? keys.join(", ") : `${keys.slice(0, 8).join(", ")}, …`);

if (since) {
  const old = readDir(since);
  for (const [file, part] of Object.entries(en)) {
    const before = old[file] ?? {};
    const added = Object.keys(part).filter((k) => !(k in before));
    const changed = Object.keys(part).filter((k) => k in before && before[k] !== part[k]);
    if (added.length) console.log(`en/${file}: ${added.length} new since snapshot: ${list(added)}`);
    if (changed.length)
      console.log(`en/${file}: ${changed.length} reworded since snapshot: ${list(changed)}`);
  }
}

for (const lang of wanted) {
  const tr = readDir(join(root, lang));
  let total = 0;
  for (const [file, part] of Object.entries(en)) {
    const mine = tr[file];
    if (!mine) {
      report(`${lang}/${file}: fragment missing (${Object.keys(part).length} keys)`);
      continue;
    }
    const missing = Object.keys(part).filter((k) => !(k in mine));
    const extra = Object.keys(mine).filter((k) => !(k in part));
    const bad = Object.keys(part).filter(
      (k) =>
        k in mine && (!argsMatch(part[k], mine[k]) || !same(tokens(part[k], RULE), tokens(mine[k], RULE))),
    );
    total += Object.keys(mine).length;
    if (missing.length) report(`${lang}/${file}: ${missing.length} missing: ${list(missing)}`);
    if (extra.length) report(`${lang}/${file}: ${extra.length} not in English: ${list(extra)}`);
    if (bad.length) report(`${lang}/${file}: ${bad.length} placeholder/rule mismatch: ${list(bad)}`);
  }
  for (const file of Object.keys(tr).filter((f) => !(f in en))) {
    report(`${lang}/${file}: fragment has no English counterpart`);
  }
  console.log(`${lang}: ${total} keys`);
}
console.log(`en: ${Object.values(en).reduce((n, p) => n + Object.keys(p).length, 0)} keys`);
if (problems) process.exit(1);
