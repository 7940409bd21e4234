// Build the table once and serve dist-table/ on 127.0.0.1 for all browser tests.
import { spawnSync } from "node:child_process";
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const ROOT = resolve("dist-table");
const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".map": "application/json",
};

let server: Server | null = null;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.ANDEAN_SKIP_BUILD !== "1") {
    const r = spawnSync("npx", ["rollup", "-c", "rollup.table.config.mjs"], { stdio: "inherit" });
    if (r.status !== 0) throw new Error("table build failed");
  }
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    let file = normalize(join(ROOT, path));
    if (!file.startsWith(ROOT)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  const url = await new Promise<string>((ok) =>
    server!.listen(0, "127.0.0.1", () => {
      const a = server!.address();
      ok(`http://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/`);
    }),
  );
  project.provide("baseUrl", url);
  return async () => {
    await new Promise((ok) => server?.close(ok));
  };
}
