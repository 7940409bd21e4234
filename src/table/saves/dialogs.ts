// The saves' dialogs on the table page: a message, a yes/no question, the seat setting and the
// list of kept games. One <dialog> element, its content rebuilt each time; every text comes from
// the lang files and untrusted strings (names from a file) only ever go into textContent.
import type { Faction, Setup } from "../../engine/index";
import type { Players } from "./format";
import { MAX_PLAYER_NAME } from "./format";
import { type SeatPlan, seatFactions } from "./seats";
import type { SavedEntry } from "./store";

type T = (key: string, params?: Record<string, string | number>) => string;

/** document.createElement with a class, attributes and children (strings become text nodes) */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
}

export class SavesDialog {
  readonly root: HTMLDialogElement;
  private done: ((v: unknown) => void) | null = null;

  constructor(parent: HTMLElement) {
    this.root = el("dialog", { id: "aa-saves-dialog", class: "aa-saves-dialog" });
    // Escape closes the dialog: the pending question gets its "no"
    // (the event comes a moment after close(): a question shown since then keeps the dialog open)
    this.root.addEventListener("close", () => {
      if (!this.root.open) this.finish(null);
    });
    parent.append(this.root);
  }

  get isOpen(): boolean {
    return this.root.open;
  }

  private finish(v: unknown): void {
    const cb = this.done;
    this.done = null;
    if (this.root.open) this.root.close();
    cb?.(v);
  }

  /** Show content; resolves with what a button passes to `answer` (null when closed). */
  private show<R>(content: HTMLElement, build: (answer: (v: R) => void) => void): Promise<R | null> {
    this.finish(null); // an earlier question left open counts as declined
    this.root.replaceChildren(content);
    return new Promise<R | null>((ok) => {
      this.done = ok as (v: unknown) => void;
      build((v) => this.finish(v));
      this.root.showModal();
    });
  }

  message(t: T, kind: "info" | "warn" | "error", title: string, lines: string[]): Promise<void> {
    const ok = el("button", { type: "button", class: "aa-primary", "data-role": "ok" }, t("ui.saves.ok"));
    const box = el(
      "div",
      { class: `aa-saves-box ${kind}`, role: kind === "error" ? "alertdialog" : "dialog" },
      el("h2", {}, title),
      ...lines.map((l) => el("p", { class: "aa-saves-text" }, l)),
      el("div", { class: "aa-saves-buttons" }, ok),
    );
    return this.show<true>(box, (answer) => ok.addEventListener("click", () => answer(true))).then(() => {});
  }

  async confirm(title: string, lines: string[], yes: string, no: string): Promise<boolean> {
    const y = el("button", { type: "button", class: "aa-primary", "data-role": "yes" }, yes);
    const n = el("button", { type: "button", "data-role": "no" }, no);
    const box = el(
      "div",
      { class: "aa-saves-box warn", role: "alertdialog" },
      el("h2", {}, title),
      ...lines.map((l) => el("p", { class: "aa-saves-text" }, l)),
      el("div", { class: "aa-saves-buttons" }, n, y),
    );
    const r = await this.show<boolean>(box, (answer) => {
      y.addEventListener("click", () => answer(true));
      n.addEventListener("click", () => answer(false));
    });
    return r === true;
  }

  /** The seat setting: for each seat, "me" or "another person" (with an optional name). */
  seats(t: T, setup: Setup, plan: SeatPlan, intro?: string): Promise<SeatPlan | null> {
    const form = el("form", { class: "aa-saves-box aa-seats", method: "dialog" });
    form.append(
      el("h2", {}, t("ui.saves.seats.title")),
      el("p", { class: "aa-saves-text" }, intro ?? t("ui.saves.seats.intro")),
    );
    const faction = (f: Faction) => t(`ui.faction.${f}`);
    for (const f of seatFactions(setup)) {
      const me = plan.mine.includes(f);
      const radio = (value: string, checked: boolean, label: string) => {
        const input = el("input", { type: "radio", name: `seat.${f}`, value });
        input.checked = checked;
        return el("label", {}, input, ` ${label}`);
      };
      const name = el("input", {
        type: "text",
        name: `name.${f}`,
        maxlength: String(MAX_PLAYER_NAME),
        placeholder: t("ui.saves.seats.namePlaceholder"),
        "aria-label": t("ui.saves.seats.nameFor", { faction: faction(f) }),
      });
      name.value = plan.players[f] ?? "";
      const spares = Object.entries(setup.runBy ?? {})
        .filter(([, by]) => by === f)
        .map(([spare]) => t("ui.saves.seats.runs", { faction: faction(spare as Faction) }));
      form.append(
        el(
          "div",
          { class: `aa-seat-row faction-${f}`, "data-faction": f },
          el("span", { class: "aa-faction-chip" }),
          el("span", { class: "aa-seat-name" }, faction(f), ...spares.map((s) => el("small", {}, ` ${s}`))),
          radio("me", me, t("ui.saves.seats.me")),
          radio("other", !me, t("ui.saves.seats.other")),
          name,
        ),
      );
    }
    const nonplayers = (Object.keys(setup.seats) as Faction[]).filter((f) => setup.seats[f] === "nonplayer");
    if (nonplayers.length)
      form.append(
        el(
          "p",
          { class: "aa-note" },
          t("ui.saves.seats.nonplayers", { factions: nonplayers.map(faction).join(", ") }),
        ),
      );
    const ok = el("button", { type: "submit", class: "aa-primary", "data-role": "ok" }, t("ui.saves.ok"));
    const cancel = el("button", { type: "button", "data-role": "cancel" }, t("ui.saves.cancel"));
    form.append(el("div", { class: "aa-saves-buttons" }, cancel, ok));
    return this.show<SeatPlan>(form, (answer) => {
      cancel.addEventListener("click", () => this.finish(null));
      form.addEventListener("submit", (e) => {
        e.preventDefault();
        const data = new FormData(form);
        const mine: Faction[] = [];
        const players: Players = {};
        for (const f of seatFactions(setup)) {
          if (data.get(`seat.${f}`) === "me") mine.push(f);
          const n = String(data.get(`name.${f}`) ?? "").trim();
          if (n) players[f] = n.slice(0, MAX_PLAYER_NAME);
        }
        answer({ mine, players });
      });
    });
  }

  /** The kept games: continue one, open a file, or stay with the game on the table. */
  games(
    t: T,
    entries: SavedEntry[],
    current: string,
    actions: { resume(id: string): void; open(): void },
  ): Promise<void> {
    const box = el("div", { class: "aa-saves-box aa-games" }, el("h2", {}, t("ui.saves.games.title")));
    if (!entries.length) box.append(el("p", { class: "aa-saves-text" }, t("ui.saves.games.none")));
    const list = el("ul", { class: "aa-games-list" });
    for (const e of entries) {
      const when = e.savedAt ? new Date(e.savedAt) : null;
      const stamp = when && !Number.isNaN(when.getTime()) ? when.toLocaleString() : "";
      const go = el(
        "button",
        { type: "button", class: "aa-primary", "data-role": "resume", "data-id": e.id },
        e.id === current ? t("ui.saves.games.onTable") : t("ui.saves.games.resume"),
      );
      if (e.id === current) go.disabled = true;
      go.addEventListener("click", () => {
        this.finish(null);
        actions.resume(e.id);
      });
      list.append(
        el(
          "li",
          { "data-id": e.id },
          el("span", { class: "aa-game-name" }, e.name || e.id),
          el("small", {}, t("ui.saves.games.detail", { n: e.commands, date: stamp })),
          go,
        ),
      );
    }
    if (entries.length) box.append(list);
    const open = el("button", { type: "button", "data-role": "open" }, t("ui.saves.open"));
    const close = el("button", { type: "button", "data-role": "close" }, t("ui.saves.games.keep"));
    open.addEventListener("click", () => {
      this.finish(null);
      actions.open();
    });
    box.append(el("div", { class: "aa-saves-buttons" }, open, close));
    return this.show<true>(box, () => close.addEventListener("click", () => this.finish(null))).then(
      () => {},
    );
  }
}
