// @vitest-environment jsdom
// The ApplicationV2 shells feed the ui's view-models; panel buttons go through GM authority.
import { describe, expect, it, vi } from "vitest";
import { loadAdapter, SETUP } from "./harness";
import { stubCanvas2d } from "./stubs";

describe("apps", () => {
  it("the turn panel prepares the status, cards and turn parts", async () => {
    const a = await loadAdapter({ ready: true });
    await a.authority.startGame(SETUP);
    const { app } = await import("../../src/foundry/apps/index");
    const turn = app("turn") as unknown as {
      _preparePartContext(id: string): Promise<Record<string, unknown>>;
    };
    const ctx = await turn._preparePartContext("turn");
    expect(ctx.mine).toBe(true); // the GM may act for every Faction
    expect((ctx.choices as unknown[]).length).toBeGreaterThan(0);
    expect(await turn._preparePartContext("status")).toHaveProperty("factions");
    expect(Object.keys(await turn._preparePartContext("cards")).length).toBeGreaterThan(0);
  });

  it("a panel button sends the option through GM authority", async () => {
    const a = await loadAdapter({ ready: true });
    await a.authority.startGame(SETUP);
    const { runPanelAction } = await import("../../src/ui/panels/index");
    const { foundryHost } = await import("../../src/foundry/host");
    expect(await runPanelAction(foundryHost(), "option", { index: 0 })).toBe(true);
    expect(a.session.state?.seq).toBe(1);
    // Bob plays AUC: his click while FARC decides does nothing
    a.st.setUser("bob");
    expect(a.engine.getDecision(a.session.state!).faction).toBe("farc");
    expect(await runPanelAction(foundryHost(), "option", { index: 0 })).toBe(false);
    expect(a.session.state?.seq).toBe(1);
  });

  it("the setup dialog starts a game and saves the owner map", async () => {
    const a = await loadAdapter({ ready: true });
    const { submitSetup } = await import("../../src/foundry/apps/setup");
    const form = document.createElement("form");
    form.innerHTML = `
      <input name="seat.govt" value="player"><input name="seat.farc" value="player">
      <input name="seat.auc" value="nonplayer"><input name="seat.cartels" value="nonplayer">
      <input name="owner.farc" value="alice"><input name="owner.govt" value="ghost">
      <input name="deployment" value="standard"><input name="seed" value="12">`;
    expect(await submitSetup(form)).toBe(true);
    expect(a.session.game?.setup.seats.auc).toBe("nonplayer");
    expect(a.st.settingValues.get("andean-abyss.owners")).toEqual({
      govt: [],
      farc: ["alice"],
      auc: [],
      cartels: [],
    });
  });

  it("the host reports my Factions and undo availability", async () => {
    const a = await loadAdapter({ ready: true });
    await a.authority.startGame(SETUP);
    const { foundryHost } = await import("../../src/foundry/host");
    const host = foundryHost();
    expect(host.myFactions()).toEqual(["govt", "farc", "auc", "cartels"]);
    a.st.setUser("alice");
    expect(host.myFactions()).toEqual(["farc"]);
    a.st.setUser("gm");
    expect(host.canUndo()).toBe(false);
    // choosing an Operation rolls no die and reveals no card: it can be taken back
    expect(await a.authority.submit({ t: "choose", v: "op:train", seq: 0, by: "govt" })).toBeNull();
    expect(host.canUndo()).toBe(true);
    expect(await host.undo()).toBe(true);
    expect(a.session.state!.seq).toBe(0);
  });
});

describe("board layer", () => {
  it("mounts the ui board when a game is running and unmounts on tear-down", async () => {
    const a = await loadAdapter({ ready: true });
    stubCanvas2d();
    await a.authority.startGame(SETUP);
    const { defineBoardLayer } = await import("../../src/foundry/layer");
    const Layer = defineBoardLayer(() => ({}));
    const layer = new Layer();
    await layer._draw({});
    expect(layer.board).not.toBeNull();
    expect(layer.children).toHaveLength(1);
    expect(layer.children).toContain(layer.board?.container);
    await layer._tearDown({});
    expect(layer.board).toBeNull();
  });
});

describe("calibration run", () => {
  it("records left clicks, skips right clicks, saves the scene flag and lays the board over the scan", async () => {
    const a = await loadAdapter({ ready: true });
    stubCanvas2d();
    await a.authority.startGame(SETUP);
    const { defineBoardLayer } = await import("../../src/foundry/layer");
    const { calibrationOrder } = await import("../../src/foundry/calibration");
    const layer = new (defineBoardLayer(() => ({})))() as unknown as InstanceType<
      ReturnType<typeof defineBoardLayer>
    > & {
      emit(ev: string, e: unknown): void;
    };
    await layer._draw({});
    await layer.toggleCalibration();
    expect(layer.calibrating).toBe(true);
    const click = (button: number, x: number, y: number) =>
      layer.emit("pointerdown", { button, getLocalPosition: () => ({ x, y }) });
    click(0, 1000, 500);
    click(2, 0, 0);
    click(0, 1600, 900);
    await layer.toggleCalibration();
    expect(layer.calibrating).toBe(false);
    const order = calibrationOrder();
    const scene = (globalThis as unknown as { canvas: { scene: { getFlag(s: string, k: string): unknown } } })
      .canvas.scene;
    const flag = scene.getFlag("andean-abyss", "calibration") as { points: Record<string, unknown> };
    expect(flag.points).toEqual({ [order[0]]: { x: 1000, y: 500 }, [order[2]]: { x: 1600, y: 900 } });
    // the remounted board sits where the clicks put it
    const anchor = layer.board!.anchorOf(order[0])!;
    const c = layer.board!.container;
    const k = c.scale.x;
    const x = c.position.x + k * (Math.cos(c.rotation) * anchor.x - Math.sin(c.rotation) * anchor.y);
    expect(x).toBeCloseTo(1000, 0);
  });
});

describe("ApplicationV2 lifecycle (as v13 runs it)", () => {
  type App = {
    rendered: boolean;
    element: HTMLElement;
    title: string;
    calls: string[];
    lastAction: Promise<unknown>;
    render(o?: object): Promise<unknown>;
    close(): Promise<unknown>;
  };
  const open = async (kind: "turn" | "setup" | "propaganda") => {
    const { app } = await import("../../src/foundry/apps/index");
    const a = app(kind) as unknown as App;
    await a.render({ force: true });
    return a;
  };

  it("the turn panel renders its parts from its templates, in the documented order, in words", async () => {
    const a = await loadAdapter({ ready: true });
    await a.authority.startGame(SETUP);
    const turn = await open("turn");
    expect(turn.calls.slice(0, 8)).toEqual([
      "_prepareContext",
      "_preparePartContext:end",
      "_preparePartContext:status",
      "_preparePartContext:sop",
      "_preparePartContext:cards",
      "_preparePartContext:turn",
      "_onFirstRender",
      "_onRender",
    ]);
    expect(turn.title).toBe("Andean Abyss: Turn");
    const text = turn.element.textContent ?? "";
    expect(text).toContain("Government");
    expect(text).toContain("1st Division");
    expect(text).not.toMatch(/ANDEAN\.|ui\.[a-z]+\./);
    // a new state re-renders the open panel: no second first render
    await a.authority.submit({ t: "choose", v: "op:train", seq: 0, by: "govt" });
    await vi.waitFor(() => expect(turn.calls.filter((c) => c === "_onRender").length).toBeGreaterThan(1));
    expect(turn.calls.filter((c) => c === "_onFirstRender")).toHaveLength(1);
  });

  it("a click on an option button runs its action through GM authority", async () => {
    const a = await loadAdapter({ ready: true });
    await a.authority.startGame(SETUP);
    const turn = await open("turn");
    const button = turn.element.querySelector<HTMLElement>('[data-action="option"]');
    expect(button).not.toBeNull();
    button!.click();
    await turn.lastAction;
    await vi.waitFor(() => expect(a.session.state?.seq).toBe(1));
  });

  it("the setup dialog renders with Foundry's helpers only; Save players keeps the game going", async () => {
    const a = await loadAdapter({ ready: true });
    await a.authority.startGame(SETUP);
    await a.authority.submit({ t: "choose", v: "op:train", seq: 0, by: "govt" });
    const setup = await open("setup");
    // ApplicationV2 form handling: the window is the form, and no form is nested in it
    const form = setup.element as HTMLFormElement;
    expect(form.tagName).toBe("FORM");
    expect(form.querySelector("form")).toBeNull();
    expect(form.querySelector<HTMLInputElement>('input[name="deployment"][value="standard"]')!.checked).toBe(
      true,
    );
    const farc = form.querySelector<HTMLSelectElement>('select[name="owner.farc"]')!;
    farc.value = "bob";
    const assign = setup.element.querySelector<HTMLElement>('[data-action="assignPlayers"]');
    expect(assign?.textContent).toContain("Save players only");
    assign!.click();
    await setup.lastAction;
    expect(a.st.settingValues.get("andean-abyss.owners")).toMatchObject({ farc: ["bob"] });
    expect(a.session.state?.seq).toBe(1); // same game, not a new one
    expect(setup.rendered).toBe(false);
    expect(setup.calls.at(-1)).toBe("_onClose");
  });
});
