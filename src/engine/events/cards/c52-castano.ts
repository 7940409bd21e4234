// Card 52 "Castaño".
// unshaded: the executor picks 2 Cities or Mountain Departments not yet at Active Support; each
// shifts 1 level toward it (1.6).
// shaded: an AUC Base goes into a space that already holds AUC pieces (where a Base fits, 1.4.2;
// an AUC player executor may free one of its Bases, 1.4.1); then AUC Resources +1 for each AUC
// Base on the map (99 cap, 1.7).
import { basesOnMap, canEnter, factionPieces, hasPop, isCity, terrainOf } from "../../core/queries";
import { MAX_RESOURCES } from "../../data/forces";
import { obtainable } from "../../ops/own-removal";
import type { Faction, GameState } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const cityOrMountain = (s: GameState, i: number) => isCity(s, i) || terrainOf(s, i) === "mountain";
const shiftCands = (s: GameState) =>
  spacesWhere((i) => cityOrMountain(s, i) && hasPop(s, i) && s.spaces[i].sup < 2, s);

/** 1.4.2 spaces with AUC pieces where a Base fits (and, in Ecuador, AUC has fewer than 2 pieces, card 33) */
const baseCands = (s: GameState) =>
  spacesWhere((i) => factionPieces(s, i, "auc") > 0 && canEnter(s, "aucBase", i), s);

registerEvent(52, {
  unshaded: side<{ spaces: number[] }>(
    (s) => shiftCands(s).length > 0,
    (x) => x.pickSpaces("spaces", { cands: shiftCands(x.s), n: 2, prompt: "prompt.card52.shift" }),
    (x) => x.shift(x.data.spaces, 1),
  ),
  shaded: side(
    (s, f: Faction) =>
      (obtainable(s, "aucBase", f) && baseCands(s).length > 0) ||
      (basesOnMap(s, "auc") > 0 && s.resources.auc < MAX_RESOURCES),
    (x) => x.place({ spaces: baseCands(x.s), kinds: ["aucBase"], n: 1, prompt: "prompt.card52.base" }),
    (x) => x.resources("auc", basesOnMap(x.s, "auc")),
  ),
});
