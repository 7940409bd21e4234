// The browser's Web Worker (DOM `Worker`, lib.dom.d.ts; HTML Living Standard §10.2 "Workers"),
// as the module's client code uses it inside Foundry, emulated for jsdom tests:
// - `new Worker(url, { type: "module" })` runs the script at `url`; the module's only worker is
//   its advisor (advisor-worker.mjs), so the emulation runs the same program that file runs
//   (serveAdvisor, src/foundry/advisor-worker.ts) in a worker scope of its own;
// - a script that cannot be loaded (an unknown file here, or a classic worker for an ES module)
//   fires an `error` event at the Worker object, later, never inside the constructor;
// - postMessage copies its data by the structured clone algorithm and delivers it as a task, never
//   during the call, in both directions (here through a Node MessageChannel, which clones and
//   queues the same way and which fake timers do not hold back);
// - terminate() stops it: nothing more is delivered either way.
// The program runs on the test's thread, so a search still takes the test's time: what this
// emulates is the messaging (the built worker runs in a real thread in bundle-worker.test.ts).
import { MessageChannel, type MessagePort } from "node:worker_threads";
import { type AdvisorScope, serveAdvisor } from "../../../src/engine/advisor/index";

// the page's Event classes, taken with the EventTarget the Worker extends: in a browser a worker's
// events belong to the page's realm, and a message arriving after the test's jsdom window is gone
// (a search still under way) must not be built from Node's own classes, which jsdom refuses
const PageEvent = Event;
const PageMessageEvent = MessageEvent;

/** the programs the emulated browser can load, by file name */
const PROGRAMS: Record<string, (scope: AdvisorScope) => void> = {
  "advisor-worker.mjs": (scope) => serveAdvisor(scope, () => performance.now()),
};

export class EmulatedWorker extends EventTarget {
  /** every worker started since the stubs were installed */
  static started: EmulatedWorker[] = [];
  /** files the server does not have (a 404: the worker fails to load) */
  static missing = new Set<string>();
  readonly url: string;
  readonly options: { type?: string };
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  /** what the worker's scope received (after the structured clone) */
  readonly received: unknown[] = [];
  /** what the page received from it */
  readonly replies: unknown[] = [];
  terminated = false;
  readonly #page: MessagePort;
  readonly #inside: MessagePort;

  constructor(url: string | URL, options: { type?: string } = {}) {
    super();
    this.url = String(url);
    this.options = options;
    EmulatedWorker.started.push(this);
    const { port1, port2 } = new MessageChannel();
    this.#page = port1;
    this.#inside = port2;
    for (const p of [port1, port2]) p.unref();
    const file = this.url.split("/").pop() ?? "";
    const program = EmulatedWorker.missing.has(file) ? undefined : PROGRAMS[file];
    if (!program || options.type !== "module") {
      // the load fails after the constructor returns: an error event, as a task
      const { port1: a, port2: b } = new MessageChannel();
      a.unref();
      a.once("message", () => {
        a.close();
        if (!this.terminated) this.#fire(new PageEvent("error"));
      });
      b.postMessage(0);
      b.close();
      return;
    }
    const scope: AdvisorScope = {
      onmessage: null,
      postMessage: (m) => this.#inside.postMessage(m),
    };
    program(scope);
    port2.on("message", (data: unknown) => {
      if (this.terminated) return;
      this.received.push(data);
      scope.onmessage?.({ data });
    });
    port1.on("message", (data: unknown) => {
      if (this.terminated) return;
      this.replies.push(data);
      this.#fire(new PageMessageEvent("message", { data }));
    });
  }

  postMessage(message: unknown): void {
    if (!this.terminated) this.#page.postMessage(message);
  }

  /** a message from inside the worker, whatever it holds (a garbled or forged reply) */
  fromInside(message: unknown): void {
    this.#inside.postMessage(message);
  }

  terminate(): void {
    this.terminated = true;
    this.#page.close();
  }

  #fire(e: Event): void {
    if (e.type === "message") this.onmessage?.(e as MessageEvent);
    if (e.type === "error") this.onerror?.(e);
    this.dispatchEvent(e);
  }
}
