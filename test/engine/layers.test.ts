// The layers of the code base, read off its imports (type-only imports included): no import
// cycle anywhere in the engine; each card is one folder (events/cards/cNN-*/: its program
// event.ts, its Non-player instructions nonplayer.ts) that only the card loaders import (rules
// reach cards through the events registry, bots through the instruction registry); the Non-player bots read where the engine
// stands through the typed step view (src/engine/step.ts), never the frame stack, and need no
// casts to do so; the engine imports no host (purity.test.ts); the UI imports only the engine's
// public index and no Foundry; the hosts (table, Foundry) import the UI and the engine only
// through their public indexes; the UI and the hosts hide no type behind a cast.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../source-files";

const SRC = new URL("../../src/", import.meta.url).pathname;

/** the project files a module imports or re-exports (relative specifiers resolved) */
function importsOf(file: string, known: Set<string>): string[] {
  const code = readFileSync(file, "utf8");
  const out: string[] = [];
  const re = /(?:import|export)\s+(?:type\s+)?(?:[\s\S]*?\s+from\s+)?["'](\.[^"']+)["']/g;
  for (let m = re.exec(code); m; m = re.exec(code)) {
    const base = normalize(join(dirname(file), m[1]));
    const hit = [`${base}.ts`, join(base, "index.ts")].find((c) => known.has(c));
    if (hit) out.push(hit);
  }
  return out;
}

/** the strongly connected groups of more than one module (Tarjan) */
function cycles(graph: Map<string, string[]>): string[][] {
  let n = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, n);
    low.set(v, n++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(group);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

function graphOf(dir: string): Map<string, string[]> {
  const all = sourceFiles(dir);
  const known = new Set(all);
  return new Map(all.map((f) => [f, importsOf(f, known)]));
}

const rel = (f: string) => relative(SRC, f);

describe("layers: imports the structure allows", () => {
  it("the cycle check finds a cycle, and none in a chain", () => {
    const ring = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(cycles(ring).map((g) => g.sort())).toEqual([["a", "b", "c"]]);
    expect(
      cycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("the engine has no import cycle (type-only imports included)", () => {
    const engine = graphOf(join(SRC, "engine"));
    expect(engine.size).toBeGreaterThan(200);
    expect(cycles(engine).map((g) => g.map(rel).sort())).toEqual([]);
  });

  it("one card, one place: only its folder and the two loaders import a card's files", () => {
    const engine = graphOf(join(SRC, "engine"));
    const cards = join(SRC, "engine/events/cards/");
    const folderOf = (f: string) => /engine\/events\/cards\/(c\d\d-[^/]+)\//.exec(f)?.[1] ?? null;
    const bad: string[] = [];
    for (const [f, deps] of engine) {
      for (const d of deps) {
        const card = folderOf(d);
        if (!card || folderOf(f) === card) continue;
        const program = d.endsWith("/event.ts");
        const loader = program
          ? f.startsWith(cards) && /\/index(-[a-z0-9]+)?\.ts$/.test(f)
          : rel(f) === "engine/bots/events/cards.ts";
        if (!loader) bad.push(`${rel(f)} → ${rel(d)}`);
      }
      if (deps.some((d) => rel(d) === "engine/events/cards/index.ts") && rel(f) !== "engine/all.ts")
        bad.push(`${rel(f)} loads every card`);
    }
    expect(bad).toEqual([]);
  });

  it("each card is one folder named by its number, holding its program", () => {
    const dir = join(SRC, "engine/events/cards");
    const folders = readdirSync(dir).filter((n) => statSync(join(dir, n)).isDirectory());
    expect(folders.map((n) => Number(n.slice(1, 3))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 72 }, (_, i) => i + 1),
    );
    for (const n of folders) expect(statSync(join(dir, n, "event.ts")).isFile()).toBe(true);
  });

  it("no card registers a frame of its own: its steps are the toolkit's (events/ev.ts, frames/)", () => {
    const dir = join(SRC, "engine/events/cards");
    const programs = readdirSync(dir)
      .map((n) => join(dir, n, "event.ts"))
      .filter((p) => statSync(join(p, "..")).isDirectory());
    expect(programs.length).toBe(72);
    const bad: string[] = [];
    for (const f of programs) {
      const code = readFileSync(f, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/\/\/.*$/gm, "");
      if (/\bregisterFrame\b/.test(code)) bad.push(`${rel(f)} registers a frame`);
      if (/["'][./]*flow\/(registry|stack)["']/.test(code)) bad.push(`${rel(f)} reaches the frame stack`);
      if (/\bhandlerOf\b/.test(code)) bad.push(`${rel(f)} calls a frame handler`);
    }
    expect(bad).toEqual([]);
  });

  it("bots read the Decision and the typed step view: no frame stack, no casts", () => {
    const bots = sourceFiles(join(SRC, "engine/bots"));
    expect(bots.length).toBeGreaterThan(40);
    const bad: string[] = [];
    for (const f of bots) {
      const code = readFileSync(f, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/\/\/.*$/gm, "");
      if (/\.frames\b/.test(code)) bad.push(`${rel(f)} reads the frame stack`);
      if (/\b(findFrame|currentAction)\(/.test(code)) bad.push(`${rel(f)} searches the frame stack`);
      if (/\bas (never|unknown)\b/.test(code)) bad.push(`${rel(f)} casts`);
      if (/prompt\.key/.test(code)) bad.push(`${rel(f)} branches on a prompt key`);
    }
    expect(bad).toEqual([]);
  });

  it("the UI imports only the engine's public index and no Foundry; no host or panel reads frames", () => {
    const bad: string[] = [];
    for (const f of sourceFiles(join(SRC, "ui"))) {
      const code = readFileSync(f, "utf8");
      for (const m of code.matchAll(/from\s+["']([^"']+)["']/g)) {
        const spec = m[1];
        if (/(^|\/)foundry(\/|$)/.test(spec)) bad.push(`${rel(f)} imports ${spec}`);
        if (spec.includes("/engine/") && !/\/engine\/index$/.test(spec))
          bad.push(`${rel(f)} imports ${spec}`);
      }
    }
    for (const dir of ["ui", "table", "foundry"])
      for (const f of sourceFiles(join(SRC, dir))) {
        const code = readFileSync(f, "utf8").replace(/\/\/.*$/gm, "");
        if (/\.frames\b/.test(code)) bad.push(`${rel(f)} reads the frame stack`);
      }
    expect(bad).toEqual([]);
  });

  it("hosts (table, Foundry) import the UI's public index and the engine's public indexes only", () => {
    const bad: string[] = [];
    for (const dir of ["table", "foundry"])
      for (const f of sourceFiles(join(SRC, dir)))
        bad.push(...hostImportProblems(rel(f), readFileSync(f, "utf8")));
    expect(bad).toEqual([]);
  });

  it("the UI and the hosts cast nothing to never or through unknown; only the Foundry shim uses any", () => {
    const bad: string[] = [];
    for (const dir of ["ui", "table", "foundry"])
      for (const f of sourceFiles(join(SRC, dir))) {
        const code = readFileSync(f, "utf8")
          .replace(/\/\*[\s\S]*?\*\//g, "")
          .replace(/\/\/.*$/gm, "");
        if (/\bas (never\b|unknown as\b)/.test(code)) bad.push(`${rel(f)} casts`);
        // foundry/shim.ts is the one place that reads Foundry's untyped globals
        if (/\bas any\b/.test(code) && rel(f) !== "foundry/shim.ts") bad.push(`${rel(f)} casts to any`);
      }
    expect(bad).toEqual([]);
  });

  it("the host check refuses a deep UI or engine import and another host's files", () => {
    const code = [
      'import { createBoard } from "../ui/board/index";',
      'import { spaceName } from "../../ui/i18n";',
      'import { apply } from "../engine/flow/runtime";',
      'import type { LocalHost } from "../table/local-host";',
      'import { errorText } from "../ui/index";',
      'import { apply as run } from "../engine/index";',
      'import { botMove } from "../engine/bots/index";',
      'import { MODULE_ID } from "./constants";',
    ].join("\n");
    expect(hostImportProblems("foundry/x.ts", code)).toEqual([
      "foundry/x.ts imports ../ui/board/index",
      "foundry/x.ts imports ../../ui/i18n",
      "foundry/x.ts imports ../engine/flow/runtime",
      "foundry/x.ts imports ../table/local-host",
    ]);
  });
});

/**
 * What a host file (path relative to src/) imports that it may not: the UI only through
 * src/ui/index.ts, the engine only through src/engine/index.ts, the Non-player bots' index
 * src/engine/bots/index.ts and the advisor's src/engine/advisor/index.ts, and no other host (the table and the Foundry module share only the UI).
 */
function hostImportProblems(file: string, code: string): string[] {
  const host = file.split("/")[0];
  const other = host === "table" ? "foundry" : "table";
  const bad: string[] = [];
  for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
    const spec = m[1];
    if (/(^|\/)ui\//.test(spec) && !/(^|\/)ui\/index$/.test(spec)) bad.push(`${file} imports ${spec}`);
    else if (/(^|\/)engine\//.test(spec) && !/(^|\/)engine\/(bots\/|advisor\/)?index$/.test(spec))
      bad.push(`${file} imports ${spec}`);
    else if (new RegExp(`(^|/)${other}/`).test(spec)) bad.push(`${file} imports ${spec}`);
  }
  return bad;
}
