// "Suggest" at the table: at a Decision of a player seat, ask the advisor (in a Web
// Worker) for the top 3 complete actions; each row says what the action is, its estimated win
// chance, the expected change of the victory margin and why; choosing a row highlights its spaces
// on the board. Nothing is played: the player still plays the action step by step.
import { type Command, type Faction, type GameState, getDecision, type SpaceId } from "../engine/index";
import type { UiHost } from "../ui/index";
import { msgText } from "../ui/index";
import type { HintReply, HintRequest, HintRow } from "./advisor-worker";

/** how long the advisor may think for a hint (the issue asks for a hint within 2 s) */
export const HINT_BUDGET_MS = 1500;
export const HINT_PLAYOUTS = 4000;
/** how long an advised Non-player thinks about each of its actions */
export const MOVE_BUDGET_MS = 500;

export interface WorkerLike {
  postMessage(m: HintRequest): void;
  addEventListener(type: "message", f: (e: MessageEvent<HintReply>) => void): void;
}

/** asks the worker; one request at a time, the latest answer wins */
export class HintClient {
  private next = 1;
  private waiting = new Map<number, (r: HintReply) => void>();
  constructor(private readonly worker: WorkerLike) {
    worker.addEventListener("message", (e) => {
      const done = this.waiting.get(e.data.id);
      this.waiting.delete(e.data.id);
      done?.(e.data);
    });
  }
  ask(state: GameState, faction: Faction): Promise<HintReply> {
    return this.send({
      kind: "hint",
      state,
      faction,
      playouts: HINT_PLAYOUTS,
      budgetMs: HINT_BUDGET_MS,
      seed: state.seq,
    });
  }
  /** the next Command of a Non-player seat played by the advisor (its narration in meta.why) */
  async move(state: GameState, faction: Faction): Promise<Command | null> {
    const r = await this.send({
      kind: "move",
      state,
      faction,
      playouts: HINT_PLAYOUTS,
      budgetMs: MOVE_BUDGET_MS,
      seed: 24,
    });
    return r.command ?? null;
  }
  private send(req: Omit<HintRequest, "id">): Promise<HintReply> {
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ ...req, id });
    });
  }
}

/** one row's text: the action, then chance, margin and reason */
export function hintText(host: UiHost, r: HintRow): string {
  const margin = Math.round(r.marginChange * 10) / 10;
  return host.t("advisor.hint", {
    action: msgText(host, r.action),
    chance: Math.round(r.winChance * 100),
    margin: margin > 0 ? `+${margin}` : `${margin}`,
    reason: msgText(host, r.reason),
  });
}

/** the player seat deciding now, or null (Non-players and the end need no hint) */
export function hintFaction(s: GameState): Faction | null {
  const f = getDecision(s).faction;
  return f && s.seats[f] === "player" ? f : null;
}

/** the Suggest button (in `bar`) and its list; `highlight` shows a row's spaces on the board */
export function mountSuggest(
  host: UiHost,
  bar: HTMLElement,
  client: HintClient,
  highlight: (spaces: SpaceId[] | null) => void,
): { button: HTMLButtonElement; list: HTMLElement } {
  const button = document.createElement("button");
  button.id = "suggest";
  button.type = "button";
  button.textContent = host.t("ui.table.suggest");
  const list = document.createElement("ol");
  list.id = "suggest-list";
  list.className = "aa-suggest";
  list.hidden = true;
  bar.querySelector(".spacer")?.before(button);
  bar.after(list);
  let asked = -1;
  const refresh = () => {
    const s = host.getState();
    button.disabled = hintFaction(s) === null;
    if (s.seq !== asked) {
      list.hidden = true;
      highlight(null);
    }
  };
  button.addEventListener("click", async () => {
    const s = host.getState();
    const f = hintFaction(s);
    if (!f) return;
    asked = s.seq;
    button.disabled = true;
    list.hidden = false;
    list.replaceChildren(
      Object.assign(document.createElement("li"), { textContent: host.t("ui.table.thinking") }),
    );
    const reply = await client.ask(s, f);
    button.disabled = false;
    if (host.getState().seq !== asked) return; // the game moved on meanwhile
    list.replaceChildren(
      ...reply.rows.map((r) => {
        const li = document.createElement("li");
        const b = document.createElement("button");
        b.type = "button";
        b.textContent = hintText(host, r);
        b.addEventListener("click", () => highlight(r.spaces));
        li.append(b);
        return li;
      }),
    );
  });
  host.onChange(refresh);
  refresh();
  return { button, list };
}
