// Card 20 "Mono Jojoy".
// unshaded: the Government moves up to 6 FARC Guerrillas, each one step into an adjacent space
// (one `move` each). No Guerrilla moves twice: a space sends no more Guerrillas of each face
// (Underground, Active) than it held of that face when the Event began (faces do not change
// during the Event, so pieces of one face in one space are interchangeable).
// shaded: FARC makes a free March (3.3.2, 5.5) with any of its Guerrillas, then turns up to 3 of
// its Active Guerrillas Underground.
import { move } from "../../core/mutate";
import { active, adjacentIn, canEnter, count, guerrillas, underground } from "../../core/queries";
import { SPACE_COUNT, spaceIdx } from "../../data/map";
import { DONE, decision, moveOpt } from "../../flow/decide";
import { whyNotEventMove } from "../../flow/refusal";
import { registerFrame } from "../../flow/registry";
import { pop, push } from "../../flow/stack";
import type { Frame, GameState, Option, PieceKind } from "../../types";
import { ctxOf } from "../frames/common";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const MOVES = 6;
const withFarc = (s: GameState) => spacesWhere((i) => guerrillas(s, i, "farc") > 0, s);
const withActiveFarc = (s: GameState) => spacesWhere((i) => active(s, i, "farc") > 0, s);

/** the Government's moves of FARC Guerrillas */
interface JojoyFrame extends Frame {
  k: "ev.card20";
  /** per space, the Underground / Active FARC Guerrillas that have not moved yet */
  stillU: number[];
  stillA: number[];
  did: number;
}

const unmoved = (f: JojoyFrame, k: PieceKind, i: number) => (k === "farcU" ? f.stillU : f.stillA)[i];

function moveOptions(s: GameState, f: JojoyFrame): Option[] {
  const out: Option[] = [];
  if (f.did >= MOVES) return out;
  for (const i of withFarc(s))
    for (const k of ["farcU", "farcA"] as const) {
      if (count(s, i, k) <= 0 || unmoved(f, k, i) <= 0) continue;
      for (const t of adjacentIn(s, i)) if (canEnter(s, k, t)) out.push(moveOpt(k, i, t));
    }
  return out;
}

registerFrame<JojoyFrame>("ev.card20", {
  decide(s, f) {
    const opts = moveOptions(s, f);
    if (!opts.length) return null;
    opts.push(DONE); // "up to 6"
    return decision("govt", "prompt.card20.move", opts, ctxOf(s), { n: MOVES - f.did }, "5.1");
  },
  auto(ctx) {
    pop(ctx);
  },
  onCommand(ctx, f, c) {
    if (c.t === "done") f.did = MOVES;
    else if (c.t === "move" && (c.p === "farcU" || c.p === "farcA")) {
      const from = spaceIdx(c.from);
      if (move(ctx, c.p, from, spaceIdx(c.to)) === 0) return;
      (c.p === "farcU" ? f.stillU : f.stillA)[from]--;
      f.did++;
    }
  },
  explain(s, f, c) {
    const m = {
      kinds: ["farcU", "farcA"] as const,
      from: withFarc(s),
      dest: (i: number) => adjacentIn(s, i),
    };
    const spent = (k: PieceKind, i: number) => unmoved(f, k, i) <= 0;
    return whyNotEventMove(s, { ...m, adjacent: true, spent, rule: "5.1" }, c);
  },
});

registerEvent(20, {
  unshaded: side(
    (s) => withFarc(s).length > 0,
    (x) =>
      push(x.ctx, {
        k: "ev.card20",
        stillU: Array.from({ length: SPACE_COUNT }, (_, i) => underground(x.s, i, "farc")),
        stillA: Array.from({ length: SPACE_COUNT }, (_, i) => active(x.s, i, "farc")),
        did: 0,
      } satisfies JojoyFrame),
  ),
  shaded: side(
    (s) => withFarc(s).length > 0,
    (x) => x.freeOp("farc", "march"),
    (x) =>
      x.flip({
        spaces: withActiveFarc(x.s),
        kinds: ["farcA"],
        n: 3,
        upTo: true,
        by: "farc",
        prompt: "prompt.card20.hide",
        rule: "5.1",
      }),
  ),
});
