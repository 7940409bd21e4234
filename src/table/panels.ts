// Renders the shared Handlebars templates (templates/*.hbs) into the table's sidebar, and sends
// button clicks through the same runPanelAction the Foundry adapter uses.
import Handlebars from "handlebars";
import cardsTpl from "../../templates/cards-panel.hbs";
import endTpl from "../../templates/end-screen.hbs";
import logTpl from "../../templates/log-panel.hbs";
import propagandaTpl from "../../templates/propaganda-panel.hbs";
import setupTpl from "../../templates/setup-form.hbs";
import sopTpl from "../../templates/sop-panel.hbs";
import statusTpl from "../../templates/status-panel.hbs";
import turnTpl from "../../templates/turn-panel.hbs";
import { getDecision } from "../engine/index";
import {
  cardsView,
  endView,
  propagandaView,
  reasoningView,
  runPanelAction,
  type SetupDefaults,
  setupView,
  sopView,
  statusView,
  turnView,
  wireSetupSeats,
} from "../ui/index";
import type { LocalHost } from "./local-host";
import { renderLog } from "./log";

// no helpers: the templates use only Handlebars built-ins, like inside Foundry
const hb = Handlebars.create();
const tpl = {
  turn: hb.compile(turnTpl),
  cards: hb.compile(cardsTpl),
  propaganda: hb.compile(propagandaTpl),
  status: hb.compile(statusTpl),
  setup: hb.compile(setupTpl),
  log: hb.compile(logTpl),
  sop: hb.compile(sopTpl),
  end: hb.compile(endTpl),
};

export interface PanelRoots {
  status: HTMLElement;
  cards: HTMLElement;
  propaganda: HTMLElement;
  turn: HTMLElement;
  log: HTMLElement;
  /** the Sequence of Play track (2.3); hosts without it skip it */
  sop?: HTMLElement;
}

const shownHtml = new WeakMap<HTMLElement, string>();
function put(el: HTMLElement, html: string): void {
  if (shownHtml.get(el) === html) return;
  shownHtml.set(el, html);
  el.innerHTML = html;
}

export function renderPanels(host: LocalHost, roots: PanelRoots): void {
  const s = host.getState();
  const d = getDecision(s);
  // a panel whose text is unchanged keeps its elements: the browser lays out only what changed
  put(roots.status, tpl.status(statusView(host, s, d.faction)));
  if (roots.sop) put(roots.sop, tpl.sop(sopView(host, s)));
  put(roots.cards, tpl.cards(cardsView(host, s)));
  put(roots.propaganda, tpl.propaganda(propagandaView(host, s)));
  roots.turn.innerHTML = tpl.turn(turnView(host, s));
  if (d.faction && s.seats[d.faction] === "nonplayer") {
    // section 8: its bot plays it (src/table/nonplayers.ts); say so where the prompt is
    const note = document.createElement("p");
    note.className = "aa-note";
    note.textContent = host.t("ui.table.nonplayerTurn", { faction: host.t(`ui.faction.${d.faction}`) });
    roots.turn.querySelector(".aa-prompt")?.after(note);
  }
  renderReasoning(host, roots.turn);
  renderEnd(host, roots.turn);
  renderLog(host, roots.log, tpl.log); // grouped by action, a Faction filter, export (src/table/log.ts)
}

/** The reasoning ribbon under the turn panel: the Non-player's current action, step by step. */
function renderReasoning(host: LocalHost, turnRoot: HTMLElement): void {
  const v = reasoningView(host, host.getState(), host.log);
  if (!v.show) return;
  const box = document.createElement("section");
  box.className = `aa-panel aa-reasoning faction-${v.faction}`;
  box.setAttribute("aria-live", "polite");
  const title = document.createElement("h3");
  title.textContent = v.title;
  box.append(title);
  if (v.head) {
    const head = document.createElement("p");
    head.className = "aa-reasoning-head";
    head.textContent = v.head;
    box.append(head);
  }
  if (v.more) {
    const more = document.createElement("p");
    more.className = "aa-muted aa-reasoning-more";
    more.textContent = host.t("ui.np.reasoningMore", { n: v.more });
    box.append(more);
  }
  const list = document.createElement("ul");
  for (const l of v.lines) {
    const li = document.createElement("li");
    li.className = l.why ? "aa-log-why" : "";
    li.textContent = l.text;
    list.append(li);
  }
  box.append(list);
  turnRoot.append(box);
}

const setupWired = new WeakSet<HTMLElement>();

/** The new-game form; Cancel closes its dialog and leaves the game as it is. */
export function renderSetup(host: LocalHost, root: HTMLElement, def: SetupDefaults): void {
  root.innerHTML = tpl.setup(setupView(host, [], { ...def, cancel: true, offerAdvisor: true }));
  if (setupWired.has(root)) return;
  setupWired.add(root);
  wireSetupSeats(root);
  root.addEventListener("click", (e) => {
    if (!(e.target as HTMLElement).closest("[data-action='cancelSetup']")) return;
    e.preventDefault();
    root.closest("dialog")?.close();
  });
}

// The game-end screen (7.1-7.3, 8.8): a dialog that opens once when the game ends; the turn
// panel then offers a button to show it again.
let endDialog: HTMLDialogElement | null = null;
/** the state (by its seq) whose end the dialog last opened for itself */
let endShownAt = -1;

function endDialogOf(): HTMLDialogElement {
  if (endDialog?.isConnected) return endDialog;
  const d = document.createElement("dialog");
  d.className = "aa-end-dialog";
  d.addEventListener("click", (e) => {
    if ((e.target as HTMLElement).closest("[data-action='closeEnd']")) d.close();
  });
  document.body.appendChild(d);
  endDialog = d;
  return d;
}

function renderEnd(host: LocalHost, turnRoot: HTMLElement): void {
  const s = host.getState();
  if (!s.ended) {
    endShownAt = -1; // a game taken back before its end opens the screen again when it ends
    if (endDialog?.open) endDialog.close();
    return;
  }
  const d = endDialogOf();
  d.innerHTML = tpl.end(endView(host, s, true));
  const again = document.createElement("button");
  again.type = "button";
  again.className = "aa-show-end";
  again.dataset.action = "showEnd";
  again.textContent = host.t("ui.end.show");
  turnRoot.querySelector(".aa-turn")?.append(again);
  if (endShownAt !== s.seq) {
    endShownAt = s.seq;
    if (!d.open) d.showModal();
  }
}

/** One delegated click listener for every panel button. */
export function wirePanelActions(host: LocalHost, root: HTMLElement): void {
  root.addEventListener("click", (e) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>("[data-action]");
    if (!el || el.dataset.action === "startGame") return;
    e.preventDefault();
    if (el.dataset.action === "showEnd") {
      if (endDialog && !endDialog.open) endDialog.showModal();
      return;
    }
    void runPanelAction(host, el.dataset.action ?? "", { index: el.dataset.index });
  });
}
