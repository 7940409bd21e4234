// A Propaganda Round stepped through the UI: four Passes end card 1, card 73 starts the Round,
// the Propaganda panel follows its phases, choices are made with buttons and board clicks.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clickOption, decision, inBrowserRun, launch, openTable, shot, spacePoint, state } from "./harness";

describe.skipIf(!inBrowserRun)("Propaganda Round in the table (Chromium)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("steps a Propaganda Round to the next card", async () => {
    const { page, errors } = await openTable(browser, "deck=1,73,2,3,4,5&seed=1");
    for (let i = 0; i < 4; i++) await clickOption(page, "Pass");
    await expect.poll(async () => (await state(page)).current).toBe(73);
    const panel = page.locator(".aa-propaganda");
    await expect.poll(() => panel.isVisible()).toBe(true);
    const seen = new Set<string>();
    let shotTaken = false;
    for (let i = 0; i < 25; i++) {
      const d = await decision(page);
      const s = await state(page);
      if (s.current !== 73) break;
      const current = await page
        .locator(".aa-phases li.current")
        .getAttribute("data-phase")
        .catch(() => null);
      if (current) seen.add(current);
      if (!shotTaken) {
        await shot(page, "07-propaganda");
        shotTaken = true;
      }
      const seq = s.seq;
      const space = d.options.find((o) => o.t === "space");
      if (d.options.some((o) => o.t === "done")) await clickOption(page, "Done");
      else if (space && space.t === "space") {
        const p = await spacePoint(page, space.s);
        await page.mouse.click(p.x, p.y);
      } else await page.locator("#turn button.aa-opt").first().click();
      await expect.poll(async () => (await state(page)).seq).toBeGreaterThan(seq);
    }
    const s = await state(page);
    expect(s.current).toBe(2);
    expect(s.propagandaPlayed).toBe(1);
    expect([...seen]).toEqual(expect.arrayContaining(["support", "redeploy"]));
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await page.locator("#log").textContent()).toContain("73");
    expect(errors).toEqual([]);
    await page.close();
  });
});
