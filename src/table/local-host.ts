// The table's UiHost: the engine runs in the page; every accepted Command is kept so the game
// can be undone (replayed without the last Command, never across a die roll or card reveal).
import {
  apply,
  type Command,
  createGame,
  FACTIONS,
  type Faction,
  type GameState,
  isRuleError,
  type LogEntry,
  type RuleError,
  type Setup,
  undoLast,
} from "../engine/index";
import type { UiHost, UiHostExtras } from "../ui/host";
import { t } from "./i18n";

type Listener = (s: GameState, log: LogEntry[]) => void;

export class LocalHost implements UiHost, UiHostExtras {
  private state: GameState;
  private commands: Command[] = [];
  private listeners = new Set<Listener>();
  /** every log entry so far, in order (the table's chat-like log) */
  log: LogEntry[] = [];
  notifier: (kind: "info" | "warn" | "error", text: string) => void = () => {};

  constructor(public setup: Setup) {
    this.state = createGame(setup, this.log);
  }

  getState(): GameState {
    return this.state;
  }

  commandList(): readonly Command[] {
    return this.commands;
  }

  async submit(cmd: Command): Promise<RuleError | null> {
    const r = apply(this.state, cmd);
    if (isRuleError(r)) return r;
    this.commands.push(cmd);
    this.state = r.state;
    this.log.push(...r.log);
    this.emit(r.log);
    return null;
  }

  t(key: string, params?: Record<string, string | number>): string {
    return t(key, params);
  }

  notify(kind: "info" | "warn" | "error", text: string): void {
    this.notifier(kind, text);
  }

  onChange(cb: Listener): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  myFactions(): Faction[] {
    return [...FACTIONS]; // hot-seat
  }

  canUndo(): boolean {
    // the engine's rule (undo.ts): the last command is fixed once it rolled a die or revealed a card
    return this.commands.length > 0 && this.commands.length - 1 >= this.state.barrier;
  }

  async undo(): Promise<boolean> {
    const last = this.commands[this.commands.length - 1];
    const r = last ? undoLast(this.setup, this.commands, last.by) : null;
    if (!r || isRuleError(r)) {
      this.notify("warn", t("ui.table.cannotUndo"));
      return false;
    }
    this.replay(this.commands.slice(0, -1));
    this.notify("info", t("ui.table.undone"));
    return true;
  }

  /** Start over from a setup (new game). */
  reset(setup: Setup): void {
    this.setup = setup;
    this.replay([]);
  }

  private replay(commands: Command[]): void {
    const log: LogEntry[] = [];
    let s = createGame(this.setup, log);
    for (const c of commands) {
      const r = apply(s, c);
      if (isRuleError(r)) throw new Error(`replay refused ${JSON.stringify(c)}: ${r.code}`);
      s = r.state;
      log.push(...r.log);
    }
    this.state = s;
    this.commands = commands;
    this.log = log;
    this.emit([]);
  }

  private emit(log: LogEntry[]): void {
    for (const l of this.listeners) l(this.state, log);
  }
}
