// 8.6.2 the Non-player AUC March: 1 random destination with FARC pieces (a FARC Base first) and no
// AUC Guerrillas, where the movers stay Underground first; every adjacent AUC Guerrilla marches but
// 1 stays at an AUC Base or with FARC pieces (PB ¶6); 8.1.2 (stay Underground, Active first when
// Activation is unavoidable, Shipments first); Extort afterwards.
import { describe, expect, it } from "vitest";
import { shipmentsIn } from "../../../../src/engine/core/queries";
import { idx, pieces } from "../../fixture";
import { aucFirst, aucTurn, type Board, commands, paramsOf, parked } from "./helpers";

/** the AUC with 13 Guerrillas parked (no Rally) and these pieces; origins at Opposition (no Rally there) */
function marchBoard(more: Board, levels: Record<string, number> = {}) {
  return aucFirst({ pieces: parked(13, more), levels });
}

const moves = (cmds: string[]) => cmds.filter((c) => c.startsWith("move:") || c.startsWith("carry:"));

describe("8.6.2 March: the destination", () => {
  it("8.6.2 a FARC Base before other FARC pieces: into Meta West, not Neiva; every Guerrilla of Huila comes", () => {
    const s = marchBoard(
      { "meta-west": { farcBase: 1 }, neiva: { farcU: 1 }, huila: { aucU: 3 } },
      { huila: -1 },
    );
    const r = aucTurn(s);
    expect(r.why).toContain("np.auc.march.yes");
    expect(paramsOf(r.steps, "np.auc.marchBase")).toMatchObject({ space: "meta-west" });
    expect(moves(commands(r.steps))).toEqual([
      "move:aucU:huila>meta-west",
      "move:aucU:huila>meta-west",
      "move:aucU:huila>meta-west",
    ]);
    expect(pieces(r.state, "huila", "aucU")).toBe(0);
    expect(pieces(r.state, "neiva", "aucU")).toBe(0);
  });

  it("8.6.2 Extort afterwards: in Meta West (3 AUC Guerrillas against 1 FARC Base)", () => {
    const s = marchBoard({ "meta-west": { farcBase: 1 }, huila: { aucU: 3 } }, { huila: -1 });
    const r = aucTurn(s);
    const cmds = commands(r.steps);
    expect(cmds.slice(cmds.indexOf("sa:extort"))).toEqual(["sa:extort", "space:meta-west"]);
    expect(pieces(r.state, "meta-west", "aucA")).toBe(1);
    expect(r.state.resources.auc).toBe(20 - 1 + 1);
  });

  it("8.6.2 (PB ¶6) a destination whose neighbours would send no one is not a candidate", () => {
    // Vichada (FARC Base) borders only Guaviare, whose 1 AUC Guerrilla must stay with the FARC one
    const s = marchBoard(
      {
        vichada: { farcBase: 1 },
        guaviare: { aucU: 1, farcU: 1 },
        cesar: { farcU: 1 },
        santander: { aucU: 2 },
      },
      { santander: -1 },
    );
    const r = aucTurn(s);
    expect(paramsOf(r.steps, "np.auc.marchFarc")).toMatchObject({ space: "cesar" });
    expect(r.why).not.toContain("np.auc.marchBase");
    expect(pieces(r.state, "cesar", "aucU") + pieces(r.state, "cesar", "aucA")).toBe(2);
  });

  it("8.6.2 first where the movers can stay Underground: Meta West (Neutral) before Bogotá (Support, 3 Police)", () => {
    const s = marchBoard(
      {
        "meta-west": { farcBase: 1 },
        bogota: { farcBase: 1, police: 3 },
        huila: { aucU: 2 },
      },
      { huila: -1, bogota: 1 },
    );
    const r = aucTurn(s);
    expect(paramsOf(r.steps, "np.auc.marchBase")).toMatchObject({ space: "meta-west" });
    // one candidate in the first tier: no dice
    expect(r.why).not.toContain("np.random");
  });
});

describe("8.6.2 March: who moves (8.1.2 guidelines)", () => {
  it("8.6.2 (PB ¶6) 1 Guerrilla stays in each origin with an AUC Base or any FARC piece", () => {
    const s = marchBoard(
      {
        "meta-west": { farcBase: 1 },
        huila: { aucBase: 1, aucU: 3 },
        guaviare: { farcU: 1, aucU: 2 },
      },
      { huila: -1, guaviare: -1 },
    );
    const r = aucTurn(s);
    expect(pieces(r.state, "huila", "aucU") + pieces(r.state, "huila", "aucA")).toBe(1);
    expect(pieces(r.state, "guaviare", "aucU") + pieces(r.state, "guaviare", "aucA")).toBe(1);
    expect(pieces(r.state, "meta-west", "aucU") + pieces(r.state, "meta-west", "aucA")).toBe(3);
  });

  it("8.1.2 each group stops where it would flip (Support: group + cubes + FARC Guerrillas above 3)", () => {
    // Meta West at Support with 1 Police: groups of 2 stay Underground; Huila's 4 send 2, Guaviare's 2 send 2
    const s = marchBoard(
      {
        "meta-west": { farcBase: 1, police: 1 },
        huila: { aucU: 3, aucA: 1 },
        guaviare: { aucU: 2 },
      },
      { huila: -1, guaviare: -1, "meta-west": 1 },
    );
    const r = aucTurn(s);
    expect(moves(commands(r.steps))).toEqual([
      "move:aucU:guaviare>meta-west",
      "move:aucU:guaviare>meta-west",
      "move:aucU:huila>meta-west",
      "move:aucU:huila>meta-west",
    ]);
    expect(pieces(r.state, "huila", "aucU") + pieces(r.state, "huila", "aucA")).toBe(2);
    // all 4 arrived Underground; the Extort there (4 AUC against 2) then Activates 1
    expect(pieces(r.state, "meta-west", "aucU")).toBe(3);
    expect(pieces(r.state, "meta-west", "aucA")).toBe(1);
  });

  it("8.1.2 Activation unavoidable (3 Police at Support): Active Guerrillas move first", () => {
    const s = marchBoard(
      { "meta-west": { farcBase: 1, police: 3 }, huila: { aucU: 1, aucA: 1 } },
      { huila: -1, "meta-west": 1 },
    );
    const r = aucTurn(s);
    expect(moves(commands(r.steps))).toEqual(["move:aucA:huila>meta-west", "move:aucU:huila>meta-west"]);
    expect(pieces(r.state, "meta-west", "aucA")).toBe(2);
  });

  it("8.1.2 Shipments first: the Guerrilla leaving Guaviare carries the AUC Shipment", () => {
    const s = aucFirst({
      pieces: parked(13, {
        "meta-west": { farcBase: 1 },
        huila: { aucU: 1 },
        guaviare: { farcU: 1, aucU: 2 },
      }),
      levels: { huila: -1, guaviare: -1 },
      shipments: [["guaviare", "auc"]],
    });
    const r = aucTurn(s);
    expect(moves(commands(r.steps))[0]).toBe("carry:guaviare:meta-west:aucU:1");
    expect(shipmentsIn(r.state, idx("meta-west"), "auc")).toBe(1);
    expect(pieces(r.state, "guaviare", "aucU")).toBe(1);
  });
});
