// The advisor's worker protocol, both ends (issue 24): the worker's service answers a request,
// and a garbled one with an error reply, never an exception; the page's client sends a request,
// checks each reply against the request it answers (a move is a Command of the asked Faction at
// the asked command number, a hint row names real spaces and legal-shaped bodies), drops what it
// did not ask for, and answers on its own thread when the worker fails. Replies cross a real
// structured clone (Node's MessageChannel), as between a page and its Worker.
import { MessageChannel } from "node:worker_threads";
import { describe, expect, it, vi } from "vitest";
import { AdvisorSeat, AdvisorService } from "../../src/engine/advisor/index";
import { type AdvisorRequest, createGame, type GameState, stateHash } from "../../src/engine/index";
import { AdvisorClient, REPLY_GRACE_MS, readReply, type WorkerLike } from "../../src/ui/index";

const SEATS = { govt: "player", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" } as const;
// card 13: the Government is 1st Eligible (2.3.2)
const game = (): GameState =>
  createGame({ seed: 5, seats: SEATS, deployment: "standard", deck: [13, 25, 73, 26] });
const SMALL = { playouts: 16, budgetMs: Number.POSITIVE_INFINITY };

/** a Worker whose inside runs `inside` on each message; both ways through a structured clone */
function channelWorker(inside: (data: unknown, reply: (m: unknown) => void) => void) {
  const { port1, port2 } = new MessageChannel();
  port1.unref();
  port2.unref();
  const sent: unknown[] = [];
  let listener: ((e: MessageEvent<unknown>) => void) | null = null;
  port2.on("message", (d: unknown) => {
    sent.push(d);
    inside(d, (m) => port2.postMessage(m));
  });
  port1.on("message", (data: unknown) => listener?.({ data } as MessageEvent<unknown>));
  const w: WorkerLike & { sent: unknown[]; fail(): void; inject(m: unknown): void } = {
    sent,
    postMessage: (m) => port1.postMessage(m),
    addEventListener: (_type, f) => {
      listener = f;
    },
    onerror: null,
    fail() {
      w.onerror?.(new Event("error") as ErrorEvent);
    },
    inject: (m) => port2.postMessage(m),
  };
  return w;
}

const serviceWorker = () => {
  const service = new AdvisorService(() => 0);
  return channelWorker((d, reply) => reply(service.answer(d)));
};

describe("advisor protocol: the worker's side", () => {
  it("a garbled request gets an error reply, never an exception", () => {
    const service = new AdvisorService(() => 0);
    const good: AdvisorRequest = { id: 3, kind: "hint", state: game(), faction: "govt", ...SMALL, seed: 1 };
    for (const bad of [
      null,
      "hint",
      42,
      [],
      { ...good, id: -1 },
      { ...good, kind: "play" },
      { ...good, faction: "army" },
      { ...good, state: { seq: 1 } },
      { ...good, playouts: 0 },
      { ...good, playouts: 1e9 },
      { ...good, budgetMs: Number.NaN },
      { ...good, seed: 0.5 },
    ]) {
      const r = service.answer(bad);
      expect(r.error).toBe("request");
      expect(r.rows).toEqual([]);
    }
    expect(service.answer({ ...good, kind: "hint", id: 9, faction: "farc" }).id).toBe(9);
  });

  it("a search that fails (the Faction is not deciding) is an error reply", () => {
    const service = new AdvisorService(() => 0);
    const r = service.answer({ id: 1, kind: "move", state: game(), faction: "farc", ...SMALL, seed: 24 });
    expect(r).toMatchObject({ id: 1, rows: [], error: "failed" });
  });
});

describe("advisor protocol: the page's client", () => {
  it("a move through the worker is the Command a direct AdvisorSeat picks (same seed, same playouts)", async () => {
    const s = game();
    const worker = serviceWorker();
    const client = new AdvisorClient(worker);
    const viaWorker = await client.move(s, "govt", SMALL);
    const direct = new AdvisorSeat("govt", { seed: 24, ...SMALL, clock: () => 0 }).move(s);
    expect(viaWorker).not.toBeNull();
    const { meta, ...body } = viaWorker!;
    const { meta: directMeta, ...directBody } = direct.command;
    expect(body).toEqual(directBody);
    expect(meta).toEqual({ bot: "govt", why: direct.why });
    expect(worker.sent).toHaveLength(1);
    expect(worker.sent[0]).toMatchObject({ kind: "move", faction: "govt", seed: 24, playouts: 16 });
  });

  it("a hint round-trips: 3 rows, each checked, the state unchanged", async () => {
    const s = game();
    const before = stateHash(s);
    const client = new AdvisorClient(serviceWorker());
    const r = await client.hint(s, "govt", SMALL);
    expect(stateHash(s)).toBe(before);
    expect(r.error).toBeUndefined();
    expect(r.rows).toHaveLength(3);
    for (const row of r.rows) {
      expect(row.action.key).toMatch(/^advisor\.action\./);
      expect(row.winChance).toBeGreaterThanOrEqual(0);
      expect(row.bodies.length).toBeGreaterThan(0);
    }
  });

  it("refuses replies of the wrong shape or for another request; drops what it never asked", async () => {
    const s = game();
    const req: AdvisorRequest = { id: 7, kind: "move", state: s, faction: "govt", ...SMALL, seed: 24 };
    const direct = new AdvisorSeat("govt", { seed: 24, ...SMALL, clock: () => 0 }).move(s).command;
    const good = { id: 7, rows: [], command: { ...direct, meta: { why: [{ key: "advisor.weighed" }] } } };
    expect(readReply(good, req)?.command?.by).toBe("govt");
    const row = {
      action: { key: "advisor.action.pass" },
      reason: { key: "advisor.reason.none" },
      spaces: ["bogota"],
      winChance: 0.5,
      marginChange: 1,
      bodies: [{ t: "choose", v: "pass" }],
    };
    const hintReq = { ...req, kind: "hint" as const };
    expect(readReply({ id: 7, rows: [row] }, hintReq)?.rows).toHaveLength(1);
    const garbled: [unknown, AdvisorRequest][] = [
      [null, req],
      ["{}", req],
      [{ ...good, id: 8 }, req],
      [{ ...good, command: { ...good.command, by: "farc" } }, req],
      [{ ...good, command: { ...good.command, seq: s.seq + 1 } }, req],
      [{ ...good, command: { ...good.command, t: "teleport" } }, req],
      [{ ...good, command: { ...good.command, meta: { why: "all of it" } } }, req],
      [{ ...good, command: { ...good.command, meta: { why: [{ key: 5 }] } } }, req],
      [{ id: 7, rows: [] }, req],
      [{ id: 7, rows: "three" }, hintReq],
      [{ id: 7, rows: [{ ...row, spaces: ["atlantis"] }] }, hintReq],
      [{ id: 7, rows: [{ ...row, winChance: 2 }] }, hintReq],
      [{ id: 7, rows: [{ ...row, marginChange: Number.NaN }] }, hintReq],
      [{ id: 7, rows: [{ ...row, action: { key: "ui.evil" } }] }, hintReq],
      [{ id: 7, rows: [{ ...row, action: { key: "advisor.action.op", params: { op: {} } } }] }, hintReq],
      [{ id: 7, rows: [{ ...row, bodies: [{ t: "choose", v: 3 }] }] }, hintReq],
      [{ id: 7, rows: [row], command: good.command }, hintReq],
      [{ id: 7, rows: [], error: "on fire" }, hintReq],
    ];
    for (const [x, r] of garbled) expect(readReply(x, r), JSON.stringify(x)?.slice(0, 80)).toBeNull();

    // through the client: an unasked message is dropped, a garbled answer fails its request only
    const refused: string[] = [];
    const worker = channelWorker(() => {});
    const client = new AdvisorClient(worker, { onRefused: (why) => refused.push(why) });
    const asked = client.hint(s, "govt", SMALL);
    worker.inject({ id: 99, rows: [] });
    worker.inject("noise");
    worker.inject({ id: 1, rows: [{ ...row, spaces: ["atlantis"] }] });
    const reply = await asked;
    expect(reply).toEqual({ id: 1, rows: [], error: "failed" });
    expect(refused).toEqual(["unasked", "unasked", "garbled"]);
  });

  it("a worker that fails: the request in flight and the next ones are answered on this thread", async () => {
    const s = game();
    const told: string[] = [];
    const worker = channelWorker(() => {}); // never answers: its file did not load
    const local = new AdvisorService(() => 0);
    const asked: AdvisorRequest[] = [];
    const client = new AdvisorClient(worker, {
      local: () => (req) => {
        asked.push(req);
        return local.answer(req);
      },
      localBudgets: { hint: SMALL, move: { playouts: 8, budgetMs: Number.POSITIVE_INFINITY } },
      onFallback: (why) => told.push(why),
    });
    expect(client.inWorker).toBe(true);
    const inFlight = client.hint(s, "govt");
    worker.fail();
    expect((await inFlight).rows).toHaveLength(3);
    expect(client.inWorker).toBe(false);
    expect(told).toEqual(["failed"]);
    const move = await client.move(s, "govt", { playouts: 4000, budgetMs: 500 });
    expect(move?.by).toBe("govt");
    // on this thread the host's smaller budget applies, whatever was asked
    expect(asked.map((r) => r.playouts)).toEqual([16, 8]);
  });

  it("a worker that never answers lets its request fail after the budget and a grace, not hang", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const client = new AdvisorClient(channelWorker(() => {}));
      let reply: unknown = "pending";
      void client.move(game(), "govt", { playouts: 16, budgetMs: 500 }).then((r) => {
        reply = r;
      });
      await vi.advanceTimersByTimeAsync(500 + REPLY_GRACE_MS - 1);
      expect(reply).toBe("pending");
      await vi.advanceTimersByTimeAsync(1);
      // no Command: the host plays that step by the flowchart
      expect(reply).toBeNull();
      const hint = client.hint(game(), "govt", { playouts: 16, budgetMs: 500 });
      await vi.advanceTimersByTimeAsync(500 + REPLY_GRACE_MS);
      expect(await hint).toMatchObject({ rows: [], error: "failed" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("without a worker at all it says so once and answers on this thread", async () => {
    const told: string[] = [];
    const local = new AdvisorService(() => 0);
    const client = new AdvisorClient(null, {
      local: () => (req) => local.answer(req),
      onFallback: (why) => told.push(why),
    });
    expect(told).toEqual(["unavailable"]);
    expect((await client.hint(game(), "govt", SMALL)).rows).toHaveLength(3);
  });
});
