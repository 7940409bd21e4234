// Card 41 "Mancuso".
// unshaded: AUC Resources −6 (never below 0, 1.7); the executor picks a space and every AUC piece
// there (Guerrillas of both faces and Bases) is removed.
// shaded: AUC Resources +3 for each space holding pieces of both AUC and the Cartels (99 cap).
import { factionPieces } from "../../../core/queries";
import { MAX_RESOURCES } from "../../../data/forces";
import type { GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const withAuc = (s: GameState) => spacesWhere((i) => factionPieces(s, i, "auc") > 0, s);
const shared = (s: GameState) => withAuc(s).filter((i) => factionPieces(s, i, "cartels") > 0);

registerEvent(41, {
  unshaded: side<{ space: number }>(
    (s) => s.resources.auc > 0 || withAuc(s).length > 0,
    (x) => {
      x.resources("auc", -6);
      x.pickSpace("space", { cands: withAuc(x.s), prompt: "prompt.card41.space" });
    },
    (x) => x.removeAll(x.data.space, ["aucU", "aucA", "aucBase"]),
  ),
  shaded: side(
    (s) => shared(s).length > 0 && s.resources.auc < MAX_RESOURCES,
    (x) => x.resources("auc", 3 * shared(x.s).length),
  ),
});
