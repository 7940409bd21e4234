// @vitest-environment jsdom
// Smoke test of the built module (built by global-setup.ts when dist/ is absent): it loads
// against Foundry's global PIXI and registers its hooks like the sources do; and the release zip
// holds what Foundry and a release need.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { strFromU8, unzipSync } from "fflate";
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

describe("release zip (dist/andean-abyss.zip)", () => {
  const zip = () => unzipSync(new Uint8Array(readFileSync("dist/andean-abyss.zip")));

  it("holds the module at its root with LICENSE and README.md, and no source map", () => {
    const names = Object.keys(zip());
    expect(names).toEqual(
      expect.arrayContaining([
        "module.json",
        "andean-abyss.mjs",
        "LICENSE",
        "README.md",
        "lang/en.json",
        "templates/faction-sheet.hbs",
        "styles/foundry.css",
      ]),
    );
    expect(names.filter((n) => n.endsWith(".map"))).toEqual([]);
    expect(readFileSync(BUNDLE, "utf8")).not.toMatch(/sourceMappingURL/);
    expect(strFromU8(zip().LICENSE)).toMatch(/^MIT License/);
  });

  it("its manifest points at files the zip holds, and its download URL names this version", () => {
    const manifest = JSON.parse(strFromU8(zip()["module.json"]));
    const names = Object.keys(zip());
    expect(names).toContain(manifest.license);
    expect(names).toContain(manifest.readme);
    for (const f of [...manifest.esmodules, ...manifest.styles]) expect(names).toContain(f);
    for (const l of manifest.languages) expect(names).toContain(l.path);
    expect(manifest.download).toContain(`/v${manifest.version}/`);
    expect(manifest.manifest).toMatch(/\/module\.json$/);
  });
});
