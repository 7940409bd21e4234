// Types for the pure helpers of manifest.mjs (used by the tests).
export const ZIP: string;
export const RELEASE_FIELDS: string[];
export const WORKERS: string[];
export function repositoryUrl(pkg: { repository?: string | { url?: string } }): string;
export function releaseManifest(
  source: Record<string, unknown>,
  pkg: Record<string, unknown>,
): Record<string, unknown>;
export function manifestProblems(
  built: Record<string, unknown>,
  source: Record<string, unknown>,
  pkg: Record<string, unknown>,
): string[];
