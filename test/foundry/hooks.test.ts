// @vitest-environment jsdom
// init registers the canvas layer, the settings, the faction data model and the query handler.
import { describe, expect, it } from "vitest";
import { loadAdapter } from "./harness";

type G = {
  CONFIG: {
    Canvas: { layers: Record<string, { layerClass: { layerOptions: { name: string } }; group: string }> };
    Actor: { dataModels: Record<string, { defineSchema(): Record<string, unknown> }> };
    queries: Record<string, unknown>;
  };
};
const g = globalThis as unknown as G;

describe("Foundry hooks", () => {
  it("registers init, setup and ready; the scene control comes from the layer class alone", async () => {
    const { st } = await loadAdapter();
    for (const h of ["init", "setup", "ready", "canvasReady"]) expect(st.hooks.get(h)?.length).toBe(1);
    // v13 asks every InteractionLayer class for its control: no hook adds it a second time
    expect(st.hooks.get("getSceneControlButtons")).toBeUndefined();
  });

  it("registers the board layer in the interface group", async () => {
    await loadAdapter();
    const layer = g.CONFIG.Canvas.layers.andeanAbyss;
    expect(layer.group).toBe("interface");
    expect(layer.layerClass.layerOptions.name).toBe("andeanAbyss");
  });

  it("registers world and client settings", async () => {
    const { st } = await loadAdapter();
    const scope = (k: string) => st.settingDefs.get(`andean-abyss.${k}`)?.scope;
    expect(scope("game")).toBe("world");
    expect(scope("gameBackup")).toBe("world");
    expect(scope("owners")).toBe("world");
    expect(scope("chatLog")).toBe("client");
    expect(scope("showBoard")).toBe("client");
  });

  it("registers the faction data model with the mirrored fields", async () => {
    await loadAdapter();
    const model = g.CONFIG.Actor.dataModels["andean-abyss.faction"];
    expect(Object.keys(model.defineSchema())).toEqual(
      expect.arrayContaining([
        "faction",
        "resources",
        "eligible",
        "available",
        "basesOnMap",
        "margin",
        "owners",
      ]),
    );
  });

  it("registers the command query handler", async () => {
    await loadAdapter();
    expect(typeof g.CONFIG.queries["andean-abyss.command"]).toBe("function");
  });

  it("adds a scene control whose GM tools a player does not get (v13 drops visible: false)", async () => {
    const { st } = await loadAdapter();
    const gm = st.controls().andeanAbyss;
    expect(Object.keys(gm.tools).sort()).toEqual([
      "board",
      "calibrate",
      "scene",
      "setup",
      "turn",
      "useScene",
    ]);
    expect(gm.activeTool).toBe("board");
    st.setUser("alice");
    const player = st.controls().andeanAbyss;
    expect(Object.keys(player.tools).sort()).toEqual(["board", "turn"]);
  });

  it("the scene control has the v13 shape: no layer link, tools keyed by name, buttons act on change", async () => {
    const { st } = await loadAdapter();
    const control = st.controls().andeanAbyss;
    expect(control).not.toHaveProperty("layer");
    expect(control.name).toBe("andeanAbyss");
    for (const [key, tool] of Object.entries(control.tools)) expect(tool.name).toBe(key);
    // every tool but the active one is a button with its own onChange
    for (const tool of Object.values(control.tools))
      expect(typeof tool.onChange === "function").toBe(tool.name !== "board");
    expect(control.tools.board.button).toBeUndefined();
  });

  it("opens no game and does not crash on ready with nothing saved", async () => {
    const { st, session } = await loadAdapter({ ready: true });
    expect(session.state).toBeNull();
    expect(st.notes.filter((n) => n.kind === "error")).toEqual([]);
  });
});
