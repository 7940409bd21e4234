// The plan of a Non-player's whole action before its first Command is applied (section 8): the
// bot plays a copy of the game to the end of the action (deterministic: the same dice the real
// game will roll, 8.2), and the plan tells which side of the Event, or which Operation with which
// Special Activity in which spaces. The real state, its generator and its scripted dice are left
// as they were. A Faction a person plays can ask it too ("what would the flowchart do?"): the copy
// seats a Non-player there.
import { SPACE_IDS } from "../data/map";
import { apply, getDecision } from "../flow/runtime";
import { stepOf } from "../step";
import {
  type Command,
  type Faction,
  type GameState,
  isRuleError,
  type LogEntry,
  type SpaceId,
} from "../types";
import { botMove } from "./run";

export interface ActionPlan {
  faction: Faction;
  /** the card being played (null outside a card, e.g. none yet) */
  card: number | null;
  kind: "event" | "operation" | "pass" | "other";
  /** the Event's side, for kind "event" */
  side?: "unshaded" | "shaded";
  /** the Operation, for kind "operation" (also an Event's free Operation) */
  op?: string;
  limited?: boolean;
  /** the Special Activity, if any */
  sa?: string;
  /** spaces selected for the Operation, in order */
  spaces: SpaceId[];
  /** spaces selected during the Special Activity, in order */
  saSpaces: SpaceId[];
  /** the Commands of the action, in order (f's and those of any Non-player answering inside it) */
  commands: Command[];
  /** false: the preview stopped where a person must decide (another Faction), or at its limit */
  complete: boolean;
}

/** at most this many Commands are previewed (a whole action takes far fewer) */
export const MAX_PREVIEW_STEPS = 400;

/**
 * The plan of faction f's action from where the game stands (f must be the Faction to decide);
 * null when another Faction is to decide, the game is over, or no bot plays f (hasBot).
 */
export function previewBotAction(s: GameState, f?: Faction): ActionPlan | null {
  const d0 = getDecision(s);
  const who = f ?? d0.faction;
  if (!who || d0.faction !== who || s.ended || !d0.options.length) return null;
  // the copy seats a Non-player at f (a person asking for the hint); apply never changes its input
  let t: GameState = s.seats[who] === "nonplayer" ? s : { ...s, seats: { ...s.seats, [who]: "nonplayer" } };
  const plan: ActionPlan = {
    faction: who,
    card: s.current,
    kind: "other",
    spaces: [],
    saSpaces: [],
    commands: [],
    complete: true,
  };
  const startCard = s.cardStart;
  const log: LogEntry[] = [];
  for (let k = 0; ; k++) {
    if (k >= MAX_PREVIEW_STEPS) {
      plan.complete = false;
      break;
    }
    if (t.ended || t.cardStart !== startCard) break;
    const step = stepOf(t);
    // the action is over once the card asks its next Eligible Faction; outside an action or an
    // Event (a Propaganda step), once another Faction is to decide
    if (k > 0 && (step.top.k === "card" || (!step.action && !step.event && getDecision(t).faction !== who)))
      break;
    const d = getDecision(t);
    if (!d.faction) break;
    if (d.faction !== who && t.seats[d.faction] !== "nonplayer") {
      plan.complete = false; // a person answers here (a Shipment asked, …)
      break;
    }
    const a = step.action;
    if (a?.f === who) {
      plan.op = a.op;
      plan.limited = a.limited;
      plan.spaces = a.opSpaces.map((i) => SPACE_IDS[i]);
      if (a.sa) plan.sa = a.sa;
      // asked in the middle of an Operation (a person's hint): it is under way already
      if (k === 0 && !a.byEvent && plan.kind === "other") plan.kind = "operation";
    }
    const m = botMove(t);
    if (!m) break;
    const c = m.command;
    if (a?.f === who && a.stage === "sa" && c.t === "space") plan.saSpaces.push(c.s);
    const r = apply(t, c);
    if (isRuleError(r)) {
      plan.complete = false;
      break;
    }
    plan.commands.push(c);
    log.push(...r.log);
    t = r.state;
    const after = stepOf(t).action;
    if (after?.f === who) plan.spaces = after.opSpaces.map((i) => SPACE_IDS[i]);
  }
  for (const e of log) {
    const p = e.params ?? {};
    if (p.faction !== who) continue;
    if (e.key === "log.event" && plan.kind === "other") {
      plan.kind = "event";
      plan.side = p.side === "shaded" ? "shaded" : "unshaded";
    } else if (e.key === "log.operation" && plan.kind === "other") plan.kind = "operation";
    else if (e.key === "log.specialActivity") plan.sa = String(p.sa);
    else if (e.key === "log.pass" && plan.kind === "other") plan.kind = "pass";
  }
  return plan;
}
