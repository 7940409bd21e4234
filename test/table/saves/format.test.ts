// Game files of the standalone table: what Save writes opens to the same game; a file
// from disk is untrusted and refused (size before parsing, shape, version) or opened only up to the
// last command that replays.
import { describe, expect, it } from "vitest";
import {
  type GameState,
  parseCommand,
  RULES_VERSION,
  replayOrThrow,
  stateHash,
} from "../../../src/engine/index";
import {
  FILE_FORMAT,
  fileName,
  gameFile,
  isPartial,
  MAX_FILE_BYTES,
  parsePlayers,
  readGameFile,
} from "../../../src/table/saves/format";
import { writeGameText } from "../../../src/table/saves/text";
import { game } from "./games";

const t = (key: string, p?: Record<string, string | number>) => `${key}${p ? JSON.stringify(p) : ""}`;
const NOW = new Date(2026, 4, 14, 21, 3);

function fileOf(n: number, extra: Partial<Parameters<typeof gameFile>[0]> = {}) {
  const g = game(n);
  return gameFile(
    {
      id: "game1",
      rev: n,
      setup: g.setup,
      commands: g.commands,
      state: g.state,
      players: { govt: "Bob" },
      ...extra,
    },
    NOW,
    t,
  );
}

function open(text: string) {
  const r = readGameFile(text);
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r.opened;
}

describe("game file: save and open", () => {
  it("what Save writes opens to the same game: stateHash, commands, id, players, rules version", () => {
    const f = fileOf(30);
    expect(f.format).toBe(FILE_FORMAT);
    expect(f.rules).toBe(RULES_VERSION);
    const o = open(writeGameText(f));
    expect(stateHash(o.state)).toBe(stateHash(game(30).state));
    // the commands as on the wire (what the rules read)
    expect(o.game.commands).toEqual(game(30).commands.map(parseCommand));
    expect(o.game.commands.map((c) => c.seq)).toEqual([...Array(30).keys()]);
    expect(o.id).toBe("game1");
    expect(o.players).toEqual({ govt: "Bob" });
    expect(o.issues).toEqual([]);
    expect(isPartial(o)).toBe(false);
  });

  it("the file text is JSON with one command per line", () => {
    const text = writeGameText(fileOf(5));
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(fileOf(5))));
    const lines = text.split("\n");
    const first = lines.findIndex((l) => l.startsWith('  "commands": ['));
    for (let i = 1; i <= 5; i++) expect(JSON.parse(lines[first + i].replace(/,$/, "")).seq).toBe(i - 1);
  });

  it("the name and the file name carry the date and the current card", () => {
    const f = fileOf(0);
    expect(f.name).toContain("2026-05-14 21:03");
    expect(f.name).toContain("20 Mono Jojoy");
    expect(fileName(game(0).state, NOW)).toBe("andean-abyss-2026-05-14-2103-card-20.json");
  });

  it("a plain { setup, commands } (npm run replay's input) opens as a game without an id", () => {
    const g = game(12);
    const o = open(JSON.stringify({ setup: g.setup, commands: g.commands }));
    expect(o.id).toBeNull();
    expect(stateHash(o.state)).toBe(stateHash(g.state));
  });
});

describe("game file: untrusted input refused, nothing half-read", () => {
  const reason = (text: string) => {
    const r = readGameFile(text);
    return r.ok ? "opened" : r.reason;
  };

  it("a text above the size limit is refused before it is parsed (invalid JSON reports tooLarge, not json)", () => {
    expect(reason(`{${" ".repeat(MAX_FILE_BYTES)}`)).toBe("tooLarge");
    expect(reason(`{${" ".repeat(1000)}`)).toBe("json");
    // a valid file just under the limit opens
    const padded = JSON.stringify({ ...fileOf(3), name: "x" }).replace(/}$/, `${" ".repeat(1000)}}`);
    expect(reason(padded)).toBe("opened");
  });

  it("a truncated file is not JSON", () => {
    const text = writeGameText(fileOf(10));
    expect(reason(text.slice(0, text.length / 2))).toBe("json");
  });

  it("wrong types are refused: commands not a list, setup not valid, not an object, another format", () => {
    const f = fileOf(3) as unknown as Record<string, unknown>;
    expect(reason(JSON.stringify({ ...f, commands: "all of them" }))).toBe("commands");
    expect(reason(JSON.stringify({ ...f, setup: { ...(f.setup as object), seed: "7" } }))).toBe("setup");
    expect(reason(JSON.stringify({ ...f, base: { v: 1 } }))).toBe("base");
    expect(reason("[1,2,3]")).toBe("shape");
    expect(reason(JSON.stringify({ ...f, format: "another-game" }))).toBe("shape");
    expect(reason(JSON.stringify({ name: "no setup", commands: [] }))).toBe("shape");
  });

  it("a file from a newer table (file version or rules version) is refused; today's opens", () => {
    const f = fileOf(3);
    expect(reason(JSON.stringify({ ...f, v: 2 }))).toBe("newer");
    expect(reason(JSON.stringify({ ...f, rules: RULES_VERSION + 1 }))).toBe("newer");
    expect(reason(JSON.stringify({ ...f, rules: RULES_VERSION }))).toBe("opened");
  });

  it("an edited command the engine refuses: the game replays up to it only (partial, the index named)", () => {
    const f = fileOf(20);
    const commands = f.commands.map((c, i) =>
      i === 8 ? { ...c, by: c.by === "govt" ? "farc" : "govt" } : c,
    );
    const o = open(JSON.stringify({ ...f, commands }));
    expect(isPartial(o)).toBe(true);
    expect(o.total).toBe(20);
    expect(o.game.commands).toHaveLength(8);
    expect(o.issues[0]).toMatchObject({
      code: "refused",
      key: "ui.saves.load.refused",
      params: { index: 8 },
    });
    expect(stateHash(o.state)).toBe(stateHash(game(8).state));
  });

  it("a malformed command (wrong field types) ends the replay there", () => {
    const f = fileOf(10);
    const commands = f.commands.map((c, i) => (i === 4 ? { ...c, seq: "four" } : c));
    const o = open(JSON.stringify({ ...f, commands }));
    expect(o.issues.map((i) => i.code)).toEqual(["malformed"]);
    expect(o.game.commands).toHaveLength(4);
  });

  it("a snapshot that does not match the commands (same rules): the replayed game, with a notice", () => {
    const f = fileOf(10);
    const o = open(JSON.stringify({ ...f, hash: "0000000000000000" }));
    expect(o.issues.map((i) => i.code)).toEqual(["snapshot"]);
    expect(isPartial(o)).toBe(false);
    expect(stateHash(o.state)).toBe(stateHash(game(10).state));
  });

  it("versions: a save from older rules whose commands no longer reach its snapshot continues from the snapshot", () => {
    const f = fileOf(10);
    const later: GameState = replayOrThrow(f.setup, game(14).commands);
    // recorded under rules 1: its 10 commands lead elsewhere than its snapshot (the 14-command one)
    const o = open(JSON.stringify({ ...f, rules: 1, snapshot: later, hash: stateHash(later) }));
    expect(o.issues.map((i) => i.code)).toEqual(["rulesChanged"]);
    expect(o.issues[0].params).toMatchObject({ from: 1, to: RULES_VERSION, n: 10 });
    expect(o.game.base).toBeDefined();
    expect(o.game.commands).toEqual([]);
    expect(o.state.seq).toBe(later.seq);
    // under today's rules the same file replays its commands
    expect(open(JSON.stringify({ ...f, rules: RULES_VERSION })).game.commands).toHaveLength(10);
  });

  it("players' names: known Factions only, no control characters, at most 60 characters", () => {
    expect(parsePlayers({ farc: "Ana\u0000\nMaría", govt: "x".repeat(100), ussr: "no", auc: 3 })).toEqual({
      farc: "Ana  María",
      govt: "x".repeat(60),
    });
    expect(parsePlayers("Bob")).toEqual({});
  });
});
