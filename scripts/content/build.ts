// Build-time content (npm run build runs this before rollup): our card faces as SVG files in
// build/cards/, the compendium sources in packs/_source/ (JSON, one document per file, kept in the
// repository), and the LevelDB packs in build/packs/ compiled from those sources with the official
// Foundry CLI (@foundryvtt/foundryvtt-cli, compilePack). `--check` fails when a committed source
// is out of date with the data it is made from (npm test runs it).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { CARDS } from "../../src/engine/index";
import { cardBackSvg, cardFaceSvg } from "./faces";
import { type Doc, packs } from "./sources";

const SOURCE = "packs/_source";
const OUT = "build";

const fileOf = (d: Doc) => `${d.name.replace(/[^A-Za-z0-9]+/g, "_")}_${d._id}.json`;
const json = (d: unknown) => `${JSON.stringify(d, null, 2)}\n`;

function sources(): Map<string, string> {
  const files = new Map<string, string>();
  for (const p of packs()) for (const d of p.docs) files.set(join(SOURCE, p.name, fileOf(d)), json(d));
  return files;
}

function check(): void {
  const want = sources();
  const stale: string[] = [];
  for (const [f, text] of want) {
    let have = "";
    try {
      have = readFileSync(f, "utf8");
    } catch {}
    if (have !== text) stale.push(f);
  }
  for (const p of packs())
    for (const f of readdirSync(join(SOURCE, p.name)))
      if (!want.has(join(SOURCE, p.name, f))) stale.push(join(SOURCE, p.name, f));
  if (stale.length) {
    console.error(`pack sources out of date (run npm run content):\n  ${stale.join("\n  ")}`);
    process.exit(1);
  }
}

async function build(): Promise<void> {
  rmSync(SOURCE, { recursive: true, force: true });
  for (const [f, text] of sources()) {
    mkdirSync(join(f, ".."), { recursive: true });
    writeFileSync(f, text);
  }
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(`${OUT}/cards`, { recursive: true });
  for (const c of Object.values(CARDS)) writeFileSync(`${OUT}/cards/${c.number}.svg`, cardFaceSvg(c));
  writeFileSync(`${OUT}/cards/back.svg`, cardBackSvg());
  for (const p of packs()) await compilePack(join(SOURCE, p.name), `${OUT}/packs/${p.name}`);
  console.log(`content: ${Object.keys(CARDS).length} card faces and ${packs().length} packs in ${OUT}/`);
}

if (process.argv.includes("--check")) check();
else await build();
