// Foundry's localisation, emulated from the v13 API declarations (fvtt-types 13.345.1):
// - common/utils/helpers.d.mts `expandObject`: a flat object with dotted keys becomes nested
//   objects. When a key is also the dotted prefix of another (`A.b` and `A.b.c`), one of the two
//   cannot be stored; Foundry's lang loader catches the error and keeps `{}` for the whole file
//   (client/helpers/localization.d.mts, _loadTranslationFile). We throw, as the loader sees it.
// - `getProperty`: walks a dotted path through nested objects.
// - Localization#localize: the translation, else the fallback's, else the key itself — and the
//   value found may be an object (Localization.Translations is `string | Translations`);
//   #has: true only for a string; #format: `{name}` placeholders filled from data.
// No Foundry source is used; behaviour follows the declarations and their documentation.

export type Translations = { [k: string]: string | Translations };

export class ExpandError extends Error {}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && Object.getPrototypeOf(v) === Object.prototype;
}

/** expandObject with the lang loader's view: a key colliding with another is an error. */
export function expandObject(flat: Record<string, unknown>): Translations {
  const out: Translations = {};
  for (const [key, raw] of Object.entries(flat)) {
    const value = isPlainObject(raw) ? expandObject(raw) : raw;
    const parts = key.split(".");
    const last = parts.pop() as string;
    let target: Translations = out;
    for (const p of parts) {
      const next = target[p];
      if (next === undefined) target[p] = {};
      else if (typeof next !== "object")
        throw new ExpandError(`cannot expand "${key}": "${p}" already holds a string`);
      target = target[p] as Translations;
    }
    if (last in target && typeof target[last] === "object" && !isPlainObject(value))
      throw new ExpandError(`cannot expand "${key}": a longer key already uses it as a prefix`);
    target[last] = value as string | Translations;
  }
  return out;
}

export function getProperty(obj: unknown, key: string): unknown {
  let o: unknown = obj;
  for (const p of key.split(".")) {
    if (typeof o !== "object" || o === null || !(p in o)) return undefined;
    o = (o as Record<string, unknown>)[p];
  }
  return o;
}

/** How Foundry loads a lang file: expanded, or `{}` when the expansion fails. */
export function loadLangFile(json: Record<string, unknown>): { translations: Translations; error?: string } {
  try {
    return { translations: expandObject(json) };
  } catch (e) {
    return { translations: {}, error: (e as Error).message };
  }
}

export class Localization {
  /**
   * Localization#lang: the language this client shows (core setting "language"), and
   * `translations` the module's file in that language over `fallback`, the English file
   * (Localization#initialize loads the chosen language, and English as the fallback).
   */
  constructor(
    public translations: Translations,
    private readonly fallback: Translations = {},
    public lang = "en",
  ) {}

  localize(key: string): unknown {
    return getProperty(this.translations, key) ?? getProperty(this.fallback, key) ?? key;
  }

  has(key: string, fallback = true): boolean {
    if (typeof getProperty(this.translations, key) === "string") return true;
    return fallback && typeof getProperty(this.fallback, key) === "string";
  }

  format(key: string, data: Record<string, unknown> = {}): string {
    const text = this.localize(key);
    // a non-string here (an object at a key prefix) fails the way a string method call on it would
    if (typeof text !== "string") throw new TypeError(`localize("${key}") is not a string`);
    return text.replace(/{[^}]+}/g, (m) => String(data[m.slice(1, -1)]));
  }
}
