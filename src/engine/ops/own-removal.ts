// 1.4.1 A player Faction executing an Operation may take any of its own pieces off the map to
// Available, e.g. Guerrillas to place them again Underground during a Rally. Ops that need it
// add these `remove` options where such a removal could help and route the command here.
import { type Ctx, remove } from "../core/mutate";
import { ACTIVE_OF, type Insurgent, isGuerrilla, OWNER, UNDERGROUND_OF } from "../core/pieces";
import { available } from "../core/queries";
import { SPACE_COUNT, spaceIdx } from "../data/map";
import { removeOpt } from "../flow/decide";
import { type CommandBody, type Faction, type GameState, type Option, P, type PieceKind } from "../types";

/** 1.4.1 the action is executed by the Sequence of Play: an Event card is being played (2.3.4) */
export function bySequenceOfPlay(s: GameState): boolean {
  for (const fr of s.frames) if (fr.k === "card") return true;
  return false;
}

/**
 * 1.4.1 only player Factions (not Non-players, 8.0) take this liberty, and only while
 * carrying out an Operation or Event on the current card (so not in Elite Backing, 6.4.5).
 */
export function mayRemoveOwn(s: GameState, f: Faction): boolean {
  return s.seats[f] === "player" && bySequenceOfPlay(s);
}

/**
 * Could a piece of kind k be placed now: Available, or (1.4.1) one of the executing player's own
 * on the map that it may take off first.
 */
export function obtainable(s: GameState, k: PieceKind, by?: Faction): boolean {
  if (available(s, k) > 0) return true;
  if (by === undefined || OWNER[k] !== by || !mayRemoveOwn(s, by)) return false;
  const kinds = sameFace(k);
  for (const sp of s.spaces) for (const j of kinds) if (sp.f[P[j]] > 0) return true;
  return false;
}

/**
 * The kinds on the map that free a piece of kind k (1.4.1): a Guerrilla of either face (it returns
 * to Available and is placed Underground), any other piece as itself.
 */
export function sameFace(k: PieceKind): PieceKind[] {
  if (!isGuerrilla(k)) return [k];
  const f = OWNER[k] as Insurgent;
  return [UNDERGROUND_OF[f], ACTIVE_OF[f]];
}

/** Append a `remove` option for each listed own kind in every space holding it (except `skip`). */
export function ownRemovalOptions(
  s: GameState,
  f: Faction,
  kinds: readonly PieceKind[],
  out: Option[],
  skip = -1,
): void {
  if (!mayRemoveOwn(s, f)) return;
  for (let i = 0; i < SPACE_COUNT; i++) {
    if (i === skip) continue;
    const c = s.spaces[i].f;
    for (const k of kinds) if (OWNER[k] === f && c[P[k]] > 0) out.push(removeOpt(k, i));
  }
}

/** Apply a 1.4.1 own removal; a Shipment held by the piece stays with the owner when it can (4.5.3). */
export function removeOwn(ctx: Ctx, c: Extract<CommandBody, { t: "remove" }>): void {
  remove(ctx, c.p, spaceIdx(c.s), 1, OWNER[c.p]);
}
