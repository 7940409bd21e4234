// 8.8 the 1-player level in the status strip and at the end of the game.
import { describe, expect, it } from "vitest";
import { createGame, type GameState } from "../../src/engine/index";
import { statusView, turnView } from "../../src/ui/panels/index";
import { fakeHost } from "./fake-host";

const host = (s: GameState) => fakeHost(s);
const game = (seats: GameState["seats"]) =>
  createGame({ seed: 1, seats, deployment: "standard", deck: [1, 2] });
const SOLO = { govt: "player", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" } as const;

describe("8.8 1-player level on screen", () => {
  it("a solitaire game shows the level where it stands: Government margin minus the best Non-player's", () => {
    // Standard Deployment: Government 50 - 60 = -10; FARC 20 - 25 = -5; AUC 1 - 6 = -5 (7.2)
    const s = game(SOLO);
    const fact = statusView(host(s), s, null).facts.at(-1)!;
    expect(fact.label).toBe("1-player result (8.8)");
    expect(fact.value).toBe("COIN Failure (\u22125)");
  });

  it("no 1-player line in a game with more players", () => {
    const s = game({ govt: "player", farc: "player", auc: "nonplayer", cartels: "nonplayer" });
    expect(statusView(host(s), s, null).facts.map((f) => f.label)).not.toContain("1-player result (8.8)");
  });

  it("at the end: the ranking with margins, and the final level (7.1, 8.8)", () => {
    const s = structuredClone(game(SOLO));
    s.ended = {
      reason: "final",
      ranking: ["govt", "cartels", "farc", "auc"],
      margins: { govt: 6, farc: -5, auc: -5, cartels: 1 },
      winner: "govt",
      soloLevel: "progress",
    };
    s.frames = [];
    const v = turnView({ ...host(s), canUndo: () => false }, s);
    expect(v.over).toBe(true);
    expect(v.context.slice(0, 2)).toEqual(["1. Government: margin +6", "2. Cartels: margin +1"]);
    expect(v.context.at(-1)).toMatch(/^1-player result \(8\.8\): COIN Progress/);
  });
});
