// G2 our Non-player Government Assault (3.2.4): the order of its spaces (Bases, Shipments,
// Control, most pieces) and of its targets (Bases reached first, then the Insurgent nearest to
// victory), the Drug Bust (3.2.5), and the Air Strike that follows (G6, 4.2.2).
import { describe, expect, it } from "vitest";
import { forecastAssault, threatOrder } from "../../../../src/engine/bots/govt/common";
import { idx, pieces } from "../../fixture";
import { calm, govtBoard, govtKeys, govtTurn, trail } from "./helpers";

describe("G2 Assault: spaces", () => {
  it("G2 the space with a Base first, then the one with most pieces; each 3 Resources", () => {
    const s = govtBoard(
      calm({
        // card 22: nothing for its Event to do here (G0 no); card 19's free Assaults would win G0
        deck: [22, 20],
        pieces: { "ayacucho-cucuta": { troops: 2, farcA: 2 }, arauca: { troops: 2, farcA: 1, farcBase: 1 } },
      }),
    );
    const t = govtTurn(s);
    expect(trail(t).slice(0, 3)).toEqual(["op:assault", "arauca", "ayacucho-cucuta"]);
    expect(govtKeys(t).slice(5, 7)).toEqual(["np.govt.assaultBase", "np.govt.assaultMany"]);
    expect(pieces(t.state, "arauca", "farcBase")).toBe(0);
    expect(pieces(t.state, "ayacucho-cucuta", "farcA")).toBe(0);
    expect(t.state.resources.govt).toBe(30 - 6);
  });

  it("G2 a Shipment busted (3.2.5: +6 Aid) before a space with more pieces", () => {
    const s = govtBoard(
      calm({
        pieces: { "meta-east": { troops: 2, farcA: 2 }, arauca: { troops: 1, cartelsA: 1 } },
        shipments: [["arauca", "cartels"]],
        aid: 5,
      }),
    );
    const t = govtTurn(s);
    expect(trail(t).slice(0, 3)).toEqual(["op:assault", "arauca", "meta-east"]);
    expect(t.state.shipments).toHaveLength(0);
    expect(t.state.aid).toBe(11);
  });

  it("G2 strict: a space where only 1 piece would go is left alone", () => {
    const s = govtBoard(
      calm({ pieces: { "meta-east": { troops: 2, farcA: 2 }, arauca: { troops: 2, aucA: 1 } } }),
    );
    const t = govtTurn(s);
    const assaulted = t.commands.slice(0, trail(t).indexOf("done")).filter((c) => c.t === "space");
    expect(assaulted.map((c) => (c.t === "space" ? c.s : ""))).toEqual(["meta-east"]);
    // the lone Guerrilla is left to the Air Strike that follows (G6)
    expect(trail(t)).toContain("sa:airstrike");
  });
});

describe("G2 Assault: targets", () => {
  it("G2 threatOrder: the Insurgent with the highest margin (7.3) first; ties FARC, Cartels, AUC", () => {
    // no Bases on the map: AUC's margin 0 beats FARC's −25 and the Cartels' Bases − 10
    const s = govtBoard(calm({ pieces: { "meta-east": { troops: 1, farcA: 1, aucA: 1 } } }));
    expect(threatOrder(s)).toEqual(["auc", "cartels", "farc"]);
    const s2 = govtBoard(calm({ pieces: { guaviare: { farcBase: 2 } }, levels: { guaviare: -2 } }));
    expect(threatOrder(s2)[0]).toBe("auc");
  });

  it("G2 a Base within reach goes before the Insurgent nearest to victory (Bases last, 3.2.4)", () => {
    // 2 removals: FARC's 1 Active Guerrilla and then its Base, not the 2 Active AUC Guerrillas
    const s = govtBoard(calm({ pieces: { "meta-east": { troops: 2, farcA: 1, farcBase: 1, aucA: 2 } } }));
    expect(forecastAssault(s, idx("meta-east"))).toMatchObject({
      removed: 2,
      bases: 1,
      order: ["farc", "auc", "cartels"],
    });
    const t = govtTurn(s);
    const removals = trail(t).filter((x) => x.startsWith("remove"));
    expect(removals.slice(0, 2)).toEqual(["remove farcA meta-east", "remove farcBase meta-east"]);
    expect(pieces(t.state, "meta-east", "farcBase")).toBe(0);
  });

  it("G2 with no Base in reach, the Insurgent nearest to victory loses its Guerrilla (AUC here)", () => {
    const s = govtBoard(calm({ pieces: { "meta-east": { troops: 2, farcA: 1, aucA: 1, farcU: 1 } } }));
    const t = govtTurn(s);
    expect(pieces(t.state, "meta-east", "aucA")).toBe(0);
    expect(pieces(t.state, "meta-east", "farcA")).toBe(0);
    // 3.2.4 Underground Guerrillas are never removed
    expect(pieces(t.state, "meta-east", "farcU")).toBe(1);
  });
});

describe("G6 after an Assault: Air Strike (4.2.2)", () => {
  it("G6 Air Strike removes an exposed Base left in a Department", () => {
    const s = govtBoard(
      calm({ pieces: { "meta-east": { troops: 2, farcA: 2 }, vichada: { cartelsBase: 1 } }, levels: {} }),
    );
    const t = govtTurn(s);
    expect(trail(t)).toContain("sa:airstrike");
    expect(govtKeys(t)).toContain("np.govt.saStrikeBase");
    expect(pieces(t.state, "vichada", "cartelsBase")).toBe(0);
  });
});
