// GM authority. The active GM validates and applies every Command (its own, and players' through
// CONFIG.queries["andean-abyss.command"]), persists {setup, commands}, broadcasts the new state
// and posts the chat card. Every incoming message is shape-checked (parseBody + validate); a
// refusal is an answer ({ok:false, error}), never an exception.
import {
  apply,
  cleanSetup,
  createGame,
  FACTIONS,
  type Faction,
  type GameState,
  isRuleError,
  type LogEntry,
  type RuleError,
  rollbackToCard,
  type Setup,
  undoLast,
  validate,
  validateSetup,
} from "../engine/index";
import { narrationOf, planHeader } from "../ui/index";
import { archiveRecord } from "./archive";
import { MODULE_ID, QUERY_COMMAND, QUERY_SYNC, QUERY_TIMEOUT } from "./constants";
import { t } from "./i18n";
import { announceTicket, newTicket, onTicket, senderOf } from "./identity";
import { type FoundryRefusalCode, RETRY_CODES } from "./refusal-codes";
import {
  type AnyCommand,
  isFaction,
  isIndex,
  MAX_COMMANDS,
  MAX_META,
  type PersistedGame,
  parseCommand,
  persisted,
  startOf,
} from "./saved-game";
import { looksLikeState, MAX_FOLLOWED_REV, session } from "./session";
import { getOwners, loadGame, recordEvents, rewriteCopy, saveGame } from "./settings";
import { config, notify, socket, type UserLike, users } from "./shim";

export interface Reply {
  ok: boolean;
  rev?: number;
  error?: RuleError;
}

/** A refusal by the GM authority: its code, `rule: "foundry"`, the lang key foundry.error.<code>. */
export function refusal(code: FoundryRefusalCode, params?: Record<string, string | number>): RuleError {
  return {
    code,
    rule: "foundry",
    message: params ? { key: `foundry.error.${code}`, params } : { key: `foundry.error.${code}` },
  };
}
const refuse = (code: FoundryRefusalCode, params?: Record<string, string | number>): Reply => ({
  ok: false,
  error: refusal(code, params),
});

/** Run after each commit (chat card, faction Actors, Cards); set up in main.ts. */
export type CommitListener = (s: GameState, log: LogEntry[], cmd: AnyCommand | null) => Promise<void>;
export const afterCommit: CommitListener[] = [];

/** Is this client the authority: the active GM, a full Gamemaster (shim.ts users.authority)? */
export function isActiveGM(): boolean {
  return users.isActiveGM();
}

/** A user may act for Factions they own, and for spare Factions run by those (1.5.1). GMs: all. */
export function mayAct(user: UserLike, f: Faction, s: GameState | null = session().state): boolean {
  if (user.isGM) return true;
  const owners = getOwners();
  if (owners[f].includes(user.id)) return true;
  const runner = s?.runBy[f];
  return Boolean(runner && owners[runner].includes(user.id));
}

export function factionsOf(user: UserLike | null): Faction[] {
  if (!user) return [];
  return FACTIONS.filter((f) => mayAct(user, f));
}

// ---- GM side ----

/** the largest query a client may send (JSON characters); a real command is a few hundred */
export const MAX_PAYLOAD = 16_384;

/** length of a value as JSON text (what travels and is saved); unserialisable: infinite */
function jsonLength(x: unknown): number {
  try {
    return JSON.stringify(x)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** The query handler: the sender is the user who announced the payload's ticket (identity.ts). */
export async function handleQuery(data: unknown): Promise<Reply> {
  try {
    if (!isActiveGM()) return refuse("notGM");
    if (typeof data !== "object" || data === null) return refuse("malformed");
    if (jsonLength(data) > MAX_PAYLOAD) return refuse("tooLarge", { max: MAX_PAYLOAD });
    const o = data as Record<string, unknown>;
    const senderId = await senderOf(o.ticket);
    const user = senderId ? users.get(senderId) : null;
    if (!user) return refuse("unknownUser");
    if (o.userId !== undefined && o.userId !== user.id) return refuse("unknownUser");
    if (o.type === "command") return await execute(o.cmd, user);
    if (o.type === "undo") return await undo(o.faction, user, o.rev);
    return refuse("malformed");
  } catch (e) {
    console.error(`${MODULE_ID} | query failed`, e);
    return refuse("internal");
  }
}

export function registerAuthority(): void {
  config.registerQuery(QUERY_COMMAND, (data) => handleQuery(data));
  config.registerQuery(QUERY_SYNC, () => handleSync());
  recordEvents.replaced = () => republish();
}

/** Validate and apply one untrusted command for `user` (GM only). */
export async function execute(raw: unknown, user: UserLike): Promise<Reply> {
  await ownRecord();
  const ses = session();
  const s = ses.state;
  const game = ses.game;
  if (!s || !game) return refuse("noGame");
  if (jsonLength((raw as { meta?: unknown } | null)?.meta) > MAX_META)
    return refuse("tooLarge", { max: MAX_META });
  const cmd = parseCommand(raw);
  if (!cmd) return refuse("malformed");
  // the saved log has a hard cap well above any real game: refused, never silently cut
  if (game.commands.length >= MAX_COMMANDS) return refuse("recordFull", { max: MAX_COMMANDS });
  if (!mayAct(user, cmd.by, s)) return refuse("notOwner", { faction: cmd.by });
  const err = validate(s, cmd);
  if (err) return { ok: false, error: err };
  const r = apply(s, cmd);
  if (isRuleError(r)) return { ok: false, error: r };
  // a Non-player's reasoning (section 8) goes first, for the chat card and every client's log
  const log =
    s.seats[cmd.by] === "nonplayer" ? [...planHeader(s, cmd), ...narrationOf(cmd), ...r.log] : r.log;
  return commit(r.state, [...game.commands, cmd], log, cmd);
}

/**
 * The authority holds only what it replayed or applied itself: a client that has just become the
 * authority (or holds another GM's broadcast copy) replays the world record before it applies
 * anything.
 */
async function ownRecord(): Promise<void> {
  if (!session().own) await loadGame();
}

/**
 * Take back the last command of `faction` (if the engine allows it: no barrier crossed). `rev` is
 * the revision the requester saw: if the game has moved on since, the request is stale and
 * refused (it would take back a command the requester has not seen).
 */
export async function undo(faction: unknown, user: UserLike, rev: unknown): Promise<Reply> {
  await ownRecord();
  const ses = session();
  if (!ses.state || !ses.game) return refuse("noGame");
  if (!isFaction(faction) || !isIndex(rev)) return refuse("malformed");
  if (!mayAct(user, faction)) return refuse("notOwner", { faction });
  if (rev !== ses.rev) return refuse("staleUndo", { rev: ses.rev });
  const r = undoLast(startOf(ses.game), ses.game.commands, faction);
  if (isRuleError(r)) return { ok: false, error: r };
  return commit(r.state, r.commands, [], null);
}

/**
 * GM: roll the game back to the start of the cardIndex-th card played (engine rollbackToCard);
 * the record it replaces is archived first, and every client adopts the new revision.
 */
export async function rollback(cardIndex: unknown, user: UserLike | null = users.current()): Promise<Reply> {
  if (!isActiveGM() || !user?.isGM) return refuse("notGM");
  await ownRecord();
  const ses = session();
  if (!ses.state || !ses.game) return refuse("noGame");
  if (!isIndex(cardIndex)) return refuse("malformed");
  const r = rollbackToCard(startOf(ses.game), ses.game.commands, cardIndex);
  if (isRuleError(r)) return { ok: false, error: r };
  await archiveRecord(ses.game, "rolledBack");
  return commit(r.state, r.commands, [], null);
}

/** Start a new game from an untrusted setup (GM only). */
export async function startGame(raw: unknown): Promise<Reply> {
  if (!isActiveGM()) return refuse("notGM");
  const err = validateSetup(raw);
  if (err) return { ok: false, error: err };
  const setup: Setup = cleanSetup(raw as Setup);
  const log: LogEntry[] = [];
  let s: GameState;
  try {
    s = createGame(setup, log);
  } catch (e) {
    return refuse("internal", { detail: String((e as Error)?.message ?? e) });
  }
  const ses = session();
  const prev = ses.game?.hash ?? null;
  const game = persisted(ses.nextRev(), setup, [], s);
  ses.adopt(game, s, log, true, true);
  return publish(game, s, log, null, prev);
}

async function commit(
  s: GameState,
  commands: AnyCommand[],
  log: LogEntry[],
  cmd: AnyCommand | null,
): Promise<Reply> {
  const ses = session();
  const prev = ses.game!.hash ?? null;
  const game = persisted(ses.nextRev(), ses.game!.setup, commands, s, ses.game!.base);
  ses.adopt(game, s, log, false, true);
  return publish(game, s, log, cmd, prev);
}

/**
 * The authority's record replaced as a whole (restored from the archive, repaired or migrated on
 * load, or written back over someone else's write): a new revision, saved, then sent to every
 * client, and the faction Actors and Cards rebuilt from it.
 */
async function republish(): Promise<void> {
  const ses = session();
  if (!ses.game || !ses.state) {
    await saveGame(null);
    return;
  }
  const prev = ses.game.hash ?? null;
  const game = { ...ses.game, rev: ses.nextRev() };
  ses.adopt(game, ses.state, [], true, true);
  await publish(game, ses.state, [], null, prev);
}

let reverting = false;

/**
 * Save first, then broadcast (docs/foundry.md, "GM authority"). A client only ever holds a
 * revision the world has saved. When the save is acknowledged the authority checks it still is
 * the authority: a GM that joined meanwhile has archived and overwritten this write, so the
 * command is reported as not applied (the sender retries with the new authority) and nothing is
 * broadcast. Chat cards and document mirrors follow in order, later.
 */
async function publish(
  game: PersistedGame,
  s: GameState,
  log: LogEntry[],
  cmd: AnyCommand | null,
  prev: string | null,
): Promise<Reply> {
  if (!(await saveGame(game))) {
    // the world keeps its last saved record: this client goes back to it (once: a reload that
    // needs a save of its own does not start another)
    session().own = false;
    if (!reverting) {
      reverting = true;
      await loadGame().finally(() => {
        reverting = false;
      });
    }
    return refuse("notSaved");
  }
  if (!isActiveGM()) {
    session().own = false;
    return refuse("handedOver");
  }
  try {
    // the command that made this revision travels along, so clients keep the whole record;
    // `prev` names the revision it follows, so a client tells an append from a gap or conflict
    socket.emit({ type: "state", rev: game.rev, prev, state: s, log, cmd, hash: game.hash });
  } catch (e) {
    console.error(`${MODULE_ID} | broadcast failed`, e);
  }
  for (const f of afterCommit) queueMirror(() => f(s, log, cmd));
  return { ok: true, rev: game.rev };
}

let mirrors: Promise<void> = Promise.resolve();
/** Run a mirror update (chat, documents) after those queued before it, one at a time. */
export function queueMirror(job: () => Promise<void>): void {
  mirrors = mirrors.then(async () => {
    try {
      await job();
    } catch (e) {
      console.error(`${MODULE_ID} | mirror update failed`, e);
    }
  });
}
/** Resolves once the chat cards and document mirrors of every commit so far are done. */
export function mirrorsSettled(): Promise<void> {
  return mirrors;
}

/**
 * updateSetting / createSetting of the game record, on every client, with the id of the user who
 * wrote it (Foundry's document hooks). Only the authority writes the record: the authority
 * archives any write made by someone else (a player cannot write it; an Assistant GM or a second
 * GM can) and writes its own record back as a new revision, which every client then follows.
 */
export async function onRecordWritten(value: unknown, userId: unknown): Promise<void> {
  // the next revision goes above any written (a revision far beyond any real game is not
  // followed: nobody adopts such a write, and following it would exhaust the counter)
  const rev = (value as { rev?: unknown } | null)?.rev;
  if (isIndex(rev) && rev < MAX_FOLLOWED_REV) session().saw(rev);
  // judged once this client holds its own record: until then (it is opening the world or taking
  // over) the replay it is about to make reads the world record and checks it
  if (!isActiveGM() || userId === users.current()?.id || !session().own) return;
  console.warn(`${MODULE_ID} | the game record was written by ${String(userId)}: archived, written back`);
  await archiveRecord(value, "overwritten");
  await republish();
}

/**
 * updateSetting / createSetting of the second copy (`gameByGM`, the record a Gamemaster falls
 * back to on load): only the authority writes it; anyone else's write is overwritten with the
 * authority's record (it is never adopted, so there is nothing to archive).
 */
export async function onCopyWritten(userId: unknown): Promise<void> {
  if (!isActiveGM() || userId === users.current()?.id || !session().own) return;
  await rewriteCopy(session().game);
}

// ---- every client ----

/** the authority this client last knew of (its user id, null for none) */
let knownAuthority: string | null | undefined;

/**
 * userConnected (every client, whenever a user joins or leaves) and ready: has the authority
 * moved? A client that has become the authority replays the world record at once (it then holds
 * its own record, before any later write reaches it); the others fetch the new authority's
 * record, so none stays on a revision the world never kept. With no full Gamemaster connected
 * the game waits, read-only, and every client says so.
 */
export function onAuthorityChange(): Promise<unknown> {
  const now = users.authority()?.id ?? null;
  if (now === knownAuthority) return Promise.resolve();
  knownAuthority = now;
  if (now === null) {
    session().own = false;
    if (session().game) notify("warn", t("foundry.authority.waiting"));
    return Promise.resolve();
  }
  if (isActiveGM()) {
    session().own = false;
    return loadGame().then(() => announceRecord());
  }
  session().own = false;
  return syncFromGM();
}

/** ready: the authority as this client finds it when it opens the world */
export function noteAuthority(): void {
  knownAuthority = users.authority()?.id ?? null;
}

/**
 * The authority tells every client which revision it holds (no new revision): a client on
 * another one (it missed a broadcast, or holds a revision the world never kept) fetches it.
 */
export function announceRecord(): void {
  const g = session().game;
  const s = session().state;
  if (!isActiveGM() || !g || !s) return;
  socket.emit({ type: "state", rev: g.rev, prev: null, state: s, log: [], cmd: null, hash: g.hash });
}

/** Incoming socket messages: only state broadcasts from the authority are accepted. */
export function onSocket(message: unknown, senderId: string): void {
  if (typeof message !== "object" || message === null) return;
  const m = message as Record<string, unknown>;
  if (m.type === "ticket") {
    if (isActiveGM()) onTicket(m.hash, senderId);
    return;
  }
  // one authority: only its broadcasts count, and the authority adopts none (it holds only what
  // it replayed or applied itself); a second GM or an Assistant is not heard
  if (m.type !== "state" || isActiveGM() || senderId !== users.authority()?.id) return;
  const ses = session();
  if (!isIndex(m.rev) || !looksLikeState(m.state)) return;
  const hash = typeof m.hash === "string" ? m.hash : undefined;
  if (ses.game && m.rev === ses.rev && hash === ses.game.hash) return;
  const log = Array.isArray(m.log) ? (m.log as LogEntry[]).filter(isLogEntry) : [];
  const cmd = m.cmd === null || m.cmd === undefined ? null : parseCommand(m.cmd);
  // the next revision, made by one command on top of the one held here: append it; anything
  // else (undo, roll-back, a restored or new game, a gap, a conflict): fetch the whole record
  if (ses.game && cmd && m.rev === ses.rev + 1 && m.prev === ses.game.hash) {
    ses.adopt(
      { ...ses.game, rev: m.rev, commands: [...ses.game.commands, cmd], snapshot: m.state, hash },
      m.state,
      log,
    );
    return;
  }
  void syncFromGM();
}

/** Authority side of QUERY_SYNC: its record, as it stands (replayed first if need be). */
export async function handleSync(): Promise<PersistedGame | null> {
  if (!isActiveGM()) return null;
  await ownRecord();
  return isActiveGM() ? session().game : null;
}

/**
 * A client's copy fell behind, conflicts or is new: ask the authority for the whole record (a
 * query goes to it alone, and only its answer is adopted; records written into the world setting
 * by anyone else are never adopted by clients). The answer is adopted whatever its revision: the
 * authority's record is the game. Returns whether this client now holds it.
 */
export async function syncFromGM(): Promise<boolean> {
  const gm = users.authority();
  if (!gm?.query || isActiveGM()) return false;
  try {
    const raw = await gm.query(QUERY_SYNC, {}, { timeout: QUERY_TIMEOUT });
    if (raw === null || typeof raw !== "object") return false;
    const g = raw as PersistedGame;
    if (!isIndex(g.rev) || !Array.isArray(g.commands) || !looksLikeState(g.snapshot)) return false;
    // the authority moved while the answer travelled: the next sync (userConnected) follows it
    if (users.authority()?.id !== gm.id || isActiveGM()) return false;
    const ses = session();
    if (ses.game && ses.rev === g.rev && ses.game.hash === g.hash) {
      ses.refresh(g);
      return true;
    }
    return ses.adopt(g, g.snapshot, [], true);
  } catch {
    return false;
  }
}

function isLogEntry(x: unknown): x is LogEntry {
  return typeof x === "object" && x !== null && typeof (x as LogEntry).key === "string";
}

function parseReply(x: unknown): RuleError | null {
  if (typeof x !== "object" || x === null) return refusal("noAnswer");
  const r = x as Reply;
  if (r.ok === true) return null;
  const e = r.error;
  if (e && typeof e.code === "string" && typeof e.rule === "string" && typeof e.message?.key === "string")
    return { code: e.code, rule: e.rule, message: { key: e.message.key, params: e.message.params } };
  return refusal("noAnswer");
}

/** the refusal when no full Gamemaster can answer */
function noAuthority(): RuleError {
  return refusal(users.activeGM() ? "waitingForGM" : "noGM");
}

/** Canonical text of a command (key order free), to find it in a record. */
function commandText(c: unknown): string {
  return JSON.stringify(c, (_k, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** Is this command (by its seq, Faction and choice) in the record this client holds? */
function inRecord(cmd: AnyCommand): boolean {
  const want = commandText(parseCommand(cmd));
  return Boolean(session().game?.commands.some((c) => c.seq === cmd.seq && commandText(c) === want));
}

/** a refusal that means "ask the authority again": it changed, or did not answer */
const RETRY = new Set<string>(RETRY_CODES);
/** how often a command is sent again after the authority changed or did not answer */
const RETRIES = 2;

/**
 * Send a command: applied locally on the authority, otherwise asked of it by query. When the
 * authority changes or drops while the command is on its way, the client fetches the new
 * authority's record: if the command is in it, it was applied (once); otherwise it is sent again
 * (a command names its step, `seq`, so it can never be applied twice).
 */
export async function submit(cmd: AnyCommand): Promise<RuleError | null> {
  const me = users.current();
  const s = session().state;
  if (!me) return refusal("noUser");
  if (!s) return refusal("noGame");
  const local = validate(s, cmd);
  if (local) return local;
  for (let attempt = 0; ; attempt++) {
    if (isActiveGM()) return parseReply(await execute(cmd, me));
    const err = await ask({ type: "command", cmd, userId: me.id });
    if (!err || !RETRY.has(err.code)) return err;
    await syncFromGM();
    if (inRecord(cmd)) return null;
    if (attempt >= RETRIES || !users.authority()) return users.authority() ? err : noAuthority();
  }
}

/**
 * Ask the authority to take back the last command of `faction`, as of the revision this client
 * holds: if the game moved on meanwhile, the authority refuses (staleUndo). Not sent again on a
 * lost answer: the client fetches the record, which shows whether it happened.
 */
export async function requestUndo(faction: Faction): Promise<RuleError | null> {
  const me = users.current();
  if (!me) return refusal("noUser");
  const rev = session().rev;
  if (isActiveGM()) return parseReply(await undo(faction, me, rev));
  const err = await ask({ type: "undo", faction, rev, userId: me.id });
  if (err && RETRY.has(err.code)) await syncFromGM();
  return err;
}

async function ask(data: Record<string, unknown>): Promise<RuleError | null> {
  const gm = users.authority();
  if (!gm?.query) return noAuthority();
  try {
    const ticket = newTicket();
    announceTicket(ticket);
    data.ticket = ticket;
    return parseReply(await gm.query(QUERY_COMMAND, data, { timeout: QUERY_TIMEOUT }));
  } catch {
    return refusal("noAnswer");
  }
}
