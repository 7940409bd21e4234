// The project's source files below a folder, for the tests that read code as text (layers,
// purity, refusal codes, lang keys).
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** every file below `dir` (recursively) whose name ends with `ext` */
export function sourceFiles(dir: string, ext = ".ts"): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sourceFiles(p, ext) : p.endsWith(ext) ? [p] : [];
  });
}
