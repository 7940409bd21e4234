// The persisted game in a Foundry world: the host-neutral record and its checks live in
// src/engine/saved-game.ts (shared with the standalone table); here Foundry's message keys and the
// Faction → users map of the world.
import { FACTIONS, type Faction, type RestoreResult, restoreGame } from "../engine/index";

export {
  type AnyCommand,
  isFaction,
  isIndex,
  MAX_COMMANDS,
  MAX_META,
  type PersistedGame,
  parseCommand,
  persisted,
  type RestoreIssue,
  type RestoreResult,
  startOf,
} from "../engine/index";

/**
 * Validate and rebuild a saved world game; issues carry the `foundry.load.*` keys. Commands that
 * no longer replay end the replay there: the prefix is kept and the issue reported.
 */
export function restore(raw: unknown): RestoreResult {
  return restoreGame(raw, "foundry.load.");
}

/** Faction → user ids; untrusted (a world setting), cleaned to known Factions and string ids. */
export type Owners = Record<Faction, string[]>;
export function parseOwners(x: unknown): Owners {
  const out: Owners = { govt: [], farc: [], auc: [], cartels: [] };
  if (typeof x !== "object" || x === null) return out;
  for (const f of FACTIONS) {
    const v = (x as Record<string, unknown>)[f];
    if (Array.isArray(v)) out[f] = v.filter((u): u is string => typeof u === "string" && u.length < 64);
  }
  return out;
}
