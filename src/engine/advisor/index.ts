// The advisor (search player): ranks complete actions by determinized playouts of the flowchart
// bots. Hosts import it from here; it builds on the engine's public API only.

export { describePlan, planSpaces, reasonOf } from "./describe";
export { knownOf, sampleWorld } from "./determinize";
export { type Suggestion, suggest } from "./hints";
export { isActionRoot, isCivicRoot, type Plan, PlanCursor, type PlanStep, planKey } from "./plan";
export type { AdvisorAsk, AdvisorError, AdvisorReply, AdvisorRequest, AdvisorRow } from "./protocol";
export {
  ADVISOR_DEFAULTS,
  type Advice,
  type AdvisorOptions,
  advise,
  candidates,
  playout,
  type Scored,
  type ValueKind,
  value,
} from "./search";
export { AdvisorSeat, type AdvisorSeatOptions, weighed } from "./seat";
export {
  type AdvisorScope,
  AdvisorService,
  isWorkerScope,
  MAX_PLAYOUTS,
  readRequest,
  serveAdvisor,
} from "./service";
