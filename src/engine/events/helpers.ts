// Small queries the card files share (the step toolkit itself is ev.ts).
import { factionPieces, inPlay } from "../core/queries";
import { SPACES } from "../data/map";
import type { Faction, GameState, PieceKind } from "../types";

/**
 * indices of map spaces (foreign countries excluded, 1.3.5) passing a test; given the state,
 * Ecuador too once card 33 made it a space
 */
export function spacesWhere(test: (i: number) => boolean, s?: GameState): number[] {
  const out: number[] = [];
  for (const d of SPACES)
    if ((d.type !== "foreign" || (s && inPlay(s, d.idx))) && test(d.idx)) out.push(d.idx);
  return out;
}

export const INSURGENTS: Faction[] = ["farc", "auc", "cartels"];

/** every piece kind of the three Insurgent Factions (Guerrillas of both faces, Bases) */
export const INSURGENT_KINDS: PieceKind[] = [
  "farcU",
  "farcA",
  "farcBase",
  "aucU",
  "aucA",
  "aucBase",
  "cartelsU",
  "cartelsA",
  "cartelsBase",
];

/** FARC, AUC and Cartels pieces in a space */
export const insurgentPieces = (s: GameState, i: number): number =>
  factionPieces(s, i, "farc") + factionPieces(s, i, "auc") + factionPieces(s, i, "cartels");
