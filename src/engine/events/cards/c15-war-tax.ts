// Card 15 "War Tax".
// unshaded: roll a die; the Government gains 4 Resources per pip (99 cap, 1.7).
// shaded: a City at Neutral or Passive Support is set to Passive Opposition (1.6).

import { citySpaces } from "../../core/queries";
import { MAX_RESOURCES } from "../../data/forces";
import type { GameState } from "../../types";
import { registerEvent, side } from "../registry";

const cities = (s: GameState) => citySpaces(s).filter((i) => s.spaces[i].sup === 0 || s.spaces[i].sup === 1);

registerEvent(15, {
  unshaded: side(
    (s) => s.resources.govt < MAX_RESOURCES,
    (x) => x.resources("govt", 4 * x.roll()),
  ),
  shaded: side<{ city: number }>(
    (s) => cities(s).length > 0,
    (x) => x.pickSpace("city", { cands: cities(x.s), prompt: "prompt.card15.city" }),
    (x) => {
      const i = x.data.city;
      if (i !== undefined) x.shift(i, -1 - x.s.spaces[i].sup);
    },
  ),
});
