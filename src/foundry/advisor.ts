// The advisor on this client (issue 24): one Web Worker from the module's own folder
// (modules/andean-abyss/advisor-worker.mjs, beside andean-abyss.mjs), asked for the GM's advised
// Non-players and for this user's Suggest. Where a Worker cannot run (none in this browser, or
// the file failed to load) the same search runs on this thread in a smaller budget, and the
// console says so.
import { AdvisorService } from "../engine/advisor/index";
import { AdvisorClient, type Budget, type WorkerLike } from "../ui/index";
import { MODULE_ID } from "./constants";
import { moduleFile } from "./shim";

/** the worker's file, built beside the module's bundle (rollup.config.mjs) */
export const WORKER_FILE = "advisor-worker.mjs";

/** on the main thread the canvas pauses while it searches: a small budget per search */
export const MAIN_THREAD_BUDGET: { hint: Budget; move: Budget } = {
  hint: { playouts: 400, budgetMs: 200 },
  move: { playouts: 400, budgetMs: 200 },
};

let client: AdvisorClient | null = null;

/** the worker, started from the module's URL; null where Worker is missing or refused */
function startWorker(): WorkerLike | null {
  if (typeof Worker !== "function") return null;
  try {
    // beside the module's bundle: modules/andean-abyss/advisor-worker.mjs (route prefix included)
    return new Worker(moduleFile(WORKER_FILE), { type: "module" });
  } catch (e) {
    console.warn(`${MODULE_ID} | the advisor's worker could not start`, e);
    return null;
  }
}

/** this client's advisor (started on first use) */
export function advisorClient(): AdvisorClient {
  client ??= new AdvisorClient(startWorker(), {
    local: () => {
      const service = new AdvisorService(() => performance.now());
      return (req) => service.answer(req);
    },
    localBudgets: MAIN_THREAD_BUDGET,
    onFallback: (why) =>
      console.warn(
        `${MODULE_ID} | the advisor runs on the main thread (its worker is ${why === "failed" ? "failing" : "unavailable"}); the canvas pauses up to ${MAIN_THREAD_BUDGET.move.budgetMs} ms a search`,
      ),
    onRefused: (why, data) => console.warn(`${MODULE_ID} | advisor message refused (${why})`, data),
  });
  return client;
}

/** stop the worker (a new client starts on the next use) */
export function stopAdvisor(): void {
  client?.terminate();
  client = null;
}
