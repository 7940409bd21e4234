// 8.4.4 an instruction that names a condition: card 21 shaded for the Non-player FARC puts the
// FARC Base in a space with FARC Guerrillas AND Support if possible (the Playbook's wording),
// else with FARC Guerrillas (8.2 among them), else at random (8.4.3).
import { describe, expect, it } from "vitest";
import { baseCount } from "../../../src/engine/core/queries";
import { SPACE_IDS } from "../../../src/engine/data/map";
import type { GameState } from "../../../src/engine/types";
import { eventTurn } from "./events/ev-helpers";
import { narration, npFixture } from "./helpers";

/** where the FARC Bases stand */
const farcBases = (s: GameState) => SPACE_IDS.filter((_, i) => baseCount(s, i, "farc") > 0);

// FARC Guerrillas in 3 Departments, one in each column of the 8.2 chart; Cali has Active Support but no FARC Guerrilla
const board = (seed: number, antioquiaSupport: boolean) =>
  npFixture({
    seed,
    deck: [21, 2],
    pieces: { antioquia: { farcU: 1 }, "meta-east": { farcU: 1 }, putumayo: { farcU: 1 } },
    levels: antioquiaSupport ? { antioquia: 1, cali: 2 } : { cali: 2, antioquia: -1 },
  });

describe("8.4.4 card 21 shaded: FARC Guerrillas and Support first", () => {
  it("a space with FARC Guerrillas and Support exists: the Base goes there, whatever the dice", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = eventTurn(board(seed, true));
      expect(farcBases(r.state)).toEqual(["antioquia"]);
      expect(narration(r.steps)).toContain("np.ev.21.baseSupport");
    }
  });

  it("none has Support: a space with FARC Guerrillas (never Cali, Support without them), 8.2 among them", () => {
    const picks = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = eventTurn(board(seed, false));
      const at = farcBases(r.state);
      expect(at).toHaveLength(1);
      expect(["antioquia", "meta-east", "putumayo"]).toContain(at[0]);
      expect(narration(r.steps)).toContain("np.ev.21.base");
      expect(narration(r.steps)).not.toContain("np.ev.21.baseSupport");
      picks.add(at[0]);
    }
    // the three tie: the random-space procedure, not a fixed order, decides
    expect(picks.size).toBeGreaterThan(1);
  });
});
