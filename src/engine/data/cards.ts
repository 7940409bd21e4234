// Card metadata (numbers, titles, Faction order, flags): facts, no card text.
import type { Faction } from "../types";
import raw from "./cards.json";

export interface CardDef {
  number: number;
  title: string;
  factionOrder: Faction[];
  kind: "event" | "propaganda";
  dualUse: boolean;
  capability: boolean;
  momentum: boolean;
}

export const CARDS: Readonly<Record<number, CardDef>> = Object.fromEntries(
  (raw as { cards: CardDef[] }).cards.map((c) => [c.number, c]),
);
export const EVENT_CARDS = Object.values(CARDS)
  .filter((c) => c.kind === "event")
  .map((c) => c.number);
export const PROPAGANDA_CARDS = Object.values(CARDS)
  .filter((c) => c.kind === "propaganda")
  .map((c) => c.number);

export function card(n: number): CardDef {
  const c = CARDS[n];
  if (!c) throw new Error(`unknown card ${n}`);
  return c;
}
