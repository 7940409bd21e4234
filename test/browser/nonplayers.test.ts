// Section 8 at the table (real Chromium): Non-player seats play by themselves at the chosen pace,
// their reasoning is in the log, Pause holds them, Step plays one step, undo never takes back a
// Non-player's step.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decision, inBrowserRun, launch, openTable, state } from "./harness";

// card 25: FARC, then AUC (both Non-players); the Government decides on card 26 at the latest
const Q = "deck=25,26,27,28,29,30&seed=3&np=farc,auc,cartels&npPace=instant";

describe.skipIf(!inBrowserRun)("Non-players at the table (Chromium)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("they play until a person must decide, with their reasoning in the log and beside the turn panel", async () => {
    const { page, errors } = await openTable(browser, Q, { width: 1280, height: 800 });
    await expect.poll(async () => (await decision(page)).faction, { timeout: 20_000 }).toBe("govt");
    const s = await state(page);
    expect(s.seq).toBeGreaterThan(0);
    expect(s.seats).toMatchObject({
      govt: "player",
      farc: "nonplayer",
      auc: "nonplayer",
      cartels: "nonplayer",
    });
    // 8.1 narration lines, styled apart, e.g. "8.1 Is the FARC's symbol leftmost on card 25 …"
    const why = await page.locator("#log .aa-log-why").allTextContents();
    expect(why.some((x) => x.startsWith("8.1"))).toBe(true);
    // the last Non-player action stays in view beside the turn panel: the reasoning ribbon
    const ribbon = page.locator("#turn .aa-reasoning");
    expect(await ribbon.isVisible()).toBe(true);
    expect(await ribbon.locator("h3").textContent()).toMatch(
      /^(FARC|AUC|Cartels), Non-player: what it does and why/,
    );
    expect((await ribbon.locator("li.aa-log-why").allTextContents()).length).toBeGreaterThan(0);
    const box = await ribbon.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(800); // above the fold at 1280×800
    await expect.poll(() => page.locator("#np-controls").isVisible()).toBe(true);
    // undo never takes back a Non-player's step: the last command is a bot's
    const canUndo = await page.evaluate(() =>
      (window as unknown as { __table: { host: { canUndo(): boolean } } }).__table.host.canUndo(),
    );
    expect(canUndo).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Pause holds them after the person's move; Step plays exactly one step", async () => {
    const { page, errors } = await openTable(browser, `${Q}&np=paused`);
    // paused from the start: FARC (a Non-player, 1st Eligible on card 25) waits
    await page.waitForTimeout(300);
    expect((await state(page)).seq).toBe(0);
    expect((await decision(page)).faction).toBe("farc");
    expect(await page.locator("#np-toggle").textContent()).toBe("Play");
    await page.locator("#np-step").click();
    await expect.poll(async () => (await state(page)).seq).toBe(1);
    await page.waitForTimeout(300);
    expect((await state(page)).seq).toBe(1); // still paused
    await page.locator("#np-toggle").click();
    await expect.poll(async () => (await decision(page)).faction, { timeout: 20_000 }).toBe("govt");
    expect(errors).toEqual([]);
    await page.close();
  });
});
