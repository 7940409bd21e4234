// "Ineligible through the next card" (cards 23, 24): a query the card sides share for 8.1.
import { card } from "../../data/cards";
import type { Faction, GameState } from "../../types";

/**
 * 8.1 would marking these Factions Ineligible through the next card change anything? The
 * executor, and a Faction that already executed an Operation or Event on this card, go
 * Ineligible anyway (2.3.7), and a Propaganda card next resets everyone to Eligible (6.6), so
 * only another Faction with an Event card next is affected.
 */
export function throughNextMatters(s: GameState, executor: Faction, marked: Faction[]): boolean {
  const next = s.deck[0];
  if (next === undefined || card(next).kind === "propaganda") return false;
  return marked.some((f) => f !== executor && !s.card.executed.includes(f));
}
