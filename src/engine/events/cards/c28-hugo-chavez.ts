// Card 28 "Hugo Chávez".
// unshaded: in one space next to Venezuela, remove up to 3 FARC/AUC/Cartels pieces (any kind).
// shaded: a FARC Base goes into a Department next to Venezuela (if one is available and fits),
// then every LoC touching Cúcuta that holds no pieces at all is Sabotaged (3.3.4 markers permitting).
import { adjacentIn, baseRoom, bordersVenezuela, isDepartment, isLoC, totalPieces } from "../../core/queries";
import { spaceIdx } from "../../data/map";
import { obtainable } from "../../ops/own-removal";
import type { Faction, GameState } from "../../types";
import { INSURGENT_KINDS, insurgentPieces, spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const removeTargets = (s: GameState) =>
  spacesWhere((i) => bordersVenezuela(s, i) && insurgentPieces(s, i) > 0, s);

/** 1.4.1 a FARC player executing the card may take one of its Bases off the map to place it */
function baseTargets(s: GameState, by?: Faction): number[] {
  if (!obtainable(s, "farcBase", by)) return [];
  return spacesWhere((i) => isDepartment(s, i) && bordersVenezuela(s, i) && baseRoom(s, i), s);
}

/** LoCs adjacent to Cúcuta with no pieces and no Sabotage yet */
function emptyCucutaLocs(s: GameState): number[] {
  return adjacentIn(s, spaceIdx("cucuta")).filter(
    (i) => isLoC(s, i) && totalPieces(s, i) === 0 && s.spaces[i].terror === 0,
  );
}

registerEvent(28, {
  unshaded: side<{ space: number }>(
    (s) => removeTargets(s).length > 0,
    (x) => x.pickSpace("space", { cands: removeTargets(x.s), prompt: "prompt.card28.space" }),
    (x) =>
      x.remove({
        spaces: x.at(x.data.space),
        kinds: INSURGENT_KINDS,
        n: 3,
        upTo: true,
        prompt: "prompt.card28.remove",
        rule: "5.1",
      }),
  ),
  shaded: side<{ dept: number }>(
    (s, f) => baseTargets(s, f).length > 0 || emptyCucutaLocs(s).length > 0,
    (x) =>
      x.pickSpace("dept", { cands: baseTargets(x.s, x.f), prompt: "prompt.card28.baseDept", rule: "5.1.1" }),
    (x) => x.placeIn(x.data.dept, ["farcBase", 1]),
    (x) => x.terror(emptyCucutaLocs(x.s)),
  ),
});
