// The language menu in real Chromium: switching to Polish reloads the page in
// Polish with the same game on the table, no raw key and no English interface string on screen
// (DOM text and the board's own canvas labels), and the choice is remembered for the next visit.
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { clickOption, inBrowserRun, launch, openTable, shot, state } from "./harness";

const DECK = "deck=1,73,2,3,4,5,6,7,8,9,10&seed=7";
const read = (l: string): Record<string, string> => JSON.parse(readFileSync(`lang/${l}.json`, "utf8"));
const RAW_KEY = /\b(?:ui|prompt|log|error|card|np|foundry)\.[A-Za-z0-9]+\.[A-Za-z0-9_.]+|ANDEAN\.|\{\w+[},]/;

/** every string the page shows: the DOM's text and the board's PIXI text labels */
async function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered (hidden nodes left out)
    const out = [document.title, ...document.body.innerText.split("\n")];
    for (const el of document.querySelectorAll<HTMLElement>("[title],[aria-label],option"))
      out.push(el.title, el.getAttribute("aria-label") ?? "", el.textContent ?? "");
    type Node = { text?: unknown; children?: Node[] };
    const walk = (n: Node) => {
      if (typeof n.text === "string") out.push(n.text);
      for (const c of n.children ?? []) walk(c);
    };
    walk((window as unknown as { __table: { board: { container: Node } } }).__table.board.container);
    return out.map((s) => s.trim()).filter(Boolean);
  });
}

describe.skipIf(!inBrowserRun)("language menu (Chromium)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("switches to Polish: same game, every label in Polish, no raw key; remembered on the next visit", async () => {
    const en = read("en");
    const pl = read("pl");
    const { page, errors } = await openTable(browser, DECK);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("#lang option").allTextContents()).toEqual([
      "English",
      "Français",
      "Polski",
      "Deutsch",
      "Español",
    ]);
    // a game under way: the Government passes, FARC chooses an Operation
    await clickOption(page, "Pass");
    await expect.poll(async () => (await state(page)).seq).toBeGreaterThan(0);
    const before = await state(page);

    await Promise.all([page.waitForURL(/[?&]lang=pl\b/), page.selectOption("#lang", "pl")]);
    await page.waitForSelector("body[data-ready='1']", { timeout: 30_000 });
    await page.waitForTimeout(300); // the resumed game's redraw
    expect(await page.locator("html").getAttribute("lang")).toBe("pl");
    expect(await page.locator("#lang").inputValue()).toBe("pl");
    // the same game goes on (resumed from the autosave, no offer dialog in the way)
    const after = await state(page);
    expect(after.seq).toBe(before.seq);
    expect(after.resources).toEqual(before.resources);
    expect(await page.locator("dialog[open]").count()).toBe(0);
    // Polish on the buttons and panels
    expect(await page.locator("#new-game").textContent()).toBe(pl["ANDEAN.ui.table.newGame"]);
    expect(await page.locator(".slot-current .aa-card-title").textContent()).toBe(pl["ANDEAN.card.1.title"]);
    expect(pl["ANDEAN.card.1.title"]).not.toBe(en["ANDEAN.card.1.title"]);

    const texts = await screenTexts(page);
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((s) => RAW_KEY.test(s))).toEqual([]);
    // no English interface string left: each English text (not a name, so it differs in Polish)
    const english = Object.entries(en)
      .filter(([k, v]) => pl[k] !== v && v.length >= 6 && !v.includes("{"))
      .map(([, v]) => v);
    const shown = new Set(texts);
    expect(english.filter((v) => shown.has(v))).toEqual([]);
    await shot(page, "language-pl");

    // the next visit, without ?lang=: Polish again (remembered)
    await page.goto(`${inject("baseUrl")}?${DECK}`);
    await page.waitForSelector("body[data-ready='1']", { timeout: 30_000 });
    expect(await page.locator("html").getAttribute("lang")).toBe("pl");
    expect(await page.locator("#new-game").textContent()).toBe(pl["ANDEAN.ui.table.newGame"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const l of ["fr", "de", "es"])
    it(`?lang=${l} opens in that language without a menu click: no raw key, no English label`, async () => {
      const en = read("en");
      const tr = read(l);
      const { page, errors } = await openTable(browser, `${DECK}&lang=${l}`);
      expect(await page.locator("html").getAttribute("lang")).toBe(l);
      expect(await page.locator("#lang").inputValue()).toBe(l);
      expect(await page.locator("#new-game").textContent()).toBe(tr["ANDEAN.ui.table.newGame"]);
      const texts = await screenTexts(page);
      expect(texts.filter((s) => RAW_KEY.test(s))).toEqual([]);
      const shown = new Set(texts);
      const english = Object.entries(en).filter(([k, v]) => tr[k] !== v && v.length >= 6 && !v.includes("{"));
      expect(english.filter(([, v]) => shown.has(v)).map(([k]) => k)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
});
