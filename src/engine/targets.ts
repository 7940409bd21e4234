// Drag highlighting: where may this piece, picked up in this space, be dropped now? The answer
// is read from the current Decision's `move` options, indexed once per Decision (WeakMap).
import { getDecision } from "./flow/runtime";
import type { Decision, GameState, PieceKind, SpaceId } from "./types";

export interface DragPiece {
  p: PieceKind;
  from: SpaceId;
}

const NONE: readonly SpaceId[] = Object.freeze([]);
/** per Decision: the answers already computed, by "piece|from" */
const answers = new WeakMap<Decision, Map<string, readonly SpaceId[]>>();

/** SpaceIds where a `move` of piece p from `from` is among the current options (may be empty). */
export function targetsFor(s: GameState, piece: DragPiece): readonly SpaceId[] {
  const d = getDecision(s);
  let m = answers.get(d);
  if (!m) {
    m = new Map();
    answers.set(d, m);
  }
  const key = `${piece.p}|${piece.from}`;
  let list = m.get(key);
  if (!list) {
    // one pass over the options for this piece only: cheaper than indexing every move
    const out: SpaceId[] = [];
    for (const o of d.options) if (o.t === "move" && o.p === piece.p && o.from === piece.from) out.push(o.to);
    list = out.length ? out : NONE;
    m.set(key, list);
  }
  return list;
}
