// The table's i18n: the merged lang/en.json (keys "ANDEAN.<key>"), looked up without the prefix,
// with {param} substitution. A missing key is returned as-is (like Foundry's localize).
import en from "../../lang/en.json";

const dict: Record<string, string> = en as Record<string, string>;

export function t(key: string, params?: Record<string, string | number>): string {
  const text = dict[`ANDEAN.${key}`];
  if (text === undefined) return key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
