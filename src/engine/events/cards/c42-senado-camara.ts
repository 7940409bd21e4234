// Card 42 "Senado & Cámara".
// unshaded: the executor picks 2 Neutral spaces (Pop > 0) that go to Passive Support; then
// Government Resources +3.
// shaded (Momentum, 5.4): until the next Reset no Sweep Activates, and no Assault removes, pieces
// of the Faction that executed it (read through core/modifiers.ts sweepAssaultShield; an
// executing Event is not held to it, 5.1.2). The executor is recorded with the Momentum.
import { hasPop } from "../../core/queries";
import type { GameState } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const neutral = (s: GameState) => spacesWhere((i) => hasPop(s, i) && s.spaces[i].sup === 0, s);

registerEvent(42, {
  unshaded: side<{ spaces: number[] }>(
    (s) => neutral(s).length > 0 || s.resources.govt < 99,
    (x) => x.pickSpaces("spaces", { cands: neutral(x.s), n: 2, prompt: "prompt.card42.support" }),
    (x) => {
      x.shift(x.data.spaces, 1); // Neutral → Passive Support
      x.resources("govt", 3);
    },
  ),
  shaded: side(
    // the Government is never Swept or Assaulted: executed by it, the Momentum changes nothing
    (_s, f) => f !== "govt",
    (x) => {
      // replaced, never changed in place: states share it (core/clone.ts)
      x.s.momentumBy = { ...x.s.momentumBy, 42: x.f };
    },
  ),
});
