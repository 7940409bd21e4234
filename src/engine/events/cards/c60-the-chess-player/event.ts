// Card 60 "The Chess Player".
// unshaded: the executor clears every Cartels piece out of either 2 Cities or 1 Department (its
// choice of which; Shipments per 4.5.3), then Govt Resources +6 (99 cap, 1.7).
// shaded: the Cartels put an Available Base into each of 2 Cities (1.4.1, 1.4.2; a Cartels
// player executing may free its own Bases), then Bribe for free (5.5) in 1 space.
import { anyBribeTarget, startFreeBribe } from "../../../activities/bribe";
import { canEnter, factionPieces, isCity, isDepartment } from "../../../core/queries";
import { MAX_RESOURCES } from "../../../data/forces";
import { obtainable } from "../../../ops/own-removal";
import type { Faction, GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const CARTELS_KINDS = ["cartelsU", "cartelsA", "cartelsBase"] as const;
const cartelsCities = (s: GameState) =>
  spacesWhere((i) => isCity(s, i) && factionPieces(s, i, "cartels") > 0, s);
const cartelsDepts = (s: GameState) =>
  spacesWhere((i) => isDepartment(s, i) && factionPieces(s, i, "cartels") > 0, s);

type Mode = "twoCities" | "oneDept";
const modes = (s: GameState): Mode[] => [
  ...(cartelsCities(s).length ? (["twoCities"] as const) : []),
  ...(cartelsDepts(s).length ? (["oneDept"] as const) : []),
];

/** Cities that could take a Cartels Base now (1.4.2 room; Available or freed by the executor, 1.4.1) */
const baseCities = (s: GameState, by: Faction) =>
  obtainable(s, "cartelsBase", by)
    ? spacesWhere((i) => isCity(s, i) && canEnter(s, "cartelsBase", i), s)
    : [];

registerEvent(60, {
  unshaded: side<{ mode: Mode; spaces: number[] }>(
    (s) => s.resources.govt < MAX_RESOURCES || modes(s).length > 0,
    (x) => x.pickMode("mode", { values: modes(x.s), prompt: "prompt.card60.mode" }),
    (x) => {
      if (x.data.mode === "twoCities")
        x.pickSpaces("spaces", { cands: cartelsCities(x.s), n: 2, prompt: "prompt.card60.cities" });
      else if (x.data.mode === "oneDept")
        x.pickSpaces("spaces", { cands: cartelsDepts(x.s), n: 1, prompt: "prompt.card60.dept" });
    },
    (x) => {
      for (const i of x.data.spaces ?? []) x.removeAll(i, [...CARTELS_KINDS]);
      x.resources("govt", 6);
    },
  ),
  shaded: side<{ cities: number[] }>(
    (s, f) => baseCities(s, f).length > 0 || anyBribeTarget(s),
    (x) =>
      x.pickSpaces("cities", {
        cands: baseCities(x.s, x.f),
        n: 2,
        by: "cartels",
        prompt: "prompt.card60.baseCities",
        rule: "5.1.1",
      }),
    (x) => {
      startFreeBribe(x.ctx, 1); // frames run last-pushed first: the Bribe waits for both Bases
      x.placeEach(x.data.cities, ["cartelsBase"], { by: "cartels" });
    },
  ),
});
