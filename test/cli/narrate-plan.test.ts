// The narration tells each Non-player action's plan first (section 8, engine previewBotAction),
// and each random pick once, with its candidates, dice and chart walk (8.2), in every language.
import { describe, expect, it } from "vitest";
import { gameSeed } from "../../src/cli/common";
import { NARRATION_LANGUAGES, narrate } from "../../src/cli/narrate";
import { mixSetup } from "../../src/cli/sim";
import { apply, botMove, type Command, createGame, isRuleError, stepOf } from "../../src/engine/index";

const setup = mixSetup(gameSeed(20261128, 0), ["govt", "farc", "auc", "cartels"]);
const commands: Command[] = [];
let actions = 0;
let picks = 0;
/** dice the engine logged as rolls, less those a Non-player rolled for its random picks */
let ruleDice = 0;
{
  let s = createGame(setup);
  for (let k = 0; k < 250 && !s.ended; k++) {
    const m = botMove(s)!;
    // an action starts where the card asks a Faction for its choice (Insurgent Discord aside)
    if (stepOf(s).top.k === "card" && m.command.t === "choose" && !m.command.v.includes("discord")) actions++;
    picks += ((m.command.meta?.picks as unknown[] | undefined) ?? []).length;
    commands.push(m.command);
    const r = apply(s, m.command);
    if (isRuleError(r)) throw new Error(r.code);
    ruleDice += r.log.filter((e) => e.key === "log.roll").length - (m.command.dice?.length ?? 0);
    s = r.state;
  }
}

describe("narration: the plan of each action, the random picks as data", () => {
  const en = narrate(setup, commands, "en") as string;
  const lines = en.split("\n");

  it("one plan line per Non-player action, before its reasoning", () => {
    const plans = lines.filter((l) => l.includes("> Plan of the flowchart for "));
    expect(actions).toBeGreaterThan(5);
    expect(plans.length).toBe(actions);
    for (let i = 0; i < lines.length; i++)
      if (lines[i].includes("> Plan of the flowchart for ")) expect(lines[i - 1]).toMatch(/^\* /);
  });

  it("each random pick once: candidates, dice and walk on one line; its dice not repeated as rolls", () => {
    const random = lines.filter((l) => l.includes("> Random space (8.2) among "));
    expect(picks).toBeGreaterThan(0);
    expect(random.length).toBe(picks);
    expect(random.some((l) => l.includes("chart walk"))).toBe(true);
    expect(en).not.toMatch(/\bnp\.pick\b/);
    // the engine logs each of those dice as a roll too: shown once, on the pick's line
    const rolls = lines.filter((l) => l.includes("- Die roll: ")).length;
    expect(rolls).toBe(ruleDice);
  });

  it("in every language, words and no raw keys or placeholders", () => {
    for (const lang of NARRATION_LANGUAGES) {
      const text = narrate(setup, commands, lang) as string;
      expect(text, lang).not.toMatch(/\bnp\.[a-z]/);
      expect(text, lang).not.toMatch(/\{[a-zA-Z]+[,}]/);
    }
  });
});
