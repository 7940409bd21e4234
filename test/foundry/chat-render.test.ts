// @vitest-environment jsdom
// Chat cards store facts and each client renders them in its own language,
// with its own "Chat cards" setting. The GM posts; a reader's client renders the log
// through v13's renderChatMessageHTML hook (emulation/chat.ts).

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type EmulatedChatMessage, renderChatLog, visibleText } from "./emulation/chat";
import { Localization, loadLangFile } from "./emulation/i18n";
import { loadAdapter, SETUP } from "./harness";

type Adapter = Awaited<ReturnType<typeof loadAdapter>>;
const g = globalThis as unknown as {
  game: { i18n: Localization; settings: { set(ns: string, k: string, v: unknown): Promise<unknown> } };
};
const file = (l: string) => loadLangFile(JSON.parse(readFileSync(`lang/${l}.json`, "utf8"))).translations;
/** this client now reads `lang` (its own file over the English one) */
function readIn(lang: string): void {
  g.game.i18n = new Localization(file(lang), file("en"), lang);
}
const log = (a: Adapter) =>
  renderChatLog(a.st.chat, { id: "gm", isGM: true }, document, (n, ...x) => void a.st.callHook(n, ...x));

async function played(): Promise<Adapter> {
  const a = await loadAdapter({ ready: true });
  expect((await a.authority.startGame(SETUP)).ok).toBe(true);
  // Government passes on card 1 (2.3.3): +3 Resources; then FARC's first option
  expect(await a.authority.submit({ t: "choose", v: "pass", seq: 0, by: "govt" })).toBeNull();
  await a.authority.mirrorsSettled();
  return a;
}

describe("chat cards: facts stored, words per reader", () => {
  it("stores keys and parameters in the flags, and the GM's wording as content", async () => {
    const a = await played();
    const card = a.st.chat.find((m) => m.getFlag("andean-abyss", "seq") === 0) as EmulatedChatMessage;
    const facts = card.getFlag("andean-abyss", "card") as { faction: string; lines: { key: string }[] };
    expect(facts.faction).toBe("govt");
    expect(facts.lines.length).toBeGreaterThan(0);
    expect(facts.lines.every((l) => /^[\w.-]+$/.test(l.key))).toBe(true);
    expect(card.content).toContain("Government");
  });

  it("an English GM's card reads in Polish on a Polish client, and in French on a French one", async () => {
    const a = await played();
    readIn("pl");
    const pl = visibleText(log(a));
    expect(pl).toContain("Rząd");
    expect(pl).not.toContain("Government");
    readIn("fr");
    const fr = visibleText(log(a));
    expect(fr).toContain("Gouvernement");
    expect(fr).not.toContain("Government");
  });

  it("picks the plural form of the reader's language (pl: 1 / 2-4 / 5+)", async () => {
    const a = await loadAdapter({ ready: true });
    await a.authority.startGame(SETUP);
    const { postLog } = await import("../../src/foundry/chat");
    const lines = Array.from({ length: 17 }, () => ({ key: "log.pass", params: { faction: "farc" } }));
    await postLog(lines, { t: "choose", v: "pass", seq: 1, by: "farc" });
    readIn("pl");
    const text = visibleText(log(a));
    // 17 lines, 12 shown: "… i jeszcze 5"
    expect(text).toContain("… i jeszcze 5");
  });

  it("a card stored as text (before facts were stored) still shows its content", async () => {
    const a = await loadAdapter({ ready: true });
    const CM = (globalThis as unknown as { ChatMessage: { create(d: object): Promise<unknown> } })
      .ChatMessage;
    await CM.create({
      content: '<div class="andean-abyss chat-card"><header>FARC</header><ul><li>Old line</li></ul></div>',
      flags: { "andean-abyss": { seq: 4, by: "farc" } },
    });
    readIn("pl");
    expect(visibleText(log(a))).toContain("Old line");
  });

  it("flags edited by hand are checked: a bad card falls back to its content, markup is text", async () => {
    const a = await loadAdapter({ ready: true });
    const CM = (globalThis as unknown as { ChatMessage: { create(d: object): Promise<unknown> } })
      .ChatMessage;
    await CM.create({
      content: '<div class="andean-abyss chat-card"><header>Stored</header></div>',
      flags: {
        "andean-abyss": { seq: 1, by: "farc", card: { faction: "farc", why: "x", lines: [], more: 0 } },
      },
    });
    await CM.create({
      content: '<div class="andean-abyss chat-card"></div>',
      flags: {
        "andean-abyss": {
          seq: 2,
          by: "farc",
          card: {
            faction: "farc",
            why: [],
            lines: [{ key: "log.pass", params: { faction: "<img src=x>" } }],
            more: 0,
          },
        },
      },
    });
    const el = log(a);
    expect(visibleText(el)).toContain("Stored");
    expect(el.querySelector("img")).toBeNull();
    expect(visibleText(el)).toContain("<img src=x>");
  });
});

describe('the "Chat cards" setting, read by each client as it renders', () => {
  it("none hides every card of the module, actions hides the automatic steps, all shows them", async () => {
    const a = await played();
    const auto = a.st.chat.filter((m) => m.getFlag("andean-abyss", "seq") === null).length;
    const acts = a.st.chat.length - auto;
    expect(auto).toBeGreaterThan(0);
    expect(acts).toBe(1);
    const shown = () =>
      Array.from(log(a).querySelectorAll<HTMLElement>(".chat-message")).filter(
        (e) => e.style.display !== "none",
      ).length;
    const set = (v: string) => g.game.settings.set("andean-abyss", "chatLog", v);
    expect(shown()).toBe(acts); // default: actions only
    await set("all");
    expect(shown()).toBe(auto + acts);
    await set("none");
    expect(shown()).toBe(0);
    // changing it renders the module's cards again in this client's log (ChatLog#updateMessage)
    expect(a.st.chatUpdates.length).toBe(2 * a.st.chat.length);
  });

  it("the GM posts every card whatever its own setting (the players choose for themselves)", async () => {
    const a = await loadAdapter({ ready: true });
    await g.game.settings.set("andean-abyss", "chatLog", "none");
    await a.authority.startGame(SETUP);
    expect(await a.authority.submit({ t: "choose", v: "pass", seq: 0, by: "govt" })).toBeNull();
    await a.authority.mirrorsSettled();
    expect(a.st.chat.some((m) => m.getFlag("andean-abyss", "seq") === 0)).toBe(true);
  });
});
