// Card 45 "Los Derechos Humanos".
// unshaded: every space holding cubes and a Terror marker shifts 1 level toward Active Support.
// shaded: Aid −1 for each space holding AUC pieces (never below 0, 1.7); then a die is rolled and
// Govt Resources drop by the roll (never below 0). At 0 Resources no die is rolled (rulings.md).
import { cubes, factionPieces, hasPop } from "../../../core/queries";
import type { GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const shiftable = (s: GameState) =>
  spacesWhere((i) => hasPop(s, i) && cubes(s, i) > 0 && s.spaces[i].terror > 0 && s.spaces[i].sup < 2, s);
const aucSpaces = (s: GameState) => spacesWhere((i) => factionPieces(s, i, "auc") > 0, s);

registerEvent(45, {
  unshaded: side(
    (s) => shiftable(s).length > 0,
    (x) => x.shift(shiftable(x.s), 1),
  ),
  shaded: side(
    (s) => (s.aid > 0 && aucSpaces(s).length > 0) || s.resources.govt > 0,
    (x) => {
      x.aid(-aucSpaces(x.s).length);
      if (x.s.resources.govt > 0) x.resources("govt", -x.roll());
    },
  ),
});
