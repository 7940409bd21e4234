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
  it("registers init, setup and ready", async () => {
    const { st } = await loadAdapter();
    for (const h of ["init", "setup", "ready", "getSceneControlButtons"])
      expect(st.hooks.get(h)?.length).toBe(1);
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

  it("adds a scene control with GM-only tools", async () => {
    const { st } = await loadAdapter();
    const controls: Record<string, { tools: Record<string, { visible?: boolean }> }> = {};
    await st.callHook("getSceneControlButtons", controls);
    expect(controls.andeanAbyss.tools.setup.visible).toBe(true);
    st.setUser("alice");
    await st.callHook("getSceneControlButtons", controls);
    expect(controls.andeanAbyss.tools.setup.visible).toBe(false);
    expect(controls.andeanAbyss.tools.turn).toBeDefined();
  });

  it("opens no game and does not crash on ready with nothing saved", async () => {
    const { st, session } = await loadAdapter({ ready: true });
    expect(session.state).toBeNull();
    expect(st.notes.filter((n) => n.kind === "error")).toEqual([]);
  });
});
