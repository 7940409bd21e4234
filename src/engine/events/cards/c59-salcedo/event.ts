// Card 59 "Salcedo".
// unshaded: every Cartels Guerrilla goes Active; then the Government makes a free Assault
// (3.2.4, 5.5) against the Cartels alone in every space where it can remove one of their
// pieces (Bases last, Drug Bust 3.2.5). Where nothing can be removed no Assault happens.
// shaded: every Cartels Guerrilla goes Underground; the Cartels may then move up to 3 of them,
// each to any space (stacking and FARC Zones as for any move, 1.4.2).
import { guerrillas, underground } from "../../../core/queries";
import { type AssaultVariant, assaultable, startAssaultIn } from "../../../ops/assault";
import type { GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const VS_CARTELS: AssaultVariant = { against: ["cartels"] };
const withCartels = (s: GameState) => spacesWhere((i) => guerrillas(s, i, "cartels") > 0, s);
const assaultSpaces = (s: GameState) => spacesWhere((i) => assaultable(s, i, VS_CARTELS), s);

registerEvent(59, {
  unshaded: side(
    (s) => spacesWhere((i) => underground(s, i, "cartels") > 0, s).length > 0 || assaultSpaces(s).length > 0,
    (x) => {
      for (const i of withCartels(x.s)) x.flipAll(i, ["cartels"], true);
    },
    (x) => {
      // one frame per space; they run last-pushed first, so push in reverse map order
      for (const i of assaultSpaces(x.s).reverse()) startAssaultIn(x.ctx, i, "3.2.4", false, VS_CARTELS);
    },
  ),
  shaded: side(
    (s) => withCartels(s).length > 0,
    (x) => {
      for (const i of withCartels(x.s)) x.flipAll(i, ["cartels"], false);
    },
    (x) =>
      x.move({
        from: withCartels(x.s),
        to: spacesWhere(() => true, x.s),
        kinds: ["cartelsU"],
        n: 3,
        upTo: true,
        by: "cartels",
        prompt: "prompt.card59.relocate",
      }),
  ),
});
