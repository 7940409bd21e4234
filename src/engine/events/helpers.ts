// Small queries the card files share (the step toolkit itself is ev.ts).
import { factionPieces, inPlay } from "../core/queries";
import { SPACE_COUNT } from "../data/map";
import type { Faction, GameState, PieceKind } from "../types";

/** the spaces in play passing a test, in map order: Ecuador and Panamá too once Events made them spaces (1.3.5) */
export function spacesWhere(test: (i: number) => boolean, s: GameState): number[] {
  const out: number[] = [];
  for (let i = 0; i < SPACE_COUNT; i++) if (inPlay(s, i) && test(i)) out.push(i);
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
