// "Suggest" at the table: at a Decision of a player seat, ask the advisor (in a Web Worker,
// src/ui/advisor.ts) for the top 3 complete actions; each row says what the action is, its
// estimated win chance, the expected change of the victory margin and why (src/ui suggestView);
// choosing a row highlights its spaces and its pieces on the board. Nothing is played: the player still plays
// the action step by step.
import type { AdvisorRow, Faction, GameState } from "../engine/index";
import {
  ADVISOR_BUDGETS,
  AdvisorClient,
  type SuggestAsked,
  hintFaction as suggestFaction,
  suggestView,
  type UiHost,
  type WorkerLike,
} from "../ui/index";

export { hintText } from "../ui/index";
export type { WorkerLike };
/** the table's advisor client: the page's end of the worker protocol */
export { AdvisorClient as HintClient };

/** how long the advisor may think for a hint (the issue asks for a hint within 2 s) */
export const HINT_BUDGET_MS = ADVISOR_BUDGETS.hint.budgetMs;
export const HINT_PLAYOUTS = ADVISOR_BUDGETS.hint.playouts;
/** how long an advised Non-player thinks about each of its actions */
export const MOVE_BUDGET_MS = ADVISOR_BUDGETS.move.budgetMs;

/** the player seat deciding now, or null (hot seat: every player seat is this person's) */
export function hintFaction(s: GameState): Faction | null {
  return suggestFaction({ myFactions: () => ["govt", "farc", "auc", "cartels"] }, s);
}

/** the Suggest button (in `bar`) and its list; `highlight` shows a row on the board (null: none) */
export function mountSuggest(
  host: UiHost,
  bar: HTMLElement,
  client: AdvisorClient,
  highlight: (row: AdvisorRow | null) => void,
): { button: HTMLButtonElement; list: HTMLElement } {
  const button = document.createElement("button");
  button.id = "suggest";
  button.type = "button";
  button.textContent = host.t("ui.table.suggest");
  button.title = host.t("advisor.suggestTitle");
  const list = document.createElement("ol");
  list.id = "suggest-list";
  list.className = "aa-suggest";
  list.hidden = true;
  bar.querySelector(".spacer")?.before(button);
  bar.after(list);
  let asked: SuggestAsked | null = null;
  const show = () => {
    const s = host.getState();
    const v = suggestView(host, s, asked);
    button.disabled = hintFaction(s) === null || v.thinking;
    list.hidden = !v.shown;
    if (!v.shown) {
      if (asked) highlight(null);
      asked = null;
      return;
    }
    const item = (text: string, cls: string) =>
      Object.assign(document.createElement("li"), { textContent: text, className: cls });
    list.replaceChildren(
      ...(v.thinking ? [item(v.thinkingLabel, "aa-suggest-thinking")] : []),
      ...v.rows.map((r) => {
        const li = document.createElement("li");
        const b = document.createElement("button");
        b.type = "button";
        b.textContent = r.text;
        b.classList.toggle("aa-lit", r.lit);
        b.addEventListener("click", () => {
          if (!asked?.rows?.[r.index]) return;
          asked.lit = r.index;
          highlight(asked.rows[r.index]);
          show();
        });
        li.append(b);
        return li;
      }),
      ...(v.error ? [item(v.error, "aa-suggest-error")] : []),
    );
  };
  button.addEventListener("click", async () => {
    const s = host.getState();
    const f = hintFaction(s);
    if (!f) return;
    const mine: SuggestAsked = { seq: s.seq, faction: f, rows: null, failed: false, lit: null };
    asked = mine;
    show();
    const reply = await client.hint(s, f);
    if (asked !== mine) return; // the game moved on meanwhile
    mine.rows = reply.rows;
    mine.failed = !!reply.error;
    show();
  });
  host.onChange(show);
  show();
  return { button, list };
}
