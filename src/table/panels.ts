// Renders the shared Handlebars templates (templates/*.hbs) into the table's sidebar, and sends
// button clicks through the same runPanelAction the Foundry adapter uses.
import Handlebars from "handlebars";
import cardsTpl from "../../templates/cards-panel.hbs";
import logTpl from "../../templates/log-panel.hbs";
import propagandaTpl from "../../templates/propaganda-panel.hbs";
import setupTpl from "../../templates/setup-form.hbs";
import statusTpl from "../../templates/status-panel.hbs";
import turnTpl from "../../templates/turn-panel.hbs";
import { getDecision } from "../engine/index";
import {
  cardsView,
  logLine,
  propagandaView,
  runPanelAction,
  type SetupDefaults,
  setupView,
  statusView,
  turnView,
} from "../ui/panels/index";
import type { LocalHost } from "./local-host";

// no helpers: the templates use only Handlebars built-ins, like inside Foundry
const hb = Handlebars.create();
const tpl = {
  turn: hb.compile(turnTpl),
  cards: hb.compile(cardsTpl),
  propaganda: hb.compile(propagandaTpl),
  status: hb.compile(statusTpl),
  setup: hb.compile(setupTpl),
  log: hb.compile(logTpl),
};

export interface PanelRoots {
  status: HTMLElement;
  cards: HTMLElement;
  propaganda: HTMLElement;
  turn: HTMLElement;
  log: HTMLElement;
}

export function renderPanels(host: LocalHost, roots: PanelRoots): void {
  const s = host.getState();
  const d = getDecision(s);
  roots.status.innerHTML = tpl.status(statusView(host, s, d.faction));
  roots.cards.innerHTML = tpl.cards(cardsView(host, s));
  roots.propaganda.innerHTML = tpl.propaganda(propagandaView(host, s));
  roots.turn.innerHTML = tpl.turn(turnView(host, s));
  if (d.faction && s.seats[d.faction] === "nonplayer") {
    // section 8: its bot plays it (src/table/nonplayers.ts); say so where the prompt is
    const note = document.createElement("p");
    note.className = "aa-note";
    note.textContent = host.t("ui.table.nonplayerTurn", { faction: host.t(`ui.faction.${d.faction}`) });
    roots.turn.querySelector(".aa-prompt")?.after(note);
  }
  const lines = host.log.map((e) => logLine(host, e));
  roots.log.innerHTML = tpl.log({ lines });
  roots.log.scrollTop = roots.log.scrollHeight;
}

export function renderSetup(host: LocalHost, root: HTMLElement, def: SetupDefaults): void {
  root.innerHTML = tpl.setup(setupView(host, [], def));
}

/** One delegated click listener for every panel button. */
export function wirePanelActions(host: LocalHost, root: HTMLElement): void {
  root.addEventListener("click", (e) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>("[data-action]");
    if (!el || el.dataset.action === "startGame") return;
    e.preventDefault();
    void runPanelAction(host, el.dataset.action ?? "", { index: el.dataset.index });
  });
}
