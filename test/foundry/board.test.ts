// @vitest-environment jsdom
// The board on a v13 canvas: the scene control activates the layer only through onChange (as
// Foundry calls it), and only then does the board take clicks and drags, each checked by the
// engine. Pointer events go through PIXI's EventBoundary from the stage (emulation/canvas.ts).
import type { Container } from "pixi.js";
import { describe, expect, it, vi } from "vitest";
import type { PieceKind } from "../../src/engine/index";
import { pieces } from "../engine/fixture";
import { activateControl, drawCanvas, EmulatedInteractionLayer, Pointer } from "./emulation/canvas";
import { loadAdapter, SETUP } from "./harness";
import { stubCanvas2d } from "./stubs";

type Layers = Record<string, { layerClass: new () => never }>;
type BoardLayer = Awaited<ReturnType<typeof drawCanvas>> & {
  board: {
    container: Container;
    tokenAt(k: PieceKind, s: string): { x: number; y: number } | null;
    anchorOf(s: string): { x: number; y: number } | null;
    spaceAt(p: { x: number; y: number }): string | null;
  } | null;
  active: boolean;
  toggleCalibration(): Promise<void>;
};

async function table() {
  const a = await loadAdapter({ ready: true });
  stubCanvas2d();
  expect((await a.authority.startGame(SETUP)).ok).toBe(true);
  const layers = (globalThis as unknown as { CONFIG: { Canvas: { layers: Layers } } }).CONFIG.Canvas.layers;
  const layer = (await drawCanvas(layers, "andeanAbyss")) as BoardLayer;
  expect(layer.board).not.toBeNull();
  const pointer = new Pointer(layer.parent as Container);
  const board = layer.board!;
  const global = (p: { x: number; y: number }) => board.container.toGlobal(p);
  const token = (k: PieceKind, s: string) => global(board.tokenAt(k, s)!);
  /** a point of the space's own area (a drop there means that space) */
  const inside = (id: string) => {
    const c = board.anchorOf(id)!;
    for (let r = 0; r <= 80; r += 10)
      for (let k = 0; k < 8; k++) {
        const p = { x: c.x + r * Math.cos((k * Math.PI) / 4), y: c.y - 30 + r * Math.sin((k * Math.PI) / 4) };
        if (board.spaceAt(p) === id) return global(p);
      }
    throw new Error(`no point in ${id}`);
  };
  // the controls as v13's SceneControls prepares them (the layers' prepareSceneControls, the hook)
  const controls = a.st.controls();
  const piecesIn = (space: string, k: PieceKind) => pieces(a.session.state!, space, k);
  return { a, layer, pointer, token, inside, controls, piecesIn };
}

describe("the board layer on a v13 canvas", () => {
  it("is passive until its scene control is chosen; then a drag moves a piece (Patrol, 3.2.2)", async () => {
    const { a, layer, pointer, token, inside, controls, piecesIn } = await table();
    expect(await a.authority.submit({ t: "choose", v: "op:patrol", seq: 0, by: "govt" })).toBeNull();
    const seq = a.session.state!.seq;
    const neiva = piecesIn("neiva", "troops");
    // a freshly drawn layer takes no pointer input: the drag reaches nothing of the board
    expect(layer.active).toBe(false);
    expect(pointer.hit(token("troops", "bogota"))).toBeNull();
    pointer.drag(token("troops", "bogota"), inside("neiva"));
    await new Promise((r) => setTimeout(r, 20));
    expect(a.session.state!.seq).toBe(seq);
    // the v13 way: Foundry calls only onChange(event, true) of the chosen control
    await activateControl(controls, "andeanAbyss", "tokens");
    expect(layer.active).toBe(true);
    expect(layer.eventMode).toBe("static");
    expect(pointer.hit(token("troops", "bogota"))).not.toBeNull();
    pointer.drag(token("troops", "bogota"), inside("neiva"));
    await vi.waitFor(() => expect(a.session.state!.seq).toBe(seq + 1));
    expect(piecesIn("neiva", "troops")).toBe(neiva + 1);
  });

  it("a drop the engine refuses snaps back with the rule and the reason, the state unchanged", async () => {
    const { a, pointer, token, inside, controls } = await table();
    await a.authority.submit({ t: "choose", v: "op:patrol", seq: 0, by: "govt" });
    await activateControl(controls, "andeanAbyss");
    const before = JSON.stringify(a.session.state);
    // Patrol moves cubes along LoCs, never into a far Department (3.2.2)
    pointer.drag(token("troops", "bogota"), inside("guainia"));
    await vi.waitFor(() => expect(a.st.notes.some((n) => n.kind === "error")).toBe(true));
    const note = a.st.notes.find((n) => n.kind === "error")!.text;
    expect(note).toMatch(/\d\.\d/); // the rule number
    expect(note).not.toMatch(/ANDEAN\.|error\./); // a sentence, not a key
    expect(JSON.stringify(a.session.state)).toBe(before);
  });

  it("a click on a space selects it (Train, 3.2.1)", async () => {
    const { a, pointer, inside, controls } = await table();
    await a.authority.submit({ t: "choose", v: "op:train", seq: 0, by: "govt" });
    await activateControl(controls, "andeanAbyss");
    expect(a.engine.getDecision(a.session.state!).prompt.key).toBe("prompt.train.select");
    pointer.click(inside("cali"));
    await vi.waitFor(() =>
      expect(a.engine.getDecision(a.session.state!).prompt.key).toBe("prompt.train.place"),
    );
  });

  it("choosing another control makes the board passive again", async () => {
    const { controls, layer } = await table();
    await activateControl(controls, "andeanAbyss");
    expect(layer.interactiveChildren).toBe(true);
    // another layer activating (core's Tokens control) deactivates ours
    const other = (layer.parent as Container).children.find(
      (c) => c !== layer && c instanceof EmulatedInteractionLayer,
    ) as InstanceType<typeof EmulatedInteractionLayer>;
    other.activate();
    expect(layer.active).toBe(false);
    expect(layer.interactiveChildren).toBe(false);
  });

  it("the client setting Show the board hides the board and shows it again, the game going on", async () => {
    const { a, layer } = await table();
    const showBoard = a.st.settingDefs.get("andean-abyss.showBoard")!;
    expect(showBoard.scope).toBe("client");
    const set = (v: boolean) =>
      (
        globalThis as unknown as {
          game: { settings: { set(ns: string, k: string, v: unknown): Promise<unknown> } };
        }
      ).game.settings.set("andean-abyss", "showBoard", v);
    await set(false);
    expect(layer.board).toBeNull();
    expect(layer.children).toHaveLength(0);
    // a new state while hidden draws nothing
    expect(await a.authority.submit({ t: "choose", v: "op:train", seq: 0, by: "govt" })).toBeNull();
    expect(layer.board).toBeNull();
    await set(true);
    expect(layer.board).not.toBeNull();
    expect(layer.children).toContain(layer.board!.container);
  });

  it("leaving calibration gives the layer back the canvas rectangle as hit area", async () => {
    const { layer, controls } = await table();
    await activateControl(controls, "andeanAbyss");
    const rect = layer.hitArea;
    expect(rect).not.toBeNull();
    await layer.toggleCalibration();
    await layer.toggleCalibration();
    expect(layer.hitArea).toBe(rect);
    expect(layer.eventMode).toBe("static");
  });
});
