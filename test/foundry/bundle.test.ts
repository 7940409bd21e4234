// @vitest-environment jsdom
// Smoke test of the built module (run `npm run build` first; skipped when dist/ is absent):
// it loads against Foundry's global PIXI and registers its hooks like the sources do.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { installStubs } from "./stubs";

const BUNDLE = resolve("dist/andean-abyss.mjs");

describe.skipIf(!existsSync(BUNDLE))("built module", () => {
  it("uses the global PIXI and registers layer, settings, model and query at init", async () => {
    const st = installStubs();
    const pixi = await import("pixi.js");
    (globalThis as Record<string, unknown>).PIXI = pixi;
    await import(/* @vite-ignore */ BUNDLE);
    await st.callHook("init");
    const g = globalThis as unknown as {
      CONFIG: { Canvas: { layers: Record<string, unknown> }; queries: Record<string, unknown> };
    };
    expect(g.CONFIG.Canvas.layers.andeanAbyss).toBeDefined();
    expect(typeof g.CONFIG.queries["andean-abyss.command"]).toBe("function");
    expect(st.settingDefs.has("andean-abyss.game")).toBe(true);
  });
});
