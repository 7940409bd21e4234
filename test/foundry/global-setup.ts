// The built module (dist/) is under test too: its lang files (lang.test.ts) and its bundle
// (bundle.test.ts). `npm test` builds it just before; a bare `vitest run` builds it when missing.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export default function setup(): void {
  const built = ["dist/andean-abyss.mjs", "dist/advisor-worker.mjs", "dist/lang/en.json", "dist/packs"];
  if (built.every((f) => existsSync(f))) return;
  // the card faces and compendium packs first (scripts/content/build.ts), then the bundle
  const r = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (r.status !== 0) throw new Error("module build failed");
}
