// Card 46 "Limpieza" (single Event). The executor names an Insurgent Faction with a Guerrilla on
// the map; that Faction picks a space where it has one and makes a free Terror there (3.3.4,
// 5.5) with any Guerrilla (an Active one serves, nothing flips), placing 2 Terror markers (a LoC
// takes its single Sabotage marker); AUC's Aid Cut applies. The same Faction then removes 2
// enemy pieces of its choice there (any pieces of the other Factions: the Event, not an
// Operation, so no Bases-last, and Underground Guerrillas too) and sets the space to Passive
// Support or Passive Opposition, unless it has no Pop (docs/rulings/events-e1.md).
import type { Insurgent } from "../../core/pieces";
import { guerrillas, hasPop } from "../../core/queries";
import { aidCut, terrorIn } from "../../ops/terror";
import type { GameState, PieceKind } from "../../types";
import { INSURGENT_KINDS, INSURGENTS, spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

type Level = "passiveSupport" | "passiveOpposition";

const spacesOf = (s: GameState, f: Insurgent) => spacesWhere((i) => guerrillas(s, i, f) > 0, s);
const terrorists = (s: GameState) =>
  INSURGENTS.filter((f) => spacesOf(s, f as Insurgent).length > 0) as Insurgent[];
const enemyKinds = (f: Insurgent): PieceKind[] => [
  "troops",
  "police",
  "govtBase",
  ...INSURGENT_KINDS.filter((k) => !k.startsWith(f)),
];

registerEvent(46, {
  unshaded: side<{ faction: Insurgent; space: number; level: Level }>(
    (s) => terrorists(s).length > 0,
    (x) => x.pickFaction("faction", { among: terrorists(x.s), prompt: "prompt.card46.faction" }),
    (x) => {
      const f = x.data.faction;
      if (f) x.pickSpace("space", { cands: spacesOf(x.s, f), by: f, prompt: "prompt.card46.space" });
    },
    (x) => {
      const { faction: f, space: i } = x.data;
      if (!f || i === undefined) return;
      terrorIn(x.ctx, f, i, { anyGuerrilla: true, markers: 2 });
      aidCut(x.ctx, f, 1);
      x.remove({ spaces: [i], kinds: enemyKinds(f), n: 2, by: f, prompt: "prompt.card46.remove" });
    },
    (x) => {
      const { faction: f, space: i } = x.data;
      if (f && i !== undefined && hasPop(x.s, i))
        x.pickMode("level", {
          values: ["passiveSupport", "passiveOpposition"],
          by: f,
          prompt: "prompt.card46.level",
        });
    },
    (x) => {
      const { space: i, level } = x.data;
      if (i === undefined || !level) return;
      x.shift(i, (level === "passiveSupport" ? 1 : -1) - x.s.spaces[i].sup);
    },
  ),
});
