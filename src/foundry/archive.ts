// Nothing is lost: every game record that is refused, repaired or replaced goes into an archive
// (world setting `gameArchive`, GM only), newest first, the last MAX_ARCHIVES kept, each with the
// date and the reason. The GM can restore any of them from the setup dialog.
import { MODULE_ID, SETTINGS } from "./constants";
import { settings } from "./shim";

export const MAX_ARCHIVES = 5;

/** why a record was archived (lang key foundry.archive.reason.<reason>) */
export type ArchiveReason =
  | "refused"
  | "repaired"
  | "replaced"
  | "restored"
  | "rolledBack"
  | "rulesChanged"
  /** written by someone other than the authority (authority.ts onRecordWritten) */
  | "overwritten"
  /** last written by a user who is not a full Gamemaster, found on load (settings.ts loadGame) */
  | "notByGM";

export interface ArchivedRecord {
  /** ISO date and time of archiving (the GM's clock) */
  at: string;
  reason: ArchiveReason;
  /** commands in the record, for the list (0 when unreadable) */
  commands: number;
  record: unknown;
}

function parseArchive(x: unknown): ArchivedRecord[] {
  if (!Array.isArray(x)) return [];
  return x.filter(
    (e): e is ArchivedRecord =>
      typeof e === "object" && e !== null && typeof e.at === "string" && typeof e.reason === "string",
  );
}

export function archivedRecords(): ArchivedRecord[] {
  try {
    return parseArchive(settings.get(SETTINGS.archive));
  } catch {
    return [];
  }
}

/** Keep a copy of `record` (never overwriting earlier copies; the oldest beyond the limit go). */
export async function archiveRecord(record: unknown, reason: ArchiveReason, now = new Date()): Promise<void> {
  try {
    const copy = JSON.parse(JSON.stringify(record ?? null));
    const commands = Array.isArray(copy?.commands) ? copy.commands.length : 0;
    const next = [{ at: now.toISOString(), reason, commands, record: copy }, ...archivedRecords()];
    await settings.set(SETTINGS.archive, next.slice(0, MAX_ARCHIVES));
  } catch (e) {
    console.error(`${MODULE_ID} | could not archive a game record`, e);
  }
}

/** Worlds saved before the archive kept one copy in `gameBackup`: move it into the archive. */
export async function migrateBackup(): Promise<void> {
  let old: unknown;
  try {
    old = settings.get(SETTINGS.backup);
  } catch {
    return;
  }
  if (old === null || old === undefined) return;
  await archiveRecord(old, "repaired");
  await settings.set(SETTINGS.backup, null);
}
