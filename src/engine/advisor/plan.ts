// A complete action (2.3): the Faction's own commands from its choice on the card (Pass, an Event
// side, an Operation) to the end of that action, its Special Activity and spaces included. A plan
// is recorded by playing it in a determinized world; it is replayed only where the same step
// offers the same option (one source of legality: a body is sent only when the Decision offers it).
import {
  apply,
  botMove,
  type Command,
  type CommandBody,
  commandOf,
  type Decision,
  type Faction,
  type GameState,
  getDecision,
  isRuleError,
  type Option,
  optionKey,
  parseBody,
  stepOf,
} from "../index";

export interface PlanStep {
  /** the prompt of the Decision the body answered (a replay follows the plan only at the same prompt) */
  prompt: string;
  kind: Decision["kind"];
  body: CommandBody;
}

export interface Plan {
  steps: PlanStep[];
  /** what was forced to make this candidate: "bot" (the flowchart's own action) or a variation */
  label: string;
  /** the world where the plan was recorded, before and after the action (for hints' reasons) */
  before?: GameState;
  after?: GameState;
}

/** the body of an option, without the decoded choice (commands carry the plain body) */
export function bodyOf(o: Option): CommandBody {
  return o.t === "choose" ? { t: "choose", v: o.v } : o;
}

export function planKey(p: Plan): string {
  return p.steps.map((x) => optionKey(x.body)).join(" ");
}

/** is the Decision the start of a Faction's action on the card (2.3.2: 1st or 2nd Eligible)? */
export function isActionRoot(s: GameState, f: Faction): boolean {
  const d = getDecision(s);
  return d.faction === f && d.kind === "chooseAction" && stepOf(s).top.k === "card" && d.options.length > 1;
}

/** is the Decision the Government's first Civic Action choice of a Support Phase (6.4.1)? */
export function isCivicRoot(s: GameState, f: Faction): boolean {
  const d = getDecision(s);
  return f === "govt" && d.faction === f && stepOf(s).top.k === "prop.civic" && d.options.length > 1;
}

/** has the action begun at `root` ended (the card moved on, a Propaganda Round, the end)? */
function actionOver(s: GameState, rootCard: number | null, rootSeq: number, civic: boolean): boolean {
  if (s.ended) return true;
  if (s.seq === rootSeq) return false;
  // 6.4.1 the Government's Civic Action of a Support Phase ends when that step ends
  if (civic) return stepOf(s).top.k !== "prop.civic";
  if (s.current !== rootCard) return true;
  const st = stepOf(s);
  return st.top.k === "card" || st.propaganda !== null;
}

/**
 * the next Command in a world: the forced option when `force` gives one, else the flowchart bot's;
 * null when the bot has nothing (then the first option, so a playout never stalls)
 */
export function botOrFirst(s: GameState): Command {
  const m = botMove(s);
  if (m) return m.command;
  const d = getDecision(s);
  return commandOf(d.options[0], s.seq, d.faction as Faction);
}

/** `force(d, i)`: an option for the Faction's i-th decision of the action, or null for the bot's */
export type Forcer = (d: Decision, i: number) => Option | null;

/** record the complete action the Faction takes from `world` when `force` steers it */
export function recordPlan(
  world: GameState,
  f: Faction,
  force: Forcer,
  label: string,
  cap = 400,
): Plan | null {
  let s = world;
  const steps: PlanStep[] = [];
  const rootCard = s.current;
  const rootSeq = s.seq;
  const civic = isCivicRoot(s, f);
  for (let n = 0; n < cap && !actionOver(s, rootCard, rootSeq, civic); n++) {
    const d = getDecision(s);
    if (!d.faction) break;
    let cmd: Command;
    if (d.faction === f) {
      const o = force(d, steps.length);
      cmd = o ? commandOf(o, s.seq, f) : botOrFirst(s);
      steps.push({ prompt: d.prompt.key, kind: d.kind, body: parseBody(cmd) as CommandBody });
    } else cmd = botOrFirst(s);
    const r = apply(s, cmd);
    if (isRuleError(r)) return null;
    s = r.state;
  }
  return steps.length ? { steps, label, before: world, after: s } : null;
}

/**
 * Follows a plan in a game: at the Faction's decisions, the plan's next body when this Decision
 * has the same prompt and offers that body; once it does not, the plan is dropped.
 */
export class PlanCursor {
  private i = 0;
  private live = true;
  constructor(readonly plan: Plan) {}
  /** the plan's option for this Decision, or null (the caller then asks the bot) */
  next(d: Decision): Option | null {
    if (!this.live || this.i >= this.plan.steps.length) return null;
    const st = this.plan.steps[this.i];
    const key = optionKey(st.body);
    const o = st.prompt === d.prompt.key ? d.options.find((x) => optionKey(x) === key) : undefined;
    if (!o) {
      this.live = false;
      return null;
    }
    this.i++;
    return o;
  }
  get done(): boolean {
    return !this.live || this.i >= this.plan.steps.length;
  }
}
