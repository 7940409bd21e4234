// The autosave: the table writes its game to the browser's localStorage after every accepted
// command (synchronously, so a crash loses at most the command being applied), one key per game
// plus an index of the most recent games. What is read back is untrusted like any file: the
// table opens it through readGameObject (shape, sizes, version, replay).
import type { Faction } from "../../engine/index";
import { isIndex } from "../../engine/index";
import type { GameFile } from "./format";
import { isGameId } from "./ids";

/** the part of Storage the store uses (tests pass a Map-backed one) */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const INDEX_KEY = "andean-abyss.saves";
export const GAME_PREFIX = "andean-abyss.save.";
/** the last record replaced because its commands no longer replay under today's rules */
export const ARCHIVE_KEY = "andean-abyss.save-archive";
/** how many games the browser keeps (the oldest goes when a new one is saved) */
export const MAX_RECENT = 5;

/** A game as this browser keeps it: the file, plus the Factions this browser plays in it. */
export interface StoredGame extends GameFile {
  mine: Faction[];
}

export interface SavedEntry {
  id: string;
  name: string;
  /** ISO time of the last write */
  savedAt: string;
  commands: number;
}

function parseIndex(text: string | null): SavedEntry[] {
  if (!text) return [];
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(x)) return [];
  const out: SavedEntry[] = [];
  for (const e of x.slice(0, MAX_RECENT * 2)) {
    if (typeof e !== "object" || e === null) continue;
    const o = e as Record<string, unknown>;
    if (!isGameId(o.id) || out.some((p) => p.id === o.id)) continue;
    out.push({
      id: o.id,
      name: typeof o.name === "string" ? o.name.slice(0, 200) : "",
      savedAt: typeof o.savedAt === "string" ? o.savedAt.slice(0, 40) : "",
      commands: isIndex(o.commands) ? o.commands : 0,
    });
  }
  return out;
}

export class GameStore {
  /** why the last write failed (null: it did not) */
  lastError: unknown = null;

  constructor(private readonly kv: KeyValue | null) {}

  /** the kept games, most recent first */
  list(): SavedEntry[] {
    if (!this.kv) return [];
    try {
      return parseIndex(this.kv.getItem(INDEX_KEY));
    } catch {
      return [];
    }
  }

  /** a kept game's record as parsed JSON (unchecked: open it with readGameObject), or null */
  read(id: string): unknown {
    if (!this.kv || !isGameId(id)) return null;
    try {
      const text = this.kv.getItem(GAME_PREFIX + id);
      return text ? JSON.parse(text) : null;
    } catch {
      return null;
    }
  }

  /**
   * Keep `g` as the most recent game. The record is written before the index, so the index never
   * names a record that is not there. When the browser's quota is full, the oldest other games
   * make room. Returns whether it was written.
   */
  write(g: StoredGame): boolean {
    if (!this.kv) return false;
    const text = JSON.stringify(g);
    const entry: SavedEntry = { id: g.id, name: g.name, savedAt: g.savedAt, commands: g.commands.length };
    let others = this.list().filter((e) => e.id !== g.id);
    for (;;) {
      try {
        this.kv.setItem(GAME_PREFIX + g.id, text);
        const keep = others.slice(0, MAX_RECENT - 1);
        this.kv.setItem(INDEX_KEY, JSON.stringify([entry, ...keep]));
        for (const gone of others.slice(MAX_RECENT - 1)) this.kv.removeItem(GAME_PREFIX + gone.id);
        this.lastError = null;
        return true;
      } catch (e) {
        // most likely the quota: drop the oldest other game and try again
        this.lastError = e;
        const oldest = others.at(-1);
        if (!oldest) return false;
        others = others.slice(0, -1);
        try {
          this.kv.removeItem(GAME_PREFIX + oldest.id);
        } catch {
          return false;
        }
      }
    }
  }

  remove(id: string): void {
    if (!this.kv) return;
    try {
      this.kv.removeItem(GAME_PREFIX + id);
      this.kv.setItem(INDEX_KEY, JSON.stringify(this.list().filter((e) => e.id !== id)));
    } catch {
      // nothing more to do: the index is read defensively
    }
  }

  /** Keep one old record aside (its log under earlier rules) before the game goes on without it. */
  archive(raw: unknown): void {
    if (!this.kv) return;
    try {
      this.kv.setItem(ARCHIVE_KEY, JSON.stringify(raw));
    } catch {
      // the quota: the player still has the file or can export it before; not worth failing for
    }
  }
}

/** window.localStorage when the browser allows it (private modes and file:// may throw) */
export function browserStorage(): KeyValue | null {
  try {
    const s = globalThis.localStorage;
    const probe = `${INDEX_KEY}.probe`;
    s.setItem(probe, "1");
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}
