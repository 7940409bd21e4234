// Card 26 "Gramaje".
// unshaded: in each space holding Cartels Guerrillas and FARC pieces, in map order, the Cartels
// make a free Attack (3.3.3, 5.5) that may remove only FARC pieces: all their Guerrillas there
// Activate and count for the one roll per space; a hit removes up to 2 FARC pieces (Bases last),
// Captured Goods as usual (rulings.md beside this file).
// shaded (2nd edition): Cartels pay FARC 6 Resources per space with a Cartels Base and a FARC
// Guerrilla, as far as the Cartels can pay (1.7).
import { baseCount, guerrillas } from "../../../core/queries";
import { hasAttackTarget } from "../../../ops/attack";
import type { GameState } from "../../../types";
import { eachSpace } from "../../frames/each-space";
import { eventAttackIn } from "../../frames/strike";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const attackSpaces = (s: GameState) =>
  spacesWhere((i) => guerrillas(s, i, "cartels") > 0 && hasAttackTarget(s, i, "cartels", "farc"), s);

const PAYMENT = 6;
const paySpaces = (s: GameState) =>
  spacesWhere((i) => baseCount(s, i, "cartels") > 0 && guerrillas(s, i, "farc") > 0, s);

registerEvent(26, {
  unshaded: side(
    (s) => attackSpaces(s).length > 0,
    eachSpace({
      spaces: attackSpaces,
      run: (ctx, _f, i) => eventAttackIn(ctx, "cartels", i, { only: "farc", prompt: "prompt.card26.remove" }),
    }),
  ),
  shaded: side(
    (s) => paySpaces(s).length > 0 && s.resources.cartels > 0,
    (x) => {
      const paid = -x.resources("cartels", -PAYMENT * paySpaces(x.s).length);
      x.resources("farc", paid);
    },
  ),
});
