// Card 20 "Mono Jojoy".
// unshaded: the Government moves up to 6 FARC Guerrillas, each one step into an adjacent space
// (one `move` each), no Guerrilla twice: a space sends no more Guerrillas of each face than it
// held when the Event began (faces do not change during the Event).
// shaded: FARC makes a free March (3.3.2, 5.5) with any of its Guerrillas, then turns up to 3 of
// its Active Guerrillas Underground.
import { active, guerrillas } from "../../../core/queries";
import type { GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const withFarc = (s: GameState) => spacesWhere((i) => guerrillas(s, i, "farc") > 0, s);
const withActiveFarc = (s: GameState) => spacesWhere((i) => active(s, i, "farc") > 0, s);

registerEvent(20, {
  unshaded: side(
    (s) => withFarc(s).length > 0,
    (x) =>
      x.move({
        from: withFarc(x.s),
        kinds: ["farcU", "farcA"],
        n: 6,
        upTo: true,
        once: true,
        by: "govt",
        prompt: "prompt.card20.move",
        rule: "5.1",
      }),
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
