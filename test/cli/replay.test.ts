// `npm run replay` reads the standalone table's game files (src/table/saves/format.ts) as well as the plain
// { setup, commands } it always read, including a game that goes on from a snapshot (`base`).
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { replayInput } from "../../src/cli/replay";
import { RULES_VERSION, replayOrThrow, stateHash } from "../../src/engine/index";
import { gameFile, readGameFile } from "../../src/table/saves/format";
import { writeGameText } from "../../src/table/saves/text";
import { game } from "../table/saves/games";

const t = (k: string) => k;

describe("replay CLI input", () => {
  it("a plain { setup, commands } replays as before", () => {
    const g = game(15);
    const r = replayInput({ setup: g.setup, commands: g.commands });
    expect(r.state && stateHash(r.state)).toBe(stateHash(g.state));
    expect(r.notes).toEqual([]);
  });

  it("a table game file replays to its hash; an older rules version and a wrong hash are noted", () => {
    const g = game(15);
    const f = gameFile(
      { id: "abc", rev: 1, setup: g.setup, commands: g.commands, state: g.state, players: {} },
      new Date(),
      t,
    );
    const r = replayInput(JSON.parse(writeGameText(f)));
    expect(r.state && stateHash(r.state)).toBe(f.hash);
    expect(r.notes).toEqual([]);
    const old = replayInput({ ...f, rules: RULES_VERSION - 1, hash: "0" });
    expect(old.notes).toHaveLength(2);
  });

  it("a file that goes on from a snapshot (base) replays its commands from there", () => {
    const g = game(20);
    const later = replayOrThrow(g.setup, g.commands);
    // as the table opens a save whose old-rules commands no longer replay: base = the snapshot
    const opened = readGameFile(JSON.stringify({ setup: g.setup, commands: [], rules: 1, snapshot: later }));
    expect(opened.ok).toBe(true);
    const o = opened.ok ? opened.opened : null;
    expect(o?.game.base).toBeDefined();
    const f = gameFile(
      {
        id: "abc",
        rev: 1,
        setup: o!.game.setup,
        base: o!.game.base,
        commands: [],
        state: o!.state,
        players: {},
      },
      new Date(),
      t,
    );
    const r = replayInput(JSON.parse(writeGameText(f)));
    expect(r.state && stateHash(r.state)).toBe(f.hash);
    // without the base it would start a new game: a different position
    expect(stateHash(replayOrThrow(g.setup, []))).not.toBe(f.hash);
    expect(replayInput({ ...f, base: { v: 1 } }).error).toBeDefined();
  });

  it("npm run replay <table file> prints the summary with the file's stateHash", () => {
    const g = game(10);
    const f = gameFile(
      { id: "abc", rev: 1, setup: g.setup, commands: g.commands, state: g.state, players: {} },
      new Date(),
      t,
    );
    const dir = mkdtempSync(join(tmpdir(), "aa-replay-"));
    const file = join(dir, "game.json");
    writeFileSync(file, writeGameText(f));
    const out = spawnSync("npx", ["tsx", "src/cli/replay.ts", file], { encoding: "utf8" });
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout).stateHash).toBe(f.hash);
  }, 60_000);
});
