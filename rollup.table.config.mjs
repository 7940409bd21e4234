// Build of the standalone browser table (src/table) into dist-table/: one ES module bundle,
// plus index.html and the styles. `npm start` builds with this and serves dist-table/.
import { copyFileSync, mkdirSync } from "node:fs";
import commonjs from "@rollup/plugin-commonjs";
import json from "@rollup/plugin-json";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import { transform } from "esbuild";
import ts from "typescript";

const OUT = "dist-table";

/** Import templates/*.hbs as strings (the table compiles them with the handlebars package). */
const hbsText = () => ({
  name: "hbs-text",
  transform(code, id) {
    if (!id.endsWith(".hbs")) return null;
    return { code: `export default ${JSON.stringify(code)};`, map: { mappings: "" } };
  },
});

/**
 * TypeScript → JavaScript per file (types are checked by `tsc -p tsconfig.ui.json`, not here):
 * fast, and no program-wide emit to configure.
 */
const tsStrip = () => ({
  name: "ts-strip",
  transform(code, id) {
    if (!id.endsWith(".ts") || id.includes("node_modules")) return null;
    const out = ts.transpileModule(code, {
      fileName: id,
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        sourceMap: true,
        verbatimModuleSyntax: false,
      },
    });
    return { code: out.outputText.replace(/\n\/\/# sourceMappingURL=.*$/, ""), map: out.sourceMapText };
  },
});

/**
 * Minify each chunk (esbuild: whitespace, identifiers, syntax), keeping the source map chain, so
 * the page loads and parses less before the first board. ANDEAN_TABLE_MINIFY=0 turns it off.
 */
const minify = () => ({
  name: "minify",
  async renderChunk(code) {
    if (process.env.ANDEAN_TABLE_MINIFY === "0") return null;
    const out = await transform(code, { minify: true, format: "esm", target: "es2022", sourcemap: true });
    return { code: out.code, map: out.map };
  },
});

/** Copy the page and the styles next to the bundle. */
const staticFiles = () => ({
  name: "static-files",
  writeBundle() {
    mkdirSync(OUT, { recursive: true });
    copyFileSync("src/table/index.html", `${OUT}/index.html`);
    copyFileSync("src/table/table.css", `${OUT}/table.css`);
    copyFileSync("styles/ui.css", `${OUT}/ui.css`);
  },
});

const table = {
  input: "src/table/main.ts",
  // the languages other than English are chunks loaded on demand (src/table/i18n.ts): fr.js, pl.js …
  // (fixed names, so a rebuild replaces them instead of adding hashed copies)
  output: { dir: OUT, format: "es", entryFileNames: "main.js", chunkFileNames: "[name].js", sourcemap: true },
  plugins: [
    hbsText(),
    json({ preferConst: true }),
    nodeResolve({ browser: true, preferBuiltins: false, extensions: [".ts", ".mjs", ".js", ".json"] }),
    commonjs(),
    tsStrip(),
    minify(),
    staticFiles(),
  ],
  onwarn(w, warn) {
    if (w.code === "CIRCULAR_DEPENDENCY" && /node_modules/.test(w.ids?.[0] ?? "")) return;
    if (w.code === "THIS_IS_UNDEFINED") return;
    warn(w);
  },
};

/** the advisor's Web Worker (issue 24): its own bundle, loaded by main.js with new Worker() */
const advisorWorker = {
  input: "src/table/advisor-worker.ts",
  output: { file: `${OUT}/advisor-worker.js`, format: "es", sourcemap: true, inlineDynamicImports: true },
  plugins: [
    json({ preferConst: true }),
    nodeResolve({ browser: true, preferBuiltins: false, extensions: [".ts", ".mjs", ".js", ".json"] }),
    commonjs(),
    tsStrip(),
    minify(),
  ],
  onwarn: table.onwarn,
};

export default [table, advisorWorker];
