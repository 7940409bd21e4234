// 8.7.2 NOTE (and 8.2–8.3): origins or destinations of equal priority are taken in random order
// by the random-space procedure. The FARC's LoC bullet had a "most spare Guerrillas first" origin
// priority of our own; now two guideline origins tie and the 8.2 chart walk decides.
import { describe, expect, it } from "vitest";
import { farcBoard, farcKeys, farcTurn, moves } from "./farc/helpers";

/** Neiva (3 FARC Guerrillas) and Pasto (1), both Active Opposition: guideline origins (8.7.2);
 * Neiva–Pasto the only unSabotaged LoC without Guerrillas that they reach */
const board = (dice: number[]) =>
  farcBoard({
    guerrillas: 5,
    bases: 0,
    pieces: { neiva: { farcU: 3 }, pasto: { farcU: 1 } },
    levels: { neiva: -2, pasto: -2 },
    terror: { "bogota-neiva": 1, "cali-pasto": 1, "pasto-tumaco": 1 },
    dice,
  });

/** the move that put a Guerrilla onto Neiva–Pasto */
const onto = (dice: number[]) => {
  const t = farcTurn(board(dice));
  expect(farcKeys(t)).toContain("np.farc.marchLoc");
  return moves(t).find((m) => m.endsWith(">neiva-pasto"));
};

describe("8.7.2 NOTE: a LoC's origins of equal priority go to the 8.2 chart", () => {
  it("dice 5,5,1 land on Pasto (column 3, 3rd triplet, 1st cell): the Guerrilla comes from Pasto, the one with fewer spare", () => {
    expect(onto([5, 5, 1])).toBe("farcU pasto>neiva-pasto");
  });

  it("dice 5,3,2 land on Meta West and walk down to Neiva: the Guerrilla comes from Neiva", () => {
    expect(onto([5, 3, 2])).toBe("farcU neiva>neiva-pasto");
  });
});
