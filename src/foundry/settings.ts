// World and client settings. The world setting `game` holds the persisted {setup, commands}
// plus a snapshot; it is validated (replayed) on load, and a save that needs repair is archived
// first (archive.ts) so nothing is lost. Only the GM writes world settings.
import { archivedRecords, archiveRecord } from "./archive";
import { MODULE_ID, SETTINGS } from "./constants";
import { t } from "./i18n";
import { type Owners, type PersistedGame, parseOwners, restore } from "./saved-game";
import { session } from "./session";
import { notify, settings, users } from "./shim";

/** Hooks the rest of the adapter installs to react to setting changes (set in main.ts). */
export const settingHooks = {
  onOwners: (_o: Owners): void => {},
  onShowBoard: (): void => {},
  onChatMode: (): void => {},
  onNonPlayers: (): void => {},
};

export function registerSettings(): void {
  settings.register(SETTINGS.game, {
    scope: "world",
    config: false,
    type: Object,
    default: null,
    onChange: (v) => adoptFromSetting(v),
  });
  // before the archive, one copy was kept here; migrateBackup() moves it into the archive
  settings.register(SETTINGS.backup, { scope: "world", config: false, type: Object, default: null });
  settings.register(SETTINGS.archive, { scope: "world", config: false, type: Array, default: [] });
  settings.register(SETTINGS.owners, {
    scope: "world",
    config: false,
    type: Object,
    default: {},
    onChange: (v) => settingHooks.onOwners(parseOwners(v)),
  });
  settings.register(SETTINGS.chatLog, {
    name: `ANDEAN.foundry.settings.chatLog.name`,
    // every card is posted; each client shows the ones its own setting asks for (chat-render.ts)
    hint: `ANDEAN.foundry.settings.chatLog.shown`,
    scope: "client",
    config: true,
    type: String,
    default: "actions",
    choices: {
      all: `ANDEAN.foundry.settings.chatLog.all`,
      actions: `ANDEAN.foundry.settings.chatLog.actions`,
      none: `ANDEAN.foundry.settings.chatLog.none`,
    },
    onChange: () => settingHooks.onChatMode(),
  });
  settings.register(SETTINGS.showBoard, {
    name: `ANDEAN.foundry.settings.showBoard.name`,
    hint: `ANDEAN.foundry.settings.showBoard.hint`,
    scope: "client",
    config: true,
    type: Boolean,
    default: true,
    onChange: () => settingHooks.onShowBoard(),
  });
  settings.register(SETTINGS.npPaused, {
    name: `ANDEAN.foundry.settings.npPaused.name`,
    hint: `ANDEAN.foundry.settings.npPaused.hint`,
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
    onChange: () => settingHooks.onNonPlayers(),
  });
  settings.register(SETTINGS.npPace, {
    name: `ANDEAN.foundry.settings.npPace.name`,
    hint: `ANDEAN.foundry.settings.npPace.hint`,
    scope: "world",
    config: true,
    type: Number,
    default: 1200,
    range: { min: 0, max: 10000, step: 100 },
    onChange: () => settingHooks.onNonPlayers(),
  });
}

export function getOwners(): Owners {
  return parseOwners(settings.get(SETTINGS.owners));
}

export async function setOwners(o: Owners): Promise<void> {
  await settings.set(SETTINGS.owners, parseOwners(o));
}

/** Load the saved game into the session (every client, on ready). Never throws. */
export async function loadGame(): Promise<boolean> {
  let raw: unknown;
  try {
    raw = settings.get(SETTINGS.game);
  } catch {
    raw = null;
  }
  if (raw === null || raw === undefined || (typeof raw === "object" && Object.keys(raw).length === 0)) {
    session().clear();
    return false;
  }
  const r = restore(raw);
  // every GM is told; only the active GM archives and writes (one authority)
  const gm = Boolean(users.current()?.isGM);
  const authority = users.isActiveGM();
  if (!r.ok) {
    console.error(`${MODULE_ID} | saved game refused: ${r.reason}`);
    if (authority) await archiveRecord(raw, "refused");
    if (gm) notify("error", t("foundry.load.failed", { reason: r.reason }));
    return false;
  }
  if (r.issues.length) {
    const rulesChanged = r.issues.some((i) => i.key === "foundry.load.rulesChanged");
    if (authority) await archiveRecord(raw, rulesChanged ? "rulesChanged" : "repaired");
    if (gm) for (const i of r.issues) notify("warn", t(i.key, i.params));
  }
  session().adopt(r.game, r.state, [], true, true);
  if (r.issues.length && authority) await saveGame(r.game);
  return true;
}

let writing: Promise<void> = Promise.resolve();
/** revision → hash of the records this client wrote lately (to tell its own writes apart) */
const written = new Map<number, string | undefined>();
/** Persist (GM only), in order: each write waits for the previous one. */
export function saveGame(game: PersistedGame | null): Promise<void> {
  if (game) {
    written.set(game.rev, game.hash);
    if (written.size > 64) written.delete(written.keys().next().value as number);
  }
  writing = writing
    .then(() => settings.set(SETTINGS.game, game))
    .catch((e) => {
      console.error(`${MODULE_ID} | save failed`, e);
      notify("error", t("foundry.save.failed"));
    });
  return writing;
}

/**
 * onChange of the world setting. One authority: the active GM holds what it replayed or applied
 * itself, and a record written by anyone else (a second GM, an Assistant) is overwritten with its
 * own. Other clients take nothing from the setting (anyone with the right to write it could have
 * written it): their copy follows the active GM's broadcasts and, when behind, a sync query.
 */
function adoptFromSetting(v: unknown): void {
  if (!users.isActiveGM()) return;
  const mine = session().game;
  const o = v as Partial<PersistedGame> | null;
  if (mine && !(o && written.get(o.rev as number) === o.hash)) void saveGame(mine);
}

/** Before a new game replaces the current one, archive the old record. */
export async function archiveCurrentGame(): Promise<void> {
  const g = session().game;
  if (g) await archiveRecord(g, "replaced");
}

/**
 * GM: bring back an archived record (the current one is archived first). It becomes the newest
 * revision, so every client adopts it; it is replayed and repaired like any saved game.
 */
export async function restoreArchived(index: number): Promise<boolean> {
  if (!users.isActiveGM()) return false;
  const entry = archivedRecords()[index];
  if (!entry || typeof entry.record !== "object" || entry.record === null) return false;
  const current = session().game;
  if (current) await archiveRecord(current, "replaced");
  // written as this client's own record, so the authority check does not write it back
  await saveGame({ ...(entry.record as PersistedGame), rev: session().rev + 1 });
  const ok = await loadGame();
  if (ok) notify("info", t("foundry.archive.restored", { at: entry.at }));
  return ok;
}
