// Card 33 "Sucumbíos".
// unshaded: up to 3 Insurgent pieces (any kind) are removed from one space bordering Ecuador.
// shaded: for the rest of the game Ecuador is a space (1.3.5): a 0-Pop Department that holds at
// most 2 pieces of each Faction (core/mutate canEnter; adjacency core/queries adjacentIn). Then
// the executor places any 2 pieces there, of any Factions (5.1.1: Available ones; a player
// executor may first take its own pieces off the map, 1.4.1).
import { log } from "../../core/mutate";
import { bordersEcuador, canEnter } from "../../core/queries";
import { ECUADOR } from "../../data/map";
import { obtainable } from "../../ops/own-removal";
import { type Faction, type GameState, PIECE_KINDS, type PieceKind } from "../../types";
import { INSURGENT_KINDS, insurgentPieces, spacesWhere } from "../helpers";
import { registerEvent, side } from "../registry";

const borderSpaces = (s: GameState) =>
  spacesWhere((i) => bordersEcuador(s, i) && insurgentPieces(s, i) > 0, s);

/** any piece as it is placed: Guerrillas arrive Underground (1.4.3) */
const PLACEABLE: PieceKind[] = PIECE_KINDS.filter((k) => !k.endsWith("A"));

/** could a piece of kind k go into Ecuador, were it a space (stacking judged as if it were) */
function fitsEcuador(s: GameState, k: PieceKind, by?: Faction): boolean {
  return obtainable(s, k, by) && canEnter(s.ecuador ? s : { ...s, ecuador: true }, k, ECUADOR);
}

registerEvent(33, {
  unshaded: side<{ space: number }>(
    (s) => borderSpaces(s).length > 0,
    (x) => x.pickSpace("space", { cands: borderSpaces(x.s), prompt: "prompt.card33.space" }),
    (x) =>
      x.remove({
        spaces: x.at(x.data.space),
        kinds: INSURGENT_KINDS,
        n: 3,
        upTo: true,
        prompt: "prompt.card33.remove",
        rule: "5.1",
      }),
  ),
  shaded: side(
    (s, f) => !s.ecuador || PLACEABLE.some((k) => fitsEcuador(s, k, f)),
    (x) => {
      if (!x.s.ecuador) log(x.ctx, "log.ecuadorSpace");
      x.s.ecuador = true; // a lasting change of the map (1.3.5)
      x.place({ spaces: [ECUADOR], kinds: PLACEABLE, n: 2, prompt: "prompt.card33.place" });
    },
  ),
});
