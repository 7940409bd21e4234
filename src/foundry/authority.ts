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
import { narrationOf } from "../ui/narration";
import { archiveRecord } from "./archive";
import { MODULE_ID, QUERY_COMMAND, QUERY_SYNC, QUERY_TIMEOUT } from "./constants";
import { announceTicket, newTicket, onTicket, senderOf } from "./identity";
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
import { looksLikeState, session } from "./session";
import { getOwners, loadGame, saveGame } from "./settings";
import { config, socket, type UserLike, users } from "./shim";

export interface Reply {
  ok: boolean;
  rev?: number;
  error?: RuleError;
}

/** Adapter-level refusals use lang keys under foundry.error.* */
export function refusal(code: string, params?: Record<string, string | number>): RuleError {
  return {
    code,
    rule: "foundry",
    message: params ? { key: `foundry.error.${code}`, params } : { key: `foundry.error.${code}` },
  };
}
const refuse = (code: string, params?: Record<string, string | number>): Reply => ({
  ok: false,
  error: refusal(code, params),
});

/** Run after each commit (chat card, faction Actors, Cards); set up in main.ts. */
export type CommitListener = (s: GameState, log: LogEntry[], cmd: AnyCommand | null) => Promise<void>;
export const afterCommit: CommitListener[] = [];

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
    if (o.type === "undo") return await undo(o.faction, user);
    return refuse("malformed");
  } catch (e) {
    console.error(`${MODULE_ID} | query failed`, e);
    return refuse("internal");
  }
}

export function registerAuthority(): void {
  config.registerQuery(QUERY_COMMAND, (data) => handleQuery(data));
  config.registerQuery(QUERY_SYNC, () => handleSync());
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
  const log = s.seats[cmd.by] === "nonplayer" ? [...narrationOf(cmd), ...r.log] : r.log;
  await commit(r.state, [...game.commands, cmd], log, cmd);
  return { ok: true, rev: ses.rev };
}

/**
 * A client that has just become the active GM holds the previous GM's broadcast copy: it replays
 * the world record itself before it applies anything (one authority, nothing adopted unchecked).
 */
async function ownRecord(): Promise<void> {
  if (session().game && !session().own) await loadGame();
}

/** Take back the last command of `faction` (if the engine allows it: no barrier crossed). */
export async function undo(faction: unknown, user: UserLike): Promise<Reply> {
  await ownRecord();
  const ses = session();
  if (!ses.state || !ses.game) return refuse("noGame");
  if (!isFaction(faction)) return refuse("malformed");
  if (!mayAct(user, faction)) return refuse("notOwner", { faction });
  const r = undoLast(startOf(ses.game), ses.game.commands, faction);
  if (isRuleError(r)) return { ok: false, error: r };
  await commit(r.state, r.commands, [], null);
  return { ok: true, rev: ses.rev };
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
  await commit(r.state, r.commands, [], null);
  return { ok: true, rev: ses.rev };
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
  const rev = session().rev + 1;
  session().adopt(persisted(rev, setup, [], s), s, log, true, true);
  await publish(log, null);
  return { ok: true, rev };
}

async function commit(
  s: GameState,
  commands: AnyCommand[],
  log: LogEntry[],
  cmd: AnyCommand | null,
): Promise<void> {
  const ses = session();
  const setup = ses.game!.setup;
  ses.adopt(persisted(ses.rev + 1, setup, commands, s, ses.game!.base), s, log, false, true);
  await publish(log, cmd);
}

/** Persist, broadcast, chat and mirror the session's current revision. Never throws. */
async function publish(log: LogEntry[], cmd: AnyCommand | null): Promise<void> {
  const ses = session();
  const game = ses.game!;
  const s = ses.state!;
  try {
    // the command that made this revision travels along, so clients keep the whole record
    socket.emit({ type: "state", rev: game.rev, state: s, log, cmd, hash: game.hash });
  } catch (e) {
    console.error(`${MODULE_ID} | broadcast failed`, e);
  }
  // the save is awaited before the player is answered; chat and mirrors follow in order, later
  const saved = saveGame(game);
  for (const f of afterCommit) queueMirror(() => f(s, log, cmd));
  await saved;
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

// ---- every client ----

/** Incoming socket messages: only state broadcasts from a GM are accepted. */
export function onSocket(message: unknown, senderId: string): void {
  if (typeof message !== "object" || message === null) return;
  const m = message as Record<string, unknown>;
  if (m.type === "ticket") {
    if (isActiveGM()) onTicket(m.hash, senderId);
    return;
  }
  // one authority: only the active GM's broadcasts count, and the active GM adopts none (it
  // holds only what it replayed or applied itself); a second GM or an Assistant is not heard
  if (m.type !== "state" || isActiveGM() || senderId !== users.activeGM()?.id) return;
  const ses = session();
  if (!isIndex(m.rev) || m.rev <= ses.rev || !looksLikeState(m.state)) return;
  const log = Array.isArray(m.log) ? (m.log as LogEntry[]).filter(isLogEntry) : [];
  const cmd = m.cmd === null || m.cmd === undefined ? null : parseCommand(m.cmd);
  // the next revision, made by one command: append it; anything else (undo, roll-back, a new
  // game, a missed broadcast): show the state now and fetch the whole record from the GM
  if (ses.game && m.rev === ses.rev + 1 && cmd) {
    const hash = typeof m.hash === "string" ? m.hash : undefined;
    ses.adopt(
      { ...ses.game, rev: m.rev, commands: [...ses.game.commands, cmd], snapshot: m.state, hash },
      m.state,
      log,
    );
    return;
  }
  if (ses.game) ses.adopt({ ...ses.game, rev: m.rev, snapshot: m.state }, m.state, log);
  void syncFromGM();
}

/** GM side of QUERY_SYNC: this client's record, as it stands. */
export async function handleSync(): Promise<PersistedGame | null> {
  return isActiveGM() ? session().game : null;
}

/**
 * A client's copy fell behind or is new: ask the active GM for the whole record (a query goes
 * to the GM alone, and only its answer is adopted; records written into the world setting by
 * anyone else are never adopted by clients). Returns whether a record was adopted.
 */
export async function syncFromGM(): Promise<boolean> {
  const gm = users.activeGM();
  if (!gm?.query || isActiveGM()) return false;
  try {
    const raw = await gm.query(QUERY_SYNC, {}, { timeout: QUERY_TIMEOUT });
    if (raw === null || typeof raw !== "object") return false;
    const g = raw as PersistedGame;
    if (!isIndex(g.rev) || g.rev < session().rev || !looksLikeState(g.snapshot)) return false;
    return session().adopt(g, g.snapshot, [], true);
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

/** Send a command: applied locally on the active GM, otherwise asked of the GM by query. */
export async function submit(cmd: AnyCommand): Promise<RuleError | null> {
  const me = users.current();
  const s = session().state;
  if (!me) return refusal("noUser");
  if (!s) return refusal("noGame");
  const local = validate(s, cmd);
  if (local) return local;
  if (isActiveGM()) return parseReply(await execute(cmd, me));
  return ask({ type: "command", cmd, userId: me.id });
}

export async function requestUndo(faction: Faction): Promise<RuleError | null> {
  const me = users.current();
  if (!me) return refusal("noUser");
  if (isActiveGM()) return parseReply(await undo(faction, me));
  return ask({ type: "undo", faction, userId: me.id });
}

async function ask(data: Record<string, unknown>): Promise<RuleError | null> {
  const gm = users.activeGM();
  if (!gm?.query) return refusal("noGM");
  try {
    const ticket = newTicket();
    announceTicket(ticket);
    data.ticket = ticket;
    return parseReply(await gm.query(QUERY_COMMAND, data, { timeout: QUERY_TIMEOUT }));
  } catch {
    return refusal("noAnswer");
  }
}
