// A Non-player's whole action told before it starts (section 8): the plan the bot's preview gives
// (engine previewBotAction), as one narration line of facts (lang key np.plan with its parameters)
// that every host renders in its reader's language. The same words answer a person's "what would
// the flowchart do?" at their own Decision.
import {
  type ActionPlan,
  type Command,
  type GameState,
  type LogEntry,
  previewBotAction,
  stepOf,
  type Transfer,
} from "../engine/index";

/** the plan as message parameters (space lists as ids: the host names them, i18n.ts) */
export function planParams(p: ActionPlan): Record<string, string | number> {
  const out: Record<string, string | number> = {
    faction: p.faction,
    kind: p.kind,
    card: p.card ?? 0,
    side: p.side ?? "",
    op: p.op ?? "",
    sa: p.sa ?? "",
    where: p.spaces.length ? "yes" : "no",
    spaces: p.spaces.join(" "),
    saWhere: p.saSpaces.length ? "yes" : "no",
    saSpaces: p.saSpaces.join(" "),
    withSa: p.sa ? "yes" : "no",
    withOp: p.kind === "event" && p.op ? "yes" : "no",
  };
  return out;
}

/** the plan's narration line */
export function planEntry(p: ActionPlan): LogEntry {
  return { key: "np.plan", params: planParams(p), faction: p.faction, narration: true };
}

/**
 * The header of a Non-player's action: when `c` is the first Command of its action (the card asks
 * the Faction for its choice), the plan of the whole action from the state before it; else none.
 */
export function planHeader(before: GameState, c: Command | Transfer): LogEntry[] {
  if (c.t === "transfer" || before.seats[c.by] !== "nonplayer" || stepOf(before).top.k !== "card") return [];
  const p = previewBotAction(before, c.by);
  return p && p.kind !== "other" ? [planEntry(p)] : [];
}
