// The standalone table: a hot-seat game in the browser (one person plays all four Factions).
// URL parameters: seed, deck (comma-separated card numbers, top first), deployment, short,
// noreveal, setup=1 (open the new-game form first).
import { Application } from "pixi.js";
import { type CommandBody, getDecision, type Setup, validateSetup } from "../engine/index";
import { createBoard } from "../ui/board/index";
import { errorText, optionLabel } from "../ui/i18n";
import { toCommand } from "../ui/options";
import { readSetup } from "../ui/panels/index";
import { t } from "./i18n";
import { LocalHost } from "./local-host";
import { renderPanels, renderSetup, wirePanelActions } from "./panels";
import { showToast } from "./toast";

function setupFromUrl(q: URLSearchParams): Setup {
  const deck = (q.get("deck") ?? "")
    .split(",")
    .map((x) => Number.parseInt(x, 10))
    .filter((n) => Number.isFinite(n));
  const setup: Setup = {
    seed: Number.parseInt(q.get("seed") ?? "1", 10) || 1,
    seats: { govt: "player", farc: "player", auc: "player", cartels: "player" },
    deployment: q.get("deployment") === "open" ? "open" : "standard",
    options: { shortGame: q.has("short"), noReveal: q.has("noreveal") },
  };
  if (deck.length) setup.deck = deck;
  return setup;
}

const $ = <T extends HTMLElement>(sel: string) => document.querySelector(sel) as T;

async function main(): Promise<void> {
  document.title = t("ui.table.title");
  const q = new URLSearchParams(location.search);
  const host = new LocalHost(setupFromUrl(q));
  host.notifier = (kind, text) => showToast($("#toasts"), kind, text);

  $("#title").textContent = t("ui.table.title");
  $("#hotseat").textContent = t("ui.table.hotseat");
  const roots = {
    status: $("#status"),
    cards: $("#cards"),
    propaganda: $("#propaganda"),
    turn: $("#turn"),
    log: $("#log"),
  };
  wirePanelActions(host, $("#sidebar"));

  const boardEl = $("#board");
  const app = new Application({
    autoStart: false,
    backgroundAlpha: 0,
    antialias: true,
    resolution: window.devicePixelRatio || 1,
    autoDensity: true,
    width: 100,
    height: 100,
  });
  boardEl.appendChild(app.view as HTMLCanvasElement);
  const board = createBoard(host);
  app.stage.addChild(board.container);
  // render on demand (after input or a state change), not 60 times a second: the board is
  // static between gestures, and software-rendered browsers stay responsive
  app.ticker.stop();
  let pending = false;
  const requestRender = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      app.render();
    });
  };
  const canvas = app.view as HTMLCanvasElement;
  for (const ev of ["pointermove", "pointerdown", "pointerup", "pointerleave"])
    canvas.addEventListener(ev, () => setTimeout(requestRender, 0));
  host.onChange(() => requestRender());

  let zoom = 0;
  const fitZoom = () => Math.min(boardEl.clientWidth / board.width, boardEl.clientHeight / board.height);
  const setZoom = (z: number) => {
    zoom = Math.max(0.2, Math.min(2.5, z));
    board.container.scale.set(zoom);
    app.renderer.resize(Math.ceil(board.width * zoom), Math.ceil(board.height * zoom));
    requestRender();
  };
  setZoom(fitZoom());
  window.addEventListener("resize", () => setZoom(fitZoom()));
  const zoomBtn = (id: string, label: string, f: () => void) => {
    const b = $<HTMLButtonElement>(id);
    b.textContent = label;
    b.addEventListener("click", f);
  };
  zoomBtn("#zoom-in", t("ui.table.zoomIn"), () => setZoom(zoom * 1.25));
  zoomBtn("#zoom-out", t("ui.table.zoomOut"), () => setZoom(zoom / 1.25));
  zoomBtn("#zoom-fit", t("ui.table.fit"), () => setZoom(fitZoom()));

  const render = () => renderPanels(host, roots);
  host.onChange(render);
  render();

  // new-game form
  const dialog = $<HTMLDialogElement>("#setup-dialog");
  const openSetup = () => {
    renderSetup(host, $("#setup"), {
      seats: host.setup.seats,
      deployment: host.setup.deployment,
      shortGame: host.setup.options?.shortGame,
      noReveal: host.setup.options?.noReveal,
      seed: host.setup.seed,
      deck: host.setup.deck,
    });
    dialog.showModal();
  };
  $("#new-game").textContent = t("ui.table.newGame");
  $("#new-game").addEventListener("click", openSetup);
  $("#setup").addEventListener("submit", (e) => {
    e.preventDefault();
    const { setup } = readSetup(new FormData(e.target as HTMLFormElement));
    const bad = validateSetup(setup);
    if (bad) {
      showToast($("#toasts"), "error", errorText(host, bad));
      return; // the form stays open
    }
    dialog.close();
    host.reset(setup);
  });
  if (q.get("setup") === "1") openSetup();

  // test and console hook
  const w = window as unknown as Record<string, unknown>;
  w.__table = {
    host,
    board,
    app,
    state: () => host.getState(),
    decision: () => getDecision(host.getState()),
    labels: () => getDecision(host.getState()).options.map((o) => optionLabel(host, o)),
    /** submit a body as the deciding Faction; returns the localized error or null */
    async send(body: CommandBody) {
      const s = host.getState();
      const err = await host.submit(toCommand(s, getDecision(s), body));
      return err ? errorText(host, err) : null;
    },
    /** client (CSS pixel) position of a board point, for drag tests */
    toClient(x: number, y: number) {
      const r = (app.view as HTMLCanvasElement).getBoundingClientRect();
      return { x: r.left + x * zoom, y: r.top + y * zoom };
    },
    setZoom,
    newGame: (setup: Setup) => host.reset(setup),
  };
  requestRender();
  document.body.dataset.ready = "1";
}

void main();
