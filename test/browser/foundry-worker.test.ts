// The Foundry module's advisor worker (dist/advisor-worker.mjs) in real Chromium: served the way
// Foundry serves a module's files (modules/andean-abyss/…, JavaScript MIME type), started as an ES
// module worker like src/foundry/advisor.ts starts it, it answers a hint with 3 rows while the page
// keeps drawing, and a garbled request with an error reply. The frame figures are printed, never
// asserted (benchmarks: npm run bench:ui).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { resolve } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve } from "../../scripts/serve.mjs";
import { createGame } from "../../src/engine/index";
import { inBrowserRun, launch } from "./harness";

const ROOT = resolve("build/foundry-served");

describe.skipIf(!inBrowserRun)("Foundry's advisor worker (Chromium)", () => {
  let browser: Browser;
  let served: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    if (!existsSync("dist/advisor-worker.mjs")) {
      const r = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
      if (r.status !== 0) throw new Error("module build failed");
    }
    // Foundry's data folder: modules/<id>/ holds the unzipped module
    rmSync(ROOT, { recursive: true, force: true });
    mkdirSync(`${ROOT}/modules`, { recursive: true });
    symlinkSync(resolve("dist"), `${ROOT}/modules/andean-abyss`);
    served = await serve(ROOT, 0);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    served?.server.close();
  });

  it("starts from the module's folder, answers 3 rows while the page draws, refuses garbage", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${served.url}modules/andean-abyss/module.json`);
    const state = createGame({
      seed: 3,
      seats: { govt: "player", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" },
      deployment: "standard",
      deck: [13, 25, 26, 27, 28, 29],
    });
    const out = await page.evaluate(
      `(async (state) => {
        const worker = new Worker("/modules/andean-abyss/advisor-worker.mjs", { type: "module" });
        const replies = [];
        const next = () => new Promise((ok, fail) => {
          worker.onmessage = (e) => { replies.push(e.data); ok(e.data); };
          worker.onerror = (e) => fail(new Error("worker error " + (e.message || "")));
        });
        const frames = [];
        let done = false;
        function tick(t) { frames.push(t); if (!done) requestAnimationFrame(tick); }
        requestAnimationFrame(tick);
        const t0 = performance.now();
        const hint = next();
        worker.postMessage({ id: 1, kind: "hint", state, faction: "govt", playouts: 4000, budgetMs: 1500, seed: 1 });
        const r = await hint;
        const ms = performance.now() - t0;
        done = true;
        const garbled = next();
        worker.postMessage({ id: 2, kind: "hint", state: "garbled", faction: "govt" });
        const g = await garbled;
        worker.terminate();
        const gaps = frames.slice(1).map((t, i) => t - frames[i]).sort((a, b) => a - b);
        return { rows: r.rows.map((x) => x.action.key), ms, g, gaps };
      })(${JSON.stringify(state)})`,
    );
    const { rows, ms, g, gaps } = out as { rows: string[]; ms: number; g: unknown; gaps: number[] };
    expect(rows).toHaveLength(3);
    for (const k of rows) expect(k).toMatch(/^advisor\.action\./);
    expect(g).toEqual({ id: 2, rows: [], error: "request" });
    expect(errors).toEqual([]);
    const q = (p: number) => gaps[Math.min(gaps.length - 1, Math.ceil(p * gaps.length) - 1)];
    console.log(
      `Foundry worker in Chromium: answer ${ms.toFixed(0)} ms, ${gaps.length} frames meanwhile, interval median ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, longest ${gaps.at(-1)?.toFixed(1)} ms`,
    );
    await page.close();
  });
});
