// Why a dropped piece does not move, when the step under way moves no piece at all. The frame
// handlers' `explain` give the reasons of steps that do move pieces (March, Patrol, Redeploy…);
// this names the step when no `move` is among the options: the player learns that, say, Rally
// only places and flips here, or that the card first needs a choice of Event, Operation or Pass.
import { ruleError } from "../core/errors";
import { isBase, OWNER } from "../core/pieces";
import { baseRoom, ecuadorIn, factionPieces, govtMayEnter, inPlay } from "../core/queries";
import { ECUADOR_STACK, isSpaceId, SPACE_IDS, spaceIdx } from "../data/map";
import type { CommandBody, Decision, Frame, GameState, PieceKind, RuleError } from "../types";

/** A refusal for a `move` while the Decision offers no move; null when some move is offered. */
export function explainNoMove(f: Frame | undefined, d: Decision, c: CommandBody): RuleError | null {
  if (c.t !== "move" || d.options.some((o) => o.t === "move")) return null;
  const rule = d.rule ?? "2.3";
  const ctx = d.context;
  const k = f?.k ?? "";
  // 4.1 a Special Activity under way (also one an Event grants, 5.5)
  if (ctx.sa) return ruleError("drop.sa", rule, { sa: ctx.sa });
  if (k === "action") {
    // 2.3.6 a Shipment being asked for or given up; else the Op is done and an SA may follow (4.1)
    if (d.prompt.key.startsWith("prompt.ship")) return ruleError("drop.ship", rule);
    if (ctx.op) return ruleError("drop.afterOp", rule, { op: ctx.op });
  }
  if (ctx.op) return ruleError("drop.op", rule, { op: ctx.op });
  // 5.1 an Event's step that places, removes, flips or selects
  if (ctx.event) return ruleError("drop.event", rule);
  // 2.1 deployment places forces from Available
  if (ctx.phase === "deploy") return ruleError("drop.deploy", rule);
  // 6.0 a Propaganda Round's phase other than Redeploy (6.4.4 the FARC Zone is placed in it)
  if (ctx.phase || k.startsWith("prop") || k === "farcZone") return ruleError("drop.propaganda", rule);
  // 2.3.3-2.3.4 nothing is under way yet: the Faction first picks Pass, the Event or an Operation
  if (k === "card" || d.kind === "chooseAction") return ruleError("drop.chooseFirst", rule);
  return ruleError("drop.none", rule);
}

/** Why a piece of kind k may not enter space i (1.3.5, 1.4.2, 6.4.4); null when it may. */
export function whyNotEnter(s: GameState, k: PieceKind, i: number): RuleError | null {
  const id = SPACE_IDS[i];
  if (!inPlay(s, i)) return ruleError("drop.notASpace", "1.3.5", { space: id });
  if (ecuadorIn(s, i) && factionPieces(s, i, OWNER[k]) >= ECUADOR_STACK)
    return ruleError("drop.ecuadorFull", "1.3.5");
  if (OWNER[k] === "govt" && !govtMayEnter(s, i)) return ruleError("farcZone", "6.4.4");
  if (isBase(k) && !baseRoom(s, i)) return ruleError("eventStacking", "1.4.2", { space: id });
  return null;
}

/** An Event's moves (5.1): which pieces, out of which spaces, into which, each at most once. */
export interface EventMoves {
  kinds: readonly PieceKind[];
  /** spaces pieces may leave */
  from: readonly number[];
  /** where a piece leaving `from` may go */
  dest: (from: number) => readonly number[];
  /** pieces must go to an adjacent space (the refusal then says "not adjacent") */
  adjacent: boolean;
  /** has every piece of this kind in this space already moved? */
  spent?: (k: PieceKind, from: number) => boolean;
  rule: string;
}

/** Why an Event's `move` is refused (5.1 does only what the text says); null: no reason found. */
export function whyNotEventMove(s: GameState, m: EventMoves, c: CommandBody): RuleError | null {
  if (c.t !== "move" || !isSpaceId(c.from) || !isSpaceId(c.to)) return null;
  const from = spaceIdx(c.from);
  const to = spaceIdx(c.to);
  if (!m.kinds.includes(c.p)) return ruleError("drop.eventPiece", m.rule, { piece: c.p });
  if (!m.from.includes(from)) return ruleError("drop.eventFrom", m.rule, { from: c.from });
  if (m.spent?.(c.p, from)) return ruleError("drop.eventMovedTwice", m.rule);
  if (!m.dest(from).includes(to))
    return m.adjacent
      ? ruleError("drop.notAdjacent", m.rule, { from: c.from, to: c.to })
      : ruleError("drop.eventTo", m.rule, { to: c.to });
  return whyNotEnter(s, c.p, to);
}
