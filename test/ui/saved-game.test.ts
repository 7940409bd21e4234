// The saved-game record shared by Foundry and the table (src/engine/saved-game.ts): one restore, each
// host's message keys (Foundry's world saves keep their foundry.load.* texts).
import { describe, expect, it } from "vitest";
import { restoreGame } from "../../src/engine/index";
import { restore } from "../../src/foundry/saved-game";
import { game } from "../table/saves/games";

describe("restoreGame (shared by Foundry and the table)", () => {
  const g = game(10);
  const edited = {
    v: 1,
    setup: g.setup,
    commands: g.commands.map((c, i) => (i === 3 ? { ...c, by: c.by === "govt" ? "farc" : "govt" } : c)),
  };

  it("a refused command ends the replay there; the issue key carries the host's prefix", () => {
    const table = restoreGame(edited, "ui.saves.load.");
    expect(table.ok && table.issues).toEqual([
      { code: "refused", key: "ui.saves.load.refused", params: { index: 3, code: expect.any(String) } },
    ]);
    expect(table.ok && table.game.commands).toHaveLength(3);
    const foundry = restore(edited);
    expect(foundry.ok && foundry.issues.map((i) => i.key)).toEqual(["foundry.load.refused"]);
  });

  it("a clean record has no issues (a wrong version is refused)", () => {
    const r = restoreGame({ v: 1, setup: g.setup, commands: g.commands }, "x.");
    expect(r.ok && r.issues).toEqual([]);
    expect(restoreGame({ v: 2, setup: g.setup, commands: [] }, "x.")).toEqual({
      ok: false,
      reason: "version",
    });
  });
});
