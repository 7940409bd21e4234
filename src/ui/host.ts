// The contract between the host-agnostic UI (board + panels) and whoever hosts it:
// the standalone table (src/table/) or the Foundry adapter (src/foundry/).
import type { Command, Faction, GameState, LogEntry, RuleError } from "../engine/index";

export interface UiHost {
  /** the authoritative state as this client knows it */
  getState(): GameState;
  /** send a Command; the host validates and applies it (table: locally; Foundry: via the GM) */
  submit(cmd: Command): Promise<RuleError | null>;
  /** localize a key WITHOUT the "ANDEAN." prefix */
  t(key: string, params?: Record<string, string | number>): string;
  notify(kind: "info" | "warn" | "error", text: string): void;
  /** subscribe to state changes (with the log entries the change produced); returns unsubscribe */
  onChange(cb: (s: GameState, log: LogEntry[]) => void): () => void;
  /** Factions this user may act for (hot-seat: all four) */
  myFactions(): Faction[];
}

/** Optional extras a host may offer; the UI shows the matching controls only when present. */
export interface UiHostExtras {
  /** take back the last command(s) if the host allows it; returns false when it cannot */
  undo?(): Promise<boolean>;
  canUndo?(): boolean;
}
