// 8.5.3 Non-player Cartels Terror and its Bribe. Terror is chosen by hand (op:terror); the
// flowchart tests cover when the Cartels choose it.
import { describe, expect, it } from "vitest";
import type { GameState } from "../../../../src/engine/types";
import { c, type FixtureSpec, idx, pieces, step } from "../../fixture";
import { cartelsFirst, cartelsTurn, commands } from "./helpers";

function terror(spec: FixtureSpec): ReturnType<typeof cartelsTurn> {
  const s: GameState = step(cartelsFirst(spec), c("op:terror")).state;
  return cartelsTurn(s);
}

describe("8.5.3 Terror", () => {
  it("8.5.3 Support first, then Opposition, then Neutral; 3 spaces at most; Pop 0 and LoCs never", () => {
    const r = terror({
      pieces: {
        santander: { cartelsU: 1 },
        huila: { cartelsU: 1 },
        narino: { cartelsU: 1 },
        cali: { cartelsU: 1 },
        vichada: { cartelsU: 1 },
        "cali-pasto": { cartelsU: 1 },
      },
      levels: { santander: 1, huila: -1, narino: -2, cali: 0 },
    });
    const cmds = commands(r.steps);
    expect(cmds[0]).toBe("space:santander");
    expect(cmds.slice(1, 3).sort()).toEqual(["space:huila", "space:narino"]);
    expect(cmds[3]).toBe("done");
    expect(r.why.slice(0, 1)).toEqual(["np.cartels.terror.support"]);
    expect(r.why.filter((k) => k === "np.cartels.terror.opposition")).toHaveLength(2);
    for (const id of ["cali", "vichada", "cali-pasto"]) expect(pieces(r.state, id, "cartelsU")).toBe(1);
    // 3.3.4: Activated, a Terror marker, one level toward Neutral
    expect(pieces(r.state, "santander", "cartelsA")).toBe(1);
    expect(r.state.spaces[idx("santander")].terror).toBe(1);
    expect(r.state.spaces[idx("santander")].sup).toBe(0);
    expect(r.state.spaces[idx("narino")].sup).toBe(-1);
  });

  it("8.5.3 Neutral spaces only when there is no Support or Opposition to hit", () => {
    const r = terror({ pieces: { cali: { cartelsU: 1 }, huila: { cartelsU: 1 } }, levels: { huila: 2 } });
    expect(commands(r.steps).slice(0, 3)).toEqual(["space:huila", "space:cali", "done"]);
    expect(r.why.slice(0, 2)).toEqual(["np.cartels.terror.support", "np.cartels.terror.neutral"]);
    expect(r.state.resources.cartels).toBe(18);
  });
});

describe("8.5.3 Bribe", () => {
  const board = {
    santander: { cartelsU: 1 }, // the Terror space
    "meta-east": { cartelsA: 1, police: 1, troops: 2 }, // Government
    cesar: { cartelsBase: 1, farcU: 2 }, // FARC
    arauca: { cartelsA: 1, aucU: 1 }, // AUC
    bogota: { police: 3 }, // no Cartels piece: never
  };

  it("8.5.3 Government, then FARC, then AUC spaces; pieces in the 8.1.2 order; 3 Resources each", () => {
    const r = terror({ pieces: board });
    const cmds = commands(r.steps);
    expect(cmds.slice(0, 2)).toEqual(["space:santander", "done"]);
    expect(cmds.slice(2)).toEqual([
      "sa:bribe",
      "space:meta-east",
      "remove:police:meta-east",
      "remove:troops:meta-east",
      "space:cesar",
      "remove:farcU:cesar",
      "remove:farcU:cesar",
      "space:arauca",
      "remove:aucU:arauca",
      "done",
    ]);
    expect(r.state.resources.cartels).toBe(20 - 1 - 9);
    expect(pieces(r.state, "bogota", "police")).toBe(3);
  });

  it("8.5.3 a space with Government and FARC pieces: the Government's go first, the FARC Base stays", () => {
    const r = terror({ pieces: { santander: { cartelsU: 1, farcBase: 1, police: 1, troops: 1 } } });
    expect(commands(r.steps).slice(2)).toEqual([
      "sa:bribe",
      "space:santander",
      "remove:police:santander",
      "remove:troops:santander",
    ]);
    expect(pieces(r.state, "santander", "farcBase")).toBe(1);
  });

  it("8.5.3 fewer than 3 Resources after the Terror: no Special Activity", () => {
    const r = terror({ pieces: board, resources: { cartels: 3 } });
    // 4.5.4: the engine offers no Bribe below 3 Resources, so the action simply ends
    expect(commands(r.steps)).toEqual(["space:santander", "done"]);
    expect(r.state.resources.cartels).toBe(2);
    expect(pieces(r.state, "meta-east", "police")).toBe(1);
  });
});

describe("8.5.3 Bribe without a space", () => {
  it("8.5.3 enemy pieces only where the Cartels have none: no Special Activity", () => {
    const r = terror({ pieces: { santander: { cartelsU: 1 }, bogota: { police: 3 } } });
    expect(commands(r.steps)).toEqual(["space:santander", "done", "done"]);
    expect(r.why).toContain("np.cartels.bribe.none");
    expect(pieces(r.state, "bogota", "police")).toBe(3);
  });
});
