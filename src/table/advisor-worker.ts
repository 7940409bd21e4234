// The advisor off the main thread: the table's Web Worker (its own bundle, dist-table/
// advisor-worker.js). It serves the advisor protocol (src/engine/advisor/service.ts): one request
// at a time, the top complete actions for a Faction or an advised seat's next Command. The page
// keeps drawing while it searches; the time budget is read from the worker's own clock.
import {
  type AdvisorReply,
  type AdvisorRequest,
  type AdvisorRow,
  AdvisorService,
  isWorkerScope,
  serveAdvisor,
} from "../engine/advisor/index";

export type HintRequest = AdvisorRequest;
export type HintReply = AdvisorReply;
export type HintRow = AdvisorRow;

/** the clock of the latest `answer` call */
let now: () => number = () => 0;
/** the service `answer` runs on this thread (tests run the protocol through it) */
const here = new AdvisorService(() => now());

/** the worker's answer to one message, on this thread (the clock is the caller's) */
export function answer(req: unknown, clock: () => number): AdvisorReply {
  now = clock;
  return here.answer(req);
}

const scope: object = globalThis;
if (isWorkerScope(scope)) serveAdvisor(scope, () => performance.now());
