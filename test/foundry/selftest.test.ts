// @vitest-environment jsdom
// The Quench self-test batch (src/foundry/selftest.ts) run against our Foundry emulation: with a
// game on the canvas every check passes; with the module's strings lost, the strings check fails.
import { assert, describe, expect, it } from "vitest";
import { drawCanvas } from "./emulation/canvas";
import { Localization } from "./emulation/i18n";
import { loadAdapter, SETUP } from "./harness";
import { stubCanvas2d } from "./stubs";

type Check = { name: string; fn: (this: { skip(): void }) => unknown };

/** A minimal Quench: collects the batch, then runs each check like mocha would. */
async function runBatch(st: Awaited<ReturnType<typeof loadAdapter>>["st"]) {
  const checks: Check[] = [];
  let key = "";
  const quench = {
    registerBatch(k: string, fn: (c: unknown) => void) {
      key = k;
      fn({
        describe: (_n: string, body: () => void) => body(),
        it: (name: string, f: Check["fn"]) => checks.push({ name, fn: f }),
        assert,
      });
    },
  };
  await st.callHook("quenchReady", quench);
  const results: Record<string, "passed" | "skipped" | string> = {};
  for (const c of checks) {
    let skipped = false;
    try {
      await c.fn.call({
        skip() {
          skipped = true;
          throw new Error("skip");
        },
      });
      results[c.name] = "passed";
    } catch (e) {
      results[c.name] = skipped ? "skipped" : String((e as Error).message);
    }
  }
  return { key, results };
}

describe("in-world self-test (Quench batch)", () => {
  it("passes every check in a world with a game on the canvas", async () => {
    const a = await loadAdapter({ ready: true });
    stubCanvas2d();
    await a.authority.startGame(SETUP);
    const layers = (globalThis as unknown as { CONFIG: { Canvas: { layers: never } } }).CONFIG.Canvas.layers;
    await drawCanvas(layers, "andeanAbyss");
    const { key, results } = await runBatch(a.st);
    expect(key).toBe("andean-abyss.live");
    expect(Object.keys(results).length).toBeGreaterThanOrEqual(8);
    expect(
      Object.values(results).every((r) => r === "passed"),
      JSON.stringify(results),
    ).toBe(true);
  });

  it("reports lost strings and skips (not passes) what needs a game", async () => {
    const a = await loadAdapter({ ready: true });
    (globalThis as unknown as { game: { i18n: Localization } }).game.i18n = new Localization({});
    const { results } = await runBatch(a.st);
    expect(results["the module's lang file loaded (no raw keys)"]).toMatch(/not a loaded string/);
    expect(results["shows the board on its own Scene when a game is running, and on no other"]).toBe(
      "skipped",
    );
    expect(results["refuses a stale command with a rule and leaves the state as it was"]).toBe("skipped");
  });

  it("scene-control activation is async, as in v13: the self-test awaits it", async () => {
    const a = await loadAdapter({ ready: true });
    stubCanvas2d();
    await a.authority.startGame(SETUP);
    const layers = (globalThis as unknown as { CONFIG: { Canvas: { layers: never } } }).CONFIG.Canvas.layers;
    const layer = (await drawCanvas(layers, "andeanAbyss")) as unknown as { active: boolean };
    const ui = (globalThis as unknown as { ui: { controls: { activate(o: object): Promise<void> } } }).ui;
    // v13 SceneControls#activate: the new control's onChange runs only after a render
    const done = ui.controls.activate({ control: "andeanAbyss" });
    expect(layer.active).toBe(false);
    await done;
    expect(layer.active).toBe(true);
    // and the self-test's own check passes because it awaits it
    const { results } = await runBatch(a.st);
    expect(results["becomes active and interactive through its scene control"]).toBe("passed");
  });
});
