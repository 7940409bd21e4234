// Reading the current Decision for the UI: which options concern a space or a piece, where a
// dragged piece may go, and how to turn an option into a Command.
import {
  type Command,
  type CommandBody,
  commandOf,
  type Decision,
  targetsFor as engineTargets,
  type Faction,
  type GameState,
  getDecision,
  type Option,
  type PieceKind,
  type SpaceId,
} from "../engine/index";
import type { UiHost } from "./host";

/** The Decision if this user may act on it now, else null. */
export function myDecision(host: UiHost, s: GameState = host.getState()): Decision | null {
  const d = getDecision(s);
  if (!d.faction || !host.myFactions().includes(d.faction)) return null;
  return d;
}

/** the Command for an option (the plain body only: an option's decoded Choice stays behind) */
export function toCommand(s: GameState, d: Decision, body: CommandBody | Option): Command {
  return commandOf(body, s.seq, d.faction as Faction);
}

/** Spaces a piece of kind p in `from` may be dropped on now (empty when it may not move). */
export function targetsFor(s: GameState, d: Decision | null, p: PieceKind, from: SpaceId): SpaceId[] {
  if (!d) return [];
  return [...engineTargets(s, { p, from })];
}

/** Options a click on the space itself may mean: select it, or place a piece there. */
export function spaceClickOptions(d: Decision | null, s: SpaceId): Option[] {
  if (!d) return [];
  return d.options.filter((o) => (o.t === "space" || o.t === "place") && o.s === s);
}

/** Options a click on a piece of kind p in space s may mean: remove it, flip it, or add one more. */
export function pieceClickOptions(d: Decision | null, p: PieceKind, s: SpaceId): Option[] {
  if (!d) return [];
  return d.options.filter(
    (o) => (o.t === "remove" || o.t === "flip" || o.t === "place") && o.p === p && o.s === s,
  );
}

/** Spaces that any option of the Decision names (for highlighting). */
export function highlightedSpaces(d: Decision | null): Set<SpaceId> {
  const out = new Set<SpaceId>();
  if (!d) return out;
  for (const o of d.options) {
    if (o.t === "space" || o.t === "place" || o.t === "remove" || o.t === "flip") out.add(o.s);
    else if (o.t === "move") out.add(o.from);
  }
  return out;
}

/** Pieces that may be dragged now: kinds with a move option from that space. */
export function movablePieces(d: Decision | null): Set<string> {
  const out = new Set<string>();
  if (!d) return out;
  for (const o of d.options) if (o.t === "move") out.add(`${o.p}|${o.from}`);
  return out;
}
