// Card 66 "Tingo María".
// unshaded: the executor removes 3 Cartels Bases from Forest Departments.
// shaded: every Forest Department already holding a Cartels Base receives one more where a Base
// still fits (1.4.2), from Available Bases only; when they run short the executor picks which
// Forests get one (5.1.3; rulings.md).
import { available, baseCount, baseRoom, terrainOf } from "../../../core/queries";
import type { GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const forestsWithBase = (s: GameState) =>
  spacesWhere((i) => terrainOf(s, i) === "forest" && baseCount(s, i, "cartels") > 0, s);
const growCands = (s: GameState) => forestsWithBase(s).filter((i) => baseRoom(s, i));

registerEvent(66, {
  unshaded: side(
    (s) => forestsWithBase(s).length > 0,
    (x) =>
      x.remove({
        spaces: forestsWithBase(x.s),
        kinds: ["cartelsBase"],
        n: 3,
        prompt: "prompt.card66.remove",
        rule: "5.1",
      }),
  ),
  shaded: side<{ forests: number[] }>(
    (s) => available(s, "cartelsBase") > 0 && growCands(s).length > 0,
    (x) => {
      const c = growCands(x.s);
      x.pickSpaces("forests", {
        cands: c,
        n: Math.min(c.length, available(x.s, "cartelsBase")),
        prompt: "prompt.card66.forests",
      });
    },
    (x) => {
      for (const i of x.data.forests ?? []) x.placeIn(i, ["cartelsBase", 1]);
    },
  ),
});
