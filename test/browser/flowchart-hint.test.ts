// "What would the flowchart do?" at the table (real Chromium): at a person's own Decision the turn
// panel's button tells the plan a Non-player bot would follow (section 8); nothing is played.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decision, inBrowserRun, launch, openTable, state } from "./harness";

describe.skipIf(!inBrowserRun)("flowchart hint at the table (Chromium)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("tells the plan for the Faction deciding, and changes nothing", async () => {
    const { page, errors } = await openTable(browser, "deck=25,26,27,28&seed=3");
    expect((await decision(page)).faction).toBe("farc");
    const before = JSON.stringify(await state(page));
    const hint = page.locator('#turn [data-action="hint"]');
    expect(await hint.textContent()).toBe("What would the flowchart do?");
    await hint.click();
    const toast = page.locator("#toasts .aa-toast").last();
    await expect
      .poll(() => toast.textContent(), { timeout: 10_000 })
      .toMatch(/^Plan of the flowchart for FARC: /);
    expect(JSON.stringify(await state(page))).toBe(before);
    expect(errors).toEqual([]);
    await page.close();
  });
});
