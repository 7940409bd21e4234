// The table's host with the saves: it acts only for the Factions this browser plays,
// takes back only their commands (undo.ts: never another player's), and continues a game from a
// saved starting state (`base`, after a rules change).
import { describe, expect, it } from "vitest";
import { getDecision, replayOrThrow, stateHash } from "../../src/engine/index";
import { LocalHost } from "../../src/table/local-host";
import { game, SETUP } from "./saves/games";

describe("LocalHost with a seat setting", () => {
  it("myFactions is the acting list; Undo only for a command of a Faction played here", async () => {
    const h = new LocalHost(SETUP);
    const { commands } = game(1); // FARC's first command (card 20: FARC 1st Eligible)
    expect(commands[0].by).toBe("farc");
    expect(await h.submit(commands[0])).toBeNull();
    h.acting = ["govt"];
    expect(h.myFactions()).toEqual(["govt"]);
    expect(h.canUndo()).toBe(false);
    expect(await h.undo()).toBe(false);
    expect(h.commandList()).toHaveLength(1);
    h.acting = ["farc"];
    expect(h.canUndo()).toBe(true);
    expect(await h.undo()).toBe(true);
    expect(h.commandList()).toHaveLength(0);
  });

  it("load: the same id and state as the record; a base state is where the commands start", () => {
    const h = new LocalHost(SETUP);
    const { commands } = game(12);
    const base = replayOrThrow(SETUP, commands.slice(0, 8));
    h.load({ id: "abc", setup: SETUP, base, commands: commands.slice(8) });
    expect(h.gameId).toBe("abc");
    expect(stateHash(h.getState())).toBe(stateHash(replayOrThrow(SETUP, commands)));
    const id = h.gameId;
    h.reset(SETUP);
    expect(h.gameId).not.toBe(id);
    expect(h.base).toBeUndefined();
    expect(getDecision(h.getState()).faction).toBe("farc");
  });
});
