// @vitest-environment jsdom
// The board Scene in one click: a GM creates a gridless Scene the size of the board and shows it
// to everyone; a second click shows the same Scene again; a player may not. On that Scene the
// board's control is chosen as the canvas opens.
import { describe, expect, it } from "vitest";
import { BOARD_H, BOARD_W } from "../../src/ui/board/layout";
import { drawCanvas } from "./emulation/canvas";
import { EMULATED_CONST } from "./emulation/constants";
import { loadAdapter, SETUP } from "./harness";
import { stubCanvas2d } from "./stubs";

type Layers = Record<string, { layerClass: new () => never }>;

/** a Scene of the world that is not the board's (the GM made it by hand) */
async function sceneOf(a: Awaited<ReturnType<typeof loadAdapter>>, name: string) {
  const Scene = (globalThis as unknown as { Scene: { create(d: object): Promise<unknown> } }).Scene;
  await Scene.create({ name, width: 1000, height: 1000 });
  return a.st.scenes.at(-1)!;
}

describe("the board Scene", () => {
  it("one click of a GM makes a gridless Scene the size of the board, active for everyone", async () => {
    const a = await loadAdapter({ ready: true });
    const { openBoardScene } = await import("../../src/foundry/scene");
    const scene = await openBoardScene();
    expect(scene).not.toBeNull();
    expect(a.st.scenes).toHaveLength(1);
    const data = a.st.scenes[0].data as Record<string, unknown>;
    expect(data).toMatchObject({
      name: "Andean Abyss",
      width: BOARD_W,
      height: BOARD_H,
      grid: { type: EMULATED_CONST.GRID_TYPES.GRIDLESS },
      tokenVision: false,
      flags: { "andean-abyss": { boardScene: true } },
    });
    expect(a.st.scenes[0].active).toBe(true);
    expect(a.st.notes.at(-1)).toEqual({
      kind: "info",
      text: 'Scene "Andean Abyss" created and shown to everyone.',
    });
  });

  it("a second click shows the same Scene again rather than making another", async () => {
    const a = await loadAdapter({ ready: true });
    const { openBoardScene } = await import("../../src/foundry/scene");
    await openBoardScene();
    // the GM moved everyone to another Scene meanwhile
    const Scene = (
      globalThis as unknown as { Scene: { create(d: object): Promise<{ activate(): Promise<unknown> }> } }
    ).Scene;
    await (await Scene.create({ name: "Tavern" })).activate();
    expect(a.st.scenes[0].active).toBe(false);
    await openBoardScene();
    expect(a.st.scenes).toHaveLength(2);
    expect(a.st.scenes[0].active).toBe(true);
    expect(a.st.scenes[1].active).toBe(false);
    expect(a.st.notes.at(-1)?.text).toBe('Scene "Andean Abyss" shown to everyone.');
  });

  it("a player's click makes no Scene and says why", async () => {
    const a = await loadAdapter({ ready: true });
    const { openBoardScene } = await import("../../src/foundry/scene");
    a.st.setUser("alice");
    expect(await openBoardScene()).toBeNull();
    expect(a.st.scenes).toHaveLength(0);
    expect(a.st.notes.at(-1)).toEqual({
      kind: "warn",
      text: "Only a GM can create or show the board scene.",
    });
  });

  it("the GM's scene tool and the setup dialog's button both make it", async () => {
    const a = await loadAdapter({ ready: true });
    const tool = a.st.controls().andeanAbyss.tools.scene;
    expect(tool.button).toBe(true);
    tool.onChange?.(new Event("click"), true);
    await expect.poll(() => a.st.scenes.length).toBe(1);
    const { app } = await import("../../src/foundry/apps/index");
    const setup = app("setup") as unknown as {
      element: HTMLElement;
      lastAction: Promise<unknown>;
      render(o: object): Promise<unknown>;
    };
    await setup.render({ force: true });
    const button = setup.element.querySelector<HTMLElement>('[data-action="openScene"]')!;
    // the Scene exists already: the button now shows it rather than making it
    expect(button.textContent).toContain("Show the board scene to everyone");
    button.click();
    await setup.lastAction;
    expect(a.st.scenes).toHaveLength(1);
  });

  it("on the board Scene the board's control is chosen as the canvas opens; elsewhere nothing changes", async () => {
    const a = await loadAdapter({ ready: true });
    stubCanvas2d();
    expect((await a.authority.startGame(SETUP)).ok).toBe(true);
    const layers = (globalThis as unknown as { CONFIG: { Canvas: { layers: Layers } } }).CONFIG.Canvas.layers;
    const { canvas } = globalThis as unknown as { canvas: { scene: unknown } };
    // another Scene: the canvas opens with core's Tokens control, the board stays passive
    canvas.scene = a.st.scenes[0] ?? (await sceneOf(a, "Dungeon"));
    let layer = (await drawCanvas(layers, "andeanAbyss")) as unknown as { active: boolean };
    await a.st.callHook("canvasReady");
    expect(layer.active).toBe(false);
    // the board Scene
    const { openBoardScene } = await import("../../src/foundry/scene");
    canvas.scene = await openBoardScene();
    layer = (await drawCanvas(layers, "andeanAbyss")) as unknown as { active: boolean };
    await a.st.callHook("canvasReady");
    expect(layer.active).toBe(true);
  });
});
