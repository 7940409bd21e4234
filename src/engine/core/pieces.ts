// Piece-kind helpers: which Faction owns a kind, and each Faction's kinds.
import { type Faction, P, type PieceKind } from "../types";

export const OWNER: Record<PieceKind, Faction> = {
  troops: "govt",
  police: "govt",
  govtBase: "govt",
  farcU: "farc",
  farcA: "farc",
  farcBase: "farc",
  aucU: "auc",
  aucA: "auc",
  aucBase: "auc",
  cartelsU: "cartels",
  cartelsA: "cartels",
  cartelsBase: "cartels",
};

export const BASE_OF: Record<Faction, PieceKind> = {
  govt: "govtBase",
  farc: "farcBase",
  auc: "aucBase",
  cartels: "cartelsBase",
};
export type Insurgent = Exclude<Faction, "govt">;
export const UNDERGROUND_OF: Record<Insurgent, PieceKind> = {
  farc: "farcU",
  auc: "aucU",
  cartels: "cartelsU",
};
export const ACTIVE_OF: Record<Insurgent, PieceKind> = { farc: "farcA", auc: "aucA", cartels: "cartelsA" };

/** indices in SpaceState.f of each Faction's pieces */
export const FACTION_INDICES: Record<Faction, number[]> = {
  govt: [P.troops, P.police, P.govtBase],
  farc: [P.farcU, P.farcA, P.farcBase],
  auc: [P.aucU, P.aucA, P.aucBase],
  cartels: [P.cartelsU, P.cartelsA, P.cartelsBase],
};

export function isGuerrilla(k: PieceKind): boolean {
  return k.endsWith("U") || k.endsWith("A");
}
export function isBase(k: PieceKind): boolean {
  return k.endsWith("Base");
}
export function isCube(k: PieceKind): boolean {
  return k === "troops" || k === "police";
}
export function isUnderground(k: PieceKind): boolean {
  return k.endsWith("U");
}
/** the other face of a Guerrilla kind */
export function flipped(k: PieceKind): PieceKind {
  if (k.endsWith("U")) return `${k.slice(0, -1)}A` as PieceKind;
  if (k.endsWith("A")) return `${k.slice(0, -1)}U` as PieceKind;
  return k;
}
