// Drag highlighting: where may this piece, picked up in this space, be dropped now? The answer
// is read from the current Decision's `move` options, indexed once per Decision (WeakMap).
import { getDecision } from "./flow/runtime";
import type { Decision, GameState, PieceKind, SpaceId } from "./types";

export interface DragPiece {
  p: PieceKind;
  from: SpaceId;
}

const NONE: readonly SpaceId[] = Object.freeze([]);
const index = new WeakMap<Decision, Map<string, SpaceId[]>>();

function movesOf(d: Decision): Map<string, SpaceId[]> {
  let m = index.get(d);
  if (!m) {
    m = new Map();
    for (const o of d.options) {
      if (o.t !== "move") continue;
      const k = `${o.p}|${o.from}`;
      const list = m.get(k);
      if (list) list.push(o.to);
      else m.set(k, [o.to]);
    }
    index.set(d, m);
  }
  return m;
}

/** SpaceIds where a `move` of piece p from `from` is among the current options (may be empty). */
export function targetsFor(s: GameState, piece: DragPiece): readonly SpaceId[] {
  return movesOf(getDecision(s)).get(`${piece.p}|${piece.from}`) ?? NONE;
}
