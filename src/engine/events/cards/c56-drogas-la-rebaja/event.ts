// Card 56 "Drogas La Rebaja" (2nd edition unshaded).
// unshaded: up to 15 Resources pass from the Cartels to the Government: no more than the Cartels
// hold, and no more than the Government can take below 99 (1.7; rulings.md).
// shaded: Cartels Resources + twice the Cartels pieces in Cities (99 cap); then a Cartels Base in
// each of 2 Cities chosen by the executor (where a Base fits, 1.4.2; a Cartels player executor
// may free its Bases, 1.4.1).
import { baseRoom, citySpaces, factionPieces } from "../../../core/queries";
import { MAX_RESOURCES } from "../../../data/forces";
import { obtainable } from "../../../ops/own-removal";
import type { Faction, GameState } from "../../../types";
import { registerEvent, side } from "../../registry";
import { servable } from "../servable";

const TRANSFER = 15;

const transfer = (s: GameState) => Math.min(TRANSFER, s.resources.cartels, MAX_RESOURCES - s.resources.govt);
const cityPieces = (s: GameState) => citySpaces(s).reduce((n, i) => n + factionPieces(s, i, "cartels"), 0);
const baseCities = (s: GameState, f: Faction) =>
  obtainable(s, "cartelsBase", f) ? citySpaces(s).filter((i) => baseRoom(s, i)) : [];

registerEvent(56, {
  unshaded: side(
    (s) => transfer(s) > 0,
    (x) => {
      const n = transfer(x.s);
      x.resources("cartels", -n);
      x.resources("govt", n);
    },
  ),
  shaded: side<{ cities: number[] }>(
    (s, f) => (cityPieces(s) > 0 && s.resources.cartels < MAX_RESOURCES) || baseCities(s, f).length > 0,
    (x) => {
      x.resources("cartels", 2 * cityPieces(x.s));
      x.pickSpaces("cities", {
        cands: baseCities(x.s, x.f),
        n: servable(x.s, "cartelsBase", x.f, 2),
        prompt: "prompt.card56.cities",
      });
    },
    (x) => {
      for (const i of x.data.cities ?? []) x.placeIn(i, ["cartelsBase", 1]);
    },
  ),
});
