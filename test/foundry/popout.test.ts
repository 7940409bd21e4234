// @vitest-environment jsdom
// Foundry v14 detached windows: a player moves a panel, or the chat log, into its own browser
// window. Everything the module builds there is built in that window's own document (v14.ts), and
// the panels keep following the game and taking clicks.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import { type EmulatedChatMessage, renderMessage } from "./emulation/chat";
import { loadAdapter, SETUP } from "./harness";

type App = {
  element: HTMLElement;
  calls: string[];
  lastAction: Promise<unknown>;
  render(o?: object): Promise<unknown>;
  detach(doc: Document): void;
};
const popout = () => new JSDOM("<!doctype html><html><head></head><body></body></html>").window.document;

describe("detached windows (v14)", () => {
  it("a detached turn panel re-renders in its own window and its buttons still act", async () => {
    const a = await loadAdapter({ ready: true, generation: 14 });
    await a.authority.startGame(SETUP);
    const { app } = await import("../../src/foundry/apps/index");
    const turn = app("turn") as unknown as App;
    await turn.render({ force: true });
    const win = popout();
    turn.detach(win);
    expect(turn.element.ownerDocument).toBe(win);
    expect(document.body.contains(turn.element)).toBe(false);
    const button = turn.element.querySelector<HTMLElement>('[data-action="option"]')!;
    button.click();
    await turn.lastAction;
    await vi.waitFor(() => expect(a.session.state?.seq).toBe(1));
    // the new state is drawn in the detached window, every node of it in that document
    await vi.waitFor(() => expect(turn.calls.filter((c) => c === "_onRender").length).toBeGreaterThan(1));
    for (const el of Array.from(turn.element.querySelectorAll("*"))) expect(el.ownerDocument).toBe(win);
  });

  it("the setup dialog's form works detached (its <form> root is rebuilt in the window's document)", async () => {
    const a = await loadAdapter({ ready: true, generation: 14 });
    await a.authority.startGame(SETUP);
    const { app } = await import("../../src/foundry/apps/index");
    const setup = app("setup") as unknown as App;
    await setup.render({ force: true });
    const win = popout();
    setup.detach(win);
    await setup.render();
    expect(setup.element.querySelector("form")).toBeNull();
    for (const el of Array.from(setup.element.querySelectorAll("*"))) expect(el.ownerDocument).toBe(win);
    const farc = setup.element.querySelector<HTMLSelectElement>('select[name="owner.farc"]')!;
    farc.value = "bob";
    setup.element.querySelector<HTMLElement>('[data-action="assignPlayers"]')!.click();
    await setup.lastAction;
    expect(a.st.settingValues.get("andean-abyss.owners")).toMatchObject({ farc: ["bob"] });
  });

  it("a chat card rendered in a detached chat log is built in that window's document", async () => {
    const a = await loadAdapter({ ready: true, generation: 14 });
    await a.authority.startGame(SETUP);
    expect(await a.authority.submit({ t: "choose", v: "pass", seq: 0, by: "govt" })).toBeNull();
    await a.authority.mirrorsSettled();
    const m = a.st.chat.find((x) => x.getFlag("andean-abyss", "seq") === 0) as EmulatedChatMessage;
    // read in Polish: the card is rebuilt by the render hook, not the stored English text
    const { Localization, loadLangFile } = await import("./emulation/i18n");
    const { readFileSync } = await import("node:fs");
    const file = (l: string) => loadLangFile(JSON.parse(readFileSync(`lang/${l}.json`, "utf8"))).translations;
    (globalThis as unknown as { game: { i18n: unknown } }).game.i18n = new Localization(
      file("pl"),
      file("en"),
      "pl",
    );
    const win = popout();
    const li = renderMessage(m, win, (n, ...x) => void a.st.callHook(n, ...x));
    const card = li.querySelector(".andean-abyss.chat-card")!;
    expect(card.querySelector("header")?.textContent).toBe("Rząd");
    for (const el of [card, ...Array.from(card.querySelectorAll("*"))]) expect(el.ownerDocument).toBe(win);
  });

  it("no code of the windows or the chat reaches for the main window's document or its classes", () => {
    // a detached window has its own document and its own DOM classes: `document.…`, `window.…`
    // or `instanceof HTMLElement` would find the main window's, not the one the panel is in
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
      );
    const offending: string[] = [];
    for (const f of [...files("src/foundry"), ...files("src/ui/panels")]) {
      const code = readFileSync(f, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/\/\/.*$/gm, "");
      if (
        /(?<![.\w])(document|window)\.|globalThis\.(document|window)\b|instanceof\s+(HTML|Element|Node|Event)\w*/.test(
          code,
        )
      )
        offending.push(f);
    }
    expect(offending).toEqual([]);
  });
});
