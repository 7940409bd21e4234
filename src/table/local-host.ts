// The table's UiHost: the engine runs in the page; every accepted Command is kept so the game
// can be undone (replayed without the last Command, never across a die roll or card reveal).
// The game is kept by src/table/saves/ (autosave, game files, play by e-mail): it reads
// setup/base/commandList(), and sets `acting` (the Factions this browser plays).
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
  settle,
  type Transfer,
  undoLast,
} from "../engine/index";
import { narrationOf, planHeader, type UiHost, type UiHostExtras } from "../ui/index";
import { t } from "./i18n";
import { newGameId } from "./saves/ids";

type Listener = (s: GameState, log: LogEntry[]) => void;

/** a Non-player's plan for its action and its reasoning (section 8) go first in the log, before what its Command did */
function withNarration(before: GameState, c: Command | Transfer, log: LogEntry[]): LogEntry[] {
  return before.seats[c.by] === "nonplayer" ? [...planHeader(before, c), ...narrationOf(c), ...log] : log;
}

export class LocalHost implements UiHost, UiHostExtras {
  private state: GameState;
  private commands: (Command | Transfer)[] = [];
  /** when set, the commands continue from this state (a saved game carried over a rules change) */
  base: GameState | undefined;
  /** names this game in the autosave and in game files; a new game gets a new one */
  gameId = newGameId();
  /** the Factions this browser acts for (hot-seat: all four; play by e-mail: a seat setting) */
  acting: readonly Faction[] = FACTIONS;
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

  commandList(): readonly (Command | Transfer)[] {
    return this.commands;
  }

  async submit(cmd: Command): Promise<RuleError | null> {
    const s = this.state;
    const r = apply(s, cmd);
    if (isRuleError(r)) return r;
    this.commands.push(cmd);
    this.state = r.state;
    const log = withNarration(s, cmd, r.log);
    this.log.push(...log);
    if (this.held) this.held.push(...log);
    else this.emit(log);
    return null;
  }

  /** log entries of commands accepted while listeners are held (hold / release) */
  private held: LogEntry[] | null = null;

  /** Accept commands without telling the listeners (a Non-player's whole action at Instant pace:
   * the board and panels are drawn once, at its end, by release). */
  hold(): void {
    this.held ??= [];
  }

  /** Tell the listeners once about everything accepted since hold. */
  release(): void {
    const log = this.held;
    this.held = null;
    if (log) this.emit(log);
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

  /** the Factions a person at this browser decides for: never a Non-player (its bot plays it) */
  myFactions(): Faction[] {
    return this.acting.filter((f) => this.state.seats[f] !== "nonplayer");
  }

  canUndo(): boolean {
    // the engine's rule (undo.ts): the last command is fixed once it rolled a die or revealed a card;
    // only a Faction this browser plays takes its command back (play by e-mail), and never a
    // Non-player's: undo does not rewind into a Non-player's action
    const last = this.commands[this.commands.length - 1];
    if (!last || !this.myFactions().includes(last.by)) return false;
    return (this.base?.seq ?? 0) + this.commands.length - 1 >= this.state.barrier;
  }

  async undo(): Promise<boolean> {
    const last = this.commands[this.commands.length - 1];
    const start = this.base ? { state: this.base } : this.setup;
    const r = last && this.myFactions().includes(last.by) ? undoLast(start, this.commands, last.by) : null;
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
    this.base = undefined;
    this.gameId = newGameId();
    this.replay([]);
  }

  /** Continue a saved game (already validated: src/table/saves/ replays it before this). */
  load(game: { id: string; setup: Setup; base?: GameState; commands: (Command | Transfer)[] }): void {
    this.setup = game.setup;
    this.base = game.base;
    this.gameId = game.id;
    this.replay(game.commands);
  }

  private replay(commands: (Command | Transfer)[]): void {
    const log: LogEntry[] = [];
    let s = this.base ? settle(structuredClone(this.base)) : createGame(this.setup, log);
    for (const c of commands) {
      const r = apply(s, c);
      if (isRuleError(r)) throw new Error(`replay refused ${JSON.stringify(c)}: ${r.code}`);
      log.push(...withNarration(s, c, r.log));
      s = r.state;
    }
    this.state = s;
    this.commands = commands;
    this.log = log;
    this.emit([]);
  }

  /** Tell every listener again (the state is the same; e.g. `acting` changed): all redraw. */
  refresh(): void {
    this.emit([]);
  }

  private emit(log: LogEntry[]): void {
    for (const l of this.listeners) l(this.state, log);
  }
}
