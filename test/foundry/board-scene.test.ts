// @vitest-environment jsdom
// The board belongs to its own Scene: other Scenes are left as they are, a GM
// chooses which Scene holds it, and Foundry v14's differences: the Scene's fog is `fog.mode`, and
// a level switch tears the canvas down and draws it again (a calibration in progress goes on).
import { describe, expect, it } from "vitest";
import { drawCanvas, switchLevel } from "./emulation/canvas";
import { loadAdapter, SETUP } from "./harness";
import { stubCanvas2d } from "./stubs";

type Layers = Record<string, { layerClass: new () => never }>;
type Layer = Awaited<ReturnType<typeof drawCanvas>> & {
  board: object | null;
  calibrating: boolean;
  toggleCalibration(): Promise<void>;
};
type Adapter = Awaited<ReturnType<typeof loadAdapter>>;
const g = globalThis as unknown as {
  canvas: { scene: unknown };
  CONFIG: { Canvas: { layers: Layers } };
  Scene: { create(d: object): Promise<unknown> };
};

async function game(generation = 13): Promise<Adapter> {
  const a = await loadAdapter({ ready: true, generation });
  stubCanvas2d();
  expect((await a.authority.startGame(SETUP)).ok).toBe(true);
  return a;
}
async function handMade(a: Adapter, name: string) {
  await g.Scene.create({ name, width: 2000, height: 1500 });
  return a.st.scenes.at(-1)!;
}
const draw = async () => (await drawCanvas(g.CONFIG.Canvas.layers, "andeanAbyss")) as Layer;

describe("the board on its own Scene", () => {
  it("is drawn on the board Scene and on no other Scene of the world", async () => {
    const a = await game();
    const { openBoardScene } = await import("../../src/foundry/scene");
    g.canvas.scene = await handMade(a, "Tavern");
    const elsewhere = await draw();
    expect(elsewhere.board).toBeNull();
    expect(elsewhere.children).toHaveLength(0);
    // a new state on that Scene draws nothing either
    expect(await a.authority.submit({ t: "choose", v: "op:train", seq: 0, by: "govt" })).toBeNull();
    expect(elsewhere.board).toBeNull();
    g.canvas.scene = await openBoardScene();
    expect((await draw()).board).not.toBeNull();
  });

  it("a GM chooses the Scene that holds it; the flag leaves the previous one", async () => {
    const a = await game();
    const { openBoardScene, isBoardScene } = await import("../../src/foundry/scene");
    const first = await openBoardScene();
    const scan = await handMade(a, "My scanned board");
    g.canvas.scene = scan;
    const layer = await draw();
    expect(layer.board).toBeNull();
    const tool = a.st.controls().andeanAbyss.tools.useScene;
    tool.onChange?.(null, true);
    await expect.poll(() => isBoardScene(scan)).toBe(true);
    expect(isBoardScene(first)).toBe(false);
    // the updateScene hook draws the board at once on the Scene on view
    await expect.poll(() => layer.board).not.toBeNull();
    expect(a.st.notes.at(-1)?.text).toBe('The board is now drawn on scene "My scanned board" only.');
  });

  it("a player has no tool to choose it", async () => {
    const a = await game();
    a.st.setUser("alice");
    expect(a.st.controls().andeanAbyss.tools.useScene).toBeUndefined();
    const { chooseBoardScene } = await import("../../src/foundry/scene");
    expect(await chooseBoardScene()).toBe(false);
  });

  it("calibration is refused on another Scene (it belongs to the board's)", async () => {
    const a = await game();
    g.canvas.scene = await handMade(a, "Tavern");
    const layer = await draw();
    await layer.toggleCalibration();
    expect(layer.calibrating).toBe(false);
    expect(a.st.notes.at(-1)?.kind).toBe("warn");
  });
});

describe("Foundry v14", () => {
  it("v13: the board Scene has fog.exploration off", async () => {
    const a = await loadAdapter({ ready: true, generation: 13 });
    const { openBoardScene } = await import("../../src/foundry/scene");
    await openBoardScene();
    expect((a.st.scenes[0].data as { fog: unknown }).fog).toEqual({ exploration: false });
  });

  it("v14: the board Scene has fog.mode DISABLED (v14 drops fog.exploration)", async () => {
    const a = await loadAdapter({ ready: true, generation: 14 });
    const { openBoardScene } = await import("../../src/foundry/scene");
    await openBoardScene();
    expect((a.st.scenes[0].data as { fog: unknown }).fog).toEqual({ mode: 0 });
  });

  it("a level switch tears the canvas down and draws it again: the board is back, on its Scene only", async () => {
    const a = await game(14);
    const layer = await draw();
    const before = layer.board;
    expect(before).not.toBeNull();
    await switchLevel(layer);
    expect(layer.board).not.toBeNull();
    expect(layer.board).not.toBe(before);
    expect(layer.children).toHaveLength(1);
    g.canvas.scene = await handMade(a, "Tavern");
    await switchLevel(layer);
    expect(layer.board).toBeNull();
  });

  it("a calibration in progress goes on after a level switch, at the space it had reached", async () => {
    const a = await game(14);
    const layer = await draw();
    await layer.toggleCalibration();
    const prompts = () => a.st.notes.filter((n) => n.kind === "info").map((n) => n.text);
    const first = prompts().at(-1);
    await switchLevel(layer);
    expect(layer.calibrating).toBe(true);
    expect(layer.eventMode).toBe("static");
    // the same space is asked for again, not the first of a new run's list from scratch elsewhere
    expect(prompts().at(-1)).toBe(first);
    // on another Scene it is dropped cleanly
    g.canvas.scene = await handMade(a, "Tavern");
    await switchLevel(layer);
    expect(layer.calibrating).toBe(false);
  });
});
