// A query cards 56, 61 and 62 share ("a Base in each of N spaces").
import { OWNER } from "../../core/pieces";
import { available } from "../../core/queries";
import { mayRemoveOwn } from "../../ops/own-removal";
import type { Faction, GameState, PieceKind } from "../../types";

/**
 * How many of `want` spaces can each receive a piece of kind k: all of them when the executor f
 * is a player owning the kind (it may free its own pieces, 1.4.1), else as many as are Available;
 * with fewer, the executor picks which spaces get one (5.1.3).
 */
export const servable = (s: GameState, k: PieceKind, f: Faction, want: number): number =>
  OWNER[k] === f && mayRemoveOwn(s, f) ? want : Math.min(want, available(s, k));
