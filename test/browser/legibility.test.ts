// Issue 21 at the table (real Chromium): at 1280×800 and 1920×1080, in English, French and Polish,
// no button, heading or panel box is narrower than its text; a 1-player game starts from the URL
// (?solo=govt, 8.8); the French and Polish end screens state each goal as a threshold to pass (7.2).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decision, inBrowserRun, launch, openTable, state } from "./harness";

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
const LANGS = ["en", "fr", "pl"] as const;

/** Elements whose text is wider than their box (scrollWidth > clientWidth), described. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sel =
      "button, select, h1, h2, h3, header, th, .aa-sop-step, .aa-sop-box, .aa-cyl, .aa-tag, .aa-panel, #topbar";
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      if (!el.offsetParent && el.id !== "topbar") continue; // hidden
      if (el.scrollWidth > el.clientWidth + 1)
        out.push(
          `${el.tagName.toLowerCase()}#${el.id}.${el.className} "${(el.textContent ?? "").trim().slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`,
        );
    }
    return out;
  });
}

describe.skipIf(!inBrowserRun)("legibility at 1280×800 and 1920×1080 (Chromium)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const size of SIZES)
    for (const lang of LANGS)
      it(`${size.width}×${size.height} ${lang}: no text overflows its box; the top bar is one line`, async () => {
        // a solo game (Non-player controls in the bar) and a hot-seat game (the hot-seat note)
        for (const q of ["solo=govt&np=paused", "deck=1,2,3"]) {
          const { page, errors } = await openTable(browser, `lang=${lang}&seed=11&${q}`, size);
          expect(await overflowing(page), q).toEqual([]);
          // one row: the top bar is no taller than its tallest control plus its padding
          const bar = await page.locator("#topbar").boundingBox();
          expect(bar!.height, q).toBeLessThan(48);
          expect(errors).toEqual([]);
          await page.close();
        }
      });

  it("?solo=govt seats the Government as the player and the three others as Non-players (8.8)", async () => {
    const { page, errors } = await openTable(browser, "solo=govt&seed=3&deck=25,26,27&npPace=instant");
    expect((await state(page)).seats).toEqual({
      govt: "player",
      farc: "nonplayer",
      auc: "nonplayer",
      cartels: "nonplayer",
    });
    // card 25: FARC and AUC act first; the bots play until the Government must decide
    await expect.poll(async () => (await decision(page)).faction, { timeout: 30_000 }).toBe("govt");
    expect(await page.locator("#aa-seats").textContent()).toBe("I play: Government");
    expect(errors).toEqual([]);
    await page.close();
  });

  const GOALS = {
    fr: "(pour gagner : plus de 60)",
    pl: "(do zwycięstwa: ponad 60)",
  } as const;
  for (const lang of ["fr", "pl"] as const)
    it(`${lang}: the end screen states Total Support's goal as a threshold to pass (7.2: more than 60)`, async () => {
      // every seat a Non-player: card 1, then the final Propaganda card ends the game (7.3)
      const { page, errors } = await openTable(
        browser,
        `lang=${lang}&seed=5&deck=1,73&np=govt,farc,auc,cartels&npPace=instant`,
        { width: 1280, height: 800 },
      );
      await expect.poll(async () => !!(await state(page)).ended, { timeout: 60_000 }).toBe(true);
      const row = page.locator(".aa-end tr[data-faction='govt'] .aa-goal");
      await expect.poll(() => row.textContent()).toBe(GOALS[lang]);
      expect(await overflowing(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
});
