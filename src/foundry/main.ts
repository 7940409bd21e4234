// Entry point of the Foundry module (bundled to andean-abyss.mjs): hooks init / setup / ready.

import { getDecision, stepOf } from "../engine/index";
import { app, openApp } from "./apps/index";
import { migrateBackup } from "./archive";
import {
  afterCommit,
  announceRecord,
  isActiveGM,
  noteAuthority,
  onAuthorityChange,
  onCopyWritten,
  onRecordWritten,
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
import { FACTION_TYPE, LAYER_NAME, MODULE_ID, SETTINGS } from "./constants";
import { sceneControl } from "./controls";
import {
  defineFactionModel,
  factionActorsSupported,
  mirrorWriting,
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
import { getOwners, loadGame, registerSettings, restoreArchived, settingHooks } from "./settings";
import { canvasApi, config, hooks, notify, setModuleApi, socket, users } from "./shim";
import { followState } from "./suggest";

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
  // of a faction Actor (its data, ownership or flags) is undone by re-mirroring the game. Decided
  // on the user Foundry names as the writer (userId) and, for the authority's own client, on
  // whether its mirror was writing; never on an update option, which the writer chooses.
  hooks.on("updateActor", (actor: unknown, changed: unknown, _options: unknown, userId: unknown) => {
    if (!touchesMirror(actor, changed)) return;
    const mine = users.current()?.id === userId;
    if (mine && mirrorWriting()) return;
    if (mine) notify("info", t("foundry.actors.mirrorOnly"));
    if (isActiveGM()) queueMirror(() => resyncFactionActors());
  });
  // a user joined or left: the authority may have moved (Foundry's game.users.activeGM); a new
  // authority also takes over the Non-players (section 8)
  hooks.on("userConnected", () => void onAuthorityChange().then(() => scheduleNonPlayers()));
  // who wrote the game record: Foundry's document hooks for the Setting name the writer
  const onSetting = (setting: unknown, _changed: unknown, _options: unknown, userId: unknown) => {
    const doc = setting as { key?: unknown; value?: unknown } | null;
    if (doc?.key === `${MODULE_ID}.${SETTINGS.game}`) void onRecordWritten(settingValue(doc.value), userId);
    if (doc?.key === `${MODULE_ID}.${SETTINGS.gmCopy}`) void onCopyWritten(userId);
  };
  hooks.on("createSetting", onSetting);
  hooks.on("updateSetting", onSetting);
}

/** A Setting document's value: its stored JSON text, or already parsed. */
function settingValue(v: unknown): unknown {
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
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
  // the setup dialog lists the archive (restore) and starts a new game
  settingHooks.onNoGMRecord = () => openApp("setup");
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
    // a Suggest answer belongs to the state it was asked about (suggest.ts)
    followState(s);
    // the Propaganda panel opens itself while a Propaganda Round runs (6.0)
    if (stepOf(s).propaganda !== null && !app("propaganda").rendered) openApp("propaganda");
    // and the turn panel when one of my Factions must decide
    const f = getDecision(s).faction;
    if (f && foundryHost().myFactions().includes(f) && !app("turn").rendered) openApp("turn");
    // the end of the game (7.1, 8.8) shows on the turn panel: open it for everyone
    if (s.ended && !app("turn").rendered) openApp("turn");
  });
}

export async function onReady(): Promise<void> {
  // the authority replays the world record first (before any later write reaches this client);
  // any other client takes the authority's copy when one is connected (a record in the world
  // setting could have been written by anyone allowed to)
  noteAuthority();
  const loaded = (!isActiveGM() && (await syncFromGM())) || (await loadGame());
  // clients that missed the previous authority's last broadcast follow this one's record
  if (loaded && isActiveGM()) announceRecord();
  if (!users.authority()) notify("warn", t("foundry.authority.waiting"));
  // under a system that refuses module Actor sub-types the GM hears it once, and play goes on
  if (isActiveGM()) {
    factionActorsSupported();
    await migrateBackup();
  }
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
  setModuleApi({ host: foundryHost(), session, openApp, startGame, rollback, restoreArchived, submit });
}

hooks.once("init", onInit);
// Quench (optional): an in-world self-test batch, docs/foundry-checklist.md
hooks.on("quenchReady", (quench: Quench) => registerSelfTest(quench));
hooks.once("setup", onSetup);
hooks.once("ready", onReady);
