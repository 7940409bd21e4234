// Runs before `npm start` and `npm test`: on a fresh clone, install the locked dependencies
// first, so the README's two commands work on their own.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync(new URL("../node_modules/.package-lock.json", import.meta.url))) {
  console.log("Installing the locked dependencies (npm install)…");
  execSync("npm install --no-audit --no-fund", { stdio: "inherit", cwd: new URL("..", import.meta.url) });
}
