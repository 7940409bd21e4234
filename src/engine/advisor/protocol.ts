// The advisor's messages between a page and the Web Worker that searches for it (issue 24):
// plain structured-clone data both ways. Types only, so the engine's public index can name them
// for the hosts' clients (src/ui/advisor.ts) without loading the search.
import type { Command, CommandBody, Faction, GameState, Msg, SpaceId } from "../types";

/** "hint": the top actions for a person; "move": the advised Non-player seat's next Command */
export type AdvisorAsk = "hint" | "move";

export interface AdvisorRequest {
  /** the asker's number for this request; the reply carries it back */
  id: number;
  /** "hint" unless told */
  kind?: AdvisorAsk;
  state: GameState;
  faction: Faction;
  /** at most this many playouts (the deterministic budget) */
  playouts: number;
  /** time budget in ms, read from the worker's own clock */
  budgetMs: number;
  seed: number;
}

/** one suggestion as sent back: what it is, why, its spaces, chance and margin, its commands */
export interface AdvisorRow {
  /** what the action is (advisor.action.*) */
  action: Msg;
  /** the most telling change it makes (advisor.reason.*) */
  reason: Msg;
  /** spaces the action selects, to highlight on the board */
  spaces: SpaceId[];
  /** 0..1: share of playouts won or led at the horizon */
  winChance: number;
  /** mean change of the Faction's victory margin to the horizon */
  marginChange: number;
  /** the action's own commands, in order (the player still plays them one by one) */
  bodies: CommandBody[];
}

/** why a request got no answer: its shape was refused, or the search failed on it */
export type AdvisorError = "request" | "failed";

export interface AdvisorReply {
  id: number;
  rows: AdvisorRow[];
  /** for a "move": the Command, its narration in meta.why (what the advisor weighed) */
  command?: Command;
  error?: AdvisorError;
  /** the failure's own words, for the console only */
  detail?: string;
}
