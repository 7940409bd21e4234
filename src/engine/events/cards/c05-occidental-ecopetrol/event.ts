// Card 5 "Occidental & Ecopetrol".
// unshaded: the executor puts 6 Police onto pipelines (as far as Available, 1.4.1; a Government
// player may free its own), then flips 3 Underground Guerrillas (any Faction) to Active, in the
// pipelines that received Police from this Event or in spaces next to them (rulings.md).
// shaded: a Pop space next to a 3-Econ LoC shifts 2 levels toward Active Opposition (1.6).
import { adjacentIn, count, econOf, hasPop, isPipeline } from "../../../core/queries";
import { obtainable } from "../../../ops/own-removal";
import type { GameState, PieceKind } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const pipelines = (s: GameState) => spacesWhere(isPipeline, s);
const policeOn = (s: GameState) => pipelines(s).map((i) => count(s, i, "police"));
const UNDERGROUND: PieceKind[] = ["farcU", "aucU", "cartelsU"];

/** the pipelines that gained Police since `before`, and every space next to them */
function flipArea(s: GameState, before: number[]): number[] {
  const got = pipelines(s).filter((i, j) => count(s, i, "police") > (before[j] ?? 0));
  const area = new Set(got);
  for (const i of got) for (const j of adjacentIn(s, i)) area.add(j);
  return [...area].sort((a, b) => a - b);
}

/** 5.1.3 spaces next to a 3-Econ LoC where the full 2 levels shift, else where 1 does */
const shiftTiers = (s: GameState) => {
  const near = spacesWhere((i) => hasPop(s, i) && adjacentIn(s, i).some((j) => econOf(j) === 3), s);
  return [near.filter((i) => s.spaces[i].sup >= 0), near.filter((i) => s.spaces[i].sup > -2)];
};

registerEvent(5, {
  unshaded: side<{ before: number[] }>(
    (s, f) => obtainable(s, "police", f),
    (x) => {
      x.set("before", policeOn(x.s));
      x.place({ spaces: pipelines(x.s), kinds: ["police"], n: 6, prompt: "prompt.card5.police" });
    },
    (x) =>
      x.flip({
        spaces: flipArea(x.s, x.data.before ?? []),
        kinds: UNDERGROUND,
        n: 3,
        prompt: "prompt.card5.flip",
        rule: "5.1",
      }),
  ),
  shaded: side<{ space: number }>(
    (s) => shiftTiers(s)[1].length > 0,
    (x) => x.pickSpace("space", { tiers: shiftTiers(x.s), prompt: "prompt.card5.shift", rule: "5.1.3" }),
    (x) => x.shift(x.data.space, -2),
  ),
});
