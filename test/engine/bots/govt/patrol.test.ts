// G4 our Non-player Government Patrol (3.2.2): cubes onto the LoCs at risk of 6.2 Sabotage, the
// richest first, from spaces that can spare them; Activation; the free Assault; Air Strike.
import { describe, expect, it } from "vitest";
import { atRisk, econAtRisk, locNeed } from "../../../../src/engine/bots/govt/patrol";
import { cubes } from "../../../../src/engine/core/queries";
import { idx, pieces } from "../../fixture";
import { calm, govtBoard, govtKeys, govtTurn, trail } from "./helpers";

const board = (extra = {}) =>
  govtBoard(
    calm({
      pieces: {
        "ayacucho-cucuta": { farcU: 1 },
        "arauca-cucuta": { farcU: 1 },
        cucuta: { troops: 2 },
        ...extra,
      },
    }),
  );

describe("G4 Patrol", () => {
  it("6.2 at risk: an unSabotaged LoC whose Guerrillas outnumber its cubes", () => {
    const s = board({ "bogota-yopal": { farcU: 1, police: 1 } });
    expect(atRisk(s, idx("ayacucho-cucuta"))).toBe(true);
    expect(atRisk(s, idx("bogota-yopal"))).toBe(false);
    expect(locNeed(s, idx("ayacucho-cucuta"))).toBe(1);
    expect(econAtRisk(s)).toBe(6);
  });

  it("G4 a spare cube onto each LoC at risk; Cúcuta keeps Control; Activation, Assault, Air Strike", () => {
    const t = govtTurn(board());
    expect(trail(t)[0]).toBe("op:patrol");
    expect(govtKeys(t).filter((k) => k === "np.govt.patrolLoc")).toHaveLength(2);
    for (const id of ["ayacucho-cucuta", "arauca-cucuta"]) {
      expect(cubes(t.state, idx(id))).toBe(1);
      // one LoC's Guerrilla falls to the free Assault, the other's to the Air Strike (G6)
      expect(pieces(t.state, id, "farcU") + pieces(t.state, id, "farcA")).toBe(0);
    }
    expect(cubes(t.state, idx("cucuta"))).toBe(1);
    expect(govtKeys(t)).toContain("np.govt.patrolAssault");
    expect(trail(t)).toContain("sa:airstrike");
    expect(t.state.resources.govt).toBe(27);
  });

  it("G4 no cube leaves a space that cannot spare it (Cúcuta contested)", () => {
    const t = govtTurn(board({ cucuta: { troops: 2, aucU: 2 } }));
    expect(cubes(t.state, idx("cucuta"))).toBe(3);
  });
});
