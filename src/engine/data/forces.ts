// Available Forces inventory (1.4.1) and marker limits.
import { P, type PieceKind, type Pool } from "../types";

/** total pieces of each kind before setup; Guerrillas count U+A together */
export const INVENTORY = {
  troops: 30,
  police: 30,
  govtBase: 3,
  farcG: 30,
  farcBase: 9,
  aucG: 18,
  aucBase: 6,
  cartelsG: 12,
  cartelsBase: 15,
} as const satisfies Record<Pool, number>;

export const TOTAL_PIECES = Object.values(INVENTORY).reduce((a, b) => a + b, 0); // 153
export const TERROR_MARKERS = 40; // Terror + Sabotage (3.3.4)
export const SHIPMENTS = 4; // 4.5.3
export const MAX_RESOURCES = 99; // 1.7
export const MAX_AID = 29; // 1.7

/** the inventory pool a piece kind draws from: U and A Guerrillas share one pool */
export const POOL_OF: Record<PieceKind, keyof typeof INVENTORY> = {
  troops: "troops",
  police: "police",
  govtBase: "govtBase",
  farcU: "farcG",
  farcA: "farcG",
  farcBase: "farcBase",
  aucU: "aucG",
  aucA: "aucG",
  aucBase: "aucBase",
  cartelsU: "cartelsG",
  cartelsA: "cartelsG",
  cartelsBase: "cartelsBase",
};

/** indices in SpaceState.f counted by each pool */
export const POOL_INDICES: Record<keyof typeof INVENTORY, number[]> = {
  troops: [P.troops],
  police: [P.police],
  govtBase: [P.govtBase],
  farcG: [P.farcU, P.farcA],
  farcBase: [P.farcBase],
  aucG: [P.aucU, P.aucA],
  aucBase: [P.aucBase],
  cartelsG: [P.cartelsU, P.cartelsA],
  cartelsBase: [P.cartelsBase],
};
