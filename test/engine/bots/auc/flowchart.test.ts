// 8.6 the Non-player AUC flowchart box by box (Rally? March? a FARC Base with an Underground AUC
// Guerrilla? → Terror or Attack), the Playbook's order (PB ¶14) and 8.1.1 OP NOT POSSIBLE (up the
// curved arrow; no Rally: Pass).
import { describe, expect, it } from "vitest";
import { available } from "../../../../src/engine/core/queries";
import { aucFirst, aucTurn, commands, paramsOf, parked } from "./helpers";

describe("8.6.1 the Rally box", () => {
  it("8.6.1 yes with 6 or more AUC Guerrillas Available: Rally", () => {
    const s = aucFirst({ pieces: parked(12) });
    expect(available(s, "aucU")).toBe(6);
    const r = aucTurn(s);
    expect(r.why.slice(0, 3)).toEqual(["np.seq.leftmost.no", "np.seq.resources.yes", "np.auc.rally.yes"]);
    expect(paramsOf(r.steps, "np.auc.rally.yes")).toMatchObject({ n: 6, bases: 0 });
    expect(commands(r.steps)[0]).toBe("op:rally");
  });

  it("8.6.1 yes with 5 Available because 2 Guerrillas in Cesar could become a Base: Rally there", () => {
    const s = aucFirst({ pieces: parked(11, { cesar: { aucA: 2 } }) });
    expect(available(s, "aucU")).toBe(5);
    const r = aucTurn(s);
    expect(paramsOf(r.steps, "np.auc.rally.yes")).toMatchObject({ n: 5, bases: 1 });
    expect(commands(r.steps).slice(0, 3)).toEqual(["op:rally", "space:cesar", "base"]);
  });

  it("8.6.1 no: 5 Available, and the pair in Cesar holds a Shipment (1st bullet: without a Shipment)", () => {
    const s = aucFirst({ pieces: parked(11, { cesar: { aucA: 2 } }), shipments: [["cesar", "auc"]] });
    const r = aucTurn(s);
    expect(r.why).toContain("np.auc.rally.no");
    expect(r.why).not.toContain("np.auc.rally.yes");
  });

  it("8.6.1 no: 2 Guerrillas in Cesar but every AUC Base is on the map (nothing to place)", () => {
    const s = aucFirst({
      pieces: parked(11, {
        cesar: { aucA: 2 },
        vichada: { aucBase: 2 },
        guainia: { aucBase: 2 },
        vaupes: { aucBase: 2 },
      }),
    });
    expect(available(s, "aucBase")).toBe(0);
    const r = aucTurn(s);
    expect(paramsOf(r.steps, "np.auc.rally.no")).toMatchObject({ n: 5, bases: 0 });
  });
});

describe("8.6.2 the March box", () => {
  it("8.6.2 yes: 1 of 3 spaces with a FARC Base holds AUC Guerrillas (fewer than half): March", () => {
    const s = aucFirst({
      pieces: parked(13, {
        huila: { farcBase: 1, aucA: 1 },
        "meta-west": { farcBase: 1 },
        guaviare: { farcBase: 1 },
        putumayo: { aucU: 1 },
      }),
    });
    const r = aucTurn(s);
    expect(r.why.indexOf("np.auc.rally.no")).toBeLessThan(r.why.indexOf("np.auc.march.yes"));
    expect(paramsOf(r.steps, "np.auc.march.yes")).toMatchObject({ n: 3, m: 1 });
    expect(commands(r.steps)[0]).toBe("op:march");
  });

  it("8.6.2 no: 1 of 2 spaces with a FARC Base holds AUC Guerrillas (half): on to the Terror / Attack box", () => {
    const s = aucFirst({
      pieces: parked(13, { huila: { farcBase: 2, farcU: 1, aucA: 3 }, "meta-west": { farcBase: 1 } }),
    });
    const r = aucTurn(s);
    expect(paramsOf(r.steps, "np.auc.march.no")).toMatchObject({ n: 2, m: 1 });
    expect(r.why).toContain("np.auc.terror.no");
    expect(commands(r.steps)[0]).toBe("op:attack");
  });

  it("8.6.2 no FARC Base anywhere: 0 is not fewer than half of 0, so no March", () => {
    const s = aucFirst({ pieces: parked(13, { huila: { farcU: 1, aucU: 1 } }) });
    const r = aucTurn(s);
    expect(paramsOf(r.steps, "np.auc.march.no")).toMatchObject({ n: 0, m: 0 });
  });
});

describe("8.6.3 / 8.6.4 Terror or Attack (rulings: the Playbook's order, PB ¶14)", () => {
  it("8.6.4 (PB ¶14) a FARC Base with an Underground AUC Guerrilla: Terror", () => {
    const s = aucFirst({ pieces: parked(13, { huila: { farcBase: 1, aucU: 1 }, cali: { police: 1 } }) });
    const r = aucTurn(s);
    expect(r.why.slice(2, 5)).toEqual(["np.auc.rally.no", "np.auc.march.no", "np.auc.terror.yes"]);
    expect(paramsOf(r.steps, "np.auc.terror.yes")).toMatchObject({ space: "huila" });
    expect(commands(r.steps).slice(0, 2)).toEqual(["op:terror", "space:huila"]);
  });

  it("8.6.3 the AUC Guerrilla at the FARC Base is Active: no such space, so Attack", () => {
    const s = aucFirst({ pieces: parked(13, { huila: { farcBase: 2, farcU: 1, aucA: 3 } }) });
    const r = aucTurn(s);
    expect(r.why.slice(2, 5)).toEqual(["np.auc.rally.no", "np.auc.march.no", "np.auc.terror.no"]);
    expect(commands(r.steps).slice(0, 2)).toEqual(["op:attack", "space:huila"]);
  });
});

describe("8.1.1 OP NOT POSSIBLE: the curved arrow up", () => {
  it("8.1.1 Attack impossible (no target anywhere): March, the box above", () => {
    // the Attack box: no FARC Base with an Underground AUC Guerrilla; but no target for an Attack
    // either. March: the FARC Base in Meta West (no AUC there) lies next to AUC Guerrillas.
    const s = aucFirst({
      pieces: parked(13, {
        huila: { farcBase: 1, aucA: 1 },
        "meta-west": { farcBase: 1 },
        guaviare: { aucU: 1 },
      }),
    });
    // 1 of 2 FARC Base spaces holds AUC Guerrillas: not fewer than half, so the March box says no
    const r = aucTurn(s);
    expect(r.why).toContain("np.auc.march.no");
    expect(r.why).toContain("np.auc.terror.no");
    expect(paramsOf(r.steps, "np.auc.opEmpty")).toMatchObject({ op: "attack" });
    expect(commands(r.steps)[0]).toBe("op:march");
  });

  it("8.1.1 March impossible too (no FARC piece next to AUC Guerrillas): Rally", () => {
    const s = aucFirst({
      pieces: parked(13, {
        huila: { farcBase: 1, aucA: 1 },
        "meta-west": { farcBase: 1 },
        cesar: { aucA: 1 },
      }),
    });
    const r = aucTurn(s);
    const empty = r.steps.flatMap((st) => st.move.why).filter((m) => m.key === "np.auc.opEmpty");
    expect(empty.map((m) => m.params?.op)).toEqual(["attack", "march"]);
    expect(commands(r.steps)[0]).toBe("op:rally");
  });

  it("8.1.1 no Rally possible either: the AUC Passes (+1 Resource, 2.3.3)", () => {
    // every City and Department at Opposition, every AUC Guerrilla on the map, no room for an AUC
    // Base where they stand: no Rally; no FARC piece: no March, no Attack, no Terror
    const levels: Record<string, number> = {};
    for (const id of ["bogota", "cali", "medellin", "bucaramanga", "ibague", "santa-marta", "cartagena"])
      levels[id] = -1;
    for (const id of ["cucuta", "neiva", "pasto", "sincelejo", "atlantico", "choco", "narino", "meta-west"])
      levels[id] = -1;
    for (const id of [
      "guaviare",
      "putumayo",
      "cesar",
      "antioquia",
      "santander",
      "huila",
      "arauca",
      "meta-east",
    ])
      levels[id] = -1;
    const s = aucFirst({
      pieces: {
        amazonas: { aucA: 6, cartelsBase: 2 },
        vichada: { aucA: 6, cartelsBase: 2 },
        guainia: { aucA: 6, cartelsBase: 2 },
      },
      levels,
      resources: { auc: 5 },
    });
    const r = aucTurn(s);
    expect(r.why).toContain("np.seq.pass");
    expect(commands(r.steps)).toEqual(["pass"]);
    expect(r.state.resources.auc).toBe(6);
  });
});
