// @vitest-environment jsdom
// Smoke test of the built module (built by global-setup.ts when dist/ is absent): it loads
// against Foundry's global PIXI and registers its hooks like the sources do; and the release zip
// holds what Foundry and a release need.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { manifestProblems, releaseManifest, repositoryUrl } from "../../scripts/manifest.mjs";
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
        // the advisor's Web Worker, started by the bundle from its own folder
        "advisor-worker.mjs",
        "LICENSE",
        "README.md",
        "lang/en.json",
        "templates/faction-sheet.hbs",
        "styles/foundry.css",
      ]),
    );
    expect(names.filter((n) => n.endsWith(".map"))).toEqual([]);
    expect(readFileSync(BUNDLE, "utf8")).not.toMatch(/sourceMappingURL/);
    expect(readFileSync("dist/advisor-worker.mjs", "utf8")).not.toMatch(/sourceMappingURL/);
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

describe("release manifest: addresses from package.json, checked after the build", () => {
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));
  const source = JSON.parse(readFileSync("module.json", "utf8"));

  it("the sources set no address: package.json's repository is the one place", () => {
    for (const k of ["url", "bugs", "changelog", "manifest", "download", "version"])
      expect(source).not.toHaveProperty(k);
    expect(typeof pkg.repository?.url).toBe("string");
  });

  it("the built module.json (and the zip's) has the version and every address from package.json", () => {
    const built = JSON.parse(readFileSync("dist/module.json", "utf8"));
    const url = repositoryUrl(pkg);
    expect(built.version).toBe(pkg.version);
    expect(built.url).toBe(url);
    expect(built.bugs).toBe(`${url}/issues`);
    expect(built.manifest).toBe(`${url}/releases/latest/download/module.json`);
    expect(built.download).toBe(`${url}/releases/download/v${pkg.version}/andean-abyss.zip`);
    expect(manifestProblems(built, source, pkg)).toEqual([]);
  });

  it("the check refuses a download naming another version, or a field left behind", () => {
    const good = releaseManifest(source, pkg);
    const stale = { ...good, download: String(good.download).replace(`v${pkg.version}`, "v0.0.9") };
    expect(manifestProblems(stale, source, pkg).join()).toMatch(/download does not name version/);
    const next = { ...pkg, version: "0.2.0" };
    expect(manifestProblems(good, source, next).length).toBeGreaterThan(0);
    expect(manifestProblems({ ...good, title: "Other" }, source, pkg).join()).toMatch(/title differs/);
  });

  it("reads the repository in the forms package.json allows", () => {
    const want = "https://github.com/o/r";
    for (const r of [
      "o/r",
      "github:o/r",
      "git+https://github.com/o/r.git",
      { url: "https://github.com/o/r" },
    ])
      expect(repositoryUrl({ repository: r })).toBe(want);
    expect(() => repositoryUrl({ repository: "https://gitlab.com/o/r" })).toThrow();
  });
});
