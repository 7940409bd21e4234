// Card 21 "Raúl Reyes".
// unshaded: FARC Resources −6 (never below 0, 1.7); the executor removes one FARC Base.
// shaded: FARC Resources +6 (99 cap); a FARC Base goes into a City or Department where a Base
// fits (1.4.2; FARC Zones allowed; Ecuador too once card 33 made it a Department); a FARC player
// executor may free one of its Bases (1.4.1).
import { baseCount, canEnter } from "../../core/queries";
import { MAX_RESOURCES } from "../../data/forces";
import { obtainable } from "../../ops/own-removal";
import type { Faction, GameState } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const withBase = (s: GameState) => spacesWhere((i) => baseCount(s, i, "farc") > 0, s);
/** 1.4.2 Cities and Departments (Ecuador included once card 33 made it one) where a FARC Base fits */
const baseRoomIn = (s: GameState) => spacesWhere((i) => canEnter(s, "farcBase", i), s);
const baseTargets = (s: GameState, by?: Faction) => (obtainable(s, "farcBase", by) ? baseRoomIn(s) : []);

registerEvent(21, {
  unshaded: side(
    (s) => s.resources.farc > 0 || withBase(s).length > 0,
    (x) => {
      x.resources("farc", -6);
      x.remove({ spaces: withBase(x.s), kinds: ["farcBase"], n: 1, prompt: "prompt.card21.remove" });
    },
  ),
  shaded: side(
    (s, f) => s.resources.farc < MAX_RESOURCES || baseTargets(s, f).length > 0,
    (x) => {
      x.resources("farc", 6);
      x.place({
        spaces: baseRoomIn(x.s),
        kinds: ["farcBase"],
        n: 1,
        prompt: "prompt.card21.place",
      });
    },
  ),
});
