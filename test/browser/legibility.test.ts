// Legible words at the table (real Chromium): at 1280×800 and 1920×1080, in English, French and Polish,
// no button, heading or panel box is narrower than its text; a 1-player game starts from the URL
// (?solo=govt, 8.8); the French and Polish end screens state each goal as a threshold to pass (7.2).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decision, inBrowserRun, launch, openTable, state, type TableHook } from "./harness";
import { MIDGAME_SETUP, midgameCommands } from "./midgame";

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

interface Placed {
  id: string;
  kind: string;
  box: { x: number; y: number; w: number; h: number };
}
interface BoardHook {
  board: { labelBoxes(): Placed[]; glyphSize: number };
  view: { zoom: number };
}

/** Pairs of board labels (names, Pop, Econ squares, City circles, blocks of markers and pieces)
 * whose boxes intersect, and the size of a piece glyph on screen (CSS pixels). */
function boardLayout(page: Page): Promise<{ overlaps: string[]; glyphPx: number; labels: number }> {
  return page.evaluate(() => {
    const t = (window as unknown as { __table: BoardHook }).__table;
    const all = t.board.labelBoxes();
    const overlaps: string[] = [];
    for (let i = 0; i < all.length; i++)
      for (let j = i + 1; j < all.length; j++) {
        const a = all[i].box;
        const b = all[j].box;
        if (a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h)
          overlaps.push(`${all[i].kind} ${all[i].id} / ${all[j].kind} ${all[j].id}`);
      }
    return { overlaps, glyphPx: t.board.glyphSize * t.view.zoom, labels: all.length };
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

  for (const size of SIZES)
    it(`${size.width}×${size.height}: at Fit a piece glyph is at least 14 px and no two board labels overlap, at the start and mid-game`, async () => {
      const deck = MIDGAME_SETUP.deck!.join(",");
      const { page, errors } = await openTable(
        browser,
        `lang=fr&deck=${deck}&seed=${MIDGAME_SETUP.seed}`,
        size,
      );
      const start = await boardLayout(page);
      expect(start.labels).toBeGreaterThan(70); // 11 Cities (circle, name), 16 Departments, 18 LoCs, the blocks
      expect(start.overlaps).toEqual([]);
      expect(start.glyphPx).toBeGreaterThanOrEqual(14);
      const ok = await page.evaluate(
        async (list) => {
          const host = (window as unknown as { __table: TableHook }).__table.host;
          for (const c of list) if (await host.submit(c)) return false;
          return true;
        },
        midgameCommands(MIDGAME_SETUP, 84),
      );
      expect(ok).toBe(true);
      const mid = await boardLayout(page);
      expect(mid.overlaps).toEqual([]);
      expect(mid.glyphPx).toBeGreaterThanOrEqual(14);
      expect(errors).toEqual([]);
      await page.close();
    });

  it("3.2.1 Train: placing one cube redraws that one space's block, nothing else", async () => {
    const { page, errors } = await openTable(browser, "deck=1,73,2,3&seed=7", { width: 1280, height: 800 });
    const redrawn = () =>
      page.evaluate(
        () => (window as unknown as { __table: { board: { redrawn: number } } }).__table.board.redrawn,
      );
    const send = (b: object) =>
      page.evaluate((x) => (window as unknown as { __table: TableHook }).__table.send(x as never), b);
    expect(await send({ t: "choose", v: "op:train" })).toBeNull();
    expect(await redrawn()).toBe(0); // choosing the Operation changes no space
    expect(await send({ t: "space", s: "bogota" })).toBeNull();
    expect(await send({ t: "place", p: "troops", s: "bogota" })).toBeNull();
    expect(await redrawn()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
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
