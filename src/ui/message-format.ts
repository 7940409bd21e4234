// Messages with counts and grammatical forms, for every language: a small subset of ICU
// MessageFormat, with the plural categories of each language taken from the browser's own CLDR data
// (Intl.PluralRules). Used by both hosts: the table's t() and the Foundry adapter's t() pass every
// lang string through formatMessage, so one lang file serves both.
//
// Syntax (what the lang files may use; nothing else is special):
//   {name}                                     the parameter's value
//   {n, plural, one {# card} other {# cards}}  a form per plural category of the language
//                                              (zero one two few many other) or exact value (=0);
//                                              `#` inside a branch is the number
//   {g, select, f {…} m {…} other {…}}        a form per value of a parameter (e.g. a gender)
// `other` is required in plural and select. Apostrophes are plain text (no ICU quoting: the lang
// files never need a literal brace). A missing parameter stays as "{name}", as before plurals came.

export type Params = Record<string, string | number>;

type Part =
  | string
  | { arg: string }
  | { arg: string; plural: Map<string, Part[]> }
  | { arg: string; select: Map<string, Part[]> }
  | { hash: true };

export class MessageSyntaxError extends Error {}

const CATEGORIES = new Set(["zero", "one", "two", "few", "many", "other"]);

/** Parse a message into parts; throws MessageSyntaxError on a malformed plural or select. */
export function parseMessage(text: string): Part[] {
  let i = 0;
  const fail = (why: string): never => {
    throw new MessageSyntaxError(`${why} at ${i} in: ${text}`);
  };
  const ws = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const word = () => {
    const m = /^[=\w.-]+/.exec(text.slice(i));
    if (!m) fail("a name was expected");
    i += m![0].length;
    return m![0];
  };
  // a run of parts up to the closing brace of a branch (depth > 0) or the end (depth 0)
  const parts = (inPlural: boolean, depth: number): Part[] => {
    const out: Part[] = [];
    let buf = "";
    const flush = () => {
      if (buf) out.push(buf);
      buf = "";
    };
    while (i < text.length) {
      const c = text[i];
      if (c === "}") {
        if (depth === 0) fail("an unmatched }");
        break;
      }
      if (c === "#" && inPlural) {
        flush();
        out.push({ hash: true });
        i++;
        continue;
      }
      if (c !== "{") {
        buf += c;
        i++;
        continue;
      }
      // an argument? "{name}" or "{name, plural|select, …}"; anything else is plain text
      const m = /^\{\s*(\w+)\s*(\}|,)/.exec(text.slice(i));
      if (!m) {
        buf += c;
        i++;
        continue;
      }
      flush();
      i += m[0].length;
      const arg = m[1];
      if (m[2] === "}") {
        out.push({ arg });
        continue;
      }
      ws();
      const type = word();
      if (type !== "plural" && type !== "select") fail(`unknown argument type "${type}"`);
      ws();
      if (text[i] !== ",") fail("a comma was expected");
      i++;
      const branches = new Map<string, Part[]>();
      for (;;) {
        ws();
        if (text[i] === "}") {
          i++;
          break;
        }
        const key = word();
        if (type === "plural" && !CATEGORIES.has(key) && !/^=\d+$/.test(key))
          fail(`"${key}" is not a plural category`);
        ws();
        if (text[i] !== "{") fail("a { was expected");
        i++;
        branches.set(key, parts(type === "plural" || inPlural, depth + 1));
        if (text[i] !== "}") fail("a } was expected");
        i++;
      }
      if (!branches.has("other")) fail(`the ${type} of "${arg}" has no "other"`);
      out.push(type === "plural" ? { arg, plural: branches } : { arg, select: branches });
    }
    flush();
    return out;
  };
  const out = parts(false, 0);
  if (i < text.length) fail("an unmatched }");
  return out;
}

const parsed = new Map<string, Part[] | null>();
function parseCached(text: string): Part[] | null {
  let p = parsed.get(text);
  if (p === undefined) {
    try {
      p = parseMessage(text);
    } catch {
      p = null; // shown as written: a broken translation must not break the page
    }
    parsed.set(text, p);
  }
  return p;
}

const rules = new Map<string, Intl.PluralRules>();
/** The CLDR plural category of n in a language ("one", "few", "many", "other" …). */
export function pluralCategory(locale: string, n: number): string {
  let r = rules.get(locale);
  if (!r) {
    try {
      r = new Intl.PluralRules(locale);
    } catch {
      r = new Intl.PluralRules("en");
    }
    rules.set(locale, r);
  }
  return r.select(n);
}

/** The plural categories a language uses for whole numbers (what a translation must cover). */
export function integerCategories(locale: string): string[] {
  const seen = new Set<string>();
  for (let n = 0; n <= 1000; n++) seen.add(pluralCategory(locale, n));
  return [...seen].sort();
}

function render(parts: Part[], params: Params, locale: string, hash: string | null): string {
  let out = "";
  for (const p of parts) {
    if (typeof p === "string") out += p;
    else if ("hash" in p) out += hash ?? "#";
    else if ("plural" in p) {
      const v = params[p.arg];
      const n = typeof v === "number" ? v : Number(v);
      const known = v !== undefined && Number.isFinite(n);
      const branch =
        (known && p.plural.get(`=${n}`)) ||
        (known && p.plural.get(pluralCategory(locale, n))) ||
        p.plural.get("other")!;
      out += render(branch, params, locale, known ? String(v) : `{${p.arg}}`);
    } else if ("select" in p) {
      const v = params[p.arg];
      const branch = (v !== undefined && p.select.get(String(v))) || p.select.get("other")!;
      out += render(branch, params, locale, hash);
    } else out += p.arg in params ? String(params[p.arg]) : `{${p.arg}}`;
  }
  return out;
}

/** A lang string with its parameters filled in, plural and select forms chosen for `locale`. */
export function formatMessage(text: string, params: Params | undefined, locale: string): string {
  if (!text.includes("{")) return text;
  const parts = parseCached(text);
  if (!parts) return text;
  return render(parts, params ?? {}, locale, null);
}

/** The parameter names a message uses (plural and select included), sorted. */
export function messageArgs(text: string): string[] {
  const names = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const p of parts) {
      if (typeof p === "string" || "hash" in p) continue;
      names.add(p.arg);
      const branches = "plural" in p ? p.plural : "select" in p ? p.select : null;
      if (branches) for (const b of branches.values()) walk(b);
    }
  };
  walk(parseMessage(text));
  return [...names].sort();
}

/** Every plural in a message: its parameter and the branch keys it offers. */
export function pluralsOf(text: string): { arg: string; keys: string[] }[] {
  const found: { arg: string; keys: string[] }[] = [];
  const walk = (parts: Part[]) => {
    for (const p of parts) {
      if (typeof p === "string" || "hash" in p || !("plural" in p || "select" in p)) continue;
      const branches = "plural" in p ? p.plural : p.select;
      if ("plural" in p) found.push({ arg: p.arg, keys: [...branches.keys()] });
      for (const b of branches.values()) walk(b);
    }
  };
  walk(parseMessage(text));
  return found;
}
