// G1 our Non-player Government Train (3.2.1): its spaces in order, the cubes, the extra step
// (Civic Action 6.4.1 or a Govt Base), the Civic reserve, and the Train reached by "if none".
import { describe, expect, it } from "vitest";
import { totalSupport } from "../../../../src/engine/core/queries";
import { idx, pieces } from "../../fixture";
import { calm, govtBoard, govtKeys, govtTurn, trail } from "./helpers";

describe("G1 Train: spaces, cubes and the extra step", () => {
  it("G1 Civic Action space first (Cali, Population 3): 6 cubes, then Civic Action to Active Support", () => {
    const s = govtBoard(calm({ pieces: { cali: { troops: 1 } }, levels: { cali: 0 } }));
    const t = govtTurn(s);
    expect(trail(t).slice(0, 2)).toEqual(["op:train", "cali"]);
    // 1 Troops + 1 Police there: 6 more cubes (8.1.1 maximum extent), the smaller kind first
    expect(pieces(t.state, "cali", "troops") + pieces(t.state, "cali", "police")).toBe(8);
    expect(trail(t)).toContain("civic:cali");
    expect(t.state.spaces[idx("cali")].sup).toBe(2);
    expect(totalSupport(t.state)).toBe(totalSupport(s) + 6);
    // Train 3 + 2 Civic Action steps of 3 (6.4.1)
    expect(t.state.resources.govt).toBe(30 - 3 - 6);
    expect(govtKeys(t)).toContain("np.govt.trainCivic");
  });

  it("G1 Civic Action spends what is left (no reserve): 2 steps with 9 Resources, 1 with 8", () => {
    const cali = (govt: number) =>
      govtTurn(
        govtBoard(calm({ pieces: { cali: { troops: 1 } }, levels: { cali: 0 }, resources: { govt } })),
      );
    const nine = cali(9);
    expect(nine.state.spaces[idx("cali")].sup).toBe(2);
    expect(nine.state.resources.govt).toBe(0);
    const eight = cali(8);
    expect(eight.state.spaces[idx("cali")].sup).toBe(1);
    expect(eight.state.resources.govt).toBe(2);
  });

  it("G1 a Govt Base replaces 3 of the cubes in Huila (Population 2), the kind it has more of first", () => {
    // at Active Support Huila needs no Civic Action: the Base is the extra step
    const t = govtTurn(
      govtBoard(calm({ pieces: { huila: { troops: 2, police: 1 } }, levels: { huila: 2 } })),
    );
    expect(trail(t).slice(0, 2)).toEqual(["op:train", "huila"]);
    expect(trail(t)).toContain("base:huila");
    expect(pieces(t.state, "huila", "govtBase")).toBe(1);
    expect(pieces(t.state, "huila", "troops") + pieces(t.state, "huila", "police")).toBe(0);
    expect(govtKeys(t)).toContain("np.govt.trainBase");
  });

  it("G1 cubes where they give Control (Neiva), most Population first", () => {
    const t = govtTurn(govtBoard(calm({ pieces: { neiva: { farcU: 2 }, medellin: { aucU: 2 } } })));
    // Medellín (Population 3) before Neiva (1)
    expect(trail(t).slice(0, 2)).toEqual(["op:train", "medellin"]);
    expect(trail(t)).toContain("neiva");
    expect(pieces(t.state, "neiva", "troops") + pieces(t.state, "neiva", "police")).toBe(7);
    expect(govtKeys(t).filter((k) => k === "np.govt.trainControl")).toHaveLength(2);
  });

  it("G1 at most 3 spaces", () => {
    const t = govtTurn(
      govtBoard(
        calm({
          pieces: { neiva: { farcU: 2 }, pasto: { farcU: 2 }, cucuta: { farcU: 2 }, sincelejo: { farcU: 2 } },
        }),
      ),
    );
    expect(t.commands.filter((c) => c.t === "space")).toHaveLength(3);
  });

  it('G1 reached by 8.1.1 "if none": the most populated Cities take cubes (Bogotá first), no Base in a City', () => {
    const t = govtTurn(govtBoard(calm()));
    expect(trail(t).slice(0, 2)).toEqual(["op:train", "bogota"]);
    expect(govtKeys(t)).toContain("np.govt.trainAny");
    expect(pieces(t.state, "bogota", "troops") + pieces(t.state, "bogota", "police")).toBe(7);
    expect(trail(t).some((x) => x.startsWith("base:"))).toBe(false);
  });
});
