// Zip a folder (default dist/) into <folder>/andean-abyss.zip with fflate, files at the zip root,
// as Foundry expects. Used by rollup.config.mjs after the bundle is written; also runnable:
//   node scripts/zip.mjs [dir]
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { zipSync } from "fflate";

export const ZIP_NAME = "andean-abyss.zip";

function walk(dir, root, out) {
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    const rel = relative(root, full).split(sep).join("/");
    if (rel === ZIP_NAME) continue;
    if (statSync(full).isDirectory()) walk(full, root, out);
    else out[rel] = [readFileSync(full), { mtime: new Date("2026-01-01T00:00:00Z") }];
  }
  return out;
}

/** Returns the zip path and the number of files in it. */
export function zipDir(dir = "dist") {
  const root = resolve(dir);
  const files = walk(root, root, {});
  const data = zipSync(files, { level: 9 });
  const path = join(root, ZIP_NAME);
  writeFileSync(path, data);
  return { path, count: Object.keys(files).length, bytes: data.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = zipDir(process.argv[2] ?? "dist");
  console.log(`${r.path}: ${r.count} files, ${r.bytes} bytes`);
}
