// 8.2 / 8.3 a Non-player's dice travel with its Command. A bot looks at the game's next dice
// (peekDice) to pick a random space and sends them in `dice`; the engine checks that they are the
// game's next dice indeed, rolls them (logged; an undo barrier) and only then applies the body.
// So bots stay pure, every die comes from the one generator (or Setup.dice), and replays are exact.
import { ruleError } from "../core/errors";
import { type Ctx, roll } from "../core/mutate";
import { peekDice } from "../core/rng";
import type { DicePurpose, Faction, GameState, RuleError } from "../types";

/** at most this many dice in one Command (one random walk needs 3, a reroll or two more) */
export const MAX_COMMAND_DICE = 60;

/** Is the `dice` field of an untrusted command acceptable here? null when it is (or absent). */
export function checkCommandDice(s: GameState, by: Faction, dice: unknown): RuleError | null {
  if (dice === undefined) return null;
  if (
    !Array.isArray(dice) ||
    dice.length === 0 ||
    dice.length > MAX_COMMAND_DICE ||
    !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)
  )
    return ruleError("malformed", "protocol");
  if (s.seats[by] !== "nonplayer") return ruleError("diceNotNonPlayer", "8.2", { faction: by });
  const next = peekDice(s, dice.length, randomSpacePurpose(s, by));
  for (let i = 0; i < next.length; i++)
    if (next[i] !== dice[i])
      return ruleError("diceMismatch", "8.2", {
        expected: next.join(" "),
        got: (dice as number[]).join(" "),
      });
  return null;
}

/** Roll a checked `dice` field: the same values, from the game's own dice, each logged. */
export function rollCommandDice(ctx: Ctx, by: Faction, dice: readonly number[] | undefined): void {
  if (!dice) return;
  const purpose = randomSpacePurpose(ctx.s, by);
  for (let i = 0; i < dice.length; i++) roll(ctx, by, purpose);
}

/** 8.2 / 8.3 what a Non-player's Command dice are rolled for: its random picks on this card */
export function randomSpacePurpose(s: GameState, by: Faction): DicePurpose {
  return { kind: "randomSpace", faction: by, card: s.current };
}
