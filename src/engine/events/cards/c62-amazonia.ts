// Card 62 "Amazonía".
// unshaded: the executor removes up to 3 Insurgent pieces (any Faction, Guerrillas or Bases) from
// the 0-Pop Forest Departments (on the map: Guainía, Vaupés, Amazonas; Panamá too once card 71
// made it one, 1.3.5).
// shaded: a Cartels Base goes into each of Guainía, Vaupés and Amazonas, as far as Available and
// fitting (1.4.1, 1.4.2; a Cartels player executor may free its own).
import { baseRoom, isDepartment, popOf, terrainOf } from "../../core/queries";
import { SPACE_INDEX } from "../../data/map";
import { obtainable } from "../../ops/own-removal";
import type { Faction, GameState } from "../../types";
import { INSURGENT_KINDS, insurgentPieces, spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";
import { servable } from "./d2-shared";

/** 1.3.5 Panamá counts too once card 71 made it a 0-Pop Forest Department */
const zeroPopForests = (s: GameState) =>
  spacesWhere((i) => isDepartment(s, i) && terrainOf(s, i) === "forest" && popOf(s, i) === 0, s);
const withInsurgents = (s: GameState) => zeroPopForests(s).filter((i) => insurgentPieces(s, i) > 0);
const AIRSTRIPS = [SPACE_INDEX.guainia, SPACE_INDEX.vaupes, SPACE_INDEX.amazonas];
const baseTargets = (s: GameState, f: Faction) =>
  obtainable(s, "cartelsBase", f) ? AIRSTRIPS.filter((i) => baseRoom(s, i)) : [];

registerEvent(62, {
  unshaded: side(
    (s) => withInsurgents(s).length > 0,
    (x) =>
      x.remove({
        spaces: withInsurgents(x.s),
        kinds: INSURGENT_KINDS,
        n: 3,
        upTo: true,
        prompt: "prompt.card62.remove",
      }),
  ),
  shaded: side<{ depts: number[] }>(
    (s, f) => baseTargets(s, f).length > 0,
    (x) => {
      const t = baseTargets(x.s, x.f);
      x.pickSpaces("depts", {
        cands: t,
        n: servable(x.s, "cartelsBase", x.f, t.length),
        prompt: "prompt.card62.depts",
      });
    },
    (x) => {
      for (const i of x.data.depts ?? []) x.placeIn(i, ["cartelsBase", 1]);
    },
  ),
});
