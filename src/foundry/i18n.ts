// Localisation for the adapter: keys without the "ANDEAN." prefix, as in the UiHost contract.
// Parameter values are made readable by the ui (src/ui/i18n.ts msgText) before they get here.
import { i18n } from "./shim";

const PREFIX = "ANDEAN.";

export function t(key: string, params?: Record<string, string | number>): string {
  return i18n.format(PREFIX + key, params);
}

export function has(key: string): boolean {
  return i18n.has(PREFIX + key);
}
