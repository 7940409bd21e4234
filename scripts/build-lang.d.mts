// Types for the pure helpers of build-lang.mjs (used by the tests).
export const LANGS: string[];
export const FOUNDRY_NAMESPACES: string[];
export function fullKey(key: string): string;
export function prefixCollisions(keys: string[]): [string, string][];
export function mergedText(keys: Record<string, string>): string;
