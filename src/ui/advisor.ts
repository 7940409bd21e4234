// The page's side of the advisor protocol (AdvisorRequest / AdvisorReply, src/engine/advisor):
// requests go to a Web Worker, so the page keeps drawing while it searches (issue 24). Replies are
// checked like any input from outside the page's own code: a garbled or unasked-for message is
// dropped, a reply of the wrong shape answers its request with an error, and nothing throws.
// Without a worker (none in this browser, or its file failed to load) the host's `local`
// answerer runs the same search on this thread, in the host's smaller budget.
import {
  type AdvisorReply,
  type AdvisorRequest,
  type AdvisorRow,
  type Command,
  type Faction,
  type GameState,
  isIndex,
  isSpaceId,
  type Msg,
  parseBody,
  parseCommand,
} from "../engine/index";

export interface Budget {
  playouts: number;
  budgetMs: number;
}

/** the budgets of both hosts: a hint within 2 s of asking; an advised action in 500 ms */
export const ADVISOR_BUDGETS: { hint: Budget; move: Budget } = {
  hint: { playouts: 4000, budgetMs: 1500 },
  move: { playouts: 4000, budgetMs: 500 },
};
/** an advised seat's seed (each search mixes in the game's command number) */
export const MOVE_SEED = 24;

/** what the client needs of a Worker (the DOM's Worker has it) */
export interface WorkerLike {
  postMessage(m: AdvisorRequest): void;
  addEventListener(type: "message", f: (e: MessageEvent<unknown>) => void): void;
  /** the worker's file failed to load or threw (the DOM's Worker.onerror) */
  onerror?: ((e: ErrorEvent) => void) | null;
  terminate?(): void;
}

export interface AdvisorClientOptions {
  /** answers on this thread when there is no worker (the same search: AdvisorService#answer) */
  local?: () => (req: AdvisorRequest) => AdvisorReply;
  /** the budgets on this thread (smaller, so the page pauses briefly), whatever was asked */
  localBudgets?: { hint: Budget; move: Budget };
  /** told once when the client turns to this thread, and why */
  onFallback?: (why: "unavailable" | "failed") => void;
  /** told of each message dropped or refused */
  onRefused?: (why: "unasked" | "garbled", data: unknown) => void;
}

interface Waiting {
  req: AdvisorRequest;
  resolve: (r: AdvisorReply) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** how long past its budget a request may go unanswered before it counts as failed */
export const REPLY_GRACE_MS = 30_000;

export class AdvisorClient {
  private next = 1;
  private readonly waiting = new Map<number, Waiting>();
  private worker: WorkerLike | null;
  private answerHere: ((req: AdvisorRequest) => AdvisorReply) | null = null;

  constructor(
    worker: WorkerLike | null,
    private readonly opts: AdvisorClientOptions = {},
  ) {
    this.worker = worker;
    if (!worker) {
      opts.onFallback?.("unavailable");
      return;
    }
    worker.addEventListener("message", (e) => this.receive(e.data));
    worker.onerror = () => this.fallBack();
  }

  /** does the search run in a worker (false: on this thread) */
  get inWorker(): boolean {
    return this.worker !== null;
  }

  /** the top actions for `faction` at its Decision in `state` */
  hint(state: GameState, faction: Faction, budget?: Budget): Promise<AdvisorReply> {
    return this.send({ kind: "hint", state, faction, ...this.budget("hint", budget), seed: state.seq });
  }

  /** the next Command of the advised seat `faction` (its narration in meta.why), or null */
  async move(state: GameState, faction: Faction, budget?: Budget): Promise<Command | null> {
    const r = await this.send({
      kind: "move",
      state,
      faction,
      ...this.budget("move", budget),
      seed: MOVE_SEED,
    });
    return r.command ?? null;
  }

  terminate(): void {
    this.worker?.terminate?.();
    this.worker = null;
  }

  /** the budget asked for (the shared one by default); on this thread the host's smaller one */
  private budget(kind: "hint" | "move", asked?: Budget): Budget {
    const b = (!this.worker && this.opts.localBudgets?.[kind]) || asked || ADVISOR_BUDGETS[kind];
    return { playouts: b.playouts, budgetMs: b.budgetMs };
  }

  private send(body: Omit<AdvisorRequest, "id">): Promise<AdvisorReply> {
    const req: AdvisorRequest = { ...body, id: this.next++ };
    return new Promise((resolve) => {
      if (!this.worker) {
        resolve(this.here(req));
        return;
      }
      // a worker that never answers (or only with noise) must not hold its asker for ever
      const wait = Math.min(req.budgetMs, 60_000) + REPLY_GRACE_MS;
      const timer = setTimeout(() => this.settle(req.id, { id: req.id, rows: [], error: "failed" }), wait);
      this.waiting.set(req.id, { req, resolve, timer });
      this.worker.postMessage(req);
    });
  }

  private here(req: AdvisorRequest): AdvisorReply {
    this.answerHere ??= this.opts.local?.() ?? null;
    return this.answerHere ? this.answerHere(req) : { id: req.id, rows: [], error: "failed" };
  }

  private receive(data: unknown): void {
    const id = (data as { id?: unknown } | null)?.id;
    const w = isIndex(id) ? this.waiting.get(id) : undefined;
    if (!w) {
      this.opts.onRefused?.("unasked", data);
      return;
    }
    const reply = readReply(data, w.req);
    if (!reply) this.opts.onRefused?.("garbled", data);
    this.settle(w.req.id, reply ?? { id: w.req.id, rows: [], error: "failed" });
  }

  private settle(id: number, reply: AdvisorReply): void {
    const w = this.waiting.get(id);
    if (!w) return;
    this.waiting.delete(id);
    clearTimeout(w.timer);
    w.resolve(reply);
  }

  /** the worker failed: this thread answers from now on, the requests in flight included */
  private fallBack(): void {
    if (!this.worker) return;
    this.terminate();
    this.opts.onFallback?.("failed");
    const pending = [...this.waiting.values()];
    this.waiting.clear();
    for (const w of pending) {
      clearTimeout(w.timer);
      const kind = w.req.kind ?? "hint";
      w.resolve(this.here({ ...w.req, ...this.budget(kind) }));
    }
  }
}

const MAX_ROWS = 10;
const MAX_BODIES = 200;
const MAX_WHY = 40;

/** a message for people from outside: a short key (with `prefix`) and flat short parameters */
function readMsg(x: unknown, prefix = ""): Msg | null {
  if (typeof x !== "object" || x === null) return null;
  const o = x as Record<string, unknown>;
  if (typeof o.key !== "string" || o.key.length > 80 || !o.key.startsWith(prefix)) return null;
  if (o.params === undefined) return { key: o.key };
  if (typeof o.params !== "object" || o.params === null || Array.isArray(o.params)) return null;
  const params: Record<string, string | number> = {};
  const entries = Object.entries(o.params);
  if (entries.length > 16) return null;
  for (const [k, v] of entries) {
    if (typeof v === "string" && v.length <= 200) params[k] = v;
    else if (typeof v === "number" && Number.isFinite(v)) params[k] = v;
    else return null;
  }
  return { key: o.key, params };
}

function readRow(x: unknown): AdvisorRow | null {
  if (typeof x !== "object" || x === null) return null;
  const o = x as Record<string, unknown>;
  const action = readMsg(o.action, "advisor.action.");
  const reason = readMsg(o.reason, "advisor.reason.");
  const { winChance, marginChange, spaces, bodies } = o;
  if (!action || !reason) return null;
  if (typeof winChance !== "number" || !(winChance >= 0 && winChance <= 1)) return null;
  if (typeof marginChange !== "number" || !Number.isFinite(marginChange)) return null;
  if (!Array.isArray(spaces) || spaces.length > 72 || !spaces.every(isSpaceId)) return null;
  if (!Array.isArray(bodies) || bodies.length > MAX_BODIES) return null;
  const clean = bodies.map(parseBody);
  if (clean.some((b) => b === null)) return null;
  return {
    action,
    reason,
    spaces: spaces.slice(),
    winChance,
    marginChange,
    bodies: clean.filter((b) => b !== null),
  };
}

/**
 * A reply from the worker, checked against the request it answers: a clean copy, or null. A
 * move must be a Command of the asked Faction at the asked state's command number; its legality
 * is the engine's (the host submits it like anyone's).
 */
export function readReply(x: unknown, req: AdvisorRequest): AdvisorReply | null {
  if (typeof x !== "object" || x === null) return null;
  const o = x as Record<string, unknown>;
  if (o.id !== req.id) return null;
  if (o.error !== undefined) {
    if (o.error !== "request" && o.error !== "failed") return null;
    return { id: req.id, rows: [], error: o.error, detail: String(o.detail ?? "").slice(0, 500) };
  }
  if (!Array.isArray(o.rows) || o.rows.length > MAX_ROWS) return null;
  const rows = o.rows.map(readRow);
  if (rows.some((r) => r === null)) return null;
  const reply: AdvisorReply = { id: req.id, rows: rows.filter((r) => r !== null) };
  if ((req.kind ?? "hint") === "hint") return o.command === undefined ? reply : null;
  const c = o.command as Record<string, unknown> | null;
  if (typeof c !== "object" || c === null) return null;
  const cmd = parseCommand({ ...c, meta: undefined });
  if (!cmd || cmd.t === "transfer" || cmd.by !== req.faction || cmd.seq !== req.state.seq) return null;
  const why = (c.meta as { why?: unknown } | undefined)?.why ?? [];
  if (!Array.isArray(why) || why.length > MAX_WHY) return null;
  const msgs = why.map((m) => readMsg(m));
  if (msgs.some((m) => m === null)) return null;
  reply.command = { ...cmd, meta: { bot: req.faction, why: msgs.filter((m) => m !== null) } };
  return reply;
}
