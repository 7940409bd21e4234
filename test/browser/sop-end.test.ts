// The Sequence of Play and the game end in real Chromium: the Sequence of Play panel and the status strip follow the
// 1st Eligible's choice (2.3), Available Forces and victory tracks are on screen, and a game won
// at a Propaganda Round (6.1, 7.2) opens the game-end screen with the ranking and margins (7.1).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGame, MAP_SPACES, type Setup } from "../../src/engine/index";
import { clickOption, inBrowserRun, launch, openTable, shot, state } from "./harness";

describe.skipIf(!inBrowserRun)("Sequence of Play and game end in the table (Chromium)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("2.3 the SoP panel and the status: a Pass, then the new 1st Eligible's Operation", async () => {
    // card 1: Faction order Government, FARC, AUC, Cartels
    const { page, errors } = await openTable(browser, "deck=1,73,2,3&seed=1");
    const sopOf = (f: string) => page.locator(`#status [data-sop="${f}"]`).textContent();
    await expect.poll(() => sopOf("govt")).toBe("1st Eligible, deciding");
    expect(await page.locator("#sop .aa-sop-step").count()).toBe(4);
    expect(await page.locator('#status [data-available="govt"] [data-piece="troops"]').textContent()).toBe(
      "Troops 18",
    );
    expect(await page.locator('#status [data-margin="govt"]').textContent()).toBe("\u221210");
    await clickOption(page, "Pass");
    await expect.poll(() => sopOf("govt")).toBe("Passed");
    expect(await page.locator('#sop [data-box="pass"] [data-cyl="govt"]').count()).toBe(1);
    await expect.poll(() => sopOf("farc")).toBe("1st Eligible, deciding");
    await clickOption(page, "Operation: Rally");
    // after the 1st Eligible acts it is no longer "Eligible" (2.3.2)
    await expect.poll(() => sopOf("farc")).toBe("1st Eligible: Operation, under way");
    expect(await page.locator('#sop [data-box="first-op"] [data-cyl="farc"]').count()).toBe(1);
    await shot(page, "11-sop");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("7.2 a FARC victory at the Propaganda Round opens the end screen; Close and Final result", async () => {
    const { page, errors } = await openTable(browser, "seed=1");
    const setup: Setup = {
      seed: 1,
      seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
      deployment: "standard",
      deck: [1, 73, 2, 3],
    };
    // Active Opposition in every populated space: Opposition + Bases far above 25 (7.2)
    const base = createGame(setup);
    for (const d of MAP_SPACES) if (d.pop > 0) base.spaces[d.idx].sup = -2;
    await page.evaluate(
      ([st, b]) => {
        const w = window as unknown as { __table: { host: { load(g: unknown): void } } };
        w.__table.host.load({ id: "end-test", setup: st, base: b, commands: [] });
      },
      [setup, base] as const,
    );
    for (let i = 0; i < 4; i++) await clickOption(page, "Pass");
    await expect.poll(async () => (await state(page)).ended?.winner).toBe("farc");
    const dialog = page.locator("dialog.aa-end-dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator(".aa-end-headline").textContent()).toBe(
      "Victory: FARC met its victory condition at a Propaganda Round (6.1, 7.2).",
    );
    const first = dialog.locator('tr[data-rank="1"]');
    expect(await first.getAttribute("data-faction")).toBe("farc");
    expect(await first.locator("[data-margin]").textContent()).toMatch(/^\+\d+$/);
    expect(await dialog.locator("tr[data-rank]").count()).toBe(4);
    expect(await dialog.textContent()).not.toMatch(/ui\.[a-z]+\./);
    await shot(page, "12-game-end");
    await dialog.locator('[data-action="closeEnd"]').click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.locator('#turn [data-action="showEnd"]').click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
