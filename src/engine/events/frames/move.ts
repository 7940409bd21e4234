// Move pieces for an Event, one `move` command each: from some spaces into adjacent ones (or
// into given destinations), up to n in all. core/mutate's move keeps 1.4.2 stacking, FARC Zones
// and Shipments travelling with their Guerrilla (4.5.3).
import { type Ctx, move } from "../../core/mutate";
import { adjacentIn, canEnter, count } from "../../core/queries";
import { spaceIdx } from "../../data/map";
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
}

function destinations(s: GameState, f: MoveFrame, from: number): readonly number[] {
  return f.to.length ? f.to.filter((t) => t !== from) : adjacentIn(s, from);
}

function moveOptions(s: GameState, f: MoveFrame): Option[] {
  if (f.did >= f.n) return [];
  const out: Option[] = [];
  for (const i of f.from)
    for (const k of f.kinds) {
      if (count(s, i, k) <= 0) continue;
      for (const t of destinations(s, f, i)) if (canEnter(s, k, t)) out.push(moveOpt(k, i, t));
    }
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
    else if (c.t === "move") f.did += move(ctx, c.p, spaceIdx(c.from), spaceIdx(c.to));
    record(ctx, f);
  },
  explain(s, f, c) {
    const to = (i: number) => destinations(s, f, i);
    return whyNotEventMove(
      s,
      { kinds: f.kinds, from: f.from, dest: to, adjacent: !f.to.length, rule: f.rule },
      c,
    );
  },
});
