// Card 4 "Caño Limón – Coveñas".
// unshaded: the executor picks 3 pipelines without Sabotage; the Government gains twice their
// Econ in Resources (99 cap, 1.7).
// shaded: the cube-free pipelines without Sabotage are Sabotaged, highest Econ first, 3 at most;
// where a tie straddles the last place (the third, or fewer when markers run short, 3.3.4) the
// executor picks among the tied ones (rulings.md).
import { cubes, econOf, isPipeline, terrorAvailable } from "../../../core/queries";
import { MAX_RESOURCES } from "../../../data/forces";
import type { GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const PIPES = 3;

const clearPipelines = (s: GameState) => spacesWhere((i) => isPipeline(i) && s.spaces[i].terror === 0, s);

/** 3.3.4 the pipelines a Sabotage could go to: no cubes, no Sabotage yet; highest Econ first */
const sabotageCands = (s: GameState) =>
  clearPipelines(s)
    .filter((i) => cubes(s, i) === 0)
    .sort((a, b) => econOf(b) - econOf(a));

/**
 * the pipelines among the highest for certain, and the tied group the last places come from; with
 * fewer markers left than 3 (3.3.4) only that many places exist, so the executor picks among ties
 */
function highest(s: GameState): { sure: number[]; tied: number[]; n: number } {
  const all = sabotageCands(s);
  const k = Math.min(PIPES, terrorAvailable(s));
  if (k <= 0) return { sure: [], tied: [], n: 0 };
  if (all.length <= k) return { sure: all, tied: [], n: 0 };
  const cut = econOf(all[k - 1]);
  const sure = all.filter((i) => econOf(i) > cut);
  return { sure, tied: all.filter((i) => econOf(i) === cut), n: k - sure.length };
}

registerEvent(4, {
  unshaded: side<{ pipes: number[] }>(
    (s) => clearPipelines(s).length > 0 && s.resources.govt < MAX_RESOURCES,
    (x) => x.pickSpaces("pipes", { cands: clearPipelines(x.s), n: PIPES, prompt: "prompt.card4.pipelines" }),
    (x) => x.resources("govt", 2 * (x.data.pipes ?? []).reduce((n, i) => n + econOf(i), 0)),
  ),
  shaded: side<{ tied: number[] }>(
    (s) => sabotageCands(s).length > 0 && terrorAvailable(s) > 0,
    (x) => {
      const h = highest(x.s);
      x.set("tied", []);
      x.terror(h.sure);
      if (h.n > 0)
        x.pickSpaces("tied", { cands: h.tied, n: h.n, prompt: "prompt.card4.sabotage", rule: "5.1" });
    },
    (x) => x.terror(x.data.tied),
  ),
});
