// `npm run replay -- game.json --narrate <lang>`: a game's log with the Non-players' reasoning
// (section 8, kept in each Command's meta.why), rendered in the language asked for.
import { describe, expect, it } from "vitest";
import { playRandomGame, randomNonPlayerSetup } from "../../src/cli/common";
import { narrate } from "../../src/cli/narrate";
import type { Setup } from "../../src/engine/index";

describe("replay --narrate", () => {
  // a table with three Non-players, played for a few cards
  const setup: Setup = {
    ...randomNonPlayerSetup(7),
    seats: { govt: "player", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" },
  };
  const run = playRandomGame(setup, { bots: true, maxCommands: 400 });
  const commands = run.commands.slice(0, 300);

  it("tells the Non-players' reasoning and what happened, in Polish and in English", () => {
    const pl = narrate(run.setup, commands, "pl");
    const en = narrate(run.setup, commands, "en");
    expect(typeof pl).toBe("string");
    expect(typeof en).toBe("string");
    const plText = pl as string;
    const enText = en as string;
    expect(plText.split("\n")[0]).toBe("Dziennik gry");
    expect(enText).not.toBe(plText);
    // reasoning lines (8.1 and the flowcharts) are there, as words, never as raw keys
    expect(plText.split("\n").filter((l) => l.trimStart().startsWith("> ")).length).toBeGreaterThan(5);
    expect(plText).not.toMatch(/\bnp\.[a-z]/);
    expect(plText).not.toMatch(/\blog\.[a-z]/);
    expect(plText).toMatch(/8\.1 /);
  });

  it("a refused command is reported, not narrated", () => {
    const broken = [...commands.slice(0, 5), { ...commands[5], seq: 999 }];
    const r = narrate(run.setup, broken, "en");
    expect(typeof r).toBe("object");
  });
});
