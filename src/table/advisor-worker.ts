// The advisor off the main thread (issue 24): a Web Worker that answers one request at a time
// with the top complete actions for a Faction (src/engine/advisor suggest). The page keeps
// drawing while it searches; the time budget is read from the worker's own clock.
import { type Suggestion, suggest } from "../engine/advisor/index";
import type { Faction, GameState } from "../engine/index";

export interface HintRequest {
  id: number;
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
  error?: string;
}

export function answer(req: HintRequest, clock: () => number): HintReply {
  try {
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

const scope = globalThis as unknown as {
  onmessage: ((e: MessageEvent<HintRequest>) => void) | null;
  postMessage(m: HintReply): void;
  document?: unknown;
};
if (typeof scope.document === "undefined" && "onmessage" in scope)
  scope.onmessage = (e) => scope.postMessage(answer(e.data, () => performance.now()));
