// @vitest-environment jsdom
// The setup dialog through ApplicationV2's form handling (the window is the form, its submit runs
// options.form.handler), and the one mixin the panel apps share (follow the game while open).
import { describe, expect, it, vi } from "vitest";
import { loadAdapter, SETUP } from "./harness";

type App = {
  rendered: boolean;
  element: HTMLElement;
  calls: string[];
  lastAction: Promise<unknown>;
  options: Record<string, unknown>;
  render(o?: object): Promise<unknown>;
  close(): Promise<unknown>;
};

async function open(kind: "turn" | "setup" | "propaganda"): Promise<App> {
  const { app } = await import("../../src/foundry/apps/index");
  const a = app(kind) as unknown as App;
  await a.render({ force: true });
  return a;
}

function check(form: HTMLElement, selector: string): void {
  const input = form.querySelector<HTMLInputElement>(selector);
  if (!input) throw new Error(`no ${selector}`);
  input.checked = true;
}

describe("the setup dialog: ApplicationV2 form handling", () => {
  it("the start button submits the window's form: the handler starts the game and closes the dialog", async () => {
    const a = await loadAdapter({ ready: true });
    const setup = await open("setup");
    expect(setup.options.tag).toBe("form");
    const form = setup.element as HTMLFormElement;
    check(form, 'input[name="seat.auc"][value="nonplayer"]');
    check(form, 'input[name="deployment"][value="open"]');
    form.querySelector<HTMLInputElement>('input[name="seed"]')!.value = "42";
    form.querySelector<HTMLSelectElement>('select[name="owner.farc"]')!.value = "alice";
    form.querySelector<HTMLElement>('button[type="submit"]')!.click();
    await setup.lastAction;
    expect(a.session.game?.setup).toMatchObject({
      seed: 42,
      deployment: "open",
      seats: { govt: "player", farc: "player", auc: "nonplayer", cartels: "player" },
    });
    expect(a.st.settingValues.get("andean-abyss.owners")).toMatchObject({ farc: ["alice"] });
    expect(setup.rendered).toBe(false);
  });

  it("Enter in a field submits the same way, and the page is never left", async () => {
    const a = await loadAdapter({ ready: true });
    const setup = await open("setup");
    const form = setup.element as HTMLFormElement;
    let leftPage = true;
    form.addEventListener("submit", (e) => queueMicrotask(() => (leftPage = !e.defaultPrevented)));
    form.requestSubmit();
    await setup.lastAction;
    expect(leftPage).toBe(false);
    expect(a.session.state).not.toBeNull();
  });

  it("a game the engine refuses keeps the dialog open and says why", async () => {
    const a = await loadAdapter({ ready: true });
    const setup = await open("setup");
    const form = setup.element as HTMLFormElement;
    form.querySelector<HTMLInputElement>('input[name="deck"]')!.value = "999";
    form.requestSubmit();
    await setup.lastAction;
    expect(a.session.state).toBeNull();
    expect(setup.rendered).toBe(true);
    const error = a.st.notes.find((n) => n.kind === "error");
    expect(error?.text).toBeTruthy();
    expect(error?.text).not.toMatch(/ANDEAN\.|error\./);
  });

  it("Cancel closes the dialog and starts nothing", async () => {
    const a = await loadAdapter({ ready: true });
    const setup = await open("setup");
    const cancel = setup.element.querySelector<HTMLElement>('[data-action="cancelSetup"]');
    expect(cancel?.getAttribute("type")).toBe("button");
    cancel!.click();
    await setup.lastAction;
    expect(setup.rendered).toBe(false);
    expect(a.session.state).toBeNull();
  });

  it("the shared template's own <form> root becomes a <div> part inside the window's form", async () => {
    await loadAdapter({ ready: true });
    const setup = await open("setup");
    const part = setup.element.querySelector<HTMLElement>('[data-application-part="main"]')!;
    expect(part.tagName).toBe("DIV");
    expect(part.classList.contains("aa-setup")).toBe(true);
    expect(setup.element.querySelectorAll("form")).toHaveLength(0);
    // every field is the window form's own field
    const names = Array.from(
      (setup.element as HTMLFormElement).elements,
      (e) => (e as HTMLInputElement).name,
    );
    expect(names).toEqual(expect.arrayContaining(["seat.govt", "deployment", "seed", "deck", "owner.farc"]));
  });
});

describe("the panel apps' shared mixin", () => {
  it("turn and Propaganda panels carry the module's window classes once each", async () => {
    await loadAdapter({ ready: true });
    for (const kind of ["turn", "propaganda"] as const) {
      const { app } = await import("../../src/foundry/apps/index");
      const classes = (app(kind) as unknown as App).options.classes as string[];
      expect(classes.filter((c) => c === "andean-abyss")).toHaveLength(1);
      expect(classes.filter((c) => c === "aa-app")).toHaveLength(1);
    }
  });

  it("an open panel re-renders on every new state; once closed it renders no more", async () => {
    const a = await loadAdapter({ ready: true });
    await a.authority.startGame(SETUP);
    // the Propaganda panel: nothing opens it by itself outside a Propaganda Round
    const panel = await open("propaganda");
    const renders = () => panel.calls.filter((c) => c === "_onRender").length;
    expect(renders()).toBe(1);
    await a.authority.submit({ t: "choose", v: "op:train", seq: 0, by: "govt" });
    await vi.waitFor(() => expect(renders()).toBe(2));
    await panel.close();
    const { foundryHost } = await import("../../src/foundry/host");
    expect(await foundryHost().undo()).toBe(true);
    expect(a.session.state!.seq).toBe(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(panel.rendered).toBe(false);
    expect(renders()).toBe(2);
    // opened again, it follows again, with one subscription (one render per state, not two)
    await panel.render({ force: true });
    expect(renders()).toBe(3);
    await a.authority.submit({ t: "choose", v: "op:train", seq: 0, by: "govt" });
    await vi.waitFor(() => expect(renders()).toBe(4));
    await new Promise((r) => setTimeout(r, 20));
    expect(renders()).toBe(4);
  });
});
