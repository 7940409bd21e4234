// 8.7.3 Non-player FARC Attack and Ambush: the spaces, the Ambush space and its tie-breaks, the
// target order, and the Playbook's ¶16.
import { describe, expect, it } from "vitest";
import { idx, pieces } from "../../fixture";
import { farcBoard, farcKeys, farcTurn, opSelected } from "./helpers";

/** no Rally; Attack by Resources (FARC 10, Government 5) */
const base = { guerrillas: 5, bases: 0, resources: { farc: 10, govt: 5 } };

describe("8.7.3 Attack spaces", () => {
  it("8.7.3 every space with 3+ FARC Guerrillas and an enemy, then 1 City/Department to Ambush in", () => {
    const t = farcTurn(
      farcBoard({
        ...base,
        dice: [6], // Bogotá's Attack roll misses
        pieces: {
          bogota: { farcA: 3, police: 1 }, // 1st bullet (and, at Support, no March)
          huila: { farcU: 1, aucA: 1 }, // 2nd bullet: a Department with an Underground Guerrilla
          "cali-pasto": { farcU: 1, police: 1 }, // a LoC: only if no City or Department qualified
          narino: { farcA: 4 }, // no enemy
        },
        levels: { bogota: 1 },
      }),
    );
    expect(opSelected(t)).toEqual(["bogota", "huila"]);
    expect(farcKeys(t)).toEqual(
      expect.arrayContaining([
        "np.farc.ambushPlan",
        "np.farc.attackMass",
        "np.farc.attackOther",
        "np.farc.ambush",
      ]),
    );
    const s = t.state;
    expect(pieces(s, "bogota", "police")).toBe(1);
    // Ambush: the AUC Guerrilla removed, the Ambusher Active, Captured Goods places 1 Underground
    expect(pieces(s, "huila", "aucA")).toBe(0);
    expect(pieces(s, "huila", "farcA")).toBe(1);
    expect(pieces(s, "huila", "farcU")).toBe(1);
    expect(pieces(s, "cali-pasto", "police")).toBe(1);
  });

  it("8.7.3 no City or Department for the 2nd bullet: a LoC", () => {
    const t = farcTurn(farcBoard({ ...base, pieces: { "cali-pasto": { farcU: 1, police: 1 } } }));
    expect(opSelected(t)).toEqual(["cali-pasto"]);
    expect(pieces(t.state, "cali-pasto", "police")).toBe(0);
  });
});

describe("8.7.3 Ambush space", () => {
  // three 1st-bullet spaces with Underground Guerrillas; their rolls miss (6)
  const attack = (pieces: Record<string, Record<string, number>>) =>
    farcTurn(farcBoard({ ...base, dice: [6, 6, 6], pieces: pieces as never, levels: { bogota: 1 } }));

  it("8.7.3 the Attack space with the fewest FARC Guerrillas", () => {
    const t = attack({
      bogota: { farcU: 4, police: 1 },
      huila: { farcU: 3, police: 1 },
    });
    expect(pieces(t.state, "huila", "police")).toBe(0);
    expect(pieces(t.state, "bogota", "police")).toBe(1);
    expect(farcKeys(t)).toEqual(expect.arrayContaining(["np.farc.roll", "np.farc.ambush"]));
  });

  it("8.7.3 tied: where AUC is the target before the Government", () => {
    const t = attack({
      bogota: { farcU: 3, police: 1 },
      huila: { farcU: 3, aucU: 1 },
    });
    expect(pieces(t.state, "huila", "aucU")).toBe(0);
    expect(pieces(t.state, "bogota", "police")).toBe(1);
  });

  it("8.7.3 tied: where a Shipment can be captured before AUC", () => {
    const s = farcBoard({
      ...base,
      dice: [6, 6, 6],
      pieces: { bogota: { farcU: 3, aucU: 1 }, narino: { farcU: 3, cartelsA: 1 } },
      shipments: [["narino", "cartels"]],
      levels: { bogota: 1 },
    });
    const t = farcTurn(s);
    expect(pieces(t.state, "narino", "cartelsA")).toBe(0);
    expect(t.state.shipments).toEqual([{ s: idx("narino"), f: "farc" }]);
    expect(pieces(t.state, "bogota", "aucU")).toBe(1);
  });

  it("8.7.3 no Attack space with an Underground FARC Guerrilla: no Ambush", () => {
    const t = farcTurn(
      farcBoard({ ...base, dice: [6], pieces: { bogota: { farcA: 3, police: 1 } }, levels: { bogota: 1 } }),
    );
    expect(farcKeys(t)).toContain("np.farc.ambushNone");
    expect(t.commands.some((c) => c.t === "choose" && c.v === "sa:ambush")).toBe(false);
  });
});

describe("8.7.3 targets", () => {
  it("8.7.3 a Shipment FARC can capture first, then AUC, then the Government", () => {
    const t = farcTurn(
      farcBoard({
        ...base,
        pieces: { huila: { farcU: 1, police: 1, aucU: 1, cartelsA: 1 }, "cali-pasto": { farcU: 1 } },
        shipments: [["huila", "cartels"]],
      }),
    );
    const s = t.state;
    expect(pieces(s, "huila", "cartelsA")).toBe(0);
    expect(pieces(s, "huila", "aucU")).toBe(0);
    expect(pieces(s, "huila", "police")).toBe(1);
    expect(s.shipments).toEqual([{ s: idx("huila"), f: "farc" }]);
  });

  it("8.7.3 without a Shipment: AUC, then the Government, then the Cartels", () => {
    const t = farcTurn(
      farcBoard({
        ...base,
        pieces: { huila: { farcU: 1, troops: 1, cartelsU: 1, aucA: 1 }, "cali-pasto": { farcU: 1 } },
      }),
    );
    const s = t.state;
    expect(pieces(s, "huila", "aucA")).toBe(0);
    expect(pieces(s, "huila", "troops")).toBe(0);
    expect(pieces(s, "huila", "cartelsU")).toBe(1);
  });

  it("8.7.3 PB ¶16: the 1 other space by 2,3,3 (Bucaramanga → Santander); the Ambush takes 2 Underground AUC, not the Active one", () => {
    const t = farcTurn(
      farcBoard({
        ...base,
        dice: [2, 3, 3],
        pieces: {
          santander: { farcU: 1, aucU: 2, aucA: 1 },
          huila: { farcU: 1, police: 1 }, // another candidate, so the dice decide
          "cali-pasto": { farcU: 1 }, // an Underground Guerrilla on a LoC: no March
        },
      }),
    );
    expect(opSelected(t)).toEqual(["santander"]);
    const s = t.state;
    expect(pieces(s, "santander", "aucU")).toBe(0);
    expect(pieces(s, "santander", "aucA")).toBe(1);
    expect(pieces(s, "huila", "police")).toBe(1);
  });
});
