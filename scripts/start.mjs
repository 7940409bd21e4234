// npm start: build the standalone table (rollup.table.config.mjs) and serve it on 127.0.0.1.
// Options: --port N (default 8080), --no-build (serve the existing dist-table/).
import { spawnSync } from "node:child_process";
import { serve } from "./serve.mjs";

const args = process.argv.slice(2);
const portAt = args.indexOf("--port");
const port = portAt >= 0 ? Number(args[portAt + 1]) : Number(process.env.PORT ?? 8080);
if (!args.includes("--no-build")) {
  const r = spawnSync("npx", ["rollup", "-c", "rollup.table.config.mjs"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const { url } = await serve(undefined, port);
console.log(`\nAndean Abyss table running at ${url}  (Ctrl+C to stop)`);
