// Card 22 "Alfonso Cano".
// unshaded: one space at Passive or Active Opposition is set to Neutral (1.6).
// shaded: Insurgent Momentum (5.4), recorded by execute.ts and read by the 6.4.2 Agitation
// (propaganda/support.ts) through core/modifiers.ts agitateExtraSpaces: until the Reset, FARC
// may also Agitate in up to 3 spaces holding a FARC piece and without Govt Control.

import { momentumOn } from "../../core/modifiers";
import type { GameState } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const opposition = (s: GameState) => spacesWhere((i) => s.spaces[i].sup < 0, s);

registerEvent(22, {
  unshaded: side<{ space: number }>(
    (s) => opposition(s).length > 0,
    (x) => x.pickSpace("space", { cands: opposition(x.s), prompt: "prompt.card22.space" }),
    (x) => {
      const i = x.data.space;
      if (i !== undefined) x.shift(i, -x.s.spaces[i].sup);
    },
  ),
  shaded: side((s) => !momentumOn(s, 22)),
});
