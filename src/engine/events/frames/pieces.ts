// Place, remove or flip pieces for an Event, one command each. core/mutate enforces 1.4.1
// availability, 1.4.2 stacking and FARC Zones (5.1.1); a forced step with a single possible piece
// is applied without a question; "up to" steps offer `done`.
import { ruleError } from "../../core/errors";
import { type Ctx, flip, place, remove } from "../../core/mutate";
import { OWNER } from "../../core/pieces";
import { available, canEnter, count } from "../../core/queries";
import { spaceIdx } from "../../data/map";
import { DONE, decision, flipOpt, placeOpt, removeOpt } from "../../flow/decide";
import { registerFrame } from "../../flow/registry";
import { pop } from "../../flow/stack";
import { ownRemovalOptions, removeOwn, sameFace } from "../../ops/own-removal";
import type { CommandBody, Faction, Frame, GameState, Option, PieceKind } from "../../types";
import { answer, ctxOf, evOf } from "./common";

export type PieceMode = "place" | "remove" | "flip";

export interface PiecesFrame extends Frame {
  k: "ev.pieces";
  by: Faction;
  mode: PieceMode;
  spaces: number[];
  kinds: PieceKind[];
  n: number;
  did: number;
  upTo: boolean;
  prompt: string;
  rule: string;
  /** record how many were done in the Event's data under this key */
  key?: string;
}

function pieceOptions(s: GameState, f: PiecesFrame): Option[] {
  if (f.did >= f.n) return [];
  const out: Option[] = [];
  for (const i of f.spaces)
    for (const k of f.kinds) {
      if (f.mode === "place") {
        if (available(s, k) > 0 && canEnter(s, k, i)) out.push(placeOpt(k, i));
      } else if (count(s, i, k) > 0) out.push(f.mode === "remove" ? removeOpt(k, i) : flipOpt(k, i));
    }
  return out;
}

/**
 * 1.4.1 a player executing the Event may take its own pieces off the map to place them: for each
 * kind to place that is not Available but would fit in one of the spaces, a `remove` option in
 * every other space holding one. Only the executing Faction, and only for its own pieces.
 */
function freeingOptions(s: GameState, f: PiecesFrame): Option[] {
  const out: Option[] = [];
  if (f.mode !== "place" || f.did >= f.n || evOf(s).f !== f.by) return out;
  for (const k of f.kinds) {
    if (OWNER[k] !== f.by || available(s, k) > 0) continue;
    const room = f.spaces.filter((i) => canEnter(s, k, i));
    if (room.length) ownRemovalOptions(s, f.by, sameFace(k), out, room.length === 1 ? room[0] : -1);
  }
  return out;
}

/** apply one place/remove/flip; false when nothing changed */
function applyPiece(ctx: Ctx, f: PiecesFrame, c: CommandBody): boolean {
  if (c.t !== "place" && c.t !== "remove" && c.t !== "flip") return false;
  const i = spaceIdx(c.s);
  let n: number;
  if (c.t === "place") n = place(ctx, c.p, i);
  else if (c.t === "remove") n = remove(ctx, c.p, i);
  else n = flip(ctx, OWNER[c.p], i, c.p.endsWith("U"));
  f.did += n;
  return n > 0;
}

registerFrame<PiecesFrame>("ev.pieces", {
  decide(s, f) {
    const opts = pieceOptions(s, f);
    const freeing = freeingOptions(s, f);
    if (!freeing.length && (!opts.length || (!f.upTo && opts.length === 1))) return null;
    // taking pieces off the map is voluntary (1.4.1): with nothing to place, one may stop
    const mayStop = f.upTo || opts.length === 0;
    opts.push(...freeing);
    if (mayStop) opts.push(DONE);
    const prompt = freeing.length ? "prompt.event.placeOwn" : f.prompt;
    return decision(f.by, prompt, opts, ctxOf(s), { n: f.n - f.did }, freeing.length ? "1.4.1" : f.rule);
  },
  auto(ctx, f) {
    const opts = pieceOptions(ctx.s, f);
    if (opts.length === 1 && !f.upTo && applyPiece(ctx, f, opts[0])) return;
    if (f.key) answer(ctx.s, f.key, f.did);
    pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") f.n = f.did;
    else if (c.t === "remove" && f.mode === "place")
      removeOwn(ctx, c); // 1.4.1
    else applyPiece(ctx, f, c);
  },
  explain(s, f, c) {
    if (c.t !== "place" || !f.kinds.includes(c.p) || !f.spaces.includes(spaceIdx(c.s))) return null;
    const i = spaceIdx(c.s);
    if (available(s, c.p) <= 0) return ruleError("eventUnavailable", "5.1.1", { piece: c.p });
    if (OWNER[c.p] === "govt" && s.spaces[i].zone) return ruleError("eventFarcZone", "5.1.1", { space: c.s });
    return ruleError("eventStacking", "5.1.1", { space: c.s });
  },
});
