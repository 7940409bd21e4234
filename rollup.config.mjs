// Build the Foundry module into dist/: advisor-worker.mjs (the advisor's Web Worker, one ES
// module from src/foundry/advisor-worker.ts, built first), andean-abyss.mjs (one ES module from
// src/foundry/main.ts; it starts the worker from its own URL), neither with a source map;
// module.json, LICENSE, README.md, styles/, lang/ (merged files only), templates/,
// cards/ (our card faces) and packs/ (the compendium packs, from scripts/content/build.ts);
// then dist/andean-abyss.zip. `pixi.js` imports resolve to Foundry's global PIXI (v13 ships PIXI
// 7.4.3), never bundled. The built module.json gets its version and its addresses (url, bugs,
// changelog, manifest, download) from package.json (scripts/manifest.mjs; docs/foundry.md, Release).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import json from "@rollup/plugin-json";
import resolve from "@rollup/plugin-node-resolve";
import typescript from "@rollup/plugin-typescript";
import { releaseManifest, WORKERS } from "./scripts/manifest.mjs";
import { zipDir } from "./scripts/zip.mjs";

const OUT = "dist";
const PIXI_ID = "\0pixi-global";

/** `import { Container } from "pixi.js"` → globalThis.PIXI.Container */
function pixiGlobal() {
  return {
    name: "pixi-global",
    resolveId(id) {
      return id === "pixi.js" ? PIXI_ID : null;
    },
    load(id) {
      if (id !== PIXI_ID) return null;
      return { code: "export default globalThis.PIXI;", syntheticNamedExports: "default" };
    },
  };
}

/** Start from an empty dist/ (the first build of the two). */
function clean() {
  return {
    name: "clean",
    buildStart() {
      rmSync(OUT, { recursive: true, force: true });
    },
  };
}

/** Copy the static files next to the bundles, fill missing languages, then zip. */
function packageModule() {
  return {
    name: "package-module",
    writeBundle() {
      for (const f of WORKERS) if (!existsSync(`${OUT}/${f}`)) this.error(`${OUT}/${f} missing`);
      const pkg = JSON.parse(readFileSync("package.json", "utf8"));
      const manifest = releaseManifest(JSON.parse(readFileSync("module.json", "utf8")), pkg);
      writeFileSync(`${OUT}/module.json`, `${JSON.stringify(manifest, null, 2)}\n`);
      // the licence and the read-me travel inside the zip (module.json points at them)
      for (const f of ["LICENSE", "README.md"]) cpSync(f, `${OUT}/${f}`);
      for (const dir of ["styles", "templates"])
        if (existsSync(dir)) cpSync(dir, `${OUT}/${dir}`, { recursive: true });
      // our card faces and the compendium packs (made by scripts/content/build.ts); a pack's
      // LevelDB lock and info log belong to whoever has it open, not to the release
      if (!existsSync("build/packs")) this.error("build/packs missing: run npm run content first");
      cpSync("build/cards", `${OUT}/cards`, { recursive: true });
      cpSync("build/packs", `${OUT}/packs`, {
        recursive: true,
        filter: (src) => !/[\\/](LOCK|LOG|LOG\.old)$/.test(src),
      });
      mkdirSync(`${OUT}/lang`, { recursive: true });
      for (const f of readdirSync("lang").filter((x) => x.endsWith(".json")))
        cpSync(`lang/${f}`, `${OUT}/lang/${f}`);
      // a language declared but not yet translated falls back to English inside Foundry
      for (const l of manifest.languages ?? [])
        if (!existsSync(`${OUT}/${l.path}`)) writeFileSync(`${OUT}/${l.path}`, "{}\n");
      for (const s of manifest.styles ?? []) if (!existsSync(`${OUT}/${s}`)) this.warn(`missing style ${s}`);
      const z = zipDir(OUT);
      console.log(`zipped ${z.count} files into ${z.path} (${z.bytes} bytes)`);
    },
  };
}

const compile = () =>
  typescript({
    tsconfig: "tsconfig.foundry.json",
    include: ["src/**/*.ts"],
    compilerOptions: { noEmit: false, sourceMap: false, declaration: false, paths: undefined },
    noEmitOnError: false,
  });

/** the advisor's worker: the engine and its search only (no PIXI, no Foundry) */
const advisorWorker = {
  input: "src/foundry/advisor-worker.ts",
  output: { file: `${OUT}/${WORKERS[0]}`, format: "es", sourcemap: false, inlineDynamicImports: true },
  plugins: [clean(), resolve({ browser: true }), json({ preferConst: true }), compile()],
};

const foundryModule = {
  input: "src/foundry/main.ts",
  output: { file: `${OUT}/andean-abyss.mjs`, format: "es", sourcemap: false },
  plugins: [
    pixiGlobal(),
    resolve({ browser: true }),
    json({ preferConst: true }),
    compile(),
    packageModule(),
  ],
};

// in this order: rollup builds an array of configurations one after the other
export default [advisorWorker, foundryModule];
