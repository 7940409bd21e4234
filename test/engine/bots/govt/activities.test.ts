// G6 our Non-player Government's Special Activity (4.2), after its Operation: Air Strike on a
// Base, Eradicate only while the Cartels are nearest to victory, Air Strike on a Guerrilla, Air Lift
// where Troops give Control or complete a Civic pair.
import { describe, expect, it } from "vitest";
import { eradicateTargets, liftPlan, strikeValue } from "../../../../src/engine/bots/govt/activities";
import { basesOnMap } from "../../../../src/engine/core/queries";
import { idx, pieces } from "../../fixture";
import { calm, govtBoard, govtKeys, govtTurn, trail } from "./helpers";

/** Train + Civic Action in Cali (G1), then the Special Activity */
const afterTrain = (extra: Record<string, Record<string, number>>, aid = 0) =>
  govtBoard(calm({ pieces: { cali: { troops: 1 }, ...extra }, levels: { cali: 0 }, aid }));

const cartelsBases = {
  guainia: { cartelsBase: 2 },
  vaupes: { cartelsBase: 2 },
  amazonas: { cartelsBase: 2 },
};

describe("G6 Eradicate (4.2.3)", () => {
  it("G6 yes when the Cartels are nearer to victory than FARC (7.3: 11 Bases, 45 Resources): the Department with the most Bases", () => {
    const s = afterTrain(
      {
        ...cartelsBases,
        guaviare: { cartelsBase: 2 },
        putumayo: { cartelsBase: 2 },
        "meta-east": { cartelsBase: 1 },
      },
      5,
    );
    // 7.3: Cartels 11 Bases and 45 Resources (margin +1) ahead of FARC (−25)
    s.resources.cartels = 45;
    expect(eradicateTargets(s)).toHaveLength(6);
    const t = govtTurn(s);
    expect(trail(t)).toContain("sa:eradicate");
    expect(govtKeys(t)).toContain("np.govt.saEradicate");
    expect(basesOnMap(t.state, "cartels")).toBe(9);
    expect(t.state.aid).toBe(9);
  });

  it("G6 no Eradicate while another Insurgent is nearer to victory (its shift toward Opposition feeds FARC)", () => {
    const s = afterTrain(cartelsBases);
    expect(eradicateTargets(s)).toEqual([]);
    const t = govtTurn(s);
    expect(trail(t)).not.toContain("sa:eradicate");
    expect(basesOnMap(t.state, "cartels")).toBe(6);
  });

  it("G6 Eradicate's shift goes where it costs least: Chocó (Population 1), not Huila or its Population 2 neighbours", () => {
    const ones = [
      "guainia",
      "vaupes",
      "amazonas",
      "guaviare",
      "vichada",
      "meta-east",
      "arauca",
      "cesar",
      "atlantico",
    ];
    const s = govtBoard(
      calm({
        pieces: {
          cali: { troops: 1 },
          huila: { cartelsBase: 2 },
          ...Object.fromEntries(ones.map((id) => [id, { cartelsBase: 1 }])),
        },
        levels: { cali: 0, narino: -2, "meta-west": -2, putumayo: -2 },
        // 7.3: the Cartels (11 Bases, 45 Resources) ahead of FARC
        resources: { cartels: 45 },
      }),
    );
    const t = govtTurn(s);
    expect(trail(t)).toContain("huila");
    expect(govtKeys(t)).toContain("np.govt.eradicateShift");
    expect(t.state.spaces[idx("choco")].sup).toBe(-1);
    expect(t.state.spaces[idx("huila")].sup).toBe(0);
  });
});

describe("G6 Air Lift (4.2.1)", () => {
  it("G6 3 spare Troops fly to Huila, where they take Control from 2 FARC Guerrillas", () => {
    const s = afterTrain({ bogota: { troops: 6 }, huila: { farcU: 2 } });
    expect(liftPlan(s)).toEqual({ from: idx("bogota"), to: idx("huila"), n: 3 });
    const t = govtTurn(s);
    expect(trail(t)).toContain("sa:airlift");
    expect(pieces(t.state, "huila", "troops")).toBe(3);
    expect(govtKeys(t)).toContain("np.govt.airLift");
  });

  it("G6 no Air Lift into an empty space (nothing contests its Control): no Special Activity", () => {
    const t = govtTurn(afterTrain({ bogota: { troops: 6 } }));
    expect(trail(t)).not.toContain("sa:airlift");
    expect(govtKeys(t)).toContain("np.govt.saNone");
  });
});

describe("G6 Air Strike (4.2.2) targets", () => {
  it("strikeValue: a Base 5, the last Guerrilla guarding a Base 4, a Shipment 3, on a LoC 2, else 1", () => {
    const s = govtBoard(
      calm({
        pieces: {
          vichada: { farcBase: 1 },
          guainia: { farcA: 1, farcBase: 1 },
          vaupes: { cartelsA: 1 },
          "bogota-yopal": { aucA: 1 },
          amazonas: { aucA: 2 },
        },
        shipments: [["vaupes", "cartels"]],
      }),
    );
    expect(strikeValue(s, idx("vichada"), "farcBase")).toBe(5);
    expect(strikeValue(s, idx("guainia"), "farcA")).toBe(4);
    expect(strikeValue(s, idx("vaupes"), "cartelsA")).toBe(3);
    expect(strikeValue(s, idx("bogota-yopal"), "aucA")).toBe(2);
    expect(strikeValue(s, idx("amazonas"), "aucA")).toBe(1);
  });
});
