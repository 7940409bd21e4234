// The table's board view in real Chromium: wheel zoom around the
// cursor, drag-to-pan on the background (no click, no Command), a two-finger pinch, the hover
// tooltip with a space's full contents, and pointer moves that redraw nothing on the canvas.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { P, SPACES } from "../../src/engine/index";
import {
  clickOption,
  decision,
  inBrowserRun,
  launch,
  openTable,
  shot,
  state,
  type TableHook,
} from "./harness";

const DECK = "deck=1,73,2,3,4,5,6,7,8,9,10&seed=7";
const SIZE = { width: 1440, height: 900 };

interface ViewHook extends TableHook {
  view: { zoom: number; fitZoom(): number };
  board: TableHook["board"] & { detail: number; tooltipSpace(): string | null };
  app: { render(): void };
}
const hook = (page: Page) => ({
  zoom: () => page.evaluate(() => (window as unknown as { __table: ViewHook }).__table.view.zoom),
  detail: () => page.evaluate(() => (window as unknown as { __table: ViewHook }).__table.board.detail),
  client: (id: string) =>
    page.evaluate((sid) => {
      const t = (window as unknown as { __table: ViewHook }).__table;
      const a = t.board.anchorOf(sid)!;
      return t.toClient(a.x, a.y);
    }, id),
  /** count the canvas redraws from now on (the counter is installed once per page) */
  countRenders: () =>
    page.evaluate(() => {
      const w = window as unknown as { __table: ViewHook; __renders?: number };
      if (w.__renders === undefined) {
        const app = w.__table.app;
        const render = app.render.bind(app);
        app.render = () => {
          w.__renders = (w.__renders ?? 0) + 1;
          render();
        };
      }
      w.__renders = 0;
    }),
  renders: () => page.evaluate(() => (window as unknown as { __renders: number }).__renders),
});
const frames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );

describe.skipIf(!inBrowserRun)("board view: zoom, pan, tooltip (Chromium)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the wheel zooms around the cursor: the point under it stays, the level of detail follows", async () => {
    const { page, errors } = await openTable(browser, DECK, SIZE);
    const h = hook(page);
    const z0 = await h.zoom();
    expect(z0).toBeCloseTo(
      await page.evaluate(() => (window as unknown as { __table: ViewHook }).__table.view.fitZoom()),
    );
    // at Fit on 1440×900 the badges and counts are drawn about twice as large
    expect(await h.detail()).toBeGreaterThanOrEqual(2);
    const c = await h.client("bogota");
    await page.mouse.move(c.x, c.y);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => h.zoom()).toBeGreaterThan(z0 * 1.3);
    const after = await h.client("bogota");
    expect(Math.abs(after.x - c.x)).toBeLessThan(2);
    expect(Math.abs(after.y - c.y)).toBeLessThan(2);
    // the canvas is the board at the new zoom
    const z1 = await h.zoom();
    const w = await page.evaluate(
      () => (document.querySelector("#board canvas") as HTMLCanvasElement).clientWidth,
    );
    expect(Math.abs(w - 1380 * z1)).toBeLessThan(3);
    // once the wheel rests, badges and counts are redrawn at the finer detail
    await expect.poll(() => h.detail()).toBeLessThan(2);
    await shot(page, "20-wheel-zoom");
    // and back out: the wheel the other way
    await page.mouse.wheel(0, 300);
    await expect.poll(() => h.zoom()).toBeLessThan(z1 / 1.3);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a drag on the background pans the view, and the press that panned selects no space (3.2.1)", async () => {
    const { page, errors } = await openTable(browser, DECK, SIZE);
    const h = hook(page);
    await clickOption(page, "Operation: Train");
    const s0 = await state(page);
    expect((await decision(page)).prompt.key).toBe("prompt.train.select");
    // a Department with no pieces: a press on it is a press on the background
    const empty = s0.spaces.findIndex((sp, k) => SPACES[k].type === "dept" && sp.f.every((n) => n === 0));
    expect(empty).toBeGreaterThanOrEqual(0);
    const at = await h.client(SPACES[empty].id);
    // zoom in around it (the wheel keeps it under the pointer) so that there is room to scroll
    await page.mouse.move(at.x, at.y);
    await page.mouse.wheel(0, -400);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => h.zoom()).toBeGreaterThan(1);
    await frames(page);
    expect(
      await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName, [at.x, at.y] as const),
    ).toBe("CANVAS");
    const b0 = await h.client("bogota");
    // drag 200×150 pixels the way the view has room for (the board never leaves a gap)
    const room = await page.evaluate(() => {
      const t = (window as unknown as { __table: ViewHook }).__table;
      const box = (document.querySelector("#board") as HTMLElement).getBoundingClientRect();
      const o = t.toClient(0, 0);
      const z = t.view.zoom;
      return {
        left: box.left - o.x,
        top: box.top - o.y,
        right: o.x + 1380 * z - box.right,
        bottom: o.y + 1942 * z - box.bottom,
      };
    });
    const dx = room.left >= 200 ? 200 : -200;
    const dy = room.top >= 150 ? 150 : -150;
    expect(dx > 0 ? room.left : room.right).toBeGreaterThanOrEqual(200);
    expect(dy > 0 ? room.top : room.bottom).toBeGreaterThanOrEqual(150);
    await page.mouse.down();
    await page.mouse.move(at.x + dx / 2, at.y + dy / 2, { steps: 5 });
    await page.mouse.move(at.x + dx, at.y + dy, { steps: 5 });
    await page.mouse.up();
    await frames(page);
    // the board followed the pointer
    const b1 = await h.client("bogota");
    expect(b1.x - b0.x).toBeCloseTo(dx, 0);
    expect(b1.y - b0.y).toBeCloseTo(dy, 0);
    // the gesture was a pan, not a click: nothing selected, no Command sent
    expect((await state(page)).seq).toBe(s0.seq);
    expect((await decision(page)).prompt.key).toBe("prompt.train.select");
    // while a plain click still selects the space under it (Bogotá, back at Fit)
    await page.locator("#zoom-fit").click();
    await frames(page);
    await page.mouse.click(...xy(await h.client("bogota")));
    await expect.poll(async () => (await decision(page)).prompt.key).toBe("prompt.train.place");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("two fingers pinch-zoom the board around their midpoint", async () => {
    const page = await browser.newPage({ viewport: SIZE, hasTouch: true });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${inject("baseUrl")}?${DECK}`);
    await page.waitForSelector("body[data-ready='1']", { timeout: 30_000 });
    const h = hook(page);
    const z0 = await h.zoom();
    const mid = await h.client("bogota");
    const cdp = await page.context().newCDPSession(page);
    const touch = async (type: "touchStart" | "touchMove" | "touchEnd", d: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints:
          type === "touchEnd"
            ? []
            : [
                { x: mid.x - d, y: mid.y, id: 1 },
                { x: mid.x + d, y: mid.y, id: 2 },
              ],
      });
    await touch("touchStart", 40);
    for (let d = 60; d <= 120; d += 20) await touch("touchMove", d);
    await touch("touchEnd", 0);
    // the fingers spread 3× apart: the board is about 3× larger, Bogotá still between them
    await expect.poll(() => h.zoom()).toBeGreaterThan(z0 * 2.5);
    const after = await h.client("bogota");
    expect(Math.abs(after.x - mid.x)).toBeLessThan(4);
    expect(Math.abs(after.y - mid.y)).toBeLessThan(4);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the hover tooltip lists the space's full contents (1.4, 1.6, 1.7) and hides off the map", async () => {
    const { page, errors } = await openTable(browser, DECK, SIZE);
    const h = hook(page);
    const s = await state(page);
    const c = await h.client("bogota");
    await page.mouse.move(c.x, c.y);
    const tip = page.locator(".aa-board-tip");
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(await tip.getAttribute("data-space")).toBe("bogota");
    const text = (await tip.textContent()) ?? "";
    expect(text).toContain("Bogotá");
    expect(text).toContain("City");
    expect(text).toContain("Pop 8");
    // Support level and Control as words (1.6, 1.7)
    const level = { 2: "Active Support", 1: "Passive Support", 0: "Neutral" }[s.spaces[0].sup as 0 | 1 | 2];
    expect(text).toContain(level);
    expect(text).toContain("Government control");
    // each Faction's pieces with their counts (1.4): the Government's cubes here
    const troops = s.spaces[0].f[0];
    const police = s.spaces[0].f[1];
    expect(troops).toBeGreaterThan(0);
    expect(text).toContain(`Troops ${troops}`);
    expect(text).toContain(`Police ${police}`);
    await shot(page, "21-tooltip");
    // a space with FARC Guerrillas and a FARC Base: Underground and Active counted apart, Bases
    const i = s.spaces.findIndex(
      (sp, k) => SPACES[k].type === "dept" && sp.f[P.farcU] > 0 && sp.f[P.farcBase] > 0,
    );
    expect(i).toBeGreaterThanOrEqual(0);
    const sp = s.spaces[i];
    await page.mouse.move(...xy(await h.client(SPACES[i].id)));
    await expect.poll(() => tip.getAttribute("data-space")).toBe(SPACES[i].id);
    const dept = (await tip.textContent()) ?? "";
    expect(dept).toContain("Department");
    expect(dept).toContain(`Underground ${sp.f[P.farcU]}`);
    expect(dept).toContain(`Bases ${sp.f[P.farcBase]}`);
    // at setup every Guerrilla is Underground: no "Active" entry for a count of 0
    expect(sp.f[P.farcA]).toBe(0);
    expect(dept).not.toMatch(/Active \d/);
    // move off the map (the sea in the top-left corner of the board): the tooltip hides
    const sea = await page.evaluate(() =>
      (window as unknown as { __table: ViewHook }).__table.toClient(6, 6),
    );
    await page.mouse.move(sea.x, sea.y);
    await expect.poll(() => tip.isVisible()).toBe(false);
    // and off the canvas (the side panel)
    await page.mouse.move(c.x, c.y);
    await expect.poll(() => tip.isVisible()).toBe(true);
    await page.mouse.move(1300, 400);
    await expect.poll(() => tip.isVisible()).toBe(false);
    // zoomed in, the canvas runs on under the side panel: a pointer over the panel shows nothing
    // of the board hidden there
    const east = await h.client("vichada");
    await page.mouse.move(east.x, east.y);
    await page.mouse.wheel(0, -400);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => h.zoom()).toBeGreaterThan(1);
    // a point of the side panel with a space of the board under it
    const under = await page.evaluate(() => {
      const t = (window as unknown as { __table: ViewHook }).__table;
      const r = (document.querySelector("#sidebar") as HTMLElement).getBoundingClientRect();
      const c = (document.querySelector("#board canvas") as HTMLElement).getBoundingClientRect();
      for (let y = r.top + 10; y < Math.min(r.bottom, c.bottom); y += 10)
        for (let x = r.left + 10; x < Math.min(r.right, c.right); x += 10) {
          const id = t.board.spaceAt({ x: (x - c.left) / t.view.zoom, y: (y - c.top) / t.view.zoom });
          if (id && document.elementFromPoint(x, y)?.tagName !== "CANVAS") return { x, y, id };
        }
      return null;
    });
    expect(under).not.toBeNull();
    await page.mouse.move(under!.x, under!.y);
    await page.mouse.move(under!.x + 1, under!.y + 1);
    await expect.poll(() => tip.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("hovering redraws nothing on the canvas; a drag redraws once when it starts", async () => {
    const { page, errors } = await openTable(browser, DECK, SIZE);
    const h = hook(page);
    await frames(page);
    await h.countRenders();
    const a = await h.client("narino");
    const b = await h.client("cesar");
    for (let i = 0; i <= 30; i++)
      await page.mouse.move(a.x + ((b.x - a.x) * i) / 30, a.y + ((b.y - a.y) * i) / 30);
    await frames(page);
    expect(await h.renders()).toBe(0);
    // the tooltip did follow the pointer through several spaces
    expect(
      await page.evaluate(() => (window as unknown as { __table: ViewHook }).__table.board.tooltipSpace()),
    ).not.toBeNull();
    // a drag (Patrol): the start shows the legal targets (one redraw), the moves none
    await clickOption(page, "Operation: Patrol");
    await expect.poll(async () => (await decision(page)).prompt.key).toBe("prompt.patrol.move");
    await page.waitForTimeout(300);
    await h.countRenders();
    const from = await page.evaluate(() => {
      const t = (window as unknown as { __table: ViewHook }).__table;
      const p = t.board.tokenAt("troops", "bogota")!;
      return t.toClient(p.x, p.y);
    });
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 30; i++) {
      await page.mouse.move(from.x + i * 4, from.y + i * 3);
      await frames(page);
    }
    expect(await h.renders()).toBe(1);
    expect(await page.locator("canvas.aa-drag-ghost").count()).toBe(1);
    await page.mouse.up();
    await expect.poll(() => page.locator("canvas.aa-drag-ghost").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

function xy(p: { x: number; y: number }): [number, number] {
  return [p.x, p.y];
}
