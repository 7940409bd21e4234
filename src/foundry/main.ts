// Entry point of the Foundry module (bundled to andean-abyss.mjs): hooks init / setup / ready.

import { getDecision } from "../engine/index";
import { app, openApp } from "./apps/index";
import { migrateBackup } from "./archive";
import {
  afterCommit,
  isActiveGM,
  onSocket,
  queueMirror,
  registerAuthority,
  rollback,
  startGame,
  submit,
  syncFromGM,
} from "./authority";
import { onRenderCardSheet, onRenderCardsSheet } from "./card-sheet";
import { syncCards } from "./cards";
import { registerCardGuards } from "./cards-guard";
import { postLog } from "./chat";
import { onRenderChatMessage, rerenderCards } from "./chat-render";
import { FACTION_TYPE, LAYER_NAME, MODULE_ID } from "./constants";
import { sceneControl } from "./controls";
import {
  defineFactionModel,
  factionActorsSupported,
  syncFactionActors,
  touchesMirror,
} from "./documents/faction";
import { registerFactionSheet } from "./documents/faction-sheet";
import { foundryHost } from "./host";
import { t } from "./i18n";
import { boardLayer, defineBoardLayer } from "./layer";
import { onRenderActorDirectory, onRenderCardsConfig, onRenderCardsDirectory } from "./names";
import { cancelNonPlayers, nonPlayersPaused, scheduleNonPlayers } from "./nonplayers";
import { onCanvasReady, onUpdateScene } from "./scene";
import { type Quench, registerSelfTest } from "./selftest";
import { session } from "./session";
import { getOwners, loadGame, registerSettings, settingHooks } from "./settings";
import { canvasApi, config, hooks, notify, setModuleApi, socket, users } from "./shim";

export function onInit(): void {
  registerSettings();
  config.registerDataModel("Actor", FACTION_TYPE, defineFactionModel());
  // the sub-type's label is TYPES.Actor.andean-abyss.faction in the lang files; its icon and sheet:
  config.registerTypeIcon("Actor", FACTION_TYPE, "fa-solid fa-flag");
  registerFactionSheet();
  // the layer class also yields the scene control (v13 asks every InteractionLayer class for it)
  config.registerLayer(LAYER_NAME, defineBoardLayer(sceneControl), "interface");
  registerAuthority();
  // the game's Cards stacks move with the game only
  registerCardGuards();
  // on the board Scene (scene.ts), the board's control is chosen as the canvas opens
  hooks.on("canvasReady", onCanvasReady);
  hooks.on("updateScene", onUpdateScene);
  // what the game stored as facts is put into words by each client, in its own language
  hooks.on("renderChatMessageHTML", onRenderChatMessage);
  hooks.on("renderActorDirectory", onRenderActorDirectory);
  hooks.on("renderCardsDirectory", onRenderCardsDirectory);
  hooks.on("renderCardsConfig", onRenderCardsConfig);
  hooks.on("renderCardsConfig", onRenderCardsSheet);
  hooks.on("renderCardConfig", onRenderCardSheet);
  // Who plays a Faction is the GM's owner setting, never a document a player can write: an edit
  // of a faction Actor (its ownership or flags) is undone by re-mirroring the setting.
  hooks.on("updateActor", (actor: unknown, changed: unknown, options: unknown, userId: unknown) => {
    if (!touchesMirror(actor, changed, options)) return;
    if (users.current()?.id === userId) notify("info", t("foundry.actors.mirrorOnly"));
    if (isActiveGM()) queueMirror(() => resyncFactionActors());
  });
}

/** The faction Actors written back from the session's state and the GM's owner setting. */
async function resyncFactionActors(): Promise<void> {
  const s = session().state;
  if (s) await syncFactionActors(s, getOwners());
}

export function onSetup(): void {
  socket.on(onSocket);
  afterCommit.push(
    (_s, log, cmd) => postLog(log, cmd),
    (s) => syncFactionActors(s, getOwners()),
    (s) => syncCards(s),
    // section 8: the active GM plays the Non-players once everything above is done
    async () => scheduleNonPlayers(),
  );
  // "Show the board" (client setting): mountBoard draws it, or leaves it off when hidden
  settingHooks.onShowBoard = () => boardLayer()?.mountBoard();
  settingHooks.onChatMode = () => rerenderCards();
  settingHooks.onNonPlayers = () => {
    if (nonPlayersPaused()) cancelNonPlayers();
    else scheduleNonPlayers();
  };
  settingHooks.onOwners = (owners) => {
    const s = session().state;
    if (!s) return;
    boardLayer()?.board?.render(s);
    if (isActiveGM()) queueMirror(() => syncFactionActors(s, owners));
  };
  session().onChange((s) => {
    // the Propaganda panel opens itself while a Propaganda Round runs (6.0)
    if (s.frames.some((f) => f.k.startsWith("propaganda")) && !app("propaganda").rendered)
      openApp("propaganda");
    // and the turn panel when one of my Factions must decide
    const f = getDecision(s).faction;
    if (f && foundryHost().myFactions().includes(f) && !app("turn").rendered) openApp("turn");
    // the end of the game (7.1, 8.8) shows on the turn panel: open it for everyone
    if (s.ended && !app("turn").rendered) openApp("turn");
  });
}

export async function onReady(): Promise<void> {
  // under a system that refuses module Actor sub-types the GM hears it once, and play goes on
  if (isActiveGM()) {
    factionActorsSupported();
    await migrateBackup();
  }
  // the active GM replays the world record; any other client takes the GM's copy when a GM is
  // connected (a record in the world setting could have been written by anyone allowed to)
  const loaded = (!isActiveGM() && (await syncFromGM())) || (await loadGame());
  const s = session().state;
  if (loaded && s) {
    if (canvasApi.ready()) boardLayer()?.mountBoard();
    if (isActiveGM()) {
      await syncFactionActors(s, getOwners()).catch((e) => console.error(MODULE_ID, e));
      await syncCards(s).catch((e) => console.error(MODULE_ID, e));
    }
    if (getDecision(s).faction) openApp("turn");
    scheduleNonPlayers();
  } else if (isActiveGM()) openApp("setup");
  // for macros, other modules and in-world checks (GM-only calls refuse anyone else)
  setModuleApi({ host: foundryHost(), session, openApp, startGame, rollback, submit });
}

hooks.once("init", onInit);
// Quench (optional): an in-world self-test batch, docs/foundry-checklist.md
hooks.on("quenchReady", (quench: Quench) => registerSelfTest(quench));
hooks.once("setup", onSetup);
hooks.once("ready", onReady);
