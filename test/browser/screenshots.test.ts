// The README screenshots: the board at the start of a game and in the middle of one. They go to
// test-results/ on every run; with ANDEAN_UPDATE_IMAGES=1 they also refresh docs/images/.
import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decision, inBrowserRun, launch, openTable, state, type TableHook } from "./harness";
import { MIDGAME_SETUP, midgameCommands } from "./midgame";

// README screenshots at 1280×800, the size a player on a laptop sees
const SIZE = { width: 1280, height: 800 };
const DIR = process.env.ANDEAN_UPDATE_IMAGES === "1" ? "docs/images" : "test-results";

describe.skipIf(!inBrowserRun)("README screenshots (Chromium)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    mkdirSync(DIR, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("game start", async () => {
    // a solo evening as the Government against the three Non-players, from the URL (?solo=govt)
    const { page, errors } = await openTable(
      browser,
      "deck=1,19,7,30,42,55,64,73,2,3&seed=11&solo=govt&np=paused",
      SIZE,
    );
    await page.screenshot({ path: `${DIR}/board-start.png` });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("mid-game (84 commands of a seeded player; with today's engine, FARC choosing a Terror space)", async () => {
    const deck = MIDGAME_SETUP.deck!.join(",");
    const { page, errors } = await openTable(browser, `deck=${deck}&seed=${MIDGAME_SETUP.seed}`, SIZE);
    const cmds = midgameCommands(MIDGAME_SETUP, 84);
    const ok = await page.evaluate(async (list) => {
      const host = (window as unknown as { __table: TableHook }).__table.host;
      for (const c of list) if (await host.submit(c)) return false;
      return true;
    }, cmds);
    expect(ok).toBe(true);
    expect((await state(page)).seq).toBe(84);
    expect((await decision(page)).faction).not.toBeNull();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${DIR}/board-midgame.png` });
    expect(errors).toEqual([]);
    await page.close();
  });
});
