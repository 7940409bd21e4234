// The UiHost the board and panels run against inside Foundry: state from this client's session,
// commands through GM authority, text from Foundry's i18n, toasts from ui.notifications.
import type { Command, Faction, GameState, LogEntry, RuleError } from "../engine/index";
import { errorText, type UiHost, type UiHostExtras } from "../ui/index";
import { factionsOf, requestUndo, submit } from "./authority";
import { t } from "./i18n";
import { session } from "./session";
import { notify, users } from "./shim";

export class FoundryHost implements UiHost, UiHostExtras {
  getState(): GameState {
    const s = session().state;
    if (!s) throw new Error("andean-abyss: no game in progress");
    return s;
  }

  submit(cmd: Command): Promise<RuleError | null> {
    return submit(cmd);
  }

  t(key: string, params?: Record<string, string | number>): string {
    return t(key, params);
  }

  notify(kind: "info" | "warn" | "error", text: string): void {
    notify(kind, text);
  }

  onChange(cb: (s: GameState, log: LogEntry[]) => void): () => void {
    return session().onChange(cb);
  }

  myFactions(): Faction[] {
    return factionsOf(users.current());
  }

  /** Undo the last command if it is one of mine and no die roll or card reveal fixed it. */
  async undo(): Promise<boolean> {
    const last = session().game?.commands.at(-1);
    if (!last || !this.myFactions().includes(last.by)) return false;
    const err = await requestUndo(last.by);
    if (err) this.notify("warn", errorText(this, err));
    return !err;
  }

  canUndo(): boolean {
    const g = session().game;
    const s = session().state;
    const last = g?.commands.at(-1);
    return Boolean(
      last && s && g && g.commands.length - 1 >= s.barrier && this.myFactions().includes(last.by),
    );
  }
}

let host: FoundryHost | null = null;
export function foundryHost(): FoundryHost {
  host ??= new FoundryHost();
  return host;
}
