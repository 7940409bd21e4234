// The table keeps every game: autosave after every accepted command, Save/Open of game
// files (button, file picker, drag and drop), the recent games offered on load, and the seat
// setting for play by e-mail ("I play: FARC"; the table then acts only for those Factions and,
// when the Decision is someone else's, says whom to send the file to). Mounted by src/table/main.ts.

import type { AnyCommand } from "../../engine/index";
import { FACTIONS, type Faction, getDecision } from "../../engine/index";
import { optionLabel } from "../../ui/index";
import type { LocalHost } from "../local-host";
import { el, SavesDialog } from "./dialogs";
import {
  fileName,
  type GameFile,
  type GameSource,
  gameFile,
  isPartial,
  MAX_FILE_BYTES,
  type OpenedGame,
  readGameFile,
  readGameObject,
} from "./format";
import { compareHistory, type History } from "./history";
import { newGameId } from "./ids";
import {
  actingFactions,
  guessMine,
  hotSeat,
  isHotSeat,
  parseMine,
  type SeatPlan,
  seatFactions,
  turnOf,
} from "./seats";
import { browserStorage, GameStore, type KeyValue, type StoredGame } from "./store";
import { writeGameText } from "./text";

/** how an open ended (for the tests and the console hook) */
export type OpenOutcome = "opened" | "refused" | "declined" | "same";

export interface SavesOptions {
  toast(kind: "info" | "warn" | "error", text: string): void;
  /** default: the browser's localStorage */
  storage?: KeyValue | null;
  now?: () => Date;
  /** offer the kept games once the page is ready (default true; not after a language switch) */
  offerOnLoad?: boolean;
}

export class TableSaves {
  readonly store: GameStore;
  readonly dialog: SavesDialog;
  plan: SeatPlan = hotSeat();
  private gameId: string;
  private rev = 0;
  /** this game has a record in the store (from then on every change is written, undo included) */
  private stored = false;
  private warnedQuota = false;
  private readonly now: () => Date;
  private readonly ui: {
    seats: HTMLButtonElement;
    banner: HTMLElement;
    fileInput: HTMLInputElement;
    hotseatNote: HTMLElement | null;
  };

  constructor(
    private readonly host: LocalHost,
    private readonly opts: SavesOptions,
  ) {
    this.store = new GameStore(opts.storage === undefined ? browserStorage() : opts.storage);
    this.now = opts.now ?? (() => new Date());
    this.gameId = host.gameId;
    this.dialog = new SavesDialog(document.body);
    this.ui = this.buildUi();
    // registered before the board and the panels: `acting` is right before they draw
    host.onChange(() => this.changed());
    this.changed();
  }

  private t = (key: string, params?: Record<string, string | number>) => this.host.t(key, params);

  // --- the page ---------------------------------------------------------------------------

  private buildUi(): TableSaves["ui"] {
    const t = this.t;
    const bar = document.querySelector<HTMLElement>("#topbar") ?? document.body;
    const before = bar.querySelector("#new-game");
    const button = (id: string, label: string, onClick: () => void) => {
      const b = el("button", { type: "button", id }, label);
      b.addEventListener("click", onClick);
      bar.insertBefore(b, before);
      return b;
    };
    const seats = button("aa-seats", "", () => void this.editSeats());
    button("aa-games", t("ui.saves.games.button"), () => void this.showGames());
    button("aa-open", t("ui.saves.open"), () => this.ui.fileInput.click());
    button("aa-save", t("ui.saves.save"), () => this.download());
    const fileInput = el("input", {
      type: "file",
      id: "aa-open-file",
      accept: ".json,application/json",
      hidden: "",
    });
    fileInput.addEventListener("change", () => {
      const f = fileInput.files?.[0];
      fileInput.value = "";
      if (f) void this.openFile(f);
    });
    bar.append(fileInput);
    const banner = el("div", { id: "aa-turn-banner", class: "aa-turn-banner", hidden: "" });
    const sidebar = document.querySelector<HTMLElement>("#sidebar");
    if (sidebar) sidebar.prepend(banner);
    else document.body.append(banner);
    // a game file dropped anywhere on the page opens it
    const hasFiles = (e: DragEvent) => !!e.dataTransfer && [...e.dataTransfer.types].includes("Files");
    document.addEventListener("dragover", (e) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      document.body.classList.add("aa-dropping");
    });
    document.addEventListener("dragleave", (e) => {
      if (e.relatedTarget === null) document.body.classList.remove("aa-dropping");
    });
    document.addEventListener("drop", (e) => {
      document.body.classList.remove("aa-dropping");
      const f = e.dataTransfer?.files?.[0];
      if (!f) return;
      e.preventDefault();
      void this.openFile(f);
    });
    return { seats, banner, fileInput, hotseatNote: document.querySelector<HTMLElement>("#hotseat") };
  }

  /** the seat button, the top bar's hot-seat note and the whose-turn banner */
  private renderBar(): void {
    const t = this.t;
    const { setup } = this.host;
    const hot = isHotSeat(setup, this.plan);
    const players = seatFactions(setup);
    const names = this.plan.mine.filter((f) => players.includes(f)).map((f) => t(`ui.faction.${f}`));
    const bots = FACTIONS.filter((f) => setup.seats[f] === "nonplayer").map((f) => t(`ui.faction.${f}`));
    // every Faction at this browser: "I play: every Faction" only when no Non-player is seated
    this.ui.seats.textContent =
      hot && !bots.length
        ? t("ui.saves.seats.hotseat")
        : t("ui.saves.seats.iPlay", {
            factions: names.length ? names.join(", ") : t("ui.saves.seats.nobody"),
          });
    // the hot-seat note; with Non-players seated their controls say who they are (nonplayers.ts)
    if (this.ui.hotseatNote) {
      this.ui.hotseatNote.textContent = t("ui.table.hotseat");
      this.ui.hotseatNote.hidden = !hot || bots.length > 0;
    }
    const banner = this.ui.banner;
    const turn = turnOf(this.host.getState(), setup, this.plan);
    if (hot) {
      banner.hidden = true;
      banner.replaceChildren();
      return;
    }
    banner.hidden = false;
    banner.dataset.turn = turn.kind;
    const save = () => {
      const b = el(
        "button",
        { type: "button", class: "aa-primary", "data-role": "save" },
        t("ui.saves.turn.save"),
      );
      b.addEventListener("click", () => this.download());
      return b;
    };
    if (turn.kind === "mine") {
      banner.replaceChildren(
        el("p", {}, t("ui.saves.turn.mine", { faction: t(`ui.faction.${turn.faction}`) })),
      );
    } else if (turn.kind === "over") {
      banner.replaceChildren(el("p", {}, t("ui.saves.turn.over")), save());
    } else {
      const who = turn.name || t("ui.saves.turn.playerOf", { faction: t(`ui.faction.${turn.seat}`) });
      banner.replaceChildren(
        el("p", {}, t("ui.saves.turn.other", { faction: t(`ui.faction.${turn.faction}`), who })),
        save(),
      );
    }
  }

  // --- keeping the game -------------------------------------------------------------------

  private changed(): void {
    const host = this.host;
    if (host.gameId !== this.gameId) {
      // a new game from the setup form: a new record, played hot-seat until set otherwise
      this.gameId = host.gameId;
      this.plan = hotSeat();
      this.rev = 0;
      this.stored = false;
    }
    host.acting = actingFactions(host.setup, this.plan);
    this.rev++;
    this.autosave();
    this.renderBar();
  }

  private source(): GameSource {
    const h = this.host;
    return {
      id: h.gameId,
      rev: this.rev,
      setup: h.setup,
      base: h.base,
      commands: h.commandList(),
      state: h.getState(),
      players: this.plan.players,
    };
  }

  /** The current game as a file (what Save downloads). */
  file(): GameFile {
    return gameFile(this.source(), this.now(), this.t);
  }

  private autosave(): void {
    if (!this.stored && this.host.commandList().length === 0 && !this.host.base) return; // nothing yet
    const rec: StoredGame = { ...this.file(), mine: [...this.plan.mine] };
    if (this.store.write(rec)) {
      this.stored = true;
      return;
    }
    if (!this.warnedQuota) {
      this.warnedQuota = true;
      this.opts.toast("warn", this.t("ui.saves.autosaveFailed"));
    }
  }

  /** Download the game as a file (the same file `npm run replay` reads). */
  download(): string {
    const now = this.now();
    const f = gameFile(this.source(), now, this.t);
    const name = fileName(this.host.getState(), now);
    const url = URL.createObjectURL(new Blob([writeGameText(f)], { type: "application/json" }));
    const a = el("a", { href: url, download: name, hidden: "" });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    const turn = turnOf(this.host.getState(), this.host.setup, this.plan);
    const sendTo =
      turn.kind === "other" && !isHotSeat(this.host.setup, this.plan)
        ? turn.name || this.t("ui.saves.turn.playerOf", { faction: this.t(`ui.faction.${turn.seat}`) })
        : "";
    this.opts.toast(
      "info",
      sendTo
        ? this.t("ui.saves.savedSend", { file: name, who: sendTo })
        : this.t("ui.saves.saved", { file: name }),
    );
    return name;
  }

  // --- opening ----------------------------------------------------------------------------

  async openFile(f: File): Promise<OpenOutcome> {
    // refused before anything is read or parsed
    if (f.size > MAX_FILE_BYTES)
      return this.refuse([this.t("ui.saves.refused.tooLarge", { mb: MAX_FILE_BYTES / 2 ** 20 })]);
    let text: string;
    try {
      text = await f.text();
    } catch {
      return this.refuse([this.t("ui.saves.refused.unreadable")]);
    }
    return this.openText(text);
  }

  /** Open a game file's text: checked, compared with the same game here, then continued. */
  async openText(text: string): Promise<OpenOutcome> {
    const r = readGameFile(text);
    if (!r.ok)
      return this.refuse([
        this.t(`ui.saves.refused.${r.reason}`, { mb: MAX_FILE_BYTES / 2 ** 20, detail: r.detail ?? "" }),
      ]);
    const opened = r.opened;
    // a damaged file: say so first, and go on only with the person's agreement
    if (!(await this.acceptPartial(opened))) return "declined";
    const id = opened.id ?? newGameId();
    // the same game here (on the table or kept in this browser): the file must continue it
    const local = this.localHistory(id);
    let keepPlan: SeatPlan | null = null;
    if (local) {
      const h = compareHistory(local.history, opened.game);
      if (h.kind === "differs") return this.refuse([this.differsText(h.index, h.mine, h.theirs)]);
      if (h.kind === "behind")
        return this.refuse([this.t("ui.saves.refused.behind", { file: h.theirs, mine: h.mine })]);
      if (h.kind === "same" && id === this.host.gameId) {
        this.opts.toast("info", this.t("ui.saves.sameAsTable"));
        return "same";
      }
      keepPlan = { mine: local.mine, players: { ...local.players, ...opened.players } };
    }
    const plan = keepPlan ?? {
      mine: guessMine(opened.game.setup, opened.players, turnFaction(opened)),
      players: opened.players,
    };
    this.load(id, opened, plan);
    this.opts.toast(
      "info",
      this.t("ui.saves.opened", { name: opened.name || id, n: opened.game.commands.length }),
    );
    if (!keepPlan && !isHotSeat(opened.game.setup, plan))
      void this.editSeats(this.t("ui.saves.seats.introOpened"));
    return "opened";
  }

  /** the same game's history in this browser: the one on the table, or a kept one */
  private localHistory(
    id: string,
  ): { history: History; mine: Faction[]; players: SeatPlan["players"] } | null {
    if (id === this.host.gameId && (this.stored || this.host.commandList().length > 0))
      return {
        history: { setup: this.host.setup, base: this.host.base, commands: this.host.commandList() },
        mine: this.plan.mine,
        players: this.plan.players,
      };
    const raw = this.store.read(id);
    if (!raw) return null;
    const r = readGameObject(raw);
    if (!r.ok) return null;
    return {
      history: r.opened.game,
      mine: parseMine((raw as { mine?: unknown }).mine, r.opened.game.setup),
      players: r.opened.players,
    };
  }

  /** a file that replays only up to command k opens at k only if the person agrees */
  private async acceptPartial(o: OpenedGame): Promise<boolean> {
    for (const i of o.issues) {
      if (i.code === "rulesChanged" || i.code === "snapshot")
        this.opts.toast("warn", this.t(i.key, i.params));
    }
    if (!isPartial(o)) return true;
    const k = o.game.commands.length;
    const why = o.issues.filter(
      (i) => i.code === "malformed" || i.code === "refused" || i.code === "tooLong",
    );
    return this.dialog.confirm(
      this.t("ui.saves.partial.title"),
      [
        this.t("ui.saves.partial.text", { k, n: o.total }),
        // people count commands from 1: the one at index i is command i + 1
        ...why.map((i) =>
          this.t(
            i.key,
            i.code === "tooLong" ? i.params : { ...i.params, n: Number(i.params?.index ?? 0) + 1 },
          ),
        ),
        this.t("ui.saves.partial.question", { k }),
      ],
      this.t("ui.saves.partial.yes", { k }),
      this.t("ui.saves.partial.no"),
    );
  }

  private load(id: string, o: OpenedGame, plan: SeatPlan): void {
    this.gameId = id;
    this.plan = { mine: [...plan.mine], players: { ...plan.players } };
    this.rev = o.game.rev;
    this.stored = false;
    this.host.acting = actingFactions(o.game.setup, this.plan);
    this.host.load({ id, setup: o.game.setup, base: o.game.base, commands: o.game.commands });
  }

  private async refuse(lines: string[]): Promise<OpenOutcome> {
    await this.dialog.message(this.t, "error", this.t("ui.saves.refused.title"), [
      ...lines,
      this.t("ui.saves.unchanged"),
    ]);
    return "refused";
  }

  private commandText(c: AnyCommand | undefined): string {
    if (!c) return "—";
    const faction = this.t(`ui.faction.${c.by}`);
    if (c.t === "transfer") return this.t("ui.saves.transfer", { faction, to: this.t(`ui.faction.${c.to}`) });
    return this.t("ui.saves.command", { faction, action: optionLabel(this.host, c) });
  }

  private differsText(index: number, mine?: AnyCommand, theirs?: AnyCommand): string {
    if (index < 0) return this.t("ui.saves.refused.otherStart");
    return this.t("ui.saves.refused.differs", {
      n: index + 1,
      mine: this.commandText(mine),
      theirs: this.commandText(theirs),
    });
  }

  // --- kept games and seats ---------------------------------------------------------------

  /** Continue a game kept in this browser. */
  async resume(id: string): Promise<OpenOutcome> {
    const raw = this.store.read(id);
    const r = raw ? readGameObject(raw) : null;
    if (!r?.ok) {
      const forget = await this.dialog.confirm(
        this.t("ui.saves.refused.title"),
        [this.t("ui.saves.unreadableSave"), this.t("ui.saves.unchanged")],
        this.t("ui.saves.forget"),
        this.t("ui.saves.cancel"),
      );
      if (forget) this.store.remove(id);
      return "refused";
    }
    if (r.opened.issues.some((i) => i.code === "rulesChanged")) this.store.archive(raw);
    if (!(await this.acceptPartial(r.opened))) return "declined";
    const setup = r.opened.game.setup;
    const plan = { mine: parseMine((raw as { mine?: unknown }).mine, setup), players: r.opened.players };
    this.load(id, r.opened, plan);
    this.opts.toast(
      "info",
      this.t("ui.saves.resumed", { name: r.opened.name || id, n: r.opened.game.commands.length }),
    );
    return "opened";
  }

  /** The kept games (on load: the offer to resume). */
  showGames(): Promise<void> {
    return this.dialog.games(this.t, this.store.list(), this.stored ? this.host.gameId : "", {
      resume: (id) => void this.resume(id),
      open: () => this.ui.fileInput.click(),
    });
  }

  /** On page load: offer the kept games, if any. */
  offerResume(): void {
    if (this.store.list().length && !this.dialog.isOpen) void this.showGames();
  }

  async editSeats(intro?: string): Promise<void> {
    const plan = await this.dialog.seats(this.t, this.host.setup, this.plan, intro);
    if (plan) this.setPlan(plan);
  }

  setPlan(plan: SeatPlan): void {
    this.plan = { mine: [...plan.mine], players: { ...plan.players } };
    this.host.refresh(); // → changed(): acting, autosave, banner, and the board and panels redraw
  }
}

/** the Faction deciding in an opened game (null when it is over) */
function turnFaction(o: OpenedGame): Faction | null {
  return getDecision(o.state).faction ?? null;
}

/** Mount the saves on the table page (call right after the host is made). */
export function mountSaves(host: LocalHost, opts: SavesOptions): TableSaves {
  const saves = new TableSaves(host, opts);
  // after the page is ready: offer to continue a kept game
  if (opts.offerOnLoad !== false) setTimeout(() => saves.offerResume(), 0);
  return saves;
}
