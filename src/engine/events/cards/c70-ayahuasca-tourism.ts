// Card 70 "Ayahuasca Tourism".
// unshaded: Government Resources +6 for every Forest holding no Guerrilla.
// shaded: the executor names an Insurgent Faction; it makes a free Terror (3.3.4, 5.5) in every
// Forest where it has a Guerrilla, with any one of them (an Active one serves, nothing flips),
// and gains 3 Resources per Terror. One Terror in several spaces: AUC's Aid Cut counts them
// together (docs/rulings/events-e1.md).
import type { Insurgent } from "../../core/pieces";
import { allGuerrillas, guerrillas, terrainOf } from "../../core/queries";
import { aidCut, terrorIn } from "../../ops/terror";
import type { GameState } from "../../types";
import { INSURGENTS, spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const forests = (s: GameState) => spacesWhere((i) => terrainOf(s, i) === "forest", s);
const emptyForests = (s: GameState) => forests(s).filter((i) => allGuerrillas(s, i) === 0);
const terrorSpaces = (s: GameState, f: Insurgent) => forests(s).filter((i) => guerrillas(s, i, f) > 0);
const terrorists = (s: GameState) =>
  INSURGENTS.filter((f) => terrorSpaces(s, f as Insurgent).length > 0) as Insurgent[];

registerEvent(70, {
  unshaded: side(
    (s) => emptyForests(s).length > 0 && s.resources.govt < 99,
    (x) => x.resources("govt", 6 * emptyForests(x.s).length),
  ),
  shaded: side<{ faction: Insurgent }>(
    (s) => terrorists(s).length > 0,
    (x) => x.pickFaction("faction", { among: terrorists(x.s), prompt: "prompt.card70.faction" }),
    (x) => {
      const f = x.data.faction;
      if (!f) return;
      const spaces = terrorSpaces(x.s, f);
      for (const i of spaces) terrorIn(x.ctx, f, i, { anyGuerrilla: true });
      aidCut(x.ctx, f, spaces.length);
      x.resources(f, 3 * spaces.length);
    },
  ),
});
