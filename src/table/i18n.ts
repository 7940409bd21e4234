// The table's i18n: the merged lang/<l>.json (keys "ANDEAN.<key>"), looked up without the prefix;
// plural and select forms and {param} substitution by src/ui/message-format.ts. English is built
// in; another language is loaded on demand (a separate chunk of the bundle). A key the language
// lacks falls back to English, then to the key itself (like Foundry's localize).
//
// Which language: ?lang=xx (and it is remembered), else the remembered choice, else the first of
// the browser's languages we have, else English.
import en from "../../lang/en.json";
import { formatMessage, type Params } from "../ui/index";

export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "fr", name: "Français" },
  { code: "pl", name: "Polski" },
  { code: "de", name: "Deutsch" },
  { code: "es", name: "Español" },
] as const;
export type Lang = (typeof LANGUAGES)[number]["code"];

/** localStorage key of the remembered language */
export const LANG_STORAGE_KEY = "andean-abyss.lang";

type Dict = Record<string, string>;
const english: Dict = en as Dict;
const loaders: Record<Exclude<Lang, "en">, () => Promise<{ default: unknown }>> = {
  fr: () => import("../../lang/fr.json"),
  pl: () => import("../../lang/pl.json"),
  de: () => import("../../lang/de.json"),
  es: () => import("../../lang/es.json"),
};

let lang: Lang = "en";
let dict: Dict = english;

export function isLang(x: unknown): x is Lang {
  return LANGUAGES.some((l) => l.code === x);
}

/** "pl-PL" → "pl"; null when we do not have that language. */
function baseLang(tag: string | null | undefined): Lang | null {
  const code = (tag ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return isLang(code) ? code : null;
}

/**
 * The language to show: `?lang=` first (remember: true, so that the next visit keeps it), then the
 * remembered choice, then the browser's preferred languages, then English.
 */
export function chooseLanguage(
  search: string,
  remembered: string | null,
  browser: readonly string[],
): { lang: Lang; remember: boolean } {
  const asked = baseLang(new URLSearchParams(search).get("lang"));
  if (asked) return { lang: asked, remember: true };
  const kept = baseLang(remembered);
  if (kept) return { lang: kept, remember: false };
  for (const b of browser) {
    const l = baseLang(b);
    if (l) return { lang: l, remember: false };
  }
  return { lang: "en", remember: false };
}

/** Make `l` the language of every t() from now on (loads its strings first). */
export async function setLanguage(l: Lang): Promise<void> {
  if (l === "en") dict = english;
  else dict = (await loaders[l]()).default as Dict;
  lang = l;
}

export function currentLanguage(): Lang {
  return lang;
}

export function t(key: string, params?: Params): string {
  const text = dict[`ANDEAN.${key}`] ?? english[`ANDEAN.${key}`];
  if (text === undefined) return key;
  return formatMessage(text, params, lang);
}
