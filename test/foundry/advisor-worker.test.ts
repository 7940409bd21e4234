// @vitest-environment jsdom
// The advisor in Foundry runs in a Web Worker (issue 24): the GM's client asks its worker, started
// from the module's folder as an ES module worker, for each step of an advised Non-player, and
// plays the very Command a direct AdvisorSeat picks for the same seed and playouts; a browser
// without Workers, or a worker file that fails to load, leaves the search to the main thread (the
// console says so); a garbled or forged message from the worker is refused, the step is played by
// the seat's flowchart (section 8) and nothing crashes. The Worker is emulation/worker.ts.
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdvisorSeat } from "../../src/engine/advisor/index";
import type { Command, GameState } from "../../src/engine/index";
import { EmulatedWorker } from "./emulation/worker";
import { loadAdapter, NP_SETUP } from "./harness";

const SMALL = { playouts: 16, budgetMs: Number.POSITIVE_INFINITY };

type Saved = { commands: (Command & { meta?: { bot?: string; why?: { key: string }[] } })[] };

/** the adapter of the test under way: its Non-players are paused when the test ends */
let current: { pause(): void } | null = null;

async function advisedFarc(opts: { worker?: boolean } = {}) {
  const a = await loadAdapter({ ready: true, worker: opts.worker });
  a.st.settingValues.set("andean-abyss.nonPlayerPace", 0);
  a.st.settingValues.set("andean-abyss.nonPlayersPaused", false);
  a.st.settingValues.set("andean-abyss.nonPlayerAdvisor", ["farc"]);
  const np = await import("../../src/foundry/nonplayers");
  const advisor = await import("../../src/foundry/advisor");
  // small deterministic budgets: playouts only (nothing depends on the clock)
  Object.assign(np.ADVISOR_BUDGET, SMALL);
  Object.assign(advisor.MAIN_THREAD_BUDGET.move, SMALL);
  const r = await a.authority.startGame(structuredClone(NP_SETUP) as never);
  expect(r.ok).toBe(true);
  await a.authority.mirrorsSettled();
  const saved = () => (a.st.settingValues.get("andean-abyss.game") as Saved).commands;
  current = {
    pause() {
      a.st.settingValues.set("andean-abyss.nonPlayersPaused", true);
      np.cancelNonPlayers();
    },
  };
  return { ...a, np, saved };
}

/** an advised FARC on fake timers, the console's warnings held (`said`: their first arguments) */
async function quietly(opts: { worker?: boolean } = {}) {
  vi.useFakeTimers();
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const a = await advisedFarc(opts);
  return { a, said: () => warn.mock.calls.map((c) => String(c[0])) };
}

const bodyOf = ({ meta: _m, ...c }: Command) => c;

afterEach(() => {
  // the game would go on stepping its Non-players after the test: stop it, so no search or reply
  // outlives the test (a step in flight sees the pause and commits nothing)
  current?.pause();
  current = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the advisor's Web Worker in Foundry", () => {
  it("the GM's advised FARC plays through the worker: the Commands a direct AdvisorSeat picks", async () => {
    vi.useFakeTimers();
    const a = await advisedFarc();
    const direct = new AdvisorSeat("farc", { seed: 24, ...SMALL, clock: () => 0 });
    let steps = 0;
    for (; steps < 12 && a.engine.getDecision(a.session.state!).faction === "farc"; steps++) {
      const s: GameState = a.session.state!;
      const want = direct.move(s);
      expect(await a.np.step()).toBe(true);
      const got = a.saved().at(-1)!;
      expect(bodyOf(got)).toEqual(bodyOf(want.command));
      expect(got.meta?.why).toEqual(want.why);
    }
    expect(steps).toBeGreaterThan(1);
    // one worker, from the module's folder, an ES module worker; every step a "move" request
    expect(EmulatedWorker.started).toHaveLength(1);
    const w = EmulatedWorker.started[0];
    expect(w.url).toBe("/modules/andean-abyss/advisor-worker.mjs");
    expect(w.options.type).toBe("module");
    expect(w.received).toHaveLength(steps);
    for (const m of w.received)
      expect(m).toMatchObject({ kind: "move", faction: "farc", seed: 24, playouts: 16 });
    expect(a.saved()[0].meta?.why?.map((m) => m.key)).toContain("advisor.weighed");
  });

  it("a browser without Web Workers: the search runs on the main thread and the console says so", async () => {
    const { a, said } = await quietly({ worker: false });
    expect(await a.np.step()).toBe(true);
    expect(a.saved()[0].meta?.why?.map((m) => m.key)).toContain("advisor.weighed");
    expect(EmulatedWorker.started).toHaveLength(0);
    expect(said().join("\n")).toMatch(/main thread \(its worker is unavailable\)/);
  });

  it("a worker file that fails to load: the step in flight is searched on the main thread", async () => {
    const { a, said } = await quietly();
    EmulatedWorker.missing.add("advisor-worker.mjs");
    try {
      expect(await a.np.step()).toBe(true);
    } finally {
      EmulatedWorker.missing.clear();
    }
    expect(EmulatedWorker.started[0].received).toHaveLength(0);
    expect(a.saved()[0].meta?.why?.map((m) => m.key)).toContain("advisor.weighed");
    expect(said().join("\n")).toMatch(/main thread \(its worker is failing\)/);
  });

  it("forged or garbled worker messages are refused: the flowchart plays that step, nothing crashes", async () => {
    const { a, said } = await quietly();
    const s = a.session.state!;
    const forged = [
      // a Command for another Faction, answering the request in flight (id 1)
      { id: 1, rows: [], command: { t: "choose", v: "pass", seq: s.seq, by: "govt", meta: { why: [] } } },
      // noise around it: not an object, no id, an id never asked
      "<script>",
      null,
      { id: 77, rows: [] },
    ];
    const stepped = a.np.step();
    const w = EmulatedWorker.started[0];
    for (const m of forged) w.fromInside(m);
    expect(await stepped).toBe(true);
    const first = a.saved()[0];
    expect(first.by).toBe("farc");
    expect(first.meta?.why?.map((m) => m.key)).not.toContain("advisor.weighed");
    expect(a.engine.getDecision(a.session.state!).faction).not.toBeUndefined();
    expect(said().join("\n")).toMatch(/refused \(garbled\)/);
    expect(said().join("\n")).toMatch(/flowchart plays this step/);
    // the noise and the worker's own (late) answer to that request are dropped as never asked
    await vi.waitFor(() => expect(w.replies.length).toBeGreaterThanOrEqual(5));
    expect(w.replies[4]).toMatchObject({ id: 1 });
    expect(said().filter((x) => /refused \(unasked\)/.test(x)).length).toBeGreaterThanOrEqual(4);
    // refusing a message does not give up the worker: the next searches still go to it
    const { advisorClient } = await import("../../src/foundry/advisor");
    expect(advisorClient().inWorker).toBe(true);
  });
});
