// The worker's side of the advisor protocol (protocol.ts): one request at a time, answered with
// the top complete actions (suggest) or an advised seat's next Command (AdvisorSeat). A request
// comes from the page that started the worker, yet it is shape-checked like any input from
// outside: a garbled one gets an error reply, never an exception. The clock is the host's.
import { type Faction, isFaction, isIndex, looksLikeState } from "../index";
import { suggest } from "./hints";
import type { AdvisorReply, AdvisorRequest } from "./protocol";
import { AdvisorSeat } from "./seat";

/** the most playouts one request may ask for */
export const MAX_PLAYOUTS = 100_000;

/** A request's clean copy, or null when its shape is wrong (the state is checked lightly). */
export function readRequest(x: unknown): AdvisorRequest | null {
  if (typeof x !== "object" || x === null) return null;
  const o = x as Record<string, unknown>;
  const kind = o.kind ?? "hint";
  if (!isIndex(o.id) || (kind !== "hint" && kind !== "move")) return null;
  if (!isFaction(o.faction) || !looksLikeState(o.state)) return null;
  if (!isIndex(o.playouts) || o.playouts < 1 || o.playouts > MAX_PLAYOUTS) return null;
  if (typeof o.budgetMs !== "number" || Number.isNaN(o.budgetMs) || o.budgetMs <= 0) return null;
  if (!Number.isSafeInteger(o.seed)) return null;
  return {
    id: o.id,
    kind,
    state: o.state,
    faction: o.faction,
    playouts: o.playouts,
    budgetMs: o.budgetMs,
    seed: o.seed as number,
  };
}

export class AdvisorService {
  /** the advised seats: each keeps the plan of its action under way */
  private readonly seats = new Map<Faction, AdvisorSeat>();
  constructor(private readonly clock: () => number) {}

  answer(data: unknown): AdvisorReply {
    const req = readRequest(data);
    if (!req) {
      const id = (data as { id?: unknown } | null)?.id;
      return { id: isIndex(id) ? id : -1, rows: [], error: "request" };
    }
    try {
      return req.kind === "move" ? this.move(req) : this.hint(req);
    } catch (e) {
      return { id: req.id, rows: [], error: "failed", detail: String((e as Error)?.message ?? e) };
    }
  }

  private move(req: AdvisorRequest): AdvisorReply {
    let seat = this.seats.get(req.faction);
    const o = seat?.opts;
    if (!o || o.seed !== req.seed || o.playouts !== req.playouts || o.budgetMs !== req.budgetMs) {
      const { seed, playouts, budgetMs } = req;
      seat = new AdvisorSeat(req.faction, { seed, playouts, budgetMs, clock: this.clock });
      this.seats.set(req.faction, seat);
    }
    const m = seat!.move(req.state);
    return { id: req.id, rows: [], command: { ...m.command, meta: { bot: req.faction, why: m.why } } };
  }

  private hint(req: AdvisorRequest): AdvisorReply {
    const { seed, playouts, budgetMs } = req;
    const rows = suggest(req.state, req.faction, { seed, playouts, budgetMs, clock: this.clock }).map(
      ({ plan: _plan, ...row }) => row,
    );
    return { id: req.id, rows };
  }
}

/** a dedicated worker's global scope, as far as the advisor uses it */
export interface AdvisorScope {
  onmessage: ((e: { data: unknown }) => void) | null;
  postMessage(m: AdvisorReply): void;
}

/** `g` as a dedicated worker's scope: onmessage and no document (not a page, not a test run) */
export function isWorkerScope(g: object): g is AdvisorScope {
  return !("document" in g) && "onmessage" in g && "postMessage" in g;
}

/** Answer every message the scope receives (the body of a host's worker file). */
export function serveAdvisor(scope: AdvisorScope, clock: () => number): AdvisorService {
  const service = new AdvisorService(clock);
  scope.onmessage = (e) => scope.postMessage(service.answer(e.data));
  return service;
}
