// The advisor off the main thread: a Web Worker that answers one request at a time
// with the top complete actions for a Faction (src/engine/advisor suggest). The page keeps
// drawing while it searches; the time budget is read from the worker's own clock.
import { AdvisorSeat, type Suggestion, suggest } from "../engine/advisor/index";
import type { Command, Faction, GameState } from "../engine/index";

export interface HintRequest {
  id: number;
  /** "hint" (default): the top actions; "move": the advised Non-player seat's next Command */
  kind?: "hint" | "move";
  state: GameState;
  faction: Faction;
  playouts: number;
  budgetMs: number;
  seed: number;
}

/** a suggestion as sent back: plain JSON, without the worlds it was recorded in */
export type HintRow = Omit<Suggestion, "plan">;

export interface HintReply {
  id: number;
  rows: HintRow[];
  /** for a "move": the Command, its narration in meta.why (what the advisor weighed) */
  command?: Command;
  error?: string;
}

/** the advised seats of this worker: each keeps the plan of its action under way */
const seats = new Map<Faction, AdvisorSeat>();

export function answer(req: HintRequest, clock: () => number): HintReply {
  try {
    if (req.kind === "move") {
      let seat = seats.get(req.faction);
      if (!seat || seat.opts.budgetMs !== req.budgetMs) {
        seat = new AdvisorSeat(req.faction, {
          seed: req.seed,
          playouts: req.playouts,
          budgetMs: req.budgetMs,
          clock,
        });
        seats.set(req.faction, seat);
      }
      const m = seat.move(req.state);
      return { id: req.id, rows: [], command: { ...m.command, meta: { bot: req.faction, why: m.why } } };
    }
    const rows = suggest(req.state, req.faction, {
      seed: req.seed,
      playouts: req.playouts,
      budgetMs: req.budgetMs,
      clock,
    }).map(({ plan: _plan, ...row }) => row);
    return { id: req.id, rows };
  } catch (e) {
    return { id: req.id, rows: [], error: String((e as Error)?.message ?? e) };
  }
}

/** a dedicated worker's global scope, as far as this worker uses it (DedicatedWorkerGlobalScope) */
interface WorkerScope {
  onmessage: ((e: MessageEvent<HintRequest>) => void) | null;
  postMessage(m: HintReply): void;
}

/** inside a Web Worker: a global scope with onmessage and no document (not the page, not a test) */
function isWorker(g: object): g is WorkerScope {
  return !("document" in g) && "onmessage" in g;
}

const scope: object = globalThis;
if (isWorker(scope)) scope.onmessage = (e) => scope.postMessage(answer(e.data, () => performance.now()));
