// Card 61 "Air Bridge".
// unshaded: every Cartels piece leaves one City with Cartels pieces (the executor's pick); then
// Cartels Resources −6 (never below 0, 1.7).
// shaded: a Cartels Base goes into each of 3 Departments without Cartels pieces, chosen by the
// executor among those where a Base fits (1.4.2; a Cartels player executor may free its own, 1.4.1).
import { baseRoom, citySpaces, factionPieces, isDepartment } from "../../core/queries";
import { obtainable } from "../../ops/own-removal";
import type { Faction, GameState } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";
import { servable } from "./d2-shared";

const cartelsCities = (s: GameState) => citySpaces(s).filter((i) => factionPieces(s, i, "cartels") > 0);
const emptyDepts = (s: GameState, f: Faction) =>
  obtainable(s, "cartelsBase", f)
    ? spacesWhere((i) => isDepartment(s, i) && factionPieces(s, i, "cartels") === 0 && baseRoom(s, i), s)
    : [];

registerEvent(61, {
  unshaded: side<{ city: number }>(
    (s) => cartelsCities(s).length > 0 || s.resources.cartels > 0,
    (x) => x.pickSpace("city", { cands: cartelsCities(x.s), prompt: "prompt.card61.city" }),
    (x) => {
      x.removeAll(x.data.city, ["cartelsU", "cartelsA", "cartelsBase"]);
      x.resources("cartels", -6);
    },
  ),
  shaded: side<{ depts: number[] }>(
    (s, f) => emptyDepts(s, f).length > 0,
    (x) =>
      x.pickSpaces("depts", {
        cands: emptyDepts(x.s, x.f),
        n: servable(x.s, "cartelsBase", x.f, 3),
        prompt: "prompt.card61.depts",
      }),
    (x) => {
      for (const i of x.data.depts ?? []) x.placeIn(i, ["cartelsBase", 1]);
    },
  ),
});
