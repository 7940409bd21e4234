// 8.4.4 our per-card instructions for Non-players executing an Event: where the generic 8.4
// rules leave a choice open, a card's instruction answers it (docs/nonplayer-events.md).
import type { Side } from "../../events/registry";
import type { Option } from "../../types";
import type { BotCtx } from "../context";

/** one step's answer for a card side; null: the generic 8.4 rules decide */
export type Instruction = (ctx: BotCtx) => Option | null;

/** a card side, as "47.shaded" */
export type CardSide = `${number}.${Side}`;

const instructions = new Map<CardSide, Instruction>();

export function registerInstruction(card: number, side: Side, fn: Instruction): void {
  instructions.set(`${card}.${side}`, fn);
}

export function instructionFor(card: number, side: Side): Instruction | undefined {
  return instructions.get(`${card}.${side}`);
}

/** card sides with an instruction (for docs and tests) */
export function instructedSides(): CardSide[] {
  return [...instructions.keys()];
}
