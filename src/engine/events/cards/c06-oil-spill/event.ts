// Card 6 "Oil Spill".
// unshaded: 2 Departments at Neutral or Opposition, next to a Sabotaged LoC, are set to Passive
// Support (1.6). Departments only, as printed; Cities do not qualify (rulings.md).
// shaded: Sabotage a pipeline (3.3.4 markers permitting), then a Department next to that pipeline
// shifts 1 level toward Active Opposition.
import { adjacentIn, hasPop, isDepartment, isLoC, isPipeline, terrorAvailable } from "../../../core/queries";
import type { GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const sabotaged = (s: GameState, i: number) => isLoC(s, i) && s.spaces[i].terror > 0;

const toSupport = (s: GameState) =>
  spacesWhere(
    (i) =>
      isDepartment(s, i) &&
      hasPop(s, i) &&
      s.spaces[i].sup <= 0 &&
      adjacentIn(s, i).some((j) => sabotaged(s, j)),
    s,
  );

const canSabotage = (s: GameState, i: number) => s.spaces[i].terror === 0 && terrorAvailable(s) > 0;
/** Departments next to pipeline p that can still shift toward Active Opposition */
const shiftable = (s: GameState, p: number) =>
  adjacentIn(s, p).filter((i) => isDepartment(s, i) && hasPop(s, i) && s.spaces[i].sup > -2);

/** 5.1.3 pipelines where both halves work, else where either does */
const pipeTiers = (s: GameState) => {
  const pipes = spacesWhere(isPipeline, s);
  return [
    pipes.filter((i) => canSabotage(s, i) && shiftable(s, i).length > 0),
    pipes.filter((i) => canSabotage(s, i) || shiftable(s, i).length > 0),
  ];
};

registerEvent(6, {
  unshaded: side<{ depts: number[] }>(
    (s) => toSupport(s).length > 0,
    (x) => x.pickSpaces("depts", { cands: toSupport(x.s), n: 2, prompt: "prompt.card6.support" }),
    (x) => {
      for (const i of x.data.depts ?? []) x.shift(i, 1 - x.s.spaces[i].sup);
    },
  ),
  shaded: side<{ pipe: number; dept: number }>(
    (s) => pipeTiers(s)[1].length > 0,
    (x) => x.pickSpace("pipe", { tiers: pipeTiers(x.s), prompt: "prompt.card6.pipeline", rule: "5.1.3" }),
    (x) => {
      const p = x.data.pipe;
      if (p === undefined) return;
      x.terror(p);
      x.pickSpace("dept", { cands: shiftable(x.s, p), prompt: "prompt.card6.dept" });
    },
    (x) => x.shift(x.data.dept, -1),
  ),
});
