// This client's copy of the game: the persisted record, the current state and the listeners the
// ui subscribes to. On the GM it is the authoritative copy; elsewhere a mirror of the GM's.
import type { GameState, LogEntry } from "../engine/index";
import type { PersistedGame } from "./saved-game";

/** a written revision above this is not followed (no real game comes near it) */
export const MAX_FOLLOWED_REV = 2 ** 40;

type Listener = (s: GameState, log: LogEntry[]) => void;

export class Session {
  game: PersistedGame | null = null;
  state: GameState | null = null;
  private listeners = new Set<Listener>();

  get rev(): number {
    return this.game?.rev ?? -1;
  }

  /**
   * Did this client replay or apply the current record itself (true), or adopt the active GM's
   * copy (false)? A client that becomes the active GM replays before it applies anything.
   */
  own = false;

  /** the highest revision this client has held or seen written: a new one is always above it */
  highest = -1;

  /** the revision number for the next record the authority writes (never one used before) */
  nextRev(): number {
    return Math.max(this.rev, this.highest) + 1;
  }

  /** a revision seen in the world record (written by anyone): never reuse it */
  saw(rev: number): void {
    if (Number.isSafeInteger(rev) && rev > this.highest) this.highest = rev;
  }

  /** Adopt a newer revision (older or equal ones are ignored). Returns whether it was adopted. */
  adopt(game: PersistedGame, state: GameState, log: LogEntry[] = [], force = false, own = false): boolean {
    if (!force && game.rev <= this.rev) return false;
    this.game = game;
    this.state = state;
    this.own = own;
    this.saw(game.rev);
    for (const cb of this.listeners) {
      try {
        cb(state, log);
      } catch (e) {
        console.error("andean-abyss | listener failed", e);
      }
    }
    return true;
  }

  /** Same revision, fuller record (the world setting after a socket broadcast): no re-render. */
  refresh(game: PersistedGame): void {
    if (game.rev === this.rev) this.game = game;
  }

  clear(): void {
    this.game = null;
    this.state = null;
    this.own = false;
  }

  onChange(cb: Listener): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }
}

let current = new Session();
export function session(): Session {
  return current;
}
/** tests start each case from a fresh session */
export function resetSession(): Session {
  current = new Session();
  return current;
}

/** A light shape check for states received from the GM (socket or world setting); shared. */
export { looksLikeState } from "../engine/index";
