// Card 58 "General Serrano".
// unshaded: Cartels Resources −6 (not below 0, 1.7); every Cartels Guerrilla leaves the map
// (their Shipments go per 4.5.3, core/mutate).
// shaded: the Cartels (whoever executes) move up to 4 Police, each into any space at all (not
// only adjacent ones); never into a FARC Zone (1.4.2, enforced by core/mutate).
import { count } from "../../../core/queries";
import type { GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const CARTELS_GUERRILLAS = ["cartelsU", "cartelsA"] as const;
const withCartelsGuerrillas = (s: GameState) =>
  spacesWhere((i) => CARTELS_GUERRILLAS.some((k) => count(s, i, k) > 0), s);
const withPolice = (s: GameState) => spacesWhere((i) => count(s, i, "police") > 0, s);

registerEvent(58, {
  unshaded: side(
    (s) => s.resources.cartels > 0 || withCartelsGuerrillas(s).length > 0,
    (x) => {
      x.resources("cartels", -6);
      for (const i of withCartelsGuerrillas(x.s)) x.removeAll(i, [...CARTELS_GUERRILLAS]);
    },
  ),
  shaded: side(
    (s) => withPolice(s).length > 0,
    (x) =>
      x.move({
        from: withPolice(x.s),
        to: spacesWhere(() => true, x.s),
        kinds: ["police"],
        n: 4,
        upTo: true,
        by: "cartels",
        prompt: "prompt.card58.relocate",
      }),
  ),
});
