// Dice for the Non-player rules (8.0): the red, yellow and green dice of 8.2 and the single
// equal-chance die of the 8.2 Play Note and 8.3 are all six-sided.

/** A stream of six-sided dice; the bot framework gives one per decision. */
export interface Dice {
  d6(): number;
}

/** dice from a fixed list (tests) — throws when exhausted */
export function listDice(xs: number[]): Dice & { used: number } {
  for (const x of xs) {
    if (!Number.isInteger(x) || x < 1 || x > 6) throw new Error(`listDice: ${x} is not a d6 result`);
  }
  const dice = {
    used: 0,
    d6(): number {
      if (dice.used >= xs.length) throw new Error(`listDice: all ${xs.length} dice used`);
      return xs[dice.used++];
    },
  };
  return dice;
}
