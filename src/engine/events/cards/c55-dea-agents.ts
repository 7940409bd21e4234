// Card 55 "DEA Agents" (2nd edition unshaded).
// unshaded: the executor removes 2 Shipments anywhere (4.5.3), then any 5 Cartels Guerrillas;
// then Aid +3 (29 cap, 1.7).
// shaded: the executor picks 3 spaces with Cartels pieces not yet at Active Opposition; each
// shifts 1 level toward it (1.6).
import { factionPieces, guerrillas, hasPop } from "../../core/queries";
import { MAX_AID } from "../../data/forces";
import type { GameState } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const withCartelsGuerrillas = (s: GameState) => spacesWhere((i) => guerrillas(s, i, "cartels") > 0, s);
const shiftCands = (s: GameState) =>
  spacesWhere((i) => factionPieces(s, i, "cartels") > 0 && hasPop(s, i) && s.spaces[i].sup > -2, s);

registerEvent(55, {
  unshaded: side(
    (s) => s.shipments.length > 0 || withCartelsGuerrillas(s).length > 0 || s.aid < MAX_AID,
    (x) =>
      x.removeShipments({ spaces: spacesWhere(() => true, x.s), n: 2, prompt: "prompt.card55.shipments" }),
    (x) =>
      x.remove({
        spaces: withCartelsGuerrillas(x.s),
        kinds: ["cartelsU", "cartelsA"],
        n: 5,
        prompt: "prompt.card55.guerrillas",
        rule: "5.1",
      }),
    (x) => x.aid(3),
  ),
  shaded: side<{ spaces: number[] }>(
    (s) => shiftCands(s).length > 0,
    (x) => x.pickSpaces("spaces", { cands: shiftCands(x.s), n: 3, prompt: "prompt.card55.shift" }),
    (x) => x.shift(x.data.spaces, -1),
  ),
});
