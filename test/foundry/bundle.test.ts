// @vitest-environment jsdom
// Smoke test of the built module (built by global-setup.ts when dist/ is absent): it loads
// against Foundry's global PIXI and registers its hooks like the sources do.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { installStubs } from "./stubs";

const BUNDLE = resolve("dist/andean-abyss.mjs");

describe("built module", () => {
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
