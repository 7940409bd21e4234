// Card 64 "Cocaine Labs" (2nd edition unshaded).
// unshaded: 2 Available Shipments, each beneath a FARC Guerrilla in a space with a Cartels Base
// (4.5.3; FARC owns them); both may go to one space (rulings.md).
// shaded: Cartels Resources +2 for each Cartels Base in a City, +1 for each in a Department (99
// cap, 1.7).
import { baseCount, guerrillas, isCity, isDepartment, shipmentsAvailable } from "../../../core/queries";
import { MAX_RESOURCES } from "../../../data/forces";
import type { GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const labs = (s: GameState) =>
  spacesWhere((i) => baseCount(s, i, "cartels") > 0 && guerrillas(s, i, "farc") > 0, s);

/** +2 per Cartels Base in a City, +1 per one in a Department (Ecuador counts once it is one) */
const income = (s: GameState) =>
  spacesWhere((i) => baseCount(s, i, "cartels") > 0, s).reduce((n, i) => {
    const per = isCity(s, i) ? 2 : isDepartment(s, i) ? 1 : 0;
    return n + per * baseCount(s, i, "cartels");
  }, 0);

registerEvent(64, {
  unshaded: side(
    (s) => shipmentsAvailable(s) > 0 && labs(s).length > 0,
    (x) =>
      x.placeShipments({ spaces: labs(x.s), factions: ["farc"], n: 2, prompt: "prompt.card64.shipments" }),
  ),
  shaded: side(
    (s) => income(s) > 0 && s.resources.cartels < MAX_RESOURCES,
    (x) => x.resources("cartels", income(x.s)),
  ),
});
