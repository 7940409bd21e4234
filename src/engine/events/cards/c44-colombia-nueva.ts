// Card 44 "Colombia Nueva".
// unshaded: a City at Neutral or Passive Support is set to Active Support (1.6); Govt Resources +3
// (99 cap). A City already at Active Support would not change, so it is not offered.
// shaded: a City at Passive or Active Support is set to Neutral; Govt Resources −3 (never below 0).

import { citySpaces } from "../../core/queries";
import { MAX_RESOURCES } from "../../data/forces";
import type { GameState } from "../../types";
import { registerEvent, side } from "../registry";

const ACTIVE_SUPPORT = 2;
const toActive = (s: GameState) =>
  citySpaces(s).filter((i) => s.spaces[i].sup === 0 || s.spaces[i].sup === 1);
const supporting = (s: GameState) => citySpaces(s).filter((i) => s.spaces[i].sup > 0);

registerEvent(44, {
  unshaded: side<{ city: number }>(
    (s) => toActive(s).length > 0 || s.resources.govt < MAX_RESOURCES,
    (x) => x.pickSpace("city", { cands: toActive(x.s), prompt: "prompt.card44.support" }),
    (x) => {
      const i = x.data.city;
      if (i !== undefined) x.shift(i, ACTIVE_SUPPORT - x.s.spaces[i].sup);
      x.resources("govt", 3);
    },
  ),
  shaded: side<{ city: number }>(
    (s) => supporting(s).length > 0 || s.resources.govt > 0,
    (x) => x.pickSpace("city", { cands: supporting(x.s), prompt: "prompt.card44.neutral" }),
    (x) => {
      const i = x.data.city;
      if (i !== undefined) x.shift(i, -x.s.spaces[i].sup);
      x.resources("govt", -3);
    },
  ),
});
