// Card 48 "Unión Sindical Obrera".
// unshaded: next to a 3-Econ pipeline (1.3.4), either one Opposition marker goes (a space at
// Passive or Active Opposition becomes Neutral, 1.6.2) or one FARC Base is removed; the executor
// picks which, then the space (rulings.md).
// shaded: 2 Cities other than Bogotá each shift 1 level toward Active Opposition.
import { setLevel } from "../../../core/mutate";
import { adjacentIn, baseCount, citySpaces, econOf, isPipeline } from "../../../core/queries";
import { SPACE_INDEX } from "../../../data/map";
import type { GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

type Mode = "oppositionLevel" | "farcBaseOut";

const nearBigPipeline = (s: GameState, i: number) =>
  adjacentIn(s, i).some((j) => isPipeline(j) && econOf(j) === 3);
const opposed = (s: GameState) => spacesWhere((i) => s.spaces[i].sup < 0 && nearBigPipeline(s, i), s);
const farcBases = (s: GameState) =>
  spacesWhere((i) => baseCount(s, i, "farc") > 0 && nearBigPipeline(s, i), s);
const modes = (s: GameState): Mode[] => [
  ...(opposed(s).length ? (["oppositionLevel"] as const) : []),
  ...(farcBases(s).length ? (["farcBaseOut"] as const) : []),
];
const BOGOTA = SPACE_INDEX.bogota;
const cities = (s: GameState) => citySpaces(s).filter((i) => i !== BOGOTA && s.spaces[i].sup > -2);

registerEvent(48, {
  unshaded: side<{ mode: Mode; space: number }>(
    (s) => modes(s).length > 0,
    (x) => x.pickMode("mode", { values: modes(x.s), prompt: "prompt.card48.mode" }),
    (x) => {
      if (x.data.mode === "oppositionLevel")
        x.pickSpace("space", { cands: opposed(x.s), prompt: "prompt.card48.opposition" });
      else if (x.data.mode === "farcBaseOut")
        x.remove({ spaces: farcBases(x.s), kinds: ["farcBase"], n: 1, prompt: "prompt.card48.base" });
    },
    (x) => {
      const i = x.data.space;
      if (i !== undefined) setLevel(x.ctx, i, 0); // the marker is removed: Neutral (1.6.2)
    },
  ),
  shaded: side<{ cities: number[] }>(
    (s) => cities(s).length > 0,
    (x) => x.pickSpaces("cities", { cands: cities(x.s), n: 2, prompt: "prompt.card48.cities" }),
    (x) => x.shift(x.data.cities, -1),
  ),
});
