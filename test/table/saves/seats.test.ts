// Play by e-mail: the seat setting "I play: …" decides which Factions this browser acts
// for and whom to send the file to. Spares (1.5.1) follow their runner; Non-players (section 8)
// are chosen for by whoever holds the game until the table has bots.
import { describe, expect, it } from "vitest";
import type { Setup } from "../../../src/engine/index";
import {
  actingFactions,
  controllerOf,
  guessMine,
  hotSeat,
  isHotSeat,
  parseMine,
  seatFactions,
  turnOf,
} from "../../../src/table/saves/seats";
import { deciding, game, SETUP } from "./games";

const TWO: Setup = { ...SETUP, runBy: { auc: "govt", cartels: "farc" } };
const NONPLAYER: Setup = {
  ...SETUP,
  seats: { govt: "player", farc: "player", auc: "nonplayer", cartels: "player" },
};

describe("seat setting", () => {
  it("4 players: I act only for the Factions I play", () => {
    const plan = { mine: ["farc" as const], players: {} };
    expect(actingFactions(SETUP, plan)).toEqual(["farc"]);
    expect(actingFactions(SETUP, hotSeat())).toEqual(["govt", "farc", "auc", "cartels"]);
  });

  it("1.5.1 a spare Faction follows the player running it (not a seat of its own)", () => {
    expect(seatFactions(TWO)).toEqual(["govt", "farc"]);
    expect(controllerOf(TWO, "auc")).toBe("govt");
    expect(controllerOf(TWO, "farc")).toBe("farc");
    expect(actingFactions(TWO, { mine: ["govt"], players: {} })).toEqual(["govt", "auc"]);
    expect(actingFactions(TWO, { mine: ["farc"], players: {} })).toEqual(["farc", "cartels"]);
  });

  it("8 Non-player seats are no one's seat: whoever holds the game acts for them", () => {
    expect(seatFactions(NONPLAYER)).toEqual(["govt", "farc", "cartels"]);
    expect(actingFactions(NONPLAYER, { mine: ["farc"], players: {} })).toEqual(["farc", "auc"]);
  });

  it("hot-seat: every seat is mine (yes), one seat someone else's (no)", () => {
    expect(isHotSeat(SETUP, hotSeat())).toBe(true);
    expect(isHotSeat(SETUP, { mine: ["govt", "farc", "auc"], players: {} })).toBe(false);
    expect(isHotSeat(TWO, { mine: ["govt", "farc"], players: {} })).toBe(true);
  });

  it("whose turn: mine, or another's with the name to send the file to, or over", () => {
    const g = game(0); // card 20: FARC is 1st Eligible
    expect(deciding(g.state)).toBe("farc");
    expect(turnOf(g.state, SETUP, { mine: ["farc"], players: {} })).toEqual({
      kind: "mine",
      faction: "farc",
    });
    expect(turnOf(g.state, SETUP, { mine: ["govt"], players: { farc: "Ana" } })).toEqual({
      kind: "other",
      faction: "farc",
      seat: "farc",
      name: "Ana",
    });
    expect(turnOf(g.state, TWO, { mine: ["govt"], players: {} })).toMatchObject({ kind: "other", name: "" });
    // a finished game (7.0: no more Decisions) is nobody's turn
    const over = { ...g.state, frames: [] };
    expect(turnOf(over, SETUP, { mine: ["govt"], players: {} })).toEqual({ kind: "over" });
  });

  it("a file never seen here: I probably play the deciding seat, and every seat under the same name", () => {
    expect(guessMine(SETUP, {}, "farc")).toEqual(["farc"]);
    expect(guessMine(SETUP, { farc: "Ana", auc: " ana ", govt: "Bob" }, "farc")).toEqual(["farc", "auc"]);
    expect(guessMine(TWO, {}, "cartels")).toEqual(["farc"]);
    // nobody in particular: hot-seat until set
    expect(guessMine(NONPLAYER, {}, "auc")).toEqual(["govt", "farc", "cartels"]);
    expect(guessMine(SETUP, {}, null)).toEqual(["govt", "farc", "auc", "cartels"]);
  });

  it("parseMine keeps only this setup's seats from an untrusted list", () => {
    expect(parseMine(["farc", "auc", "ussr", 3], TWO)).toEqual(["farc"]);
    expect(parseMine("farc", SETUP)).toEqual(["govt", "farc", "auc", "cartels"]);
  });
});
