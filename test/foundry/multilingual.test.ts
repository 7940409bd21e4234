// @vitest-environment jsdom
// A multilingual table: the GM plays in English, Ola in Polish,
// Jean in French, each in their own browser (multi/world.ts: own realm, own DOM, own lang file).
// They play a whole card with a Non-player turn (section 8) and then a Propaganda Round (6.0).
// Every chat card, faction Actor, Cards stack and the Scene is then read in each client's own
// language, and the Polish client's rendered page holds no English string (proper nouns aside).
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GameState, getDecision, legalCommands } from "../../src/engine/index";
import { visibleText } from "./emulation/chat";
import { loadLangFile, type Translations } from "./emulation/i18n";
import { type Client, ROLES, World } from "./multi/world";

// card 1 (Government, FARC, AUC, Cartels), then a Propaganda card (73)
const SETUP = {
  seed: 11,
  seats: { govt: "player", farc: "player", auc: "player", cartels: "nonplayer" },
  deployment: "standard",
  deck: [1, 73, 2, 3, 4, 5, 6, 7, 8, 9, 10],
};
type Reply = { ok: boolean; error?: unknown };

let world: World;
let gm: Client;
let ola: Client;
let jean: Client;
const sawNonPlayer = { turn: false };
const sawPropaganda = { round: false };

const state = (c: Client) => c.api.session().state as unknown as GameState;
const settle = (ms = 20) => new Promise((r) => setTimeout(r, ms));
const clientOf: Record<string, () => Client> = { govt: () => gm, farc: () => ola, auc: () => jean };

/** Whoever decides acts: a person passes when they may (2.3.3), else takes the first legal step. */
async function step(): Promise<void> {
  const s = state(gm);
  const f = getDecision(s).faction;
  if (!f) throw new Error("nobody decides");
  if (s.frames.some((x) => x.k.startsWith("propaganda"))) sawPropaganda.round = true;
  if (s.seats[f] === "nonplayer") {
    sawNonPlayer.turn = true;
    const seq = s.seq;
    for (let i = 0; i < 400 && state(gm).seq === seq; i++) await settle(5);
    return;
  }
  const cmds = legalCommands(s);
  const cmd = cmds.find((c) => "v" in c && c.v === "pass") ?? cmds[0];
  const err = await (clientOf[f]().api.submit as (c: unknown) => Promise<unknown>)(cmd);
  expect(err).toBeNull();
}

beforeAll(async () => {
  world = new World([
    { id: "gm", name: "GM", role: ROLES.GAMEMASTER },
    { id: "ola", name: "Ola", role: ROLES.PLAYER },
    { id: "jean", name: "Jean", role: ROLES.PLAYER },
  ]);
  gm = await world.connect("gm", { lang: "en" });
  await world.setWorldSetting("gm", "andean-abyss.owners", {
    govt: [],
    farc: ["ola"],
    auc: ["jean"],
    cartels: [],
  });
  await world.setWorldSetting("gm", "andean-abyss.nonPlayerPace", 0);
  // the one-click board Scene (the GM's scene tool)
  const layers = gm.config.Canvas as {
    layers: Record<string, { layerClass: { prepareSceneControls(): never } }>;
  };
  const control = layers.layers.andeanAbyss.layerClass.prepareSceneControls() as {
    tools: Record<string, { onChange(e: null, a: boolean): void }>;
  };
  control.tools.scene.onChange(null, true);
  expect(((await gm.api.startGame(SETUP)) as Reply).ok).toBe(true);
  ola = await world.connect("ola", { lang: "pl" });
  jean = await world.connect("jean", { lang: "fr" });
  await settle();
  // play card 1 to its end and the Propaganda Round of card 73 through
  for (let i = 0; i < 600; i++) {
    const s = state(gm);
    if (s.ended || (sawPropaganda.round && !s.frames.some((x) => x.k.startsWith("propaganda")))) break;
    await step();
    await settle(0);
  }
  await settle(50);
}, 240_000);

afterAll(() => {
  for (const c of world?.clients.values() ?? []) c.dom.window.close();
});

const lang = (l: string): Translations =>
  loadLangFile(JSON.parse(readFileSync(`dist/lang/${l}.json`, "utf8"))).translations;
function flat(t: Translations, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(t)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else for (const [k2, v2] of flat(v, key)) out.set(k2, v2);
  }
  return out;
}
/** the literal parts of an ICU message (what a reader would see of it whatever the parameters) */
function literals(text: string): string[] {
  let depth = 0;
  let cur = "";
  const out: string[] = [];
  for (const ch of text) {
    if (ch === "{") {
      if (depth === 0) out.push(cur);
      depth++;
      if (depth === 1) cur = "";
    } else if (ch === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0) cur += ch;
  }
  out.push(cur);
  return out.map((x) => x.trim()).filter(Boolean);
}
/**
 * English strings of the module that the `l` translation words differently: every literal part
 * of two words or more, and every Faction name and card title, that appears nowhere in the `l`
 * file (a proper noun such as "FARC" or "Bogotá" appears in both and is not counted).
 */
function englishOnly(l: string): string[] {
  const en = flat(lang("en"));
  const other = flat(lang(l));
  const all = [...other.values()].join("\n");
  const found = new Set<string>();
  for (const [k, e] of en) {
    const o = other.get(k);
    if (o === undefined || o === e) continue;
    const short = /^ANDEAN\.(ui\.faction\.\w+|card\.\d+\.title)$/.test(k);
    for (const part of literals(e))
      if ((short || (part.includes(" ") && part.length >= 8)) && !all.includes(part)) found.add(part);
  }
  return [...found];
}

/** Everything of the game this client renders: its chat log, directories, sheets and open panels. */
async function page(c: Client): Promise<string> {
  await c.renderChat();
  await c.renderDirectory("actors");
  await c.renderDirectory("cards");
  await c.renderDirectory("scenes");
  for (const a of world.actors) await c.openActorSheet(a);
  for (const stack of world.cards) await c.renderCardsSheet(stack);
  return visibleText(c.dom.window.document.body);
}

describe("a multilingual table: GM in English, a player in Polish, one in French", () => {
  it("played a whole card with a Non-player turn, then a Propaganda Round", () => {
    expect(sawNonPlayer.turn).toBe(true);
    expect(sawPropaganda.round).toBe(true);
    const s = state(gm);
    expect(s.played).toContain(73);
    for (const c of [ola, jean]) expect(c.api.session().rev).toBe(gm.api.session().rev);
    // the Cartels' reasoning (section 8) is among the chat cards
    expect(
      world.messages.some((m) => (m.getFlag("andean-abyss", "card") as { why: unknown[] }).why.length > 0),
    ).toBe(true);
  });

  it("each client loaded its own language, English underneath", () => {
    const g = (c: Client) => (c.window.game as { i18n: { lang: string; localize(k: string): unknown } }).i18n;
    expect([g(gm).lang, g(ola).lang, g(jean).lang]).toEqual(["en", "pl", "fr"]);
    expect(g(ola).localize("ANDEAN.ui.faction.govt")).toBe("Rząd");
    expect(g(jean).localize("ANDEAN.ui.faction.govt")).toBe("Gouvernement");
  });

  it("every chat card reads in each client's language", async () => {
    const text = async (c: Client) => visibleText(await c.renderChat());
    const [en, pl, fr] = [await text(gm), await text(ola), await text(jean)];
    expect(en).toContain("Cartels");
    expect(pl).toContain("Kartele");
    expect(fr).toContain("Cartels");
    expect(pl).not.toMatch(/Government|Resources/);
    expect(fr).not.toMatch(/Government/);
    // the same messages, each client's own words: the lists differ but count the same cards
    const cards = (c: Client) =>
      c.dom.window.document.querySelectorAll("#chat-log .chat-message:not([data-andean-hidden])").length;
    expect(cards(ola)).toBe(cards(gm));
    expect(cards(jean)).toBe(cards(gm));
  });

  it("faction Actors, Cards stacks and their cards, and the Scene, in each client's language", async () => {
    const names = async (c: Client, tab: "actors" | "cards" | "scenes") =>
      Array.from((await c.renderDirectory(tab)).querySelectorAll(".entry-name")).map((e) => e.textContent);
    expect(await names(gm, "actors")).toEqual(expect.arrayContaining(["Government", "Cartels"]));
    expect(await names(ola, "actors")).toEqual(expect.arrayContaining(["Rząd", "Kartele"]));
    expect(await names(jean, "actors")).toEqual(expect.arrayContaining(["Gouvernement"]));
    expect(await names(ola, "cards")).toContain("Andean Abyss: zagrane karty");
    expect(await names(jean, "cards")).not.toContain("Andean Abyss: played cards");
    // the board Scene is named after the game: a proper noun, the same in every language
    for (const c of [gm, ola, jean]) expect(await names(c, "scenes")).toEqual(["Andean Abyss"]);
    // a card of the played pile, with its title from the lang files (card.N.title)
    const played = world.cards.find((s) => s.getFlag("andean-abyss", "pile") === "played")!;
    const sheet = await ola.renderCardsSheet(played);
    expect(visibleText(sheet)).toContain("1. Dywizja");
    expect(visibleText(await jean.renderCardsSheet(played))).toContain("1re Division");
    // the faction sheet: title and rows
    const govt = world.actors.find(
      (a) =>
        a.source.type === "andean-abyss.faction" &&
        (a.source.system as { faction: string }).faction === "govt",
    )!;
    expect(visibleText(await ola.openActorSheet(govt))).toContain("Rząd");
  });

  it("the Cards window marks the current and next card (2.3) and sums up each side in the reader's words", async () => {
    const table = world.cards.find((s) => s.getFlag("andean-abyss", "pile") === "table")!;
    const s = state(gm);
    const roles = (sheet: HTMLElement) =>
      Object.fromEntries(
        Array.from(sheet.querySelectorAll<HTMLElement>("[data-card-id]")).map((li) => [
          table.cards.get(li.dataset.cardId!)!.getFlag("andean-abyss", "key"),
          [li.querySelector(".andean-abyss-role")?.textContent ?? null, li.dataset.tooltip ?? ""],
        ]),
      );
    const next = s.deck[0]!;
    // the next card's words in Polish: its own fragment (lang/pl/cards/cNN.json)
    const pl = JSON.parse(
      readFileSync(`lang/pl/cards/c${String(next).padStart(2, "0")}.json`, "utf8"),
    ) as Record<string, string>;
    const ours = roles(await ola.renderCardsSheet(table));
    expect(ours[s.current!]![0]).toBe("Bieżąca karta");
    expect(ours[next]![0]).toBe("Następna karta");
    // the next card's sides in Polish (card.N.unshaded / card.N.shaded of lang/pl)
    expect(ours[next]![1]).toContain(pl[`card.${next}.unshaded`]);
    expect(roles(await jean.renderCardsSheet(table))[s.current!]![0]).toBe("Carte en cours");
  });

  it("no English string in the Polish client's page (proper nouns aside); none in the French one", async () => {
    const pl = await page(ola);
    // a page with the whole game on it, and a long list of English strings to look for
    expect(pl.length).toBeGreaterThan(2000);
    expect(englishOnly("pl").length).toBeGreaterThan(500);
    const leaks = englishOnly("pl").filter((e) => pl.includes(e));
    expect(leaks).toEqual([]);
    const fr = await page(jean);
    expect(englishOnly("fr").filter((e) => fr.includes(e))).toEqual([]);
    // and the English client does read English (the check can see English when it is there)
    const en = await page(gm);
    expect(englishOnly("pl").filter((e) => en.includes(e)).length).toBeGreaterThan(5);
  });

  it('each client\'s own "Chat cards" setting: none, or every automatic step too', async () => {
    const shown = async (c: Client) =>
      Array.from((await c.renderChat()).querySelectorAll<HTMLElement>(".chat-message")).filter(
        (e) => e.style.display !== "none",
      ).length;
    const set = (c: Client, v: string) =>
      (
        c.window.game as { settings: { set(n: string, k: string, v: unknown): Promise<unknown> } }
      ).settings.set("andean-abyss", "chatLog", v);
    const actions = await shown(gm);
    await set(ola, "none");
    await set(jean, "all");
    expect(await shown(ola)).toBe(0);
    expect(await shown(jean)).toBeGreaterThan(actions);
    expect(await shown(gm)).toBe(actions);
  });

  it("a whisper reaches its recipient (and the GM), no one else", async () => {
    const CM = gm.window.ChatMessage as { create(d: object): Promise<unknown> };
    await CM.create({ content: "<p>pssst</p>", whisper: ["ola"] });
    expect(visibleText(await ola.renderChat())).toContain("pssst");
    expect(visibleText(await gm.renderChat())).toContain("pssst");
    expect(visibleText(await jean.renderChat())).not.toContain("pssst");
  });
});
