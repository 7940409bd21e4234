// Card 32 "Secuestrados".
// unshaded: 2 spaces at Neutral or Passive Opposition are set to Passive Support (1.6).
// shaded: FARC Resources +12 (99 cap, 1.7).
import { hasPop } from "../../core/queries";
import { MAX_RESOURCES } from "../../data/forces";
import type { GameState } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const cands = (s: GameState) =>
  spacesWhere((i) => hasPop(s, i) && (s.spaces[i].sup === 0 || s.spaces[i].sup === -1), s);

registerEvent(32, {
  unshaded: side<{ spaces: number[] }>(
    (s) => cands(s).length > 0,
    (x) => x.pickSpaces("spaces", { cands: cands(x.s), n: 2, prompt: "prompt.card32.spaces" }),
    (x) => {
      for (const i of x.data.spaces ?? []) x.shift(i, 1 - x.s.spaces[i].sup);
    },
  ),
  shaded: side(
    (s) => s.resources.farc < MAX_RESOURCES,
    (x) => x.resources("farc", 12),
  ),
});
