// Card 25 "Ejército de Liberación Nacional".
// unshaded: every FARC piece in one Mountain Department is removed.
// shaded: any 3 FARC pieces (Guerrillas and/or Bases, the executor's mix) are placed into
// Antioquia or one Department next to it (5.1.1: Available and fitting; a FARC player may first
// take its own pieces off the map, 1.4.1).
import { adjacentIn, canEnter, factionPieces, isDepartment, terrainOf } from "../../core/queries";
import { SPACE_INDEX } from "../../data/map";
import { obtainable } from "../../ops/own-removal";
import type { Faction, GameState, PieceKind } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const FARC_KINDS: PieceKind[] = ["farcU", "farcA", "farcBase"];
const PLACE_KINDS: PieceKind[] = ["farcU", "farcBase"]; // Guerrillas arrive Underground (1.4.3)

const mountainsWithFarc = (s: GameState) =>
  spacesWhere(
    (i) => isDepartment(s, i) && terrainOf(s, i) === "mountain" && factionPieces(s, i, "farc") > 0,
    s,
  );

const ANTIOQUIA = SPACE_INDEX.antioquia;
/** Antioquia and the Departments next to it */
const area = (s: GameState) => [ANTIOQUIA, ...adjacentIn(s, ANTIOQUIA).filter((i) => isDepartment(s, i))];

/** 5.1.3 Departments of the area where some FARC piece could be placed */
const placeTargets = (s: GameState, by?: Faction) =>
  area(s).filter((i) => PLACE_KINDS.some((k) => obtainable(s, k, by) && canEnter(s, k, i)));

registerEvent(25, {
  unshaded: side<{ mountain: number }>(
    (s) => mountainsWithFarc(s).length > 0,
    (x) => x.pickSpace("mountain", { cands: mountainsWithFarc(x.s), prompt: "prompt.card25.mountain" }),
    (x) => x.removeAll(x.data.mountain, FARC_KINDS),
  ),
  shaded: side<{ dept: number }>(
    (s, f) => placeTargets(s, f).length > 0,
    (x) =>
      x.pickSpace("dept", { cands: placeTargets(x.s, x.f), prompt: "prompt.card25.dept", rule: "5.1.1" }),
    (x) => x.place({ spaces: x.at(x.data.dept), kinds: PLACE_KINDS, n: 3, prompt: "prompt.card25.place" }),
  ),
});
