// World and client settings. The world setting `game` holds the persisted {setup, commands}
// plus a snapshot; it is validated (replayed) on load, and a save that needs repair is archived
// first (archive.ts) so nothing is lost. Only the authority (authority.ts) writes the record.
import { FACTIONS, type Faction } from "../engine/index";
import { archivedRecords, archiveRecord } from "./archive";
import { MODULE_ID, SETTINGS } from "./constants";
import { t } from "./i18n";
import { type Owners, type PersistedGame, parseOwners, restore } from "./saved-game";
import { MAX_FOLLOWED_REV, session } from "./session";
import { notify, settings, users } from "./shim";

/** Hooks the rest of the adapter installs to react to setting changes (set in main.ts). */
export const settingHooks = {
  onOwners: (_o: Owners): void => {},
  onShowBoard: (): void => {},
  onChatMode: (): void => {},
  onNonPlayers: (): void => {},
  /** no record a Gamemaster wrote is left: the GM is offered the setup dialog (restore or new game) */
  onNoGMRecord: (): void => {},
};

/**
 * The authority's record replaced as a whole (repaired or migrated on load, restored from the
 * archive): authority.ts saves it as a new revision, broadcasts it and rebuilds the mirrors.
 */
export const recordEvents = {
  replaced: async (): Promise<void> => {},
};

export function registerSettings(): void {
  settings.register(SETTINGS.game, {
    scope: "world",
    config: false,
    type: Object,
    default: null,
  });
  // the authority's second copy of the record (loadGame falls back to it)
  settings.register(SETTINGS.gmCopy, { scope: "world", config: false, type: Object, default: null });
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
  // chosen in the setup dialog (Flowchart / Advisor per Non-player seat): a host option, not in the Setup
  settings.register(SETTINGS.npAdvisor, { scope: "world", config: false, type: Array, default: [] });
}

/** the Non-player seats played by the advisor (a hand-edited value keeps only Faction ids) */
export function getAdvised(): Faction[] {
  let v: unknown;
  try {
    v = settings.get(SETTINGS.npAdvisor);
  } catch {
    return [];
  }
  return Array.isArray(v) ? FACTIONS.filter((f) => v.includes(f)) : [];
}

export async function setAdvised(seats: readonly Faction[]): Promise<void> {
  await settings.set(
    SETTINGS.npAdvisor,
    FACTIONS.filter((f) => seats.includes(f)),
  );
}

export function getOwners(): Owners {
  return parseOwners(settings.get(SETTINGS.owners));
}

export async function setOwners(o: Owners): Promise<void> {
  await settings.set(SETTINGS.owners, parseOwners(o));
}

/** A world setting's value, or null when it cannot be read. */
function read(key: string): unknown {
  try {
    return settings.get(key);
  } catch {
    return null;
  }
}

const isEmpty = (raw: unknown): boolean =>
  raw === null || raw === undefined || (typeof raw === "object" && Object.keys(raw).length === 0);

/**
 * Who last wrote a world setting (the Setting's `_stats.lastModifiedBy`, shim.ts), and whether a
 * Gamemaster may adopt what it holds: only a record a full Gamemaster wrote last is the game. A
 * setting never written, or one whose document predates the writer being recorded, has no
 * writer to judge and counts as the GM's.
 */
function writerOf(key: string): { trusted: boolean; id: string | null } {
  const id = settings.lastWriter(key) ?? null;
  return { trusted: id === null || users.isFullGM(users.get(id)), id };
}

/**
 * Load the saved game into the session (every client, on ready; the authority when it takes
 * over). The world settings are read before the first await: a write that reaches this client
 * later is judged on its own (authority.ts onRecordWritten). Never throws.
 *
 * A game record last written by someone who is not a full Gamemaster (an Assistant GM, or a
 * player given the permission to modify settings, writing while no Gamemaster held the game) is
 * not adopted: the authority archives it, tells the GM who wrote it, and falls back to the
 * second copy (`gameByGM`) when a full Gamemaster wrote that one last; the copy then becomes the
 * newest revision, for every client. With no such copy the world has no game until the GM
 * restores one from the archive or starts a new one, and is told so.
 */
export async function loadGame(): Promise<boolean> {
  let raw = read(SETTINGS.game);
  const writer = writerOf(SETTINGS.game);
  const copy = read(SETTINGS.gmCopy);
  const copyTrusted = writerOf(SETTINGS.gmCopy).trusted && !isEmpty(copy);
  // every GM is told; only the authority archives and writes (one authority)
  const gm = Boolean(users.current()?.isGM);
  const authority = users.isActiveGM();
  let fellBack = false;
  if (!writer.trusted) {
    // never reuse the revision the refused record claims
    const rev = (raw as { rev?: unknown } | null)?.rev;
    if (typeof rev === "number" && Number.isSafeInteger(rev) && rev < MAX_FOLLOWED_REV) session().saw(rev);
    const name = users.get(writer.id as string)?.name ?? String(writer.id);
    console.warn(`${MODULE_ID} | the game record was last written by ${name}, not a Gamemaster`);
    if (authority) {
      await archiveRecord(raw, "notByGM");
      notify("error", t("foundry.authority.notByGM", { name }));
    }
    if (!copyTrusted) {
      session().clear();
      session().own = authority;
      if (authority) {
        notify("warn", t("foundry.authority.noGMRecord"));
        settingHooks.onNoGMRecord();
        // the world's record is the GM's "no game" now (the refused one is in the archive)
        await saveGame(null);
      }
      return false;
    }
    raw = copy;
    fellBack = true;
  }
  if (isEmpty(raw)) {
    session().clear();
    // no game is the authority's record too: a record someone else writes now is overwritten
    session().own = users.isActiveGM();
    return false;
  }
  const r = restore(raw);
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
  session().adopt(r.game, r.state, [], true, authority);
  // a repaired or migrated record, or the GM's copy taken over a refused one, is a new revision,
  // which every client follows
  if ((r.issues.length || fellBack) && authority) await recordEvents.replaced();
  return true;
}

let writing: Promise<boolean> = Promise.resolve(true);
/**
 * Persist (the authority only), in order: each write waits for the previous one. The record and
 * its second copy (`gameByGM`, the one loadGame falls back to) are written together; the save
 * counts once both are.
 */
export function saveGame(game: PersistedGame | null): Promise<boolean> {
  writing = writing.then(() =>
    Promise.all([settings.set(SETTINGS.game, game), settings.set(SETTINGS.gmCopy, game)]).then(
      () => true,
      (e) => {
        console.error(`${MODULE_ID} | save failed`, e);
        notify("error", t("foundry.save.failed"));
        return false;
      },
    ),
  );
  return writing;
}

/** The authority writes its record back over someone else's write of the second copy. */
export function rewriteCopy(game: PersistedGame | null): Promise<boolean> {
  writing = writing.then(() =>
    settings.set(SETTINGS.gmCopy, game).then(
      () => true,
      (e) => {
        console.error(`${MODULE_ID} | save failed`, e);
        return false;
      },
    ),
  );
  return writing;
}

/** Before a new game replaces the current one, archive the old record. */
export async function archiveCurrentGame(): Promise<void> {
  const g = session().game;
  if (g) await archiveRecord(g, "replaced");
}

/**
 * GM: bring back an archived record (the current one is archived first). It is replayed and
 * repaired like any saved game and becomes the newest revision, for every client.
 */
export async function restoreArchived(index: number): Promise<boolean> {
  if (!users.isActiveGM()) return false;
  const entry = archivedRecords()[index];
  if (!entry || typeof entry.record !== "object" || entry.record === null) return false;
  const r = restore(entry.record);
  if (!r.ok) {
    notify("error", t("foundry.load.failed", { reason: r.reason }));
    return false;
  }
  const current = session().game;
  if (current) await archiveRecord(current, "replaced");
  for (const i of r.issues) notify("warn", t(i.key, i.params));
  session().adopt(r.game, r.state, [], true, true);
  await recordEvents.replaced();
  notify("info", t("foundry.archive.restored", { at: entry.at }));
  return true;
}
