// 8.1 Insurgent Discord: in a 2-player game, the Government decides whether a 2nd Eligible
// Non-player Faction with Resources executes the (effective) Event or an Operation.
// 8.4.1 the side a Non-player executes is also decided here, for the bots and for this rule.
import { eventDef, type Side } from "../events/registry";
import { FACTIONS, type Faction, type GameState } from "../types";

/** 8.4.1 a Non-player's side of card n: shaded when dual-use (the Government: unshaded) */
export function nonPlayerSide(n: number, f: Faction): Side | null {
  const def = eventDef(n);
  if (!def) return null;
  const prefer: Side = f === "govt" ? "unshaded" : "shaded";
  if (def[prefer]) return prefer;
  return def.unshaded ? "unshaded" : def.shaded ? "shaded" : null;
}

/** a 2-player game with the Non-player option: the Government and one more player, no spare Factions */
export function twoPlayerGame(s: GameState): boolean {
  const players = FACTIONS.filter((f) => s.seats[f] === "player");
  return players.length === 2 && players.includes("govt") && Object.keys(s.runBy).length === 0;
}

/**
 * Does the Government decide for Faction f now (8.1 Exception)? f is the 2nd Eligible, a
 * Non-player with at least 1 Resource, may take the Event (2.3.4) and its side would do something.
 */
export function discordApplies(s: GameState, f: Faction, eventOpen: boolean): boolean {
  if (!eventOpen || s.card.executed.length !== 1 || s.seats[f] !== "nonplayer") return false;
  if (!twoPlayerGame(s) || s.resources[f] < 1 || s.card.discord !== undefined) return false;
  const side = nonPlayerSide(s.current as number, f);
  return !!side && !!eventDef(s.current as number)?.[side]?.effective(s, f);
}
