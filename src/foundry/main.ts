// Entry point of the Foundry module (bundled to andean-abyss.mjs): hooks init / setup / ready.
import { getDecision } from "../engine/index";
import { app, openApp } from "./apps/index";
import { afterCommit, isActiveGM, onSocket, registerAuthority } from "./authority";
import { syncCards } from "./cards";
import { postLog } from "./chat";
import { FACTION_TYPE, LAYER_NAME, MODULE_ID } from "./constants";
import { defineFactionModel, ownersAfterActorEdit, syncFactionActors } from "./documents/faction";
import { foundryHost } from "./host";
import { boardLayer, defineBoardLayer } from "./layer";
import { session } from "./session";
import { getOwners, loadGame, registerSettings, setOwners, settingHooks } from "./settings";
import { canvasApi, config, hooks, setModuleApi, socket, users } from "./shim";

export function onInit(): void {
  registerSettings();
  config.registerDataModel("Actor", FACTION_TYPE, defineFactionModel());
  config.registerLayer(LAYER_NAME, defineBoardLayer(), "interface");
  registerAuthority();
  hooks.on("getSceneControlButtons", addSceneControls);
  // ownership set in Foundry's dialog on a faction Actor decides who plays that Faction
  hooks.on("updateActor", (actor: Parameters<typeof ownersAfterActorEdit>[0]) => {
    if (!isActiveGM()) return;
    const next = ownersAfterActorEdit(actor, getOwners(), (id) => users.get(id)?.isGM === false);
    if (next) void setOwners(next);
  });
}

export function onSetup(): void {
  socket.on(onSocket);
  afterCommit.push(
    (_s, log, cmd) => postLog(log, cmd),
    (s) => syncFactionActors(s, getOwners()),
    (s) => syncCards(s),
  );
  settingHooks.onOwners = (owners) => {
    const s = session().state;
    if (!s) return;
    boardLayer()?.board?.render(s);
    if (isActiveGM()) void syncFactionActors(s, owners);
  };
  session().onChange((s) => {
    // the Propaganda panel opens itself while a Propaganda Round runs (6.0)
    if (s.frames.some((f) => f.k.startsWith("propaganda")) && !app("propaganda").rendered)
      openApp("propaganda");
    // and the turn panel when one of my Factions must decide
    const f = getDecision(s).faction;
    if (f && foundryHost().myFactions().includes(f) && !app("turn").rendered) openApp("turn");
  });
}

export async function onReady(): Promise<void> {
  const loaded = await loadGame();
  const s = session().state;
  if (loaded && s) {
    if (canvasApi.ready()) boardLayer()?.mountBoard();
    if (isActiveGM()) {
      await syncFactionActors(s, getOwners()).catch((e) => console.error(MODULE_ID, e));
      await syncCards(s).catch((e) => console.error(MODULE_ID, e));
    }
    if (getDecision(s).faction) openApp("turn");
  } else if (isActiveGM()) openApp("setup");
  setModuleApi({ host: foundryHost(), session, openApp });
}

function addSceneControls(controls: Record<string, unknown>): void {
  const gm = Boolean(users.current()?.isGM);
  controls[LAYER_NAME] = {
    name: LAYER_NAME,
    order: 20,
    title: "ANDEAN.foundry.controls.title",
    icon: "fa-solid fa-mountain-sun",
    layer: LAYER_NAME,
    visible: true,
    activeTool: "board",
    tools: {
      board: {
        name: "board",
        order: 1,
        title: "ANDEAN.foundry.controls.board",
        icon: "fa-solid fa-hand-pointer",
      },
      turn: {
        name: "turn",
        order: 2,
        title: "ANDEAN.foundry.controls.turn",
        icon: "fa-solid fa-list-check",
        button: true,
        onChange: () => openApp("turn"),
      },
      setup: {
        name: "setup",
        order: 3,
        title: "ANDEAN.foundry.controls.setup",
        icon: "fa-solid fa-dice",
        button: true,
        visible: gm,
        onChange: () => openApp("setup"),
      },
      calibrate: {
        name: "calibrate",
        order: 4,
        title: "ANDEAN.foundry.controls.calibrate",
        icon: "fa-solid fa-crosshairs",
        button: true,
        visible: gm,
        onChange: () => void boardLayer()?.toggleCalibration(),
      },
    },
  };
}

hooks.once("init", onInit);
hooks.once("setup", onSetup);
hooks.once("ready", onReady);
