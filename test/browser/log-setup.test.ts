// The log, refusals and the setup form in real Chromium: the log grouped by action with signed changes, its
// Faction filter and text export; a refused drop that names its reason; the setup form's Cancel.
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drag, dropPoint, inBrowserRun, launch, openTable, send, shot, state, tokenPoint } from "./harness";

// card 1: the Government is 1st Eligible, then FARC
const DECK = "deck=1,73,2,3,4,5&seed=7&lang=en";

describe.skipIf(!inBrowserRun)("log, refusals and setup form (Chromium)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("2.3.3 each Pass is a group with its signed Resources; the filter and the export follow", async () => {
    const { page, errors } = await openTable(browser, DECK);
    expect(await send(page, { t: "choose", v: "pass" })).toBeNull();
    expect(await send(page, { t: "choose", v: "pass" })).toBeNull();
    const groups = page.locator("#log .aa-log-group");
    await expect.poll(() => groups.count()).toBeGreaterThanOrEqual(2);
    const govt = page.locator("#log .aa-log-group.faction-govt").last();
    expect(await govt.locator(".aa-log-head").textContent()).toBe("Government passes");
    expect(await govt.locator(".aa-log-lines").textContent()).toContain("Government Resources +3");
    expect(await page.locator("#log .aa-log-group.faction-farc .aa-log-head").last().textContent()).toBe(
      "FARC passes",
    );
    // filter: FARC only
    await page.locator("#log select[data-log-filter]").selectOption("farc");
    await expect.poll(() => page.locator("#log .aa-log-group.faction-govt").count()).toBe(0);
    const kept = await page
      .locator("#log .aa-log-group")
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.factions ?? ""));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((f) => f.split(" ").includes("farc"))).toBe(true);
    await shot(page, "log-filter-farc");
    // the filter survives a redraw (another command)
    expect(await send(page, { t: "choose", v: "pass" })).toBeNull();
    expect(await page.locator("#log select[data-log-filter]").inputValue()).toBe("farc");
    // export what is shown
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator("#log [data-log-export]").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^andean-abyss-log-.*\.txt$/);
    const text = readFileSync((await download.path()) as string, "utf8");
    expect(text).toContain("* FARC passes\n    - FARC Resources +1");
    expect(text).not.toContain("Government passes");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("2.3.4 a drop before anything is chosen says to choose first, with the rule", async () => {
    const { page, errors } = await openTable(browser, DECK);
    const before = await state(page);
    await drag(page, await tokenPoint(page, "troops", "bogota"), await dropPoint(page, "neiva"));
    const toast = page.locator(".aa-toast.error").first();
    await expect
      .poll(() => toast.textContent())
      .toMatch(/first choose Pass, the Event or an Operation.*\(2\.3\.4\)$/);
    expect((await state(page)).seq).toBe(before.seq);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the setup form's Cancel closes it and the game goes on unchanged", async () => {
    const { page, errors } = await openTable(browser, DECK);
    expect(await send(page, { t: "choose", v: "pass" })).toBeNull();
    const before = await state(page);
    await page.locator("#new-game").click();
    const dialog = page.locator("#setup-dialog");
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    await page.locator("#setup form input[name='seat.farc'][value=nonplayer]").check();
    expect(await page.locator("#setup .aa-hint").textContent()).toContain("73");
    await page.locator("#setup [data-action='cancelSetup']").click();
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    const after = await state(page);
    expect(after.seq).toBe(before.seq);
    expect(after.seats.farc).toBe("player");
    expect(errors).toEqual([]);
    await page.close();
  });
});
