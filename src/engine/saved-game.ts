// A saved game, host-neutral: { v, rev, rules, setup, base?, commands, snapshot, hash }. Pure
// (no Foundry, no DOM): shape checks for untrusted input, and restore = validate + replay, so a
// saved game never crashes a host on load and nothing is silently dropped (a partial replay says
// where it stopped). The Foundry world setting and the standalone table's autosave and game files
// all go through here (src/foundry/saved-game.ts adds Foundry's message keys).
import { SPACE_COUNT } from "./data/map";
import { upgradeCardFrames } from "./events/legacy-frames";
import { parseBody } from "./flow/runtime";
import { type ReplayStart, replay, stateHash } from "./replay";
import { cleanSetup, validateSetup } from "./setup-check";
import {
  type Command,
  FACTIONS,
  type Faction,
  type GameState,
  isRuleError,
  type Setup,
  type Transfer,
} from "./types";
import { migrateState, RULES_VERSION } from "./version";

/** What a saved game and a player may send: a Decision's Command, or a side transfer (1.5.2). */
export type AnyCommand = Command | Transfer;

export interface PersistedGame {
  v: 1;
  /** revision: +1 on every change (commands can also shrink on undo, so seq is not enough) */
  rev: number;
  /** the engine's RULES_VERSION the commands were recorded under (missing: 1) */
  rules?: number;
  setup: Setup;
  /** when present, the commands continue from this state, not from the setup (a rules change) */
  base?: GameState;
  commands: AnyCommand[];
  /** state after the commands, for a quick consistency check on load */
  snapshot?: GameState;
  /** stateHash of the snapshot */
  hash?: string;
}

const FACTION_SET = new Set<string>(FACTIONS);
/** a hard cap well above any real game, so a corrupted save cannot stall a host */
export const MAX_COMMANDS = 20_000;

export function isFaction(x: unknown): x is Faction {
  return typeof x === "string" && FACTION_SET.has(x);
}

/** a count or index from untrusted input: a safe integer ≥ 0 (1e308 is an integer, not a count) */
export const isIndex = (n: unknown): n is number =>
  typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
/** the largest `meta` a command may carry (JSON characters); the rules never read it */
export const MAX_META = 4096;

/** A light shape check for a state from outside (a socket, a setting, a file's snapshot). */
export function looksLikeState(x: unknown): x is GameState {
  if (typeof x !== "object" || x === null) return false;
  const s = x as Record<string, unknown>;
  return (
    s.v === 1 &&
    typeof s.seq === "number" &&
    Array.isArray(s.spaces) &&
    s.spaces.length === SPACE_COUNT &&
    Array.isArray(s.frames) &&
    Array.isArray(s.deck) &&
    Array.isArray(s.played) &&
    typeof s.resources === "object" &&
    s.resources !== null &&
    typeof s.eligible === "object" &&
    s.eligible !== null
  );
}

/** Shape check an untrusted transfer (its legality is the engine's validate). */
function parseTransfer(o: Record<string, unknown>): Transfer | null {
  if (!isIndex(o.seq) || !isFaction(o.by) || !isFaction(o.to)) return null;
  const t: Transfer = { t: "transfer", seq: o.seq, by: o.by, to: o.to };
  if (o.resources !== undefined) {
    if (!isIndex(o.resources) || o.shipment !== undefined) return null;
    t.resources = o.resources;
  } else if (isIndex(o.shipment)) t.shipment = o.shipment;
  else return null;
  return t;
}

/** Shape check one untrusted command: a clean copy, or null. */
export function parseCommand(x: unknown): AnyCommand | null {
  if (typeof x !== "object" || x === null) return null;
  const o = x as Record<string, unknown>;
  if (o.t === "transfer") return parseTransfer(o);
  const body = parseBody(x);
  if (!body) return null;
  if (!isIndex(o.seq)) return null;
  if (!isFaction(o.by)) return null;
  const cmd: Command = { ...body, seq: o.seq, by: o.by };
  // 8.2 a Non-player's dice (checked against the game's next dice by validate)
  if (o.dice !== undefined) {
    if (!Array.isArray(o.dice) || o.dice.length > 60 || !o.dice.every((d) => Number.isInteger(d)))
      return null;
    cmd.dice = (o.dice as number[]).slice();
  }
  // a Non-player's notepad (checked by validate: flat, at most 2 KB)
  if (o.note !== undefined) {
    if (typeof o.note !== "object" || o.note === null || Array.isArray(o.note)) return null;
    const text = JSON.stringify(o.note);
    if (text.length > 2048) return null;
    cmd.note = JSON.parse(text) as Command["note"] & object;
  }
  if (o.meta !== undefined) {
    if (typeof o.meta !== "object" || o.meta === null || Array.isArray(o.meta)) return null;
    let text: string;
    try {
      text = JSON.stringify(o.meta);
    } catch {
      return null;
    }
    if (text.length > MAX_META) return null;
    cmd.meta = JSON.parse(text) as Record<string, unknown>;
  }
  return cmd;
}

/** What restore repaired or noticed: `code` for the host's logic, `key` (prefix + code) for its text. */
export interface RestoreIssue {
  code: "tooLong" | "malformed" | "refused" | "rulesChanged" | "snapshot" | "rev";
  key: string;
  params?: Record<string, string | number>;
}

export type RestoreResult =
  | {
      ok: true;
      game: PersistedGame;
      state: GameState;
      /** what was repaired or noticed (lang keys `<prefix><code>` with params) */
      issues: RestoreIssue[];
    }
  | { ok: false; reason: string };

/**
 * Validate and rebuild a saved game. Commands that no longer replay (malformed, or refused by
 * the engine) end the replay there: the prefix is kept and the issue reported. `prefix` starts
 * the host's lang keys for the issues (Foundry: "foundry.load.", the table: "ui.saves.load.").
 */
export function restoreGame(raw: unknown, prefix: string): RestoreResult {
  if (typeof raw === "string") {
    try {
      raw = JSON.parse(raw);
    } catch {
      return { ok: false, reason: "json" };
    }
  }
  if (typeof raw !== "object" || raw === null) return { ok: false, reason: "shape" };
  const o = raw as Record<string, unknown>;
  if (o.v !== 1) return { ok: false, reason: "version" };
  const setupErr = validateSetup(o.setup);
  if (setupErr) return { ok: false, reason: `setup: ${String(setupErr.message.params?.why ?? "")}` };
  const setup = cleanSetup(o.setup as Setup);
  if (!Array.isArray(o.commands)) return { ok: false, reason: "commands" };
  const issues: RestoreIssue[] = [];
  const issue = (code: RestoreIssue["code"], params?: RestoreIssue["params"]) =>
    issues.push(params ? { code, key: prefix + code, params } : { code, key: prefix + code });
  const rawCommands = o.commands.slice(0, MAX_COMMANDS);
  if (o.commands.length > MAX_COMMANDS) issue("tooLong", { n: MAX_COMMANDS });
  const commands: AnyCommand[] = [];
  for (let i = 0; i < rawCommands.length; i++) {
    const c = parseCommand(rawCommands[i]);
    if (!c) {
      issue("malformed", { index: i });
      break;
    }
    commands.push(c);
  }
  const base = looksLikeState(o.base) ? migrateState(o.base, setup) : undefined;
  if (o.base !== undefined && !base) return { ok: false, reason: "base" };
  const start: ReplayStart = base ? { state: base } : setup;
  let state: GameState | null = null;
  let kept = commands;
  try {
    const r = replay(start, commands);
    if (isRuleError(r)) {
      const at = Number(r.message.params?.index ?? 0);
      issue("refused", { index: at, code: String(r.message.params?.code) });
      kept = commands.slice(0, at);
      const again = replay(start, kept);
      if (isRuleError(again)) return { ok: false, reason: "replay" };
      state = again;
    } else state = r;
  } catch (e) {
    return { ok: false, reason: `engine: ${String((e as Error)?.message ?? e)}` };
  }
  const hash = stateHash(state);
  const complete = kept.length === rawCommands.length && rawCommands.length === o.commands.length;
  const rules = isIndex(o.rules) ? o.rules : 1;
  const same = sameAsSaved(o, hash);
  if (rules !== RULES_VERSION && !(complete && same) && looksLikeState(o.snapshot)) {
    // recorded under other rules and today's replay does not reach the saved state: the game goes
    // on from the saved state (brought to today's shape); the host keeps the old log
    const from = migrateState(o.snapshot, setup);
    const rev = isIndex(o.rev) ? o.rev : 0;
    return {
      ok: true,
      game: persisted(rev, setup, [], from, from),
      state: from,
      issues: [
        {
          code: "rulesChanged",
          key: `${prefix}rulesChanged`,
          params: { from: rules, to: RULES_VERSION, n: o.commands.length },
        },
      ],
    };
  }
  if (complete && typeof o.hash === "string" && !same) issue("snapshot");
  // a revision that is not a safe count could never grow (rev + 1 === rev): start again at 0
  const rev = isIndex(o.rev) ? o.rev : 0;
  if (o.rev !== undefined && !isIndex(o.rev)) issue("rev");
  return { ok: true, game: persisted(rev, setup, kept, state, base), state, issues };
}

/**
 * Does the saved hash name the replayed state? A snapshot saved in the middle of one of the cards
 * that once kept frames of their own is compared as today's frames would hold it
 * (events/legacy-frames.ts), once its own hash shows it is the state that was saved.
 */
function sameAsSaved(o: Record<string, unknown>, hash: string): boolean {
  if (o.hash === hash) return true;
  if (!looksLikeState(o.snapshot) || stateHash(o.snapshot) !== o.hash) return false;
  const now = structuredClone(o.snapshot);
  return upgradeCardFrames(now) && stateHash(now) === hash;
}

/** The record to store: the setup, the commands, and the state they reach (with its hash). */
export function persisted(
  rev: number,
  setup: Setup,
  commands: AnyCommand[],
  state: GameState,
  base?: GameState,
): PersistedGame {
  const g: PersistedGame = {
    v: 1,
    rev,
    rules: RULES_VERSION,
    setup,
    commands,
    snapshot: state,
    hash: stateHash(state),
  };
  if (base) g.base = base;
  return g;
}

/** where a record's commands start: its base state, or a new game from its setup */
export function startOf(g: Pick<PersistedGame, "setup" | "base">): ReplayStart {
  return g.base ? { state: g.base } : g.setup;
}
