// Dispatch a reader can follow: the Choice {k:"op", op:"x"} starts the Operation registered by
// src/engine/ops/x.ts, whose first frame is "op.x" (its handler in the same module); likewise a
// Special Activity "x" lives in src/engine/activities/x.ts with the frame "sa.x". The registries'
// types enforce the frame kinds (ops/registry.ts, activities/registry.ts, flow/registry.ts); this
// test checks that every name is registered, and from the module named after it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import "../../src/engine/all";
import { SAS_OF, saDef } from "../../src/engine/activities/registry";
import { hasHandler } from "../../src/engine/flow/registry";
import { COIN_OPS, INSURGENT_OPS, opDef } from "../../src/engine/ops/registry";
import { FACTIONS } from "../../src/engine/types";

const SRC = new URL("../../src/engine/", import.meta.url).pathname;

/** the names a module registers with `fn({ name: "…"` and the frame kinds it registers */
function registered(file: string, fn: string): { names: string[]; frames: string[] } {
  const code = readFileSync(`${SRC}${file}`, "utf8");
  return {
    names: [...code.matchAll(new RegExp(`${fn}\\(\\{\\s*name: "([^"]+)"`, "g"))].map((m) => m[1]),
    frames: [...code.matchAll(/registerFrame<[^>]+>\("([^"]+)"/g)].map((m) => m[1]),
  };
}

describe("dispatch by typed names, one module per Operation and Special Activity", () => {
  const ops = [...COIN_OPS, ...INSURGENT_OPS];
  const sas = [...new Set(FACTIONS.flatMap((f) => SAS_OF[f]))];

  it("the 8 Operations (3.0) and 10 Special Activities (4.0) are all registered", () => {
    expect(ops).toHaveLength(8);
    expect(sas).toHaveLength(10);
    expect(ops.filter((n) => opDef(n)?.name !== n)).toEqual([]);
    expect(sas.filter((n) => saDef(n)?.name !== n)).toEqual([]);
  });

  it.each(ops)("Operation %s: ops/%s.ts registers it and its frame op.%s", (n) => {
    const r = registered(`ops/${n}.ts`, "registerOp");
    expect(r.names).toEqual([n]);
    expect(r.frames).toContain(`op.${n}`);
    expect(hasHandler(`op.${n}`)).toBe(true);
  });

  it.each(sas)("Special Activity %s: activities/%s.ts registers it and its frame sa.%s", (n) => {
    const r = registered(`activities/${n}.ts`, "registerSa");
    expect(r.names).toEqual([n]);
    expect(r.frames).toContain(`sa.${n}`);
    expect(hasHandler(`sa.${n}`)).toBe(true);
  });
});
