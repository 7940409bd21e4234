// Card 40 "Demobilization".
// unshaded: 3 AUC Guerrillas (executor's pick, anywhere) leave the map, each followed by an
// Available Police into its space; without a Police (or in a FARC Zone) it is only removed
// (5.1.1; a Government player executing may free its own Police, 1.4.1).
// shaded: the cubes of one Department holding AUC pieces all move, each to any City; then one
// AUC piece (Guerrilla or Base, executor's pick) goes into each of 2 Cities.
import { canEnter, citySpaces, cubes, factionPieces, guerrillas, isDepartment } from "../../../core/queries";
import { obtainable } from "../../../ops/own-removal";
import type { Faction, GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";
import { type SwapData, swapOneByOne } from "../../swap";

const withAuc = (s: GameState) => spacesWhere((i) => guerrillas(s, i, "auc") > 0, s);
/** Departments with an AUC piece and cubes to send away */
const sourceDepts = (s: GameState) =>
  spacesWhere((i) => isDepartment(s, i) && factionPieces(s, i, "auc") > 0 && cubes(s, i) > 0, s);
/** Cities where an AUC Guerrilla or Base could be placed (1.4.1 as the executor may, 1.4.2) */
const aucCities = (s: GameState, by: Faction) =>
  citySpaces(s).filter(
    (i) => obtainable(s, "aucU", by) || (obtainable(s, "aucBase", by) && canEnter(s, "aucBase", i)),
  );

registerEvent(40, {
  unshaded: side<SwapData>(
    (s) => withAuc(s).length > 0,
    ...swapOneByOne({
      n: 3,
      take: ["aucU", "aucA"],
      spaces: withAuc,
      put: ["police"],
      prompt: "prompt.card40.replace",
    }),
  ),
  shaded: side<{ dept: number; cities: number[] }>(
    (s, f) => sourceDepts(s).length > 0 || aucCities(s, f).length > 0,
    (x) => x.pickSpace("dept", { cands: sourceDepts(x.s), prompt: "prompt.card40.dept" }),
    (x) =>
      x.moveAll({
        from: x.at(x.data.dept),
        to: [...citySpaces(x.s)],
        kinds: ["troops", "police"],
        prompt: "prompt.card40.cubes",
      }),
    (x) => x.pickSpaces("cities", { cands: aucCities(x.s, x.f), n: 2, prompt: "prompt.card40.cities" }),
    (x) => x.placeEach(x.data.cities, ["aucU", "aucBase"]),
  ),
});
