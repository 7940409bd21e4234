// Card 54 "Deserters & Defectors" (single Event).
// Up to 2 Guerrillas of any Factions (executor's pick) leave the map; after each removal the
// executor may put in its place an Available Guerrilla of a Faction other than the removed one's
// (placed Underground, 1.4.3; a player executor may free its own, 1.4.1).
import { type Insurgent, UNDERGROUND_OF } from "../../../core/pieces";
import { allGuerrillas, guerrillas } from "../../../core/queries";
import { SPACE_COUNT } from "../../../data/map";
import type { GameState, PieceKind } from "../../../types";
import type { Ev } from "../../ev";
import { INSURGENTS, spacesWhere } from "../../helpers";
import { registerEvent, side } from "../../registry";

const GUERRILLAS: PieceKind[] = ["farcU", "farcA", "aucU", "aucA", "cartelsU", "cartelsA"];
const FACTIONS = INSURGENTS as Insurgent[];
const withGuerrillas = (s: GameState) => spacesWhere((i) => allGuerrillas(s, i) > 0, s);
/** Guerrillas per space and Faction, flattened (space × 3 + Faction) */
const snapshot = (s: GameState) =>
  Array.from({ length: SPACE_COUNT * FACTIONS.length }, (_, j) =>
    guerrillas(s, Math.floor(j / FACTIONS.length), FACTIONS[j % FACTIONS.length]),
  );

type D = { snap: number[]; stop: boolean };

function removeOne(x: Ev<D>): void {
  if (x.data.stop) return;
  x.set("snap", snapshot(x.s));
  x.remove({
    spaces: withGuerrillas(x.s),
    kinds: GUERRILLAS,
    n: 1,
    upTo: true,
    prompt: "prompt.card54.remove",
  });
}

/** the executor may fill the gap with another Faction's Guerrilla; nothing removed ends the Event */
function replaceOne(x: Ev<D>): void {
  const snap = x.data.snap;
  if (x.data.stop || !snap) return;
  const now = snapshot(x.s);
  const j = now.findIndex((n, k) => n < snap[k]);
  if (j < 0) {
    x.set("stop", true);
    return;
  }
  const lost = FACTIONS[j % FACTIONS.length];
  const others = FACTIONS.filter((f) => f !== lost).map((f) => UNDERGROUND_OF[f]);
  x.place({
    spaces: [Math.floor(j / FACTIONS.length)],
    kinds: others,
    n: 1,
    upTo: true,
    prompt: "prompt.card54.replace",
  });
}

registerEvent(54, {
  unshaded: side<D>((s) => withGuerrillas(s).length > 0, removeOne, replaceOne, removeOne, replaceOne),
});
