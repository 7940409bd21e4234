/// <reference types="node" />
// npm run bench:ui — how much main-thread work the standalone table does per pointer event, in
// the browser tests' configuration: system Chromium, headless, software rendering (--disable-gpu:
// WebGL on SwiftShader), viewport 1440×900 (or --size WxH), device pixel ratio 1.
//
// Method. Each scenario runs with Chrome tracing on (CDP Tracing, categories toplevel and
// devtools.timeline). Playwright sends one input event at a time (CDP Input.dispatchMouseEvent);
// after each we wait for two animation frames in the page, so whatever the event caused (the
// board's redraw included) has run before the next event is sent. From the trace we take the
// renderer's main thread (CrRendererMain), find the task that dispatched each event
// (EventDispatch of type pointermove / pointerdown), and add up the durations of all top-level
// tasks from that one until the next event's task: that sum is the main-thread work of one
// event (our JavaScript, PIXI, style/layout/paint, waiting for WebGL). It slightly overcounts:
// the two small tasks of our rAF wait are included.
//   drag  — Patrol: a Troops cube from Bogotá to Neiva in 60 pointer moves (button held), 3 runs
//   hover — 60 pointer moves across the board without a button, 3 runs
//   click — Train: click Bogotá (select), then Troops/Police cubes there (each places one, the
//           board is redrawn); per click from pointerdown to the frame after the new state
//   first board — a fresh page: from navigation start to the frame that draws the first board
//           (performance mark "andean-abyss:first-board", src/table/main.ts), 3 runs
//   suggest — the Government's own Decision (card 13, insurgents Non-players paused): click
//           Suggest, and while the advisor's Web Worker searches (its 1.5 s hint budget) the
//           page records every requestAnimationFrame time; reports the frame intervals (median,
//           p95, longest) from the click to the rows shown, and the time from the click to the
//           3 rows on screen (issue 24: a hint within 2 s, the page at 60 Hz meanwhile), 3 runs.
//           A benchmark figure, never a test assertion.
// Prints median and p95 per scenario, the target (one 60 Hz frame, 16.7 ms, for pointer moves),
// the machine's load (os.loadavg) and CPU count. Exit code 0 unless --check and over target.
// Usage: tsx scripts/bench-ui.ts [--no-build] [--runs 3] [--moves 60] [--size 1440x900] [--check]
//        [--dist DIR]  (serve another build of the table, e.g. an older commit's, to compare)
//        [--only suggest]  (that scenario alone)
import { spawnSync } from "node:child_process";
import os from "node:os";
import { resolve } from "node:path";
import { type CDPSession, chromium, type Page } from "playwright-core";
import { serve } from "./serve.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// the flags of test/browser/harness.ts
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const DECK = "deck=1,73,2,3,4,5,6,7,8,9,10&seed=7";
/** card 13: the Government (a player) is 1st Eligible; the insurgents are Non-players, paused */
const SUGGEST_Q = "deck=13,25,26,27,28,29&seed=3&np=farc,auc,cartels&np-paused=1";
/** a hint within 2 s of asking (issue 24) */
const HINT_TARGET_MS = 2000;
const TARGET_MS = 16.7;
/** a click's main-thread work until the board shows the new state */
const CLICK_TARGET_MS = 50;
/** from navigation to the first board drawn on screen */
const FIRST_BOARD_TARGET_MS = 1500;

const argv = process.argv.slice(2);
const opt = (name: string, dflt: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : dflt;
};
const RUNS = Number(opt("runs", "3"));
const ONLY = opt("only", "");
const MOVES = Number(opt("moves", "60"));
const [W, H] = opt("size", "1440x900").split("x").map(Number);

interface Pt {
  x: number;
  y: number;
}
interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}
interface Hook {
  board: { anchorOf(id: string): Pt | null; tokenAt(k: string, id: string): Pt | null };
  toClient(x: number, y: number): Pt;
  send(b: unknown): Promise<string | null>;
  newGame(s: unknown): void;
  host: { setup: unknown; getState(): { seq: number } };
}

function stats(xs: number[]): { median: number; p95: number; max: number } {
  const a = xs.slice().sort((x, y) => x - y);
  const q = (p: number) => a[Math.min(a.length - 1, Math.ceil(p * a.length) - 1)];
  return { median: q(0.5), p95: q(0.95), max: a[a.length - 1] };
}

/** two animation frames: whatever the last event scheduled has been drawn */
function settle(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
}

/** Run `n` steps under tracing; return the main-thread work (ms) of each step. */
async function traced(
  page: Page,
  cdp: CDPSession,
  n: number,
  step: (i: number) => Promise<void>,
  type: string,
): Promise<number[]> {
  const events: TraceEvent[] = [];
  const onData = (e: { value: object[] }) => {
    events.push(...(e.value as TraceEvent[]));
  };
  cdp.on("Tracing.dataCollected", onData);
  await cdp.send("Tracing.start", {
    traceConfig: {
      includedCategories: ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline"],
      recordMode: "recordAsMuchAsPossible",
    },
    transferMode: "ReportEvents",
  });
  for (let i = 0; i < n; i++) {
    await step(i);
    await settle(page);
  }
  const complete = new Promise((ok) => cdp.once("Tracing.tracingComplete", ok));
  await cdp.send("Tracing.end");
  await complete;
  cdp.off("Tracing.dataCollected", onData);

  const mains = events.filter(
    (e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain",
  );
  const dispatch = events.filter((e) => e.name === "EventDispatch" && e.args?.data?.type === type);
  const main = mains.find((m) => dispatch.some((d) => d.pid === m.pid && d.tid === m.tid));
  if (!main) throw new Error(`no ${type} dispatched on a renderer main thread`);
  const on = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
  const tasks = events
    .filter(
      (e) => on(e) && e.ph === "X" && (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask"),
    )
    .sort((a, b) => a.ts - b.ts);
  // top-level only (a task nested in another is already counted in its parent)
  const top: TraceEvent[] = [];
  for (const t of tasks) {
    const last = top[top.length - 1];
    if (last && t.ts < last.ts + (last.dur ?? 0)) continue;
    top.push(t);
  }
  const starts = dispatch
    .filter(on)
    .map((d) => d.ts)
    .sort((a, b) => a - b);
  if (starts.length !== n)
    console.warn(`  (expected ${n} ${type} events in the trace, found ${starts.length})`);
  const taskAt = (ts: number) => {
    const t = top.find((x) => x.ts <= ts && ts <= x.ts + (x.dur ?? 0));
    return t ? t.ts : ts;
  };
  const from = starts.map(taskAt);
  const out: number[] = [];
  for (let i = 0; i < from.length; i++) {
    const end = i + 1 < from.length ? from[i + 1] : Number.POSITIVE_INFINITY;
    let sum = 0;
    for (const t of top) if (t.ts >= from[i] && t.ts < end) sum += t.dur ?? 0;
    out.push(sum / 1000);
  }
  return out;
}

async function openTable(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string) {
  const page = await browser.newPage({ viewport: { width: W, height: H } });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${url}?${DECK}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 60_000 });
  const cdp = await page.context().newCDPSession(page);
  return { page, cdp, errors };
}

const hook = (page: Page) => ({
  token: (k: string, id: string) =>
    page.evaluate(
      ([k, id]) => {
        const t = (window as unknown as { __table: Hook }).__table;
        const p = t.board.tokenAt(k, id);
        if (!p) throw new Error(`no ${k} in ${id}`);
        return t.toClient(p.x, p.y);
      },
      [k, id] as const,
    ),
  space: (id: string) =>
    page.evaluate((id) => {
      const t = (window as unknown as { __table: Hook }).__table;
      const a = t.board.anchorOf(id)!;
      return t.toClient(a.x, a.y);
    }, id),
  send: (body: unknown) =>
    page.evaluate((b) => (window as unknown as { __table: Hook }).__table.send(b), body),
  reset: () =>
    page.evaluate(() => {
      const t = (window as unknown as { __table: Hook }).__table;
      t.newGame(t.host.setup);
    }),
  seq: () => page.evaluate(() => (window as unknown as { __table: Hook }).__table.host.getState().seq),
});

const lerp = (a: Pt, b: Pt, k: number): Pt => ({ x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k });

interface SuggestRun {
  /** from the click to the 3 rows in the list */
  hintMs: number;
  /** intervals between consecutive animation frames meanwhile */
  frames: number[];
}

/**
 * Suggest while the worker searches: the page stamps every animation frame from just before the
 * click until the rows are there; the click is a real pointer click (Playwright), its time taken
 * in the page by a capturing listener.
 */
/** the page's recorder, as plain JavaScript (tsx would wrap named functions in a helper the page lacks) */
const RECORDER = `(() => {
  const b = { frames: [], clicked: 0, shown: 0 };
  window.__bench = b;
  const list = document.getElementById("suggest-list");
  function tick(t) {
    b.frames.push(t);
    if (!b.shown) requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
  document.getElementById("suggest").addEventListener("click", () => { b.clicked = performance.now(); },
    { capture: true, once: true });
  new MutationObserver((_m, obs) => {
    if (list.querySelectorAll("li button").length === 3) {
      b.shown = performance.now();
      obs.disconnect();
    }
  }).observe(list, { childList: true, subtree: true });
})()`;

async function suggestRun(page: Page): Promise<SuggestRun> {
  await page.evaluate(RECORDER);
  await settle(page);
  await page.locator("#suggest").click();
  await page.waitForFunction(
    () => (window as unknown as { __bench: { shown: number } }).__bench.shown > 0,
    null,
    {
      timeout: 60_000,
    },
  );
  await settle(page);
  return page.evaluate(() => {
    const b = (window as unknown as { __bench: { frames: number[]; clicked: number; shown: number } })
      .__bench;
    const f = b.frames.filter((t) => t >= b.clicked - 20);
    const frames = f.slice(1).map((t, i) => t - f[i]);
    return { hintMs: b.shown - b.clicked, frames };
  });
}

async function main(): Promise<void> {
  if (!argv.includes("--no-build") && !argv.includes("--dist")) {
    const r = spawnSync("npx", ["rollup", "-c", "rollup.table.config.mjs"], { stdio: "inherit" });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const dist = opt("dist", "");
  const { server, url } = await serve(dist ? resolve(dist) : undefined, 0);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const load0 = os.loadavg();
  const results: Record<string, number[]> = { drag: [], hover: [], click: [] };
  const firstBoard: number[] = [];
  const errors: string[] = [];
  const hints: SuggestRun[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: W, height: H } });
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(`${url}?${SUGGEST_Q}`);
      await page.waitForSelector("body[data-ready='1']", { timeout: 60_000 });
      hints.push(await suggestRun(page));
      await page.close();
    }
    for (let run = 0; run < (ONLY ? 0 : RUNS); run++) {
      const page = await browser.newPage({ viewport: { width: W, height: H } });
      await page.goto(`${url}?${DECK}`);
      await page.waitForFunction(
        () => performance.getEntriesByName("andean-abyss:first-board").length > 0,
        null,
        {
          timeout: 60_000,
        },
      );
      firstBoard.push(
        await page.evaluate(() => performance.getEntriesByName("andean-abyss:first-board")[0].startTime),
      );
      await page.close();
    }
    const { page, cdp, errors: errs } = await openTable(browser, url);
    const h = hook(page);
    for (let run = 0; run < (ONLY ? 0 : RUNS); run++) {
      // drag: Patrol, Troops from Bogotá towards Neiva, button held for all moves
      await h.reset();
      await h.send({ t: "choose", v: "op:patrol" });
      await settle(page);
      const from = await h.token("troops", "bogota");
      const to = await h.space("neiva");
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await settle(page);
      results.drag.push(
        ...(await traced(
          page,
          cdp,
          MOVES,
          (i) => {
            const p = lerp(from, to, (i + 1) / MOVES);
            return page.mouse.move(p.x, p.y);
          },
          "pointermove",
        )),
      );
      await page.mouse.up();
      await settle(page);

      // hover: across the board, no button
      await h.reset();
      await settle(page);
      const a = await h.space(run % 2 ? "atlantico" : "narino");
      const b = await h.space(run % 2 ? "amazonas" : "cesar");
      await page.mouse.move(a.x, a.y);
      await settle(page);
      results.hover.push(
        ...(await traced(
          page,
          cdp,
          MOVES,
          (i) => {
            const p = lerp(a, b, (i + 1) / MOVES);
            return page.mouse.move(p.x, p.y);
          },
          "pointermove",
        )),
      );

      // click → board updated: Train in Bogotá
      await h.reset();
      await h.send({ t: "choose", v: "op:train" });
      await settle(page);
      const clicks: (() => Promise<Pt>)[] = [
        () => h.space("bogota"),
        () => h.token("troops", "bogota"),
        () => h.token("police", "bogota"),
        () => h.token("troops", "bogota"),
        () => h.token("police", "bogota"),
      ];
      const targets: Pt[] = [];
      results.click.push(
        ...(await traced(
          page,
          cdp,
          clicks.length,
          async (i) => {
            const seq = await h.seq();
            const p = await clicks[i]();
            targets.push(p);
            await page.mouse.click(p.x, p.y);
            await page.waitForFunction(
              (s) => (window as unknown as { __table: Hook }).__table.host.getState().seq > s,
              seq,
            );
          },
          "pointerdown",
        )),
      );
    }
    errors.push(...errs);
    await page.close();
  } finally {
    await browser.close();
    server.close();
  }
  const load1 = os.loadavg();
  const f = (x: number) => `${x.toFixed(1)} ms`.padStart(9);
  console.log(
    `\nbench:ui — ${W}×${H}, headless Chromium ${browser.version()} with software rendering, ${RUNS} runs`,
  );
  console.log(
    `machine: ${os.cpus().length} CPUs, load average before ${load0.map((x) => x.toFixed(2)).join(" ")}, after ${load1.map((x) => x.toFixed(2)).join(" ")}`,
  );
  if (!ONLY) console.log("main-thread work per event (trace of CrRendererMain)");
  let over = false;
  for (const [name, xs] of Object.entries(results)) {
    if (!xs.length) continue;
    const s = stats(xs);
    const target = name === "click" ? CLICK_TARGET_MS : TARGET_MS;
    const ok = s.p95 <= target;
    if (!ok) over = true;
    console.log(
      `  ${(name === "click" ? "click → board updated" : `${name} (per pointer move)`).padEnd(26)} n ${String(xs.length).padStart(3)}  median ${f(s.median)}  p95 ${f(s.p95)}  max ${f(s.max)}${ok ? `  ok (target p95 ≤ ${target} ms)` : `  OVER TARGET (p95 ≤ ${target} ms)`}`,
    );
  }
  if (firstBoard.length) {
    const fb = stats(firstBoard);
    const fbOk = fb.max <= FIRST_BOARD_TARGET_MS;
    if (!fbOk) over = true;
    console.log(
      `  ${"first board (page load)".padEnd(26)} n ${String(firstBoard.length).padStart(3)}  median ${f(fb.median)}  max ${f(fb.max)}${fbOk ? `  ok (target < ${FIRST_BOARD_TARGET_MS} ms)` : `  OVER TARGET (< ${FIRST_BOARD_TARGET_MS} ms)`}`,
    );
  }
  const frames = stats(hints.flatMap((x) => x.frames));
  const shown = stats(hints.map((x) => x.hintMs));
  const framesOk = frames.p95 <= TARGET_MS * 1.5;
  const hintOk = shown.max <= HINT_TARGET_MS;
  if (!framesOk || !hintOk) over = true;
  console.log("Suggest: the advisor's Web Worker searching (1.5 s hint budget), the page's animation frames");
  console.log(
    `  ${"frame interval".padEnd(26)} n ${String(hints.reduce((n, x) => n + x.frames.length, 0)).padStart(3)}  median ${f(frames.median)}  p95 ${f(frames.p95)}  max ${f(frames.max)}${framesOk ? "  ok (60 Hz: p95 ≤ 25 ms)" : "  OVER TARGET (60 Hz: p95 ≤ 25 ms)"}`,
  );
  console.log(
    `  ${"click → 3 rows shown".padEnd(26)} n ${String(hints.length).padStart(3)}  median ${f(shown.median)}  max ${f(shown.max)}${hintOk ? `  ok (target ≤ ${HINT_TARGET_MS} ms)` : `  OVER TARGET (≤ ${HINT_TARGET_MS} ms)`}`,
  );
  if (argv.includes("--verbose"))
    console.log("click values", results.click.map((x) => x.toFixed(0)).join(" "));
  if (errors.length) console.log(`page errors: ${errors.join("; ")}`);
  if (argv.includes("--check") && (over || errors.length)) process.exit(1);
}

await main();
