// What the Non-player Cartels' Operations and Special Activities share: the notepad of the action
// under way, board questions (Guerrillas free of Shipments, the spaces an Operation may reach) and
// small readers of the Decision's options.
import { count } from "../../core/queries";
import { SPACE_IDS, SPACE_INDEX } from "../../data/map";
import type { ActionFrame } from "../../flow/action";
import { stepOf } from "../../step";
import type { BotNote, GameState, Option, SpaceId } from "../../types";
import type { BotCtx } from "../context";
import { freeGuerrillas as sharedFree } from "../shared/rally-space";

export const CARTELS = "cartels" as const;
/** 8.5.1 / 8.5.3: Rally and Terror go to at most 3 spaces; 8.5.3 Bribe to 3 */
export const MAX_SPACES = 3;

/** the notepad, if it was written on this card for this step of the plan (`op`) */
export function planNote(ctx: BotCtx, op: string): BotNote | null {
  const n = ctx.note;
  return n && n.at === ctx.s.cardStart && n.op === op ? n : null;
}

/** write the plan of the action under way (kept until the next card) */
export function setPlan(ctx: BotCtx, op: string, data: BotNote): void {
  ctx.setNote({ at: ctx.s.cardStart, op, ...data });
}

export function num(n: BotNote | null, k: string, dflt = -1): number {
  const v = n?.[k];
  return typeof v === "number" ? v : dflt;
}

/** 8.5.1 1st bullet: Cartels Guerrillas in space i that hold no Shipment (shared/rally-space.ts) */
export function freeGuerrillas(s: GameState, i: number): number {
  return sharedFree(s, i, CARTELS);
}

export function cartelsBases(s: GameState, i: number): number {
  return count(s, i, "cartelsBase");
}

/** the Operation of the action under way is over: the Decision is the Special Activity's turn (4.1) */
export function opOver(s: GameState): boolean {
  return !!stepOf(s).action?.opDone;
}

export function action(s: GameState): Readonly<ActionFrame> | null {
  return stepOf(s).action;
}

export const spaceId = (i: number): SpaceId => SPACE_IDS[i];
export const spaceOf = (id: SpaceId): number => SPACE_INDEX[id];

/** the offered `place` / `remove` / `flip` options of a piece kind, by space index */
export function pieceOptions(ctx: BotCtx, t: "place" | "remove" | "flip", p?: string): Map<number, Option> {
  const out = new Map<number, Option>();
  for (const o of ctx.d.options)
    if (o.t === t && (p === undefined || o.p === p)) out.set(SPACE_INDEX[o.s], o);
  return out;
}

/** the SA-stage choice: this Special Activity if `go`, otherwise Done (no Special Activity) */
export function saOrDone(ctx: BotCtx, sa: "cultivate" | "process" | "bribe", go: boolean): Option | null {
  const o = go ? ctx.exact({ k: "sa", sa }) : undefined;
  return o ?? ctx.done() ?? null;
}
