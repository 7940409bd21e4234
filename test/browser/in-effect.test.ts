// Lasting effects in real Chromium: after a Capability (5.3) and a Momentum (5.4) Event, the
// cards panel lists both as in effect, with their side, once their card has left the slots.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decision, inBrowserRun, launch, openTable, send, state } from "./harness";

// card 1 (1st Division, a Government Capability), then card 42 (Senado & Cámara: shaded is Momentum)
const Q = "deck=1,42,2,3,4,5,6,7&seed=7";

describe.skipIf(!inBrowserRun)("lasting effects in the cards panel (Chromium)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("5.3 / 5.4 a Capability and a Momentum stay listed while later cards are played", async () => {
    const { page, errors } = await openTable(browser, Q);
    expect((await decision(page)).faction).toBe("govt");
    expect(await send(page, { t: "choose", v: "event:unshaded" })).toBeNull();
    // the others pass until card 1 is done
    while ((await state(page)).current === 1) expect(await send(page, { t: "choose", v: "pass" })).toBeNull();
    expect((await state(page)).current).toBe(42);
    const cap = page.locator('.aa-in-play-card[data-card="1"]');
    await expect.poll(() => cap.count()).toBe(1);
    expect(await cap.textContent()).toContain("1st Division");
    // AUC is 1st Eligible on card 42 (the Government is Ineligible after its Event): the shaded Momentum
    expect((await decision(page)).faction).toBe("auc");
    expect(await send(page, { t: "choose", v: "event:shaded" })).toBeNull();
    while ((await state(page)).current === 42)
      expect(await send(page, { t: "choose", v: "pass" })).toBeNull();
    const mom = page.locator('.aa-in-play-card[data-card="42"]');
    await expect.poll(() => mom.count()).toBe(1);
    expect(await mom.textContent()).toContain("Momentum");
    // neither card is in the current / next slots any more, yet both are listed
    expect(await page.locator('.aa-card-slot article[data-card="1"]').count()).toBe(0);
    expect(await page.locator('.aa-card-slot article[data-card="42"]').count()).toBe(0);
    expect(await cap.count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
