// The table's language menu. The page starts in the language src/table/i18n.ts
// chooses (?lang=, remembered, browser, English). Choosing another one remembers it, writes it into
// the address (?lang=) and reloads the page, so that every label — the board's cached map, the
// panels, the saves and Non-player controls — is drawn again in that language. The game on the
// table goes on: its id and setup are carried over the reload (sessionStorage); a game with
// commands is in the autosave (src/table/saves/) and is resumed from there.
import type { Setup } from "../engine/index";
import {
  chooseLanguage,
  currentLanguage,
  LANG_STORAGE_KEY,
  LANGUAGES,
  type Lang,
  setLanguage,
  t,
} from "./i18n";

/** sessionStorage key of the game carried over a language switch */
export const CARRY_KEY = "andean-abyss.lang-carry";

/** the game on the table when the language changed */
export interface Carried {
  id: string;
  setup: Setup;
}

function storage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null; // storage blocked (privacy settings): the choice is not kept, the page still works
  }
}

/**
 * Choose and load the page's language before anything is drawn; returns the game carried over a
 * language switch, if this load is one.
 */
export async function startLanguage(): Promise<Carried | null> {
  const local = storage("localStorage");
  let kept: string | null = null;
  try {
    kept = local?.getItem(LANG_STORAGE_KEY) ?? null;
  } catch {}
  const pick = chooseLanguage(location.search, kept, navigator.languages ?? [navigator.language]);
  await setLanguage(pick.lang);
  if (pick.remember) remember(pick.lang);
  document.documentElement.lang = pick.lang;
  return takeCarried();
}

function remember(l: Lang): void {
  try {
    storage("localStorage")?.setItem(LANG_STORAGE_KEY, l);
  } catch {}
}

function takeCarried(): Carried | null {
  const s = storage("sessionStorage");
  try {
    const raw = s?.getItem(CARRY_KEY);
    s?.removeItem(CARRY_KEY);
    if (!raw) return null;
    const c = JSON.parse(raw) as Partial<Carried>;
    return typeof c.id === "string" && c.setup && typeof c.setup === "object" ? (c as Carried) : null;
  } catch {
    return null;
  }
}

/** Fill the menu (each language under its own name) and switch on change. */
export function mountLanguageMenu(select: HTMLSelectElement, current: () => Carried): void {
  select.replaceChildren(
    ...LANGUAGES.map((l) => {
      const o = document.createElement("option");
      o.value = l.code;
      o.lang = l.code;
      o.textContent = l.name;
      return o;
    }),
  );
  select.value = currentLanguage();
  select.title = t("ui.table.language");
  select.setAttribute("aria-label", t("ui.table.language"));
  select.addEventListener("change", () => {
    const l = select.value as Lang;
    if (l !== currentLanguage()) switchLanguage(l, current());
  });
}

/** Remember `l`, carry the game over, and reload the page at ?lang=l. */
export function switchLanguage(l: Lang, game: Carried): void {
  remember(l);
  try {
    storage("sessionStorage")?.setItem(CARRY_KEY, JSON.stringify(game));
  } catch {}
  const url = new URL(location.href);
  url.searchParams.set("lang", l);
  url.searchParams.delete("setup"); // the new-game form does not open again
  location.replace(url.toString());
}
