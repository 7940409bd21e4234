// The standalone table: a hot-seat game in the browser (one person plays all four Factions).
// URL parameters: seed, deck (comma-separated card numbers, top first), deployment, short,
// noreveal, setup=1 (open the new-game form first), lang=en|fr|pl|de|es (then remembered: language.ts),
// solo=govt (1-player game, 8.8), np=farc,auc,cartels (Non-player seats), np=paused, npPace=slow|normal|fast|instant,
// advisor=govt,auc (those Non-player seats played by the advisor; also set by the new-game form).
import { Application } from "pixi.js";
import {
  type CommandBody,
  FACTIONS,
  type Faction,
  getDecision,
  type Setup,
  validateSetup,
} from "../engine/index";
import { createBoard, errorText, hintPieces, optionLabel, readSetup, toCommand } from "../ui/index";
import { type BoardView, mountBoardView } from "./board-view";
import { t } from "./i18n";
import { mountLanguageMenu, startLanguage } from "./language";
import { LocalHost } from "./local-host";
import { mountNonPlayers, PACES, type PaceName } from "./nonplayers";
import { renderPanels, renderSetup, wirePanelActions } from "./panels";
import { mountSaves } from "./saves/controller";
import { HintClient, mountSuggest } from "./suggest";
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
    options: {
      shortGame: q.has("short"),
      noReveal: q.has("noreveal"),
      ...(q.has("plaindie") ? { plainDie: true } : {}),
    },
  };
  if (deck.length) setup.deck = deck;
  // ?solo=govt: a 1-player game (8.8): that seat is the player's, the three others Non-players
  const solo = q.get("solo");
  if (solo && (FACTIONS as string[]).includes(solo))
    for (const f of FACTIONS) setup.seats[f] = f === solo ? "player" : "nonplayer";
  // ?np=farc,auc,cartels: those seats are Non-players, played by their bots (section 8)
  for (const f of npList(q)) if ((FACTIONS as string[]).includes(f)) setup.seats[f as Faction] = "nonplayer";
  return setup;
}

/** the words of ?np= (Factions, and "paused") */
function npList(q: URLSearchParams): string[] {
  return q.getAll("np").flatMap((v) => v.split(","));
}

const $ = <T extends HTMLElement>(sel: string) => document.querySelector(sel) as T;

async function main(): Promise<void> {
  // the language first (every label below is drawn in it); after a switch, the game carried over
  const carried = await startLanguage();
  document.title = t("ui.table.title");
  const q = new URLSearchParams(location.search);
  const host = new LocalHost(carried?.setup ?? setupFromUrl(q));
  host.notifier = (kind, text) => showToast($("#toasts"), kind, text);
  // autosave, game files, play by e-mail (src/table/saves/): listens before the board and panels
  const saves = mountSaves(host, { toast: host.notifier, offerOnLoad: !carried });
  if (carried && saves.store.read(carried.id)) void saves.resume(carried.id);
  mountLanguageMenu($("#lang"), () => ({ id: host.gameId, setup: host.setup }));

  $("#title").textContent = t("ui.table.name");
  // #hotseat: who plays what (the saves controller writes it with the seats: Non-players named)
  const roots = {
    status: $("#status"),
    cards: $("#cards"),
    propaganda: $("#propaganda"),
    sop: $("#sop"),
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
  // render on demand, not 60 times a second: the board says when its picture changed (a pointer
  // move over it changes only DOM elements: the tooltip, the drag ghost)
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
  // the static map is an image behind the transparent canvas: a state change redraws only the
  // pieces and markers (board option mapBehind)
  let mapImage: HTMLCanvasElement | null = null;
  let view: BoardView | null = null;
  const board = createBoard(host, {
    requestRender,
    renderer: app.renderer,
    mapBehind: (image) => {
      mapImage = image;
      view?.setMapImage(image);
    },
    pan: (dx, dy) => view?.pan(dx, dy),
  });
  app.stage.addChild(board.container);
  host.onChange(() => requestRender());
  // zoom (buttons, wheel, pinch) and pan: src/table/board-view.ts
  // the board's box keeps the map's proportions; the sidebar gets the rest (two columns if wide)
  boardEl.style.aspectRatio = `${board.width} / ${board.height}`;
  const sidebar = $("#sidebar");
  new ResizeObserver(() => sidebar.classList.toggle("aa-wide", sidebar.clientWidth >= 880)).observe(sidebar);
  const shown = mountBoardView(boardEl, app, board, requestRender);
  view = shown;
  if (mapImage) shown.setMapImage(mapImage);
  // zoom in / out are the signs + and − (their words as tooltip and accessible name): the top bar
  // stays on one line at 1280 px in every language
  const zoomBtn = (id: string, label: string, f: () => void, sign?: string) => {
    const b = $<HTMLButtonElement>(id);
    b.textContent = sign ?? label;
    b.title = label;
    b.setAttribute("aria-label", label);
    b.addEventListener("click", f);
  };
  zoomBtn("#zoom-in", t("ui.table.zoomIn"), () => view.zoomBy(1.25), "+");
  zoomBtn("#zoom-out", t("ui.table.zoomOut"), () => view.zoomBy(1 / 1.25), "\u2212");
  zoomBtn("#zoom-fit", t("ui.table.fit"), () => view.fit());

  const render = () => renderPanels(host, roots);
  host.onChange(render);
  render();

  // section 8: Non-player seats play by themselves (?np=paused starts them paused; ?npPace=fast…)
  const pace = q.get("npPace");
  // the advisor in a Web Worker: Suggest at a player's own Decision, and Non-player
  // seats played by it instead of their flowchart (?advisor=govt,auc, or the new-game form)
  const hintWorker = new Worker(new URL("./advisor-worker.js", import.meta.url), { type: "module" });
  const advisorClient = new HintClient(hintWorker, {
    onFallback: (why) => console.error(`the advisor's worker ${why}: no Suggest, Non-players by flowchart`),
  });
  const hints = mountSuggest(host, $("#topbar"), advisorClient, (row) =>
    board.showHint(row?.spaces ?? null, row ? hintPieces(row) : []),
  );
  const advised = (q.get("advisor") ?? "")
    .split(",")
    .filter((f): f is Faction => (FACTIONS as string[]).includes(f));
  const nonplayers = mountNonPlayers(host, $("#topbar"), {
    paused: npList(q).includes("paused") || q.has("np-paused"),
    pace: pace && pace in PACES ? (pace as PaceName) : undefined,
    advisor: { seats: advised, move: (s, f) => advisorClient.move(s, f) },
  });

  // new-game form
  const dialog = $<HTMLDialogElement>("#setup-dialog");
  const openSetup = () => {
    renderSetup(host, $("#setup"), {
      seats: host.setup.seats,
      deployment: host.setup.deployment,
      shortGame: host.setup.options?.shortGame,
      noReveal: host.setup.options?.noReveal,
      plainDie: host.setup.options?.plainDie,
      advisor: nonplayers.advised,
      seed: host.setup.seed,
      deck: host.setup.deck,
    });
    dialog.showModal();
  };
  $("#new-game").textContent = t("ui.table.newGame");
  $("#new-game").addEventListener("click", openSetup);
  $("#setup").addEventListener("submit", (e) => {
    e.preventDefault();
    const { setup, advisor } = readSetup(new FormData(e.target as HTMLFormElement));
    const bad = validateSetup(setup);
    if (bad) {
      showToast($("#toasts"), "error", errorText(host, bad));
      return; // the form stays open
    }
    dialog.close();
    // the advisor is a host option: the Setup (replays, hashes) does not carry it
    nonplayers.setAdvised(advisor);
    // …the address keeps it (?advisor=), so a reload or a change of language goes on with it
    const url = new URL(location.href);
    if (advisor.length) url.searchParams.set("advisor", advisor.join(","));
    else url.searchParams.delete("advisor");
    history.replaceState(history.state, "", url);
    host.reset(setup);
  });
  if (q.get("setup") === "1") openSetup();

  // test and console hook
  Object.assign(window, {
    __table: {
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
      toClient: (x: number, y: number) => view.toClient(x, y),
      setZoom: (z: number) => view.setZoom(z),
      view,
      newGame: (setup: Setup) => host.reset(setup),
      saves,
      nonplayers,
      hints,
    },
  });
  requestRender();
  // the first board is on screen after the frame that draws it (npm run bench:ui reads this mark)
  requestAnimationFrame(() => performance.mark("andean-abyss:first-board"));
  document.body.dataset.ready = "1";
}

void main();
