// The built advisor worker (dist/advisor-worker.mjs, built by global-setup.ts when missing) in a
// real thread of its own: Node's worker_threads, with the dedicated worker scope it expects
// (self, onmessage, postMessage) bridged to the thread's port. It loads without the DOM, PIXI or
// Foundry, answers a hint request with 3 rows, and a garbled request with an error reply.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { createGame } from "../../src/engine/index";

const BUNDLE = pathToFileURL(resolve("dist/advisor-worker.mjs")).href;

// the worker scope of a browser's dedicated worker, over a worker_threads port
const BOOT = `
import { parentPort } from "node:worker_threads";
globalThis.self = globalThis;
globalThis.onmessage = null;
globalThis.postMessage = (m) => parentPort.postMessage(m);
parentPort.on("message", (data) => globalThis.onmessage?.({ data }));
await import(${JSON.stringify(BUNDLE)});
parentPort.postMessage("ready");
`;

describe("built advisor worker (dist/advisor-worker.mjs) in its own thread", () => {
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(BOOT)}`));
  const replies: unknown[] = [];
  const next = () =>
    new Promise<unknown>((ok, fail) => {
      worker.once("message", (m) => {
        replies.push(m);
        ok(m);
      });
      worker.once("error", fail);
    });
  afterAll(() => worker.terminate());

  it("starts, answers a hint with 3 rows and a garbled request with an error", async () => {
    expect(await next()).toBe("ready");
    const state = createGame({
      seed: 5,
      seats: { govt: "player", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" },
      deployment: "standard",
      deck: [13, 25, 73, 26],
    });
    const answered = next();
    worker.postMessage({
      id: 1,
      kind: "hint",
      state,
      faction: "govt",
      playouts: 24,
      budgetMs: 60_000,
      seed: 1,
    });
    const r = (await answered) as { id: number; rows: { action: { key: string } }[] };
    expect(r.id).toBe(1);
    expect(r.rows).toHaveLength(3);
    for (const row of r.rows) expect(row.action.key).toMatch(/^advisor\.action\./);
    const refused = next();
    worker.postMessage({ id: 2, kind: "hint", state: "garbled", faction: "govt" });
    expect(await refused).toEqual({ id: 2, rows: [], error: "request" });
  });
});
