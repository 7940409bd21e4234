// 8.6.1 the Non-player AUC Rally (bullet order, up to 3 spaces, no Opposition, the random spaces
// of PB ¶2 / ¶18) and its Extort; 8.1 4th bullet (0 Resources: no further spaces).
import { describe, expect, it } from "vitest";
import { pieces } from "../../fixture";
import { aucFirst, aucTurn, commands, paramsOf, withDice } from "./helpers";

/** the spaces selected for the Operation (before the Special Activity) */
const spacesOf = (cmds: string[]) =>
  cmds
    .slice(0, cmds.findIndex((c) => c.startsWith("sa:")) >>> 0)
    .filter((c) => c.startsWith("space:"))
    .map((c) => c.slice(6));
const guerrillasIn = (s: Parameters<typeof pieces>[0], id: string) =>
  pieces(s, id, "aucU") + pieces(s, id, "aucA");

describe("8.6.1 Rally: the bullets in order", () => {
  it("8.6.1 a Base from 2 Guerrillas, then a flip at an AUC Base with cubes, then Guerrillas at a FARC Base; 3 spaces", () => {
    const s = aucFirst({
      pieces: {
        cesar: { aucA: 2 },
        santander: { aucBase: 1, aucA: 1, police: 1 },
        huila: { farcBase: 1 },
        antioquia: { aucBase: 1 },
      },
    });
    const r = aucTurn(s);
    const cmds = commands(r.steps);
    expect(spacesOf(cmds).slice(0, 3)).toEqual(["cesar", "santander", "huila"]);
    expect(r.why.filter((k) => k.startsWith("np.auc.rally") && k !== "np.auc.rally.yes")).toEqual([
      "np.auc.rallyBase",
      "np.auc.rallyFlip",
      "np.auc.rallyFarcBase",
    ]);
    // 1st bullet: the 2 Guerrillas became a Base (8.1.2: Active ones removed first)
    expect(cmds.slice(1, 5)).toEqual(["space:cesar", "base", "remove:aucA:cesar", "remove:aucA:cesar"]);
    expect(pieces(r.state, "cesar", "aucBase")).toBe(1);
    // 2nd bullet: flipped Underground, nothing moved in
    expect(pieces(r.state, "santander", "aucA") + pieces(r.state, "santander", "aucU")).toBe(1);
    // 3rd bullet a): 1 Guerrilla where there is no AUC Base
    expect(pieces(r.state, "huila", "aucU")).toBe(1);
    // the 4th candidate (AUC Base in Antioquia) gets nothing: 3 spaces at most
    expect(pieces(r.state, "antioquia", "aucU")).toBe(0);
  });

  it("8.6.1 Extort wherever possible afterwards: Santander (Base + Guerrilla against 1 Police)", () => {
    const s = aucFirst({
      pieces: {
        cesar: { aucA: 2 },
        santander: { aucBase: 1, aucA: 1, police: 1 },
        huila: { farcBase: 1 },
      },
    });
    const r = aucTurn(s);
    const cmds = commands(r.steps);
    expect(cmds).toContain("sa:extort");
    expect(cmds.slice(cmds.indexOf("sa:extort") + 1)).toEqual(["space:santander"]);
    // Huila: 1 AUC Guerrilla against 1 FARC Base does not outnumber; Cesar: no Underground Guerrilla
    expect(pieces(r.state, "santander", "aucA")).toBe(1);
    expect(r.state.resources.auc).toBe(20 - 3 + 1);
  });

  it("8.6.1 no Extort possible: no Special Activity", () => {
    // 1 Resource: 1 Rally space, the FARC Base in Huila, where 1 AUC Guerrilla is outnumbered
    const s = aucFirst({ pieces: { huila: { farcBase: 1, farcU: 2 } }, resources: { auc: 1 } });
    const r = aucTurn(s);
    expect(commands(r.steps)).toEqual(["op:rally", "space:huila", "place:aucU:huila", "done"]);
    expect(r.state.resources.auc).toBe(0);
  });

  it("8.6.1 3rd bullet b): at an AUC Base as many Guerrillas as Population + Bases (Antioquia: 2 + 1)", () => {
    const s = aucFirst({ pieces: { antioquia: { aucBase: 1 } } });
    const r = aucTurn(s);
    const cmds = commands(r.steps);
    expect(cmds.slice(0, 5)).toEqual([
      "op:rally",
      "space:antioquia",
      "place:aucU:antioquia",
      "place:aucU:antioquia",
      "place:aucU:antioquia",
    ]);
    expect(paramsOf(r.steps, "np.auc.rallyAucBase")).toMatchObject({ space: "antioquia" });
  });

  it("8.6.1 3rd bullet c) (PB ¶2): the remaining spaces at random, 1 Guerrilla each, dice narrated", () => {
    const s = aucFirst({ pieces: { antioquia: { aucBase: 1 } } });
    const r = aucTurn(s);
    const random = r.steps.flatMap((st) => st.move.why).filter((m) => m.key === "np.auc.rallyRandom");
    expect(random).toHaveLength(2);
    expect(r.why.filter((k) => k === "np.random")).toHaveLength(2);
    for (const m of random) expect(guerrillasIn(r.state, m.params?.space as string)).toBe(1);
    expect(spacesOf(commands(r.steps))).toHaveLength(3);
  });

  it("8.6.1 / 8.2 the random space follows the chart: dice 1,3,1 point at Medellín", () => {
    const s = withDice(aucFirst({ pieces: { antioquia: { aucBase: 1 } }, resources: { auc: 2 } }), 1, 3, 1);
    const r = aucTurn(s);
    expect(paramsOf(r.steps, "np.random")).toMatchObject({ dice: "1 3 1", space: "medellin" });
    expect(spacesOf(commands(r.steps))).toEqual(["antioquia", "medellin"]);
  });

  it("8.6.1 / 3.3.1 never where there is Opposition: the FARC Base at Opposition is passed over", () => {
    const s = aucFirst({
      pieces: { huila: { farcBase: 1 }, "meta-west": { farcBase: 1 } },
      levels: { huila: -1 },
      resources: { auc: 1 },
    });
    const r = aucTurn(s);
    expect(spacesOf(commands(r.steps))).toEqual(["meta-west"]);
    expect(pieces(r.state, "huila", "aucU")).toBe(0);
  });

  it("8.6.1 (PB ¶18) 4 spaces with FARC Bases for 3 Rally spaces: 8.2 picks them, all FARC Base spaces", () => {
    const bases = ["huila", "guaviare", "meta-west", "putumayo"];
    const s = aucFirst({ pieces: Object.fromEntries(bases.map((id) => [id, { farcBase: 1 }])) });
    const r = aucTurn(s);
    const chosen = spacesOf(commands(r.steps));
    expect(chosen).toHaveLength(3);
    for (const id of chosen) expect(bases).toContain(id);
    expect(r.why.filter((k) => k === "np.auc.rallyFarcBase")).toHaveLength(3);
    // 4 candidates for 3 slots, then 3 for 2, then 2 for 1: the chart is rolled each time
    expect(r.why.filter((k) => k === "np.random")).toHaveLength(3);
  });
});

describe("8.1 4th bullet: Resources reach 0", () => {
  it("8.1 with 1 Resource the AUC Rallies in 1 space only, then still Extorts", () => {
    const s = aucFirst({
      pieces: { huila: { farcBase: 1 }, "meta-west": { farcBase: 1 }, cesar: { aucU: 1 } },
      resources: { auc: 1 },
    });
    const r = aucTurn(s);
    expect(r.why).toContain("np.auc.noResources");
    expect(spacesOf(commands(r.steps)).slice(0, 1)).toHaveLength(1);
    expect(commands(r.steps)).toContain("sa:extort");
    // Cesar: 1 Underground AUC Guerrilla alone: Extort +1
    expect(r.state.resources.auc).toBe(1);
  });
});
