// Dice tied to their purpose (Setup.diceFor): a die rolled for an Attack in a space on a card, a
// Kidnap, a Non-player's random picks (8.2) takes the die scripted for that purpose, whatever was
// rolled before it; the other scripted dice and the generator are left as they were.
import { describe, expect, it } from "vitest";
import { gameSeed } from "../../src/cli/common";
import { mixSetup } from "../../src/cli/sim";
import { rollDie } from "../../src/engine/core/rng";
import {
  apply,
  botMove,
  type Command,
  createGame,
  type GameState,
  isRuleError,
  type LogEntry,
  type Setup,
  validateSetup,
} from "../../src/engine/index";

const seats: Setup["seats"] = { govt: "player", farc: "player", auc: "player", cartels: "player" };
const ALL = ["govt", "farc", "auc", "cartels"] as const;

/** an all-bot game up to its first Attack die (3.3.3): the commands and logs until then */
function untilFirstAttack(setup: Setup, max = 4000) {
  let s: GameState = createGame(setup);
  const commands: Command[] = [];
  for (let k = 0; k < max && !s.ended; k++) {
    const m = botMove(s);
    if (!m) break;
    const card = s.current;
    const r = apply(s, m.command);
    if (isRuleError(r)) throw new Error(r.code);
    commands.push(m.command);
    s = r.state;
    const hit = r.log.find((e: LogEntry) => e.key === "log.attack.hit" || e.key === "log.attack.miss");
    if (hit) return { commands, attack: hit, card };
  }
  throw new Error("no Attack in this game");
}

describe("dice by purpose (Setup.diceFor)", () => {
  it("takes the die scripted for its purpose first, leaving the other scripted dice", () => {
    const s = createGame({
      seed: 5,
      seats,
      deployment: "standard",
      dice: [6, 6],
      diceFor: [{ for: { kind: "attack", space: "cali" }, dice: [1, 2] }],
    });
    const rng = s.rng;
    expect(rollDie(s, { kind: "attack", faction: "farc", space: "medellin", card: null })).toBe(6);
    expect(rollDie(s, { kind: "attack", faction: "farc", space: "cali", card: null })).toBe(1);
    expect(rollDie(s, { kind: "kidnap", faction: "farc", space: "cali", card: null })).toBe(6);
    expect(rollDie(s, { kind: "attack", faction: "auc", space: "cali", card: 3 })).toBe(2);
    expect(s.diceFor).toBeUndefined();
    expect(s.dice).toBeUndefined();
    expect(s.rng).toBe(rng); // the generator was not touched
  });

  it("an all-bot game replayed with its first Attack's die supplied by purpose gets that die, the rolls before it unchanged", () => {
    const setup = mixSetup(gameSeed(20261128, 3), [...ALL]);
    const first = untilFirstAttack(setup);
    const p = first.attack.params as { space: string; roll: number };
    const want = p.roll === 1 ? 6 : 1;
    const faction = first.attack.faction!;
    const scripted: Setup = {
      ...setup,
      diceFor: [
        { for: { kind: "attack", faction, space: p.space as never, card: first.card! }, dice: [want] },
      ],
    };
    expect(validateSetup(scripted)).toBeNull();
    const again = untilFirstAttack(scripted);
    // every earlier Command (the Non-players' random-space dice included) is the same
    expect(again.commands.length).toBe(first.commands.length);
    expect(again.commands.slice(0, -1)).toEqual(first.commands.slice(0, -1));
    expect(again.attack.params).toMatchObject({ space: p.space, roll: want });
  });

  it("the Non-players' random picks take dice scripted for them (8.2)", () => {
    const setup = mixSetup(gameSeed(20261128, 3), [...ALL]);
    let s = createGame({ ...setup, diceFor: [{ for: { kind: "randomSpace" }, dice: Array(300).fill(2) }] });
    let seen = 0;
    for (let k = 0; k < 300 && !s.ended; k++) {
      const m = botMove(s)!;
      if (m.command.dice) {
        expect(m.command.dice.every((d) => d === 2)).toBe(true);
        seen++;
      }
      const r = apply(s, m.command);
      if (isRuleError(r)) throw new Error(r.code);
      s = r.state;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("setup validation accepts well-formed dice by purpose and refuses the rest", () => {
    const base: Setup = { seed: 1, seats, deployment: "standard" };
    expect(
      validateSetup({ ...base, diceFor: [{ for: { kind: "kidnap", card: 12 }, dice: [3] }] }),
    ).toBeNull();
    for (const diceFor of [
      [{ for: { kind: "sneeze" }, dice: [1] }],
      [{ for: { kind: "attack", space: "atlantis" }, dice: [1] }],
      [{ for: { kind: "attack" }, dice: [7] }],
      [{ for: { kind: "attack", card: 99 }, dice: [1] }],
      [{ for: { kind: "attack", extra: 1 }, dice: [1] }],
      "1 2 3",
    ])
      expect(validateSetup({ ...base, diceFor }), JSON.stringify(diceFor)).not.toBeNull();
  });
});
