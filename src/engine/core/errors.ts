// RuleError builders: a stable code, the rule reference, and a lang key with parameters.
import type { RuleError } from "../types";
import type { RefusalCode } from "./refusal-codes";

export type { RefusalCode } from "./refusal-codes";

export function ruleError(
  code: RefusalCode,
  rule: string,
  params?: Record<string, string | number>,
): RuleError {
  return { code, rule, message: params ? { key: `error.${code}`, params } : { key: `error.${code}` } };
}
