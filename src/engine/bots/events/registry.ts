// 8.4.4 our per-card instructions for Non-players executing an Event: where the generic 8.4
// rules leave a choice open, a card's instruction answers it (docs/nonplayer-events.md). Two
// kinds: a step's answer (registerInstruction) and "choose Operations instead" (registerDecline).
// Both stand, as printed, on one sheet per card whoever executes the Event (sheetOf): the sheet
// of the first Faction in the card's symbol order, the Random Spaces sheet for the Government.
import { card } from "../../data/cards";
import type { Side } from "../../events/registry";
import type { Faction, GameState, Option } from "../../types";
import type { BotCtx } from "../context";

/** one step's answer for a card side; null: the generic 8.4 rules decide */
export type Instruction = (ctx: BotCtx) => Option | null;

/** a card side, as "47.shaded" */
export type CardSide = `${number}.${Side}`;

/**
 * 8.4.4 "choose Operations instead": a Non-player in `who` that would execute this side (8.1:
 * leftmost 1st Eligible, or 2nd Eligible) executes an Operation when `when` holds. `helps`: the
 * one Faction the Event would serve (narrated np.seq.decline.helps); without it the card says why
 * (np.ev.<card>.decline.<faction>).
 */
export interface Decline {
  who: readonly Faction[];
  when: (s: GameState, f: Faction) => boolean;
  helps?: Faction;
}

const instructions = new Map<CardSide, Instruction>();
const declines = new Map<CardSide, Decline>();

/** the aid sheet holding card n's instructions (8.4.4): the leftmost Faction's, or the Random Spaces sheet */
export function sheetOf(n: number): Faction | "random" {
  const f = card(n).factionOrder[0];
  return f === "govt" ? "random" : f;
}

export function registerInstruction(n: number, side: Side, fn: Instruction): void {
  instructions.set(`${n}.${side}`, fn);
}

export function instructionFor(n: number, side: Side): Instruction | undefined {
  return instructions.get(`${n}.${side}`);
}

export function registerDecline(n: number, side: Side, d: Decline): void {
  declines.set(`${n}.${side}`, d);
}

/** card n's instruction turning Faction f from this side's Event to Operations now, if any */
export function declineNow(s: GameState, n: number, side: Side, f: Faction): Decline | null {
  const d = declines.get(`${n}.${side}`);
  return d?.who.includes(f) && d.when(s, f) ? d : null;
}

/** card sides with an instruction (for docs and tests) */
export function instructedSides(): CardSide[] {
  return [...instructions.keys()];
}

/** card sides with a "choose Operations instead" instruction (for docs and tests) */
export function declinedSides(): CardSide[] {
  return [...declines.keys()];
}
