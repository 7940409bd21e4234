// The table's game file: the saved game of src/engine/saved-game.ts (setup, commands, rules version,
// snapshot) plus a game id, a readable name, the save time and the players' names for play by
// e-mail. `npm run replay <file>` reads it (setup + commands, or base + commands). A file from
// disk is untrusted: size first (before parsing), then shape, sizes and version, then replay.
import {
  type AnyCommand,
  card,
  FACTIONS,
  type Faction,
  type GameState,
  type PersistedGame,
  parseCommand,
  persisted,
  type RestoreIssue,
  RULES_VERSION,
  restoreGame,
  type Setup,
} from "../../engine/index";
import { isGameId } from "./ids";

/** marks a table game file (a plain `{ setup, commands }` from the tools opens too) */
export const FILE_FORMAT = "andean-abyss-game";
/** a file above this is refused before it is read: a whole game with its snapshot is ~0.1 MB */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_NAME = 200;
export const MAX_PLAYER_NAME = 60;

/** who plays each Faction, as the players typed it (optional; shown in "send the file to …") */
export type Players = Partial<Record<Faction, string>>;

export interface GameFile extends PersistedGame {
  format: typeof FILE_FORMAT;
  id: string;
  name: string;
  /** ISO time of the save (the saver's clock) */
  savedAt: string;
  players: Players;
}

/** What the table keeps of its current game to write a file or an autosave. */
export interface GameSource {
  id: string;
  rev: number;
  setup: Setup;
  base?: GameState;
  commands: readonly AnyCommand[];
  state: GameState;
  players: Players;
}

type T = (key: string, params?: Record<string, string | number>) => string;

const pad = (n: number) => String(n).padStart(2, "0");
/** "2026-05-14 21:03" in the saver's local time */
export function localStamp(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A readable name: the date and the current card. */
export function gameName(state: GameState, now: Date, t: T): string {
  const date = localStamp(now);
  if (state.current === null) return t("ui.saves.nameNoCard", { date });
  let title = t(`card.${state.current}.title`); // the title in the page's language
  if (title === `card.${state.current}.title`)
    try {
      title = card(state.current).title;
    } catch {
      title = "";
    }
  return t("ui.saves.name", { date, card: `${state.current} ${title}`.trim() });
}

/** The file name offered for a download: andean-abyss-2026-05-14-2103-card-20.json */
export function fileName(state: GameState, now: Date): string {
  const stamp = localStamp(now).replace(" ", "-").replace(":", "");
  const cardPart = state.current === null ? "" : `-card-${state.current}`;
  return `andean-abyss-${stamp}${cardPart}.json`;
}

export function gameFile(src: GameSource, now: Date, t: T): GameFile {
  // commands as on the wire: what the rules read (an option's decoded `c` and the like left out)
  const commands = src.commands.map((c) => parseCommand(c) ?? c);
  const g = persisted(src.rev, src.setup, commands, src.state, src.base);
  const players: Players = {};
  for (const f of FACTIONS) if (src.players[f]) players[f] = src.players[f];
  // the marker, id and name first: a person opening the file in an editor sees them on top
  return {
    format: FILE_FORMAT,
    id: src.id,
    name: gameName(src.state, now, t),
    savedAt: now.toISOString(),
    players,
    ...g,
  };
}

/** Names typed by players, cleaned: known Factions, short strings without control characters. */
export function parsePlayers(x: unknown): Players {
  const out: Players = {};
  if (typeof x !== "object" || x === null || Array.isArray(x)) return out;
  for (const f of FACTIONS) {
    const v = (x as Record<string, unknown>)[f];
    if (typeof v !== "string") continue;
    // control characters (code < 32, and 127) become spaces
    const clean = [...v]
      .map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? " " : ch))
      .join("")
      .trim()
      .slice(0, MAX_PLAYER_NAME);
    if (clean) out[f] = clean;
  }
  return out;
}

/** Why a file was refused (lang keys ui.saves.refused.<reason>). */
export type RefuseReason =
  | "tooLarge"
  | "json"
  | "shape"
  | "newer"
  | "setup"
  | "commands"
  | "base"
  | "replay"
  | "engine";

export interface OpenedGame {
  /** null: the file names no game (a plain `{ setup, commands }`): it becomes a new game */
  id: string | null;
  name: string;
  players: Players;
  game: PersistedGame;
  state: GameState;
  /** commands in the file (the game may keep fewer: see issues) */
  total: number;
  issues: RestoreIssue[];
}

export type ReadResult =
  | { ok: true; opened: OpenedGame }
  | { ok: false; reason: RefuseReason; detail?: string };

/** Read an untrusted game file's text: nothing reaches the engine before the checks pass. */
export function readGameFile(text: string): ReadResult {
  // UTF-16 units ≤ bytes: a text longer than the limit came from a file above it
  if (text.length > MAX_FILE_BYTES) return { ok: false, reason: "tooLarge" };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: "json" };
  }
  return readGameObject(raw);
}

/** The checks of readGameFile on an already parsed value (the autosave stores parsed JSON). */
export function readGameObject(raw: unknown): ReadResult {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { ok: false, reason: "shape" };
  const o = raw as Record<string, unknown>;
  if (o.format !== undefined && o.format !== FILE_FORMAT) return { ok: false, reason: "shape" };
  if (!("setup" in o) || !("commands" in o)) return { ok: false, reason: "shape" };
  if (o.v !== undefined && o.v !== 1)
    return { ok: false, reason: typeof o.v === "number" ? "newer" : "shape" };
  if (typeof o.rules === "number" && o.rules > RULES_VERSION) return { ok: false, reason: "newer" };
  // a plain { setup, commands } (npm run replay's input) is version 1 of the same record
  const r = restoreGame(o.v === undefined ? { ...o, v: 1 } : o, "ui.saves.load.");
  if (!r.ok) {
    const [reason, ...rest] = r.reason.split(":");
    const known: RefuseReason[] = ["json", "shape", "setup", "commands", "base", "replay", "engine"];
    const code = known.includes(reason as RefuseReason) ? (reason as RefuseReason) : "shape";
    return { ok: false, reason: code === "json" ? "shape" : code, detail: rest.join(":").trim() };
  }
  const name = typeof o.name === "string" ? o.name.slice(0, MAX_NAME) : "";
  return {
    ok: true,
    opened: {
      id: isGameId(o.id) ? o.id : null,
      name,
      players: parsePlayers(o.players),
      game: r.game,
      state: r.state,
      total: Array.isArray(o.commands) ? o.commands.length : 0,
      issues: r.issues,
    },
  };
}

/** Did the replay stop before the file's last command (malformed, refused or too many)? */
export function isPartial(o: OpenedGame): boolean {
  return o.issues.some((i) => i.code === "malformed" || i.code === "refused" || i.code === "tooLong");
}
