// The module's advisor worker (built on its own as dist/advisor-worker.mjs, loaded by
// advisor.ts with `new Worker(…, { type: "module" })` from the module's folder): it serves the
// advisor protocol (src/engine/advisor/service.ts) on its own thread, so the canvas keeps drawing
// while the GM's Non-players or a player's Suggest search. The budget is read from its own clock.
import { isWorkerScope, serveAdvisor } from "../engine/advisor/index";

const scope: object = globalThis;
if (isWorkerScope(scope)) serveAdvisor(scope, () => performance.now());
