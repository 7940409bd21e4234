// Suggest at the table (real Chromium): at the Government's own Decision the advisor
// runs in a Web Worker and lists 3 complete actions; choosing one highlights its spaces and rings
// its pieces; nothing is played until the player plays it, and then its first step is accepted.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decision, inBrowserRun, launch, openTable, send, state, type TableHook } from "./harness";

// card 13: the Government is 1st Eligible (2.3.2); the insurgents are Non-players, paused
const Q = "deck=13,25,26,27,28,29&seed=3&np=farc,auc,cartels&np-paused=1";

describe.skipIf(!inBrowserRun)("Suggest (Chromium)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("lists 3 actions from the worker, highlights one, and its first step plays", async () => {
    const { page, errors } = await openTable(browser, Q);
    expect((await decision(page)).faction).toBe("govt");
    const before = (await state(page)).seq;
    await page.locator("#suggest").click();
    const rows = page.locator("#suggest-list li button");
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(3);
    expect(await rows.first().textContent()).toMatch(/win chance \d+ %/);
    await rows.first().click();
    expect((await state(page)).seq).toBe(before); // nothing played
    // the board rings a hint's pieces where they stand; a piece not there is not ringed
    const ringed = await page.evaluate(() => {
      const b = (window as unknown as { __table: TableHook }).__table.board;
      const asked = ["troops", "police", "govtBase", "cartelsBase", "farcBase"].map((kind) => ({
        kind,
        space: "bogota",
      }));
      const there = asked.filter((p) => b.tokenAt(p.kind, p.space) !== null);
      b.showHint(["bogota"], asked);
      return { there, hinted: b.hinted };
    });
    expect(ringed.there.length).toBeGreaterThan(0);
    expect(ringed.there.length).toBeLessThan(5);
    expect(ringed.hinted).toEqual({ spaces: ["bogota"], pieces: ringed.there });
    // a zoom redraws the same state: the hint stays, its rings around the pieces redrawn
    const zoomed = await page.evaluate(() => {
      const b = (window as unknown as { __table: TableHook }).__table.board;
      b.setZoom(3);
      const kept = b.hinted;
      b.setZoom(1);
      return kept;
    });
    expect(zoomed).toEqual(ringed.hinted);
    // the player plays the first suggested step: the worker's answer is the Decision's option
    const first = await page.evaluate(async () => {
      const w = window as unknown as { __table: { state(): unknown } };
      const worker = new Worker(new URL("./advisor-worker.js", location.href), { type: "module" });
      return await new Promise<{ t: string; v?: string }>((resolve) => {
        worker.onmessage = (e) => resolve(e.data.rows[0].bodies[0]);
        worker.postMessage({
          id: 1,
          state: w.__table.state(),
          faction: "govt",
          playouts: 40,
          budgetMs: 1000,
          seed: 1,
        });
      });
    });
    expect(await send(page, first as never)).toBeNull();
    expect((await state(page)).seq).toBe(before + 1);
    // a new state puts the hint away
    const after = await page.evaluate(
      () => (window as unknown as { __table: TableHook }).__table.board.hinted,
    );
    expect(after).toEqual({ spaces: [], pieces: [] });
    expect(errors).toEqual([]);
    await page.close();
  });
  it("asked again deep in the Government's Train, its rows name a space or a Special Activity, never Pass", async () => {
    const { page, errors } = await openTable(browser, Q);
    const train = (await decision(page)).options.find(
      (o) => o.t === "choose" && o.c.k === "op" && o.c.op === "train",
    );
    expect(train).toBeDefined();
    expect(await send(page, { t: "choose", v: (train as { v: string }).v })).toBeNull();
    const d = await decision(page);
    expect(d.faction).toBe("govt");
    expect(d.kind).toBe("selectSpace");
    // this Decision offers spaces and the Government's Special Activities (4.1: one may come
    // before, during or after the Operation)
    expect(new Set(d.options.map((o) => (o.t === "choose" ? o.c.k : o.t)))).toEqual(new Set(["space", "sa"]));
    await page.locator("#suggest").click();
    const rows = page.locator("#suggest-list li button");
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(3);
    const texts = await rows.allTextContents();
    for (const t of texts) expect(t).toMatch(/^(Select |Air Lift|Air Strike|Eradicate).*: win chance \d+ %/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
