// Card 40 "Demobilization".
// unshaded: 3 AUC Guerrillas (executor's pick, anywhere) leave the map, each followed by an
// Available Police into its space; without a Police (or in a FARC Zone) it is only removed
// (5.1.1; a Government player executing may free its own Police, 1.4.1).
// shaded: the cubes of one Department holding AUC pieces all move, each to any City; then one
// AUC piece (Guerrilla or Base, executor's pick) goes into each of 2 Cities.
import {
  canEnter,
  citySpaces,
  count,
  cubes,
  factionPieces,
  guerrillas,
  isDepartment,
} from "../../core/queries";
import { SPACE_COUNT } from "../../data/map";
import { obtainable } from "../../ops/own-removal";
import type { Faction, GameState } from "../../types";
import type { Ev } from "../ev";
import { spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const REPLACED = 3;
const aucCounts = (s: GameState) => Array.from({ length: SPACE_COUNT }, (_, i) => guerrillas(s, i, "auc"));
const withAuc = (s: GameState) => spacesWhere((i) => guerrillas(s, i, "auc") > 0, s);

/** Departments with an AUC piece and cubes to send away */
const sourceDepts = (s: GameState) =>
  spacesWhere((i) => isDepartment(s, i) && factionPieces(s, i, "auc") > 0 && cubes(s, i) > 0, s);
const cities = (s: GameState) => citySpaces(s);
/** Cities where an AUC Guerrilla or Base could be placed (1.4.1 as the executor may, 1.4.2) */
const aucCities = (s: GameState, by: Faction) =>
  cities(s).filter(
    (i) => obtainable(s, "aucU", by) || (obtainable(s, "aucBase", by) && canEnter(s, "aucBase", i)),
  );

type Rep = { snap: number[] };

/** one AUC Guerrilla off the map (executor's pick of which) */
function takeOne(x: Ev<Rep>): void {
  x.set("snap", aucCounts(x.s));
  x.remove({ spaces: withAuc(x.s), kinds: ["aucU", "aucA"], n: 1, prompt: "prompt.card40.replace" });
}

/** a Police into the space the Guerrilla just left */
function policeIn(x: Ev<Rep>): void {
  const snap = x.data.snap;
  if (!snap) return;
  const now = aucCounts(x.s);
  const i = now.findIndex((n, j) => n < snap[j]);
  if (i >= 0) x.place({ spaces: [i], kinds: ["police"], n: 1 });
}

registerEvent(40, {
  unshaded: side<Rep>(
    (s) => withAuc(s).length > 0,
    ...Array.from({ length: REPLACED }, () => [takeOne, policeIn]).flat(),
  ),
  shaded: side<{ dept: number; cities: number[] }>(
    (s, f) => sourceDepts(s).length > 0 || aucCities(s, f).length > 0,
    (x) => x.pickSpace("dept", { cands: sourceDepts(x.s), prompt: "prompt.card40.dept" }),
    (x) => {
      const d = x.data.dept;
      if (d === undefined) return;
      const n = count(x.s, d, "troops") + count(x.s, d, "police");
      x.move({
        from: [d],
        to: [...cities(x.s)],
        kinds: ["troops", "police"],
        n,
        prompt: "prompt.card40.cubes",
      });
    },
    (x) => x.pickSpaces("cities", { cands: aucCities(x.s, x.f), n: 2, prompt: "prompt.card40.cities" }),
    (x) => {
      for (const i of [...(x.data.cities ?? [])].reverse())
        x.place({ spaces: [i], kinds: ["aucU", "aucBase"], n: 1 });
    },
  ),
});
