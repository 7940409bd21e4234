// The length of JSON.stringify(v) for plain JSON data (strings, numbers, booleans, null, arrays,
// plain objects), counted without building the text: a size check on every Non-player Command
// (saved-game.ts MAX_META) needs the number only. Anything else (toJSON, a prototype, a bigint) is
// measured by JSON.stringify itself.

/** characters JSON writes as an escape (control characters, quote, backslash, lone surrogates) */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what JSON escapes
const ESCAPED = /[\u0000-\u001f"\\\ud800-\udfff]/;

function stringLength(v: string): number {
  return ESCAPED.test(v) ? JSON.stringify(v).length : v.length + 2;
}

/** JSON.stringify(v).length, for v that JSON writes (not undefined, a function or a symbol) */
export function jsonLength(v: unknown): number {
  if (typeof v === "string") return stringLength(v);
  if (typeof v === "number") return Number.isFinite(v) ? String(v).length : 4; // null
  if (typeof v === "boolean") return v ? 4 : 5;
  if (v === null) return 4;
  if (typeof v !== "object") return JSON.stringify(v).length;
  if (Array.isArray(v)) {
    let n = 2 + Math.max(0, v.length - 1);
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      n += x === undefined || typeof x === "function" || typeof x === "symbol" ? 4 : jsonLength(x);
    }
    return n;
  }
  if (Object.getPrototypeOf(v) !== Object.prototype || "toJSON" in v) return JSON.stringify(v).length;
  let n = 2;
  let k = 0;
  for (const key of Object.keys(v)) {
    const x = (v as Record<string, unknown>)[key];
    if (x === undefined || typeof x === "function" || typeof x === "symbol") continue;
    n += stringLength(key) + 1 + jsonLength(x);
    k++;
  }
  return n + Math.max(0, k - 1);
}
