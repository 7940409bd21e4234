// Card 63 "Narco-War" (single Event). In every space holding Cartels Guerrillas all of them but
// one are removed; the Cartels make a free Terror (3.3.4, 5.5) with the one left (if it is
// Underground it goes Active, an Active one serves as it is: either way it ends Active, so
// nothing is asked). Then the Cartels are Ineligible through the next card (2.3.7).
import { remove } from "../../../core/mutate";
import { active, guerrillas } from "../../../core/queries";
import { terrorIn } from "../../../ops/terror";
import type { GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";
import { throughNextMatters } from "../ineligible-through-next";

const cartelSpaces = (s: GameState) => spacesWhere((i) => guerrillas(s, i, "cartels") > 0, s);

registerEvent(63, {
  unshaded: side(
    (s, f) => cartelSpaces(s).length > 0 || throughNextMatters(s, f, ["cartels"]),
    (x) => {
      for (const i of cartelSpaces(x.s)) {
        // keep an Active one when there is one: the Terror then flips nothing
        const extra = guerrillas(x.s, i, "cartels") - 1;
        const u = remove(x.ctx, "cartelsU", i, extra);
        remove(x.ctx, "cartelsA", i, Math.min(extra - u, active(x.s, i, "cartels") - 1));
        terrorIn(x.ctx, "cartels", i, { anyGuerrilla: true });
      }
      x.ineligibleThroughNext("cartels");
    },
  ),
});
