// The standalone table in real Chromium: start a game, Train through the UI, an illegal drop
// refused, a legal drag during Patrol, an Operation to its end, Undo.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clickOption,
  decision,
  drag,
  dropPoint,
  inBrowserRun,
  launch,
  openTable,
  pieces,
  shot,
  spacePoint,
  state,
  tokenPoint,
} from "./harness";

// card 1 first: the Government is 1st Eligible; card 73 (Propaganda) comes next
const DECK = "deck=1,73,2,3,4,5,6,7,8,9,10&seed=7";

describe.skipIf(!inBrowserRun)("standalone table (Chromium)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("starts a game: board drawn, turn panel with the 1st Eligible's options, both cards shown", async () => {
    const { page, errors } = await openTable(browser, DECK);
    await expect.poll(() => page.locator("#turn h2").textContent()).toContain("Government");
    const labels = await page.locator("#turn button.aa-opt").allTextContents();
    expect(labels).toEqual(expect.arrayContaining(["Pass", "Operation: Train", "Operation: Patrol"]));
    expect(await page.locator(".slot-current .aa-card-title").textContent()).toBe("1st Division");
    expect(await page.locator(".slot-next .aa-card-title").textContent()).toBeTruthy();
    // one drawing canvas (pieces, markers) over one image of the static map, both board-sized
    expect(await page.locator("#board canvas:not(.aa-map-image)").count()).toBe(1);
    expect(await page.locator("#board canvas.aa-map-image").count()).toBe(1);
    const [drawn, map] = await Promise.all([
      page.locator("#board canvas:not(.aa-map-image)").boundingBox(),
      page.locator("#board canvas.aa-map-image").boundingBox(),
    ]);
    expect(Math.abs(drawn!.x - map!.x) + Math.abs(drawn!.y - map!.y)).toBeLessThan(1);
    expect(Math.abs(drawn!.width - map!.width)).toBeLessThan(2);
    await shot(page, "01-start");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("runs Train through the UI: button, click a City, click cubes to place, Done to the end", async () => {
    const { page, errors } = await openTable(browser, DECK);
    const s0 = await state(page);
    await clickOption(page, "Operation: Train");
    expect((await decision(page)).prompt.key).toBe("prompt.train.select");
    // click Bogotá on the canvas: selects it (3 Resources)
    const bogota = await spacePoint(page, "bogota");
    await page.mouse.click(bogota.x, bogota.y);
    await expect.poll(async () => (await decision(page)).prompt.key).toBe("prompt.train.place");
    expect(await page.locator(".aa-spent").textContent()).toContain("3");
    // click the Troops and the Police already there: each click places one more of that kind
    await page.mouse.click(...xy(await tokenPoint(page, "troops", "bogota")));
    await expect
      .poll(async () => pieces(await state(page), "bogota", "troops"))
      .toBe(pieces(s0, "bogota", "troops") + 1);
    await page.mouse.click(...xy(await tokenPoint(page, "police", "bogota")));
    await expect
      .poll(async () => pieces(await state(page), "bogota", "police"))
      .toBe(pieces(s0, "bogota", "police") + 1);
    // a click on the City itself could mean Troops or Police: a small chooser pops up
    const t0 = pieces(await state(page), "bogota", "troops");
    await page.mouse.click(bogota.x, bogota.y);
    await page.waitForTimeout(200);
    await shot(page, "02-train-chooser");
    // the chooser keeps its screen size: its first row is ~(50, 16) CSS pixels from the click
    const row = { x: bogota.x + 50, y: bogota.y + 16 };
    await page.mouse.click(row.x, row.y);
    await expect.poll(async () => pieces(await state(page), "bogota", "troops")).toBe(t0 + 1);
    await shot(page, "02-train-placing");
    // finish: Done until the Operation ends and the 2nd Eligible (FARC) decides
    for (let i = 0; i < 6 && (await decision(page)).faction === "govt"; i++) await clickOption(page, "Done");
    const d = await decision(page);
    expect(d.faction).toBe("farc");
    expect(d.prompt.key).toBe("prompt.secondEligible");
    const s1 = await state(page);
    expect(s1.resources.govt).toBe(s0.resources.govt - 3);
    await expect.poll(() => page.locator("#turn h2").textContent()).toContain("FARC");
    expect(await page.locator("#log").textContent()).toContain("Bogotá");
    await shot(page, "03-train-done");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("refuses an illegal drop: the piece snaps back, the state is unchanged, the message cites the rule", async () => {
    const { page } = await openTable(browser, DECK);
    await clickOption(page, "Operation: Train");
    const before = await state(page);
    // Train moves nothing: drag a Troops cube from Bogotá to Cali
    await drag(page, await tokenPoint(page, "troops", "bogota"), await spacePoint(page, "cali"));
    const toast = page.locator(".aa-toast.error").first();
    await expect.poll(() => toast.textContent()).toMatch(/\(3\.2\.1\)$/);
    const after = await state(page);
    expect(after.seq).toBe(before.seq);
    expect(JSON.stringify(after)).toBe(JSON.stringify(before));
    await shot(page, "04-illegal-drop");
    await page.close();
  });

  it("accepts a legal drag during Patrol (one move Command), highlights targets while dragging", async () => {
    const { page, errors } = await openTable(browser, DECK);
    await clickOption(page, "Operation: Patrol");
    const d = await decision(page);
    expect(
      d.options.some((o) => o.t === "move" && o.p === "troops" && o.from === "bogota" && o.to === "neiva"),
    ).toBe(true);
    const s0 = await state(page);
    const from = await tokenPoint(page, "troops", "bogota");
    const to = await spacePoint(page, "neiva");
    // hold the piece over Neiva and look at the highlighted targets
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 8, from.y + 8, { steps: 3 });
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await shot(page, "05-patrol-dragging");
    await page.mouse.up();
    await expect
      .poll(async () => pieces(await state(page), "neiva", "troops"))
      .toBe(pieces(s0, "neiva", "troops") + 1);
    const s1 = await state(page);
    expect(s1.seq).toBe(s0.seq + 1);
    expect(pieces(s1, "bogota", "troops")).toBe(pieces(s0, "bogota", "troops") - 1);
    await shot(page, "06-patrol-moved");
    // Undo takes the move back
    await page.locator("#turn button.aa-undo").click();
    await expect.poll(async () => (await state(page)).seq).toBe(s0.seq);
    expect(pieces(await state(page), "neiva", "troops")).toBe(pieces(s0, "neiva", "troops"));
    expect(errors).toEqual([]);
    await page.close();
  });

  it("accepts a legal drag during a FARC March into a Department (its region is the drop zone)", async () => {
    // card 19: FARC is 1st Eligible
    const { page, errors } = await openTable(browser, "deck=19,73,2,3&seed=1");
    await clickOption(page, "Operation: March");
    const s0 = await state(page);
    await drag(page, await tokenPoint(page, "farcU", "choco"), await dropPoint(page, "antioquia"));
    await expect.poll(async () => (await state(page)).seq).toBe(s0.seq + 1);
    const s1 = await state(page);
    expect(pieces(s1, "choco", "farcU")).toBe(pieces(s0, "choco", "farcU") - 1);
    expect(pieces(s1, "antioquia", "farcU") + pieces(s1, "antioquia", "farcA")).toBe(
      pieces(s0, "antioquia", "farcU") + pieces(s0, "antioquia", "farcA") + 1,
    );
    await shot(page, "09-march-moved");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("starts a new game from the setup form (seed, preset deck, short game)", async () => {
    const { page, errors } = await openTable(browser, DECK);
    await page.locator("#new-game").click();
    const form = page.locator("#setup form");
    await expect.poll(() => form.isVisible()).toBe(true);
    await form.locator("input[name=deck]").fill("7 73 2");
    await form.locator("input[name=seed]").fill("5");
    await form.locator("input[name=shortGame]").check();
    await form.locator("input[name='seat.auc'][value=nonplayer]").check();
    await shot(page, "08-setup-form");
    await form.locator("button[type=submit]").click();
    await expect.poll(async () => (await state(page)).current).toBe(7);
    const s = await state(page);
    expect(s.options.shortGame).toBe(true);
    expect(s.seats.auc).toBe("nonplayer");
    expect(s.deck).toEqual([73, 2]);
    // card 7: the Government acts first, then AUC (a Non-player: the table says who chooses)
    await clickOption(page, "Pass");
    await expect.poll(async () => (await decision(page)).faction).toBe("auc");
    expect(await page.locator("#turn .aa-note").textContent()).toContain("AUC");
    expect(errors).toEqual([]);
    await page.close();
  });
});

function xy(p: { x: number; y: number }): [number, number] {
  return [p.x, p.y];
}
