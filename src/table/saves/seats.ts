// Who plays what at this browser (play by e-mail): a seat setting "I play: FARC, AUC". The table
// acts only for those Factions and says, when the Decision is someone else's, whom to send the
// game file to. A spare Faction (1.5.1) follows the player who runs it. Non-player seats (section
// 8) are not part of the setting: their bots play them at the browser that holds the game.
import { FACTIONS, type Faction, type GameState, getDecision, type Setup } from "../../engine/index";
import type { Players } from "./format";

export interface SeatPlan {
  /** the Factions this browser plays (all of them: hot-seat) */
  mine: Faction[];
  /** names the players typed (travel with the game file) */
  players: Players;
}

export const hotSeat = (players: Players = {}): SeatPlan => ({ mine: [...FACTIONS], players });

/** the player who decides for `f`: its own seat, or the one running it as a spare (1.5.1) */
export function controllerOf(setup: Setup, f: Faction): Faction {
  return setup.runBy?.[f] ?? f;
}

/** The Factions the seat setting lists: player seats that are not spares run by another. */
export function seatFactions(setup: Setup): Faction[] {
  return FACTIONS.filter((f) => setup.seats[f] === "player" && !setup.runBy?.[f]);
}

/** Factions this browser acts for: the ones it plays, their spares, and the Non-players. */
export function actingFactions(setup: Setup, plan: SeatPlan): Faction[] {
  return FACTIONS.filter((f) => setup.seats[f] === "nonplayer" || plan.mine.includes(controllerOf(setup, f)));
}

/** Does this browser play every seat (nothing to send to anyone)? */
export function isHotSeat(setup: Setup, plan: SeatPlan): boolean {
  return seatFactions(setup).every((f) => plan.mine.includes(f));
}

/** Keep the Factions of an untrusted list that are seats of this setup. */
export function parseMine(x: unknown, setup: Setup): Faction[] {
  if (!Array.isArray(x)) return seatFactions(setup);
  const seats = seatFactions(setup);
  return seats.filter((f) => x.includes(f));
}

export type Turn =
  | { kind: "over" }
  | { kind: "mine"; faction: Faction }
  /** someone else decides: `seat` is the Faction whose player to send the file to */
  | { kind: "other"; faction: Faction; seat: Faction; name: string };

export function turnOf(s: GameState, setup: Setup, plan: SeatPlan): Turn {
  const d = getDecision(s);
  if (!d.faction) return { kind: "over" };
  if (actingFactions(setup, plan).includes(d.faction)) return { kind: "mine", faction: d.faction };
  const seat = controllerOf(setup, d.faction);
  return { kind: "other", faction: d.faction, seat, name: plan.players[seat] ?? "" };
}

/**
 * For a game file this browser has never seen: the person opening it was most likely sent it to
 * make the pending Decision, so they play that Faction's seat (and every seat under the same
 * player name, when the players wrote names).
 */
export function guessMine(setup: Setup, players: Players, deciding: Faction | null): Faction[] {
  const seats = seatFactions(setup);
  if (!deciding || setup.seats[deciding] !== "player") return seats;
  const seat = controllerOf(setup, deciding);
  const name = players[seat]?.trim().toLowerCase();
  if (!name) return [seat];
  return seats.filter((f) => f === seat || players[f]?.trim().toLowerCase() === name);
}
