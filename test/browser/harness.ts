// Helpers for the browser tests: launch the system Chromium, open the table, find board points.
import { mkdirSync } from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import {
  type CommandBody,
  type Decision,
  type GameState,
  P,
  type PieceKind,
  SPACE_INDEX,
} from "../../src/engine/index";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
export const inBrowserRun = !!process.env.ANDEAN_BROWSER;

/** The table's test hook (src/table/main.ts, window.__table), as seen from page.evaluate. */
export interface TableHook {
  state(): GameState;
  decision(): Decision;
  send(b: CommandBody): Promise<string | null>;
  toClient(x: number, y: number): { x: number; y: number };
  board: {
    anchorOf(id: string): { x: number; y: number } | null;
    tokenAt(k: string, id: string): { x: number; y: number } | null;
    spaceAt(p: { x: number; y: number }): string | null;
    showHint(spaces: string[] | null, pieces?: { kind: string; space: string }[]): void;
    readonly hinted: { spaces: string[]; pieces: { kind: string; space: string }[] };
    setZoom(zoom: number): void;
  };
  host: { submit(c: unknown): Promise<unknown> };
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

export interface Table {
  page: Page;
  errors: string[];
}

/** Open the table with URL parameters (e.g. "deck=1,73,2&seed=3") and wait until it is ready. */
export async function openTable(
  browser: Browser,
  query = "",
  size = { width: 1500, height: 1150 },
): Promise<Table> {
  const page = await browser.newPage({ viewport: size });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${inject("baseUrl")}?${query}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 30_000 });
  return { page, errors };
}

export function state(page: Page): Promise<GameState> {
  return page.evaluate(() => (window as unknown as { __table: TableHook }).__table.state());
}
export function decision(page: Page): Promise<Decision> {
  return page.evaluate(() => (window as unknown as { __table: TableHook }).__table.decision());
}
/** Submit a body through the host as the deciding Faction (for fast-forwarding set-ups). */
export function send(page: Page, body: CommandBody): Promise<string | null> {
  return page.evaluate((b) => (window as unknown as { __table: TableHook }).__table.send(b), body);
}

/** Client coordinates of a space's anchor / a piece token on the canvas. */
export async function spacePoint(page: Page, id: string): Promise<{ x: number; y: number }> {
  return page.evaluate((sid) => {
    const t = (window as unknown as { __table: TableHook }).__table;
    const a = t.board.anchorOf(sid);
    if (!a) throw new Error(`no space ${sid}`);
    return t.toClient(a.x, a.y);
  }, id);
}
/** Client coordinates of a point that hits the space (near its anchor, off any LoC or piece). */
export async function dropPoint(page: Page, id: string): Promise<{ x: number; y: number }> {
  return page.evaluate((sid) => {
    const t = (window as unknown as { __table: TableHook }).__table;
    const a = t.board.anchorOf(sid)!;
    for (let r = 0; r <= 80; r += 10)
      for (let k = 0; k < 8; k++) {
        const p = { x: a.x + r * Math.cos((k * Math.PI) / 4), y: a.y - 30 + r * Math.sin((k * Math.PI) / 4) };
        if (t.board.spaceAt(p) === sid) return t.toClient(p.x, p.y);
      }
    throw new Error(`no point hits ${sid}`);
  }, id);
}

export async function tokenPoint(page: Page, kind: PieceKind, id: string): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ([k, sid]) => {
      const t = (window as unknown as { __table: TableHook }).__table;
      const a = t.board.tokenAt(k, sid);
      if (!a) throw new Error(`no ${k} token in ${sid}`);
      return t.toClient(a.x, a.y);
    },
    [kind, id] as const,
  );
}

export async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** Click a turn-panel button by its visible label. */
export async function clickOption(page: Page, label: string): Promise<void> {
  await page.locator("#turn button.aa-opt", { hasText: label }).first().click();
}

export function pieces(s: GameState, id: string, kind: PieceKind): number {
  return s.spaces[SPACE_INDEX[id]].f[P[kind]];
}

export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync("test-results", { recursive: true });
  const path = `test-results/${name}.png`;
  await page.screenshot({ path });
  return path;
}
