// Card 16 "Coffee Prices".
// unshaded: in each Mountain Department, the Faction with the most pieces there gains 5
// Resources; a tie for the most goes to the Government, an empty Mountain too (every Faction is
// tied there at 0; rulings.md).
// shaded: Government Resources −10 (never below 0, 1.7).
import { factionPieces, terrainOf } from "../../../core/queries";
import { MAX_RESOURCES } from "../../../data/forces";
import { FACTIONS, type Faction, type GameState } from "../../../types";
import { spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const mountains = (s: GameState) => spacesWhere((i) => terrainOf(s, i) === "mountain", s);

/** who is paid for Mountain i: the most pieces, the Government on a tie (an empty one too) */
function payee(s: GameState, i: number): Faction {
  const n = FACTIONS.map((f) => factionPieces(s, i, f));
  const most = Math.max(...n);
  return n.filter((v) => v === most).length > 1 ? "govt" : FACTIONS[n.indexOf(most)];
}

const payees = (s: GameState) => mountains(s).map((i) => payee(s, i));

registerEvent(16, {
  unshaded: side(
    (s) => payees(s).some((f) => s.resources[f] < MAX_RESOURCES),
    (x) => {
      for (const f of payees(x.s)) x.resources(f, 5);
    },
  ),
  shaded: side(
    (s) => s.resources.govt > 0,
    (x) => x.resources("govt", -10),
  ),
});
