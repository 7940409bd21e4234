// The new-game form's Flowchart / Advisor choice in real Chromium: shown once a seat is set to
// Non-player, it hands the seat to the advisor (in the table's Web Worker), whose narration then
// reaches the log; the address keeps the choice (?advisor=).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inBrowserRun, launch, openTable, state } from "./harness";

describe.skipIf(!inBrowserRun)("setup form: an advised Non-player (Chromium)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("Advisor for the Government: its step comes from the worker, narrated in the log", async () => {
    const { page, errors } = await openTable(browser, "np=paused&lang=en");
    await page.locator("#new-game").click();
    const choice = page.locator("#setup select[name='np.govt']");
    expect(await choice.isHidden()).toBe(true); // a player seat: no choice
    await page.locator("#setup form input[name='seat.govt'][value=nonplayer]").check();
    expect(await choice.isVisible()).toBe(true);
    expect(await choice.inputValue()).toBe("flowchart");
    await choice.selectOption("advisor");
    // card 13: the Government decides first (2.3.2)
    await page.locator("#setup input[name='deck']").fill("13 25 73 26 27 28");
    await page.locator("#setup [data-action='startGame']").click();
    const s = await state(page);
    expect(s.seats.govt).toBe("nonplayer");
    expect(new URL(page.url()).searchParams.get("advisor")).toBe("govt");
    const advised = await page.evaluate(
      () =>
        (window as unknown as { __table: { nonplayers: { advised: string[] } } }).__table.nonplayers.advised,
    );
    expect(advised).toEqual(["govt"]);
    // one Non-player step (they are paused): asked of the advisor, whose narration is logged
    const keys = await page.evaluate(async () => {
      const tb = (
        window as unknown as {
          __table: { nonplayers: { step(): Promise<boolean> }; host: { log: { key: string }[] } };
        }
      ).__table;
      for (let n = 0; n < 5 && !tb.host.log.some((e) => e.key === "advisor.weighed"); n++)
        await tb.nonplayers.step();
      return tb.host.log.map((e) => e.key);
    });
    expect(keys).toContain("advisor.weighed");
    expect(errors).toEqual([]);
    await page.close();
  });
});
