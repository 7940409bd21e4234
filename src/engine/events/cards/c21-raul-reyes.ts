// Card 21 "Raúl Reyes".
// unshaded: FARC Resources −6 (never below 0, 1.7); the executor removes one FARC Base.
// shaded: FARC Resources +6 (99 cap); a FARC Base goes into a City or Department where a Base
// fits (1.4.2; FARC Zones allowed); a FARC player executor may free one of its Bases (1.4.1).
import { baseCount, baseRoom } from "../../core/queries";
import { MAX_RESOURCES } from "../../data/forces";
import { obtainable } from "../../ops/own-removal";
import type { Faction, GameState } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const withBase = (s: GameState) => spacesWhere((i) => baseCount(s, i, "farc") > 0);
const baseTargets = (s: GameState, by?: Faction) =>
  obtainable(s, "farcBase", by) ? spacesWhere((i) => baseRoom(s, i)) : [];

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
        spaces: spacesWhere((i) => baseRoom(x.s, i)),
        kinds: ["farcBase"],
        n: 1,
        prompt: "prompt.card21.place",
      });
    },
  ),
});
