// Card 72 "Sicarios".
// unshaded: in 2 spaces chosen by the executor, every Cartels Guerrilla is replaced by a FARC or
// AUC Guerrilla, the executor picking the Faction of each (rulings.md). The newcomers are placed
// first, from Available only (1.4.1), then the Cartels Guerrillas leave, so a Shipment they held
// may pass to a Guerrilla there (4.5.3).
// shaded: every Available Cartels Guerrilla is placed, each into a space with a Cartels Base of
// the executor's choice.
import { available, baseCount, canEnter, guerrillas } from "../../../core/queries";
import type { GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const withSicarios = (s: GameState) => spacesWhere((i) => guerrillas(s, i, "cartels") > 0, s);
/** spaces with a Cartels Base that can still take a Guerrilla (Ecuador's 2-piece limit, card 33) */
const withBase = (s: GameState) =>
  spacesWhere((i) => baseCount(s, i, "cartels") > 0 && canEnter(s, "cartelsU", i), s);

registerEvent(72, {
  unshaded: side<{ spaces: number[] }>(
    (s) => withSicarios(s).length > 0,
    (x) => x.pickSpaces("spaces", { cands: withSicarios(x.s), n: 2, prompt: "prompt.card72.spaces" }),
    (x) => {
      for (const i of x.data.spaces ?? [])
        x.place({
          spaces: [i],
          kinds: ["farcU", "aucU"],
          n: guerrillas(x.s, i, "cartels"),
          prompt: "prompt.card72.replace",
        });
    },
    (x) => {
      for (const i of x.data.spaces ?? []) x.removeAll(i, ["cartelsU", "cartelsA"]);
    },
  ),
  shaded: side(
    (s) => available(s, "cartelsU") > 0 && withBase(s).length > 0,
    (x) =>
      x.place({
        spaces: withBase(x.s),
        kinds: ["cartelsU"],
        n: available(x.s, "cartelsU"),
        prompt: "prompt.card72.place",
      }),
  ),
});
