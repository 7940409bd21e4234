// 1.3.5: Events make Ecuador and Panamá spaces "for all purposes", so no rule may ask the printed
// map a question the game can change (type, Population, terrain, coast, borders, neighbours,
// whether a space exists). Rules, cards, bots and Propaganda take only identities from data/map;
// every other map question goes through core/geography with the state.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../source-files";

const ROOT = new URL("../../src/engine/", import.meta.url).pathname;

/** what any engine module may import from data/map: identities, never geography */
const IDENTITIES = new Set([
  "SPACE_IDS",
  "SPACE_INDEX",
  "SPACE_COUNT",
  "spaceIdx",
  "isSpaceId",
  "ECUADOR",
  "PANAMA",
  "ECUADOR_STACK",
  "OpenCountries",
  "SpaceDef",
]);
/** the modules that may read the printed map: the data itself, the state-aware map, the hosts' index */
const READERS = new Set(["core/geography.ts", "index.ts", "data/map.ts", "data/cards.ts", "data/forces.ts"]);

/** names a module imports from data/map (or the raw map.json), and whether it takes the module whole */
function mapImports(code: string): { names: string[]; whole: boolean } {
  const names: string[] = [];
  let whole = false;
  const re = /import\s+(type\s+)?([\s\S]*?)\s+from\s+["']([^"']+)["']/g;
  for (let m = re.exec(code); m; m = re.exec(code)) {
    const from = m[3];
    if (!/(^|\/)data\/map(\.json)?$/.test(from) && !/^\.\/map(\.json)?$/.test(from)) continue;
    const what = m[2].trim();
    const braces = /\{([\s\S]*)\}/.exec(what);
    if (!braces || /^\*|^[A-Za-z_$][\w$]*\s*(,|$)/.test(what)) whole = true;
    if (braces)
      for (const part of braces[1].split(",")) {
        const name = part
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0];
        if (name) names.push(name);
      }
  }
  return { names, whole };
}

/** the geography names an engine module takes from the printed map that it may not */
function violations(code: string): string[] {
  const { names, whole } = mapImports(code);
  return [...(whole ? ["the whole printed map"] : []), ...names.filter((n) => !IDENTITIES.has(n))];
}

describe("1.3.5 rules ask the map through the state (core/geography)", () => {
  it("the check itself catches a rule reading the printed map", () => {
    expect(violations('import { SPACES, spaceIdx } from "../data/map";')).toEqual(["SPACES"]);
    expect(violations('import { type SpaceDef,\n  DEPTS } from "../../data/map";')).toEqual(["DEPTS"]);
    expect(violations('import * as map from "../data/map";')).toEqual(["the whole printed map"]);
    expect(violations('import raw from "../data/map.json";')).toEqual(["the whole printed map"]);
    expect(violations('import { SPACE_IDS, ECUADOR } from "../data/map";')).toEqual([]);
  });

  const all = sourceFiles(ROOT).map((f) => f.slice(ROOT.length));
  it("finds the rule modules", () => {
    expect(all.filter((f) => !READERS.has(f)).length).toBeGreaterThan(100);
  });
  for (const f of all.filter((x) => !READERS.has(x))) {
    it(`${f} takes only identities from the printed map`, () => {
      expect(violations(readFileSync(join(ROOT, f), "utf8"))).toEqual([]);
    });
  }
});
