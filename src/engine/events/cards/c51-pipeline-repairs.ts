// Card 51 "Pipeline Repairs".
// unshaded: every Sabotage marker on a pipeline is removed; only when there is none, Govt
// Resources +12 (99 cap, 1.7).
// shaded: the executor picks 3 pipelines without Sabotage that hold FARC Guerrillas or lie next to
// a space holding them, and Sabotages them (3.3.4: as many as markers remain).
import { removeTerror } from "../../core/mutate";
import { adjacentIn, guerrillas, isPipeline, terrorAvailable } from "../../core/queries";
import { MAX_RESOURCES } from "../../data/forces";
import type { GameState } from "../../types";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const PIPES = 3;

const sabotaged = (s: GameState) => spacesWhere((i) => isPipeline(i) && s.spaces[i].terror > 0, s);
const farcNear = (s: GameState, i: number) =>
  guerrillas(s, i, "farc") > 0 || adjacentIn(s, i).some((j) => guerrillas(s, j, "farc") > 0);
const targets = (s: GameState) =>
  spacesWhere((i) => isPipeline(i) && s.spaces[i].terror === 0 && farcNear(s, i), s);

registerEvent(51, {
  unshaded: side(
    (s) => sabotaged(s).length > 0 || s.resources.govt < MAX_RESOURCES,
    (x) => {
      const pipes = sabotaged(x.s);
      for (const i of pipes) removeTerror(x.ctx, i); // a LoC holds at most 1 Sabotage (3.3.4)
      if (!pipes.length) x.resources("govt", 12);
    },
  ),
  shaded: side<{ pipes: number[] }>(
    (s) => targets(s).length > 0 && terrorAvailable(s) > 0,
    (x) =>
      x.pickSpaces("pipes", {
        cands: targets(x.s),
        n: Math.min(PIPES, terrorAvailable(x.s)),
        prompt: "prompt.card51.pipelines",
      }),
    (x) => x.terror(x.data.pipes),
  ),
});
