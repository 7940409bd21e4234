// Localisation for the adapter: keys without the "ANDEAN." prefix, as in the UiHost contract.
// Parameter values are made readable by the ui (src/ui/i18n.ts msgText) before they get here.
// Foundry finds the string in the user's language (its own i18n); the plural and select forms the
// lang files use (ICU subset, Intl.PluralRules: src/ui/message-format.ts) are chosen here, since
// Foundry's format() only fills {name}.
import { formatMessage } from "../ui/index";
import { i18n } from "./shim";

const PREFIX = "ANDEAN.";

/** the language Foundry shows (game.i18n.lang), for the plural rules */
function lang(): string {
  return (globalThis as { game?: { i18n?: { lang?: string } } }).game?.i18n?.lang || "en";
}

export function t(key: string, params?: Record<string, string | number>): string {
  const text = i18n.format(PREFIX + key);
  return text === PREFIX + key ? text : formatMessage(text, params, lang());
}

export function has(key: string): boolean {
  return i18n.has(PREFIX + key);
}
