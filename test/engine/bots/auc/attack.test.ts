// 8.6.3 the Non-player AUC Attack: up to 3 spaces with a target (Shipment to capture, FARC, the
// Government) and an Underground AUC Guerrilla or 3 AUC Guerrillas, the most Guerrillas first; the
// Ambush in the fewest-Guerrilla space (ties: Shipment, FARC, Government); removals in that order.
import { describe, expect, it } from "vitest";
import { shipmentsIn } from "../../../../src/engine/core/queries";
import { idx, pieces } from "../../fixture";
import { aucFirst, aucTurn, commands, paramsOf, parked, withDice } from "./helpers";

describe("8.6.3 Attack: the spaces", () => {
  // 12 AUC Guerrillas on this board + 1 parked: 5 Available, no Base possible (Opposition where 2+)
  const board = {
    pieces: parked(1, {
      huila: { aucA: 4, farcU: 1 },
      cesar: { aucA: 3, police: 1 },
      santander: { aucU: 1, farcU: 1 },
      atlantico: { aucA: 2, farcU: 1 },
      antioquia: { aucU: 1, cartelsU: 1 },
      choco: { aucU: 1, troops: 1 },
    }),
    levels: { huila: -1, cesar: -1, atlantico: -1 },
  };

  it("8.6.3 the most AUC Guerrillas first (Huila 4, Cesar 3), then 1 of the two with 1 Underground (8.2)", () => {
    // 8.2: dice 1,3,5 point at Santander (Choco is the other candidate); then the Attack rolls 2, 2
    const r = aucTurn(withDice(aucFirst(board), 1, 3, 5, 2, 2));
    expect(r.why).toContain("np.auc.terror.no");
    const cmds = commands(r.steps);
    expect(cmds.filter((c) => c.startsWith("space:"))).toEqual([
      "space:huila",
      "space:cesar",
      "space:santander",
    ]);
    expect(paramsOf(r.steps, "np.random")).toMatchObject({ dice: "1 3 5", space: "santander" });
    // 2 Active Guerrillas and no 3rd (Atlántico), a Cartels target only (Antioquia): never
    expect(pieces(r.state, "atlantico", "farcU")).toBe(1);
    expect(pieces(r.state, "antioquia", "cartelsU")).toBe(1);
    // hits: FARC in Huila, the Police in Cesar
    expect(pieces(r.state, "huila", "farcU")).toBe(0);
    expect(pieces(r.state, "cesar", "police")).toBe(0);
  });

  it("8.6.3 Ambush in the Attack space with the fewest AUC Guerrillas that holds an Underground one", () => {
    const r = aucTurn(withDice(aucFirst(board), 1, 3, 5, 2, 2));
    expect(paramsOf(r.steps, "np.auc.ambushPlan")).toMatchObject({ space: "santander", n: 1 });
    const cmds = commands(r.steps);
    const at = cmds.indexOf("space:santander");
    expect(cmds.slice(at, at + 3)).toEqual(["space:santander", "sa:ambush", "remove:farcU:santander"]);
    // Captured Goods (Ambush): an AUC Guerrilla placed there
    expect(pieces(r.state, "santander", "aucU")).toBe(1);
    expect(pieces(r.state, "santander", "aucA")).toBe(1);
  });

  it("8.6.3 a space with only Cartels pieces (no Shipment) is no target: Attack not possible, March instead", () => {
    const s = aucFirst({
      pieces: parked(12, { antioquia: { aucU: 1, cartelsU: 1 }, medellin: { farcU: 1 } }),
    });
    const r = aucTurn(s);
    expect(paramsOf(r.steps, "np.auc.opEmpty")).toMatchObject({ op: "attack" });
    expect(commands(r.steps)[0]).toBe("op:march");
  });
});

describe("8.6.3 Attack and Ambush: the targets", () => {
  it("8.6.3 a Shipment to capture first (the Cartels Guerrilla holding it), then FARC, never the Police", () => {
    const s = aucFirst({
      pieces: parked(12, { huila: { aucU: 1, cartelsU: 1, farcU: 1, police: 1 } }),
      shipments: [["huila", "cartels"]],
    });
    const r = aucTurn(s);
    const cmds = commands(r.steps);
    expect(cmds.slice(0, 5)).toEqual([
      "op:attack",
      "space:huila",
      "sa:ambush",
      "remove:cartelsU:huila",
      "remove:farcU:huila",
    ]);
    expect(shipmentsIn(r.state, idx("huila"), "auc")).toBe(1);
    expect(pieces(r.state, "huila", "police")).toBe(1);
  });

  it("8.6.3 Ambush tie on Guerrillas: the FARC target before the Government's (no dice)", () => {
    const s = aucFirst({
      pieces: parked(11, { huila: { aucU: 1, police: 1 }, cesar: { aucU: 1, farcU: 1 } }),
    });
    const r = aucTurn(s);
    expect(paramsOf(r.steps, "np.auc.ambushPlan")).toMatchObject({ space: "cesar" });
    expect(r.why).not.toContain("np.random");
    expect(pieces(r.state, "cesar", "farcU")).toBe(0);
  });

  it("8.6.3 no Attack space holds an Underground AUC Guerrilla: no Ambush, rolls only", () => {
    const s = withDice(
      aucFirst({ pieces: parked(10, { huila: { aucA: 3, farcU: 1 } }), levels: { huila: -1 } }),
      2,
    );
    const r = aucTurn(s);
    expect(r.why).toContain("np.auc.ambushNone");
    expect(commands(r.steps)).not.toContain("sa:ambush");
    expect(pieces(r.state, "huila", "farcU")).toBe(0);
  });
});
