// 8.6.4 the Non-player AUC Terror (1 space with a FARC Base, 1 other with FARC pieces, then others,
// each by 8.2) and Assassinate (where AUC Guerrillas outnumber Police: Shipments, FARC, Government,
// Cartels); the Playbook's ¶14 rolls.
import { describe, expect, it } from "vitest";
import { shipmentsIn } from "../../../../src/engine/core/queries";
import { idx, pieces } from "../../fixture";
import { aucFirst, aucTurn, commands, parked, withDice } from "./helpers";

describe("8.6.4 Terror (PB ¶14)", () => {
  // Santander and Huila: a FARC Base with an Underground AUC Guerrilla each; Meta West: a FARC
  // Guerrilla; Putumayo: 1 AUC Guerrilla and 1 Police. 9 parked: 5 Available, no Base possible.
  const pb14 = () =>
    withDice(
      aucFirst({
        pieces: parked(9, {
          santander: { farcBase: 1, aucU: 1 },
          huila: { farcBase: 1, aucU: 1 },
          "meta-west": { farcU: 1, aucU: 1 },
          putumayo: { aucU: 1, police: 1 },
        }),
        aid: 9,
      }),
      ...[1, 3, 2],
      ...[6, 4, 5],
      ...[3, 6, 2],
    );

  it("8.6.4 (PB ¶14) 1,3,2 walks Medellín → Bucaramanga → Santander; 6,4,5 Huila; 3,6,2 Vichada → … → Putumayo", () => {
    const r = aucTurn(pb14());
    expect(r.why.slice(2, 5)).toEqual(["np.auc.rally.no", "np.auc.march.no", "np.auc.terror.yes"]);
    const terror = r.steps
      .flatMap((st) => st.move.why)
      .filter((m) => m.key.startsWith("np.auc.terror") && m.key !== "np.auc.terror.yes");
    expect(terror.map((m) => [m.key, m.params?.space])).toEqual([
      ["np.auc.terrorFarcBase", "santander"],
      ["np.auc.terrorFarc", "huila"],
      ["np.auc.terrorOther", "putumayo"],
    ]);
    const dice = r.steps.flatMap((st) => st.move.why).filter((m) => m.key === "np.random");
    expect(dice.map((m) => m.params?.dice)).toEqual(["1 3 2", "6 4 5", "3 6 2"]);
    // 3 Terror spaces: 3 Resources, Aid Cut −5 (3.3.4), Guerrillas Activated, Meta West untouched
    expect(r.state.resources.auc).toBe(17);
    expect(r.state.aid).toBe(4);
    expect(pieces(r.state, "santander", "aucA")).toBe(1);
    expect(pieces(r.state, "meta-west", "aucU")).toBe(1);
  });

  it("8.6.4 (PB ¶14) Assassinate removes the FARC Bases; none in Putumayo (1 Guerrilla, 1 Police)", () => {
    const r = aucTurn(pb14());
    const cmds = commands(r.steps);
    expect(cmds.slice(cmds.indexOf("sa:assassinate"))).toEqual([
      "sa:assassinate",
      "space:santander",
      "remove:farcBase:santander",
      "space:huila",
      "remove:farcBase:huila",
    ]);
    expect(pieces(r.state, "putumayo", "police")).toBe(1);
  });
});

describe("8.6.4 Assassinate", () => {
  it("8.6.4 a Shipment to capture before the FARC Base: the Cartels Guerrilla holding it goes", () => {
    const s = aucFirst({
      pieces: parked(12, { huila: { farcBase: 1, aucU: 1, cartelsU: 1 } }),
      shipments: [["huila", "cartels"]],
    });
    const r = aucTurn(s);
    const cmds = commands(r.steps);
    expect(cmds.slice(cmds.indexOf("sa:assassinate"))).toEqual([
      "sa:assassinate",
      "space:huila",
      "remove:cartelsU:huila",
    ]);
    expect(shipmentsIn(r.state, idx("huila"), "auc")).toBe(1);
    expect(pieces(r.state, "huila", "farcBase")).toBe(1);
  });

  it("8.6.4 too many Police in every Terror space: no Special Activity (not even the Extort offered)", () => {
    const s = aucFirst({
      pieces: parked(11, { huila: { farcBase: 1, aucU: 1, police: 1 }, "cali-pasto": { aucU: 1 } }),
    });
    const r = aucTurn(s);
    expect(r.why).toContain("np.auc.assassinateNone");
    const cmds = commands(r.steps);
    expect(cmds).not.toContain("sa:assassinate");
    expect(cmds).not.toContain("sa:extort");
    expect(pieces(r.state, "cali-pasto", "aucU")).toBe(1);
  });
});
