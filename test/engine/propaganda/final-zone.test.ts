// Play note to 6.6: in the final Round the Redeploy may be skipped (no margin depends on where cubes
// stand, 7.3). A FARC Zone placed by that Round's Election (6.4.3 Pastrana) still moves the cubes
// out (6.4.4), but without a Redeploy decision for the Government.
import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { GameState } from "../../../src/engine/types";
import { done, type FixtureSpec, idx, pieces, play } from "../fixture";
import { round } from "./helpers";

const spec = (propagandaPlayed: number): FixtureSpec => ({
  pieces: {
    huila: { farcU: 3, troops: 1, police: 1 },
    bogota: { troops: 1, police: 1 },
    cali: { troops: 1, police: 1 },
  },
  levels: { bogota: 1 },
  resources: { govt: 0, farc: 0, auc: 0 },
  presidente: 0, // Samper: Total Support of 60 or less elects Pastrana, who places a Zone
  propagandaPlayed,
});

/** answer Done to whatever optional step comes, until the Government must redeploy or the game ends */
function run(s: GameState): GameState {
  for (let n = 0; n < 20 && !s.ended; n++) {
    const key = getDecision(s).prompt.key;
    if (key === "prompt.farcZone.redeploy" || key === "prompt.propaganda.redeploy") return s;
    s = play(s, done);
  }
  return s;
}

describe("6.4.4 a FARC Zone placed in the final Round (play note to 6.6)", () => {
  it("6.4.4 in the final Round the cubes leave the Zone without a Redeploy decision, and the game ends", () => {
    const s = run(round(spec(3)));
    expect(s.ended?.reason).toBe("final");
    expect(s.spaces[idx("huila")].zone).toBe(true);
    expect(pieces(s, "huila", "troops") + pieces(s, "huila", "police")).toBe(0);
  });

  it("6.4.4 in any other Round the Government chooses where the cubes go", () => {
    const s = run(round(spec(0)));
    expect(s.ended).toBeNull();
    expect(getDecision(s).prompt.key).toBe("prompt.farcZone.redeploy");
  });
});
