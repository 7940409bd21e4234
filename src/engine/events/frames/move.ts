// Move pieces for an Event, one `move` command each: from some spaces into adjacent ones (or
// into given destinations), up to n in all; with `still`, no piece moves twice (card 20). The
// pieces of one kind in one space are interchangeable, so "twice" is counted per kind and space:
// a space sends no more of a kind than it held when the step began. core/mutate's move keeps
// 1.4.2 stacking, FARC Zones and Shipments travelling with their Guerrilla (4.5.3).
import { type Ctx, move } from "../../core/mutate";
import { adjacentIn, canEnter, count } from "../../core/queries";
import { SPACE_COUNT, spaceIdx } from "../../data/map";
import { DONE, decision, moveOpt } from "../../flow/decide";
import { whyNotEventMove } from "../../flow/refusal";
import { registerFrame } from "../../flow/registry";
import { pop } from "../../flow/stack";
import type { Faction, Frame, GameState, Option, PieceKind } from "../../types";
import { answer, ctxOf } from "./common";

export interface MoveFrame extends Frame {
  k: "ev.move";
  by: Faction;
  from: number[];
  /** destinations; empty: any space adjacent to the piece's space */
  to: number[];
  kinds: PieceKind[];
  n: number;
  did: number;
  upTo: boolean;
  prompt: string;
  rule: string;
  key?: string;
  /** each piece at most once: per kind (index-aligned with `kinds`), per space, those not moved yet */
  still?: number[][];
}

/** the pieces of each kind in each space now (the `still` of a step that starts) */
export const stillOf = (s: GameState, kinds: PieceKind[]): number[][] =>
  kinds.map((k) => Array.from({ length: SPACE_COUNT }, (_, i) => count(s, i, k)));

const spent = (f: MoveFrame, k: PieceKind, i: number): boolean =>
  !!f.still && (f.still[f.kinds.indexOf(k)]?.[i] ?? 0) <= 0;

function destinations(s: GameState, f: MoveFrame, from: number): readonly number[] {
  return f.to.length ? f.to.filter((t) => t !== from) : adjacentIn(s, from);
}

function moveOptions(s: GameState, f: MoveFrame): Option[] {
  if (f.did >= f.n) return [];
  const out: Option[] = [];
  for (const i of f.from)
    for (const k of f.kinds) {
      if (count(s, i, k) <= 0 || spent(f, k, i)) continue;
      for (const t of destinations(s, f, i)) if (canEnter(s, k, t)) out.push(moveOpt(k, i, t));
    }
  return out;
}

/** the spaces holding pieces of the step's kinds now */
function holding(s: GameState, f: MoveFrame): number[] {
  const out: number[] = [];
  for (let i = 0; i < SPACE_COUNT; i++) if (f.kinds.some((k) => count(s, i, k) > 0)) out.push(i);
  return out;
}

function record(ctx: Ctx, f: MoveFrame): void {
  if (f.key) answer(ctx.s, f.key, f.did);
}

registerFrame<MoveFrame>("ev.move", {
  decide(s, f) {
    const opts = moveOptions(s, f);
    if (!opts.length) return null;
    if (f.upTo) opts.push(DONE);
    return decision(f.by, f.prompt, opts, ctxOf(s), { n: f.n - f.did }, f.rule);
  },
  auto(ctx, f) {
    record(ctx, f);
    pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") f.n = f.did;
    else if (c.t === "move") {
      const from = spaceIdx(c.from);
      const n = move(ctx, c.p, from, spaceIdx(c.to));
      f.did += n;
      if (f.still && n > 0) f.still[f.kinds.indexOf(c.p)][from] -= n;
    }
    record(ctx, f);
  },
  explain(s, f, c) {
    const to = (i: number) => destinations(s, f, i);
    // with `still`, a piece that moved in may be dragged again: refused as having moved already
    const from = f.still ? holding(s, f) : f.from;
    const why = f.still ? (k: PieceKind, i: number) => spent(f, k, i) : undefined;
    return whyNotEventMove(
      s,
      { kinds: f.kinds, from, dest: to, adjacent: !f.to.length, spent: why, rule: f.rule },
      c,
    );
  },
});
