// Card 20 "Mono Jojoy".
// unshaded: the Government moves up to 6 FARC Guerrillas, each one step into an adjacent space
// (one `move` each; no Guerrilla moves twice: a space sends no more than it held at the start).
// shaded: FARC makes a free March (3.3.2, 5.5) with any of its Guerrillas, then turns up to 3 of
// its Active Guerrillas Underground.
import { active, guerrillas } from "../../core/queries";
import { SPACE_COUNT } from "../../data/map";
import type { GameState } from "../../types";
import type { Ev } from "../ev";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const MOVES = 6;
const farcCounts = (s: GameState) => Array.from({ length: SPACE_COUNT }, (_, i) => guerrillas(s, i, "farc"));
const withFarc = (s: GameState) => spacesWhere((i) => guerrillas(s, i, "farc") > 0, s);
const withActiveFarc = (s: GameState) => spacesWhere((i) => active(s, i, "farc") > 0, s);

type Move = { start: number[]; sent: number[]; snap: number[]; stop: boolean };

/** one Govt move of one FARC Guerrilla out of a space that has not yet sent all it held */
function moveOne(x: Ev<Move>): void {
  const { start, sent } = x.data;
  if (!start || !sent || x.data.stop) return;
  x.set("snap", farcCounts(x.s));
  const from = withFarc(x.s).filter((i) => sent[i] < start[i]);
  if (!from.length) x.set("stop", true);
  else
    x.move({ from, kinds: ["farcU", "farcA"], n: 1, upTo: true, by: "govt", prompt: "prompt.card20.move" });
}

/** after a move: charge it to the space it left; nothing moved (done) ends the Event */
function book(x: Ev<Move>): void {
  const { snap, sent } = x.data;
  if (!snap || !sent || x.data.stop) return;
  const now = farcCounts(x.s);
  const left = now.findIndex((n, i) => n < snap[i]);
  if (left < 0) x.set("stop", true);
  else
    x.set(
      "sent",
      sent.map((n, i) => (i === left ? n + 1 : n)),
    );
}

registerEvent(20, {
  unshaded: side<Move>(
    (s) => withFarc(s).length > 0,
    (x) => {
      x.set("start", farcCounts(x.s));
      x.set("sent", new Array(SPACE_COUNT).fill(0));
      x.set("stop", false);
    },
    ...Array.from({ length: MOVES }, () => [moveOne, book]).flat(),
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
