// 8.7.4 Non-player FARC Terror and Kidnap.
import { describe, expect, it } from "vitest";
import { idx, pieces } from "../../fixture";
import { farcBoard, farcKeys, farcTurn, opSelected, selected } from "./helpers";

/** no Rally; Terror by Resources (FARC 5, Government 10) */
const base = { guerrillas: 5, bases: 0, resources: { farc: 5, govt: 10, cartels: 4 } };

describe("8.7.4 Terror spaces", () => {
  it("8.7.4 unSabotaged LoCs, then Kidnap spaces up to 3 (LoCs counted), then Population not at Active Opposition", () => {
    const t = farcTurn(
      farcBoard({
        ...base,
        dice: [2, 2, 2], // the Kidnap rolls
        pieces: {
          "cali-pasto": { farcU: 1 }, // LoC: 1st bullet (and a Kidnap space: 1 of 3)
          cali: { farcU: 2, police: 1 }, // City, FARC outnumber Police: Kidnap space
          narino: { farcU: 1, cartelsBase: 1 }, // Cartels Base, Cartels with Resources: Kidnap space
          huila: { farcU: 1 }, // 3rd bullet
          putumayo: { farcU: 1 }, // Active Opposition: never
          "meta-west": { farcA: 2 }, // no Underground Guerrilla
        },
        levels: { putumayo: -2 },
      }),
    );
    expect(opSelected(t)).toEqual(["cali-pasto", "cali", "narino", "huila"]);
    expect(farcKeys(t).filter((k) => k.startsWith("np.farc.terror"))).toEqual([
      "np.farc.terrorLoc",
      "np.farc.terrorKidnap",
      "np.farc.terrorKidnap",
      "np.farc.terrorPop",
    ]);
    const s = t.state;
    expect(s.spaces[idx("huila")].sup).toBe(-1);
    expect(s.spaces[idx("cali-pasto")].terror).toBe(1);
    // Kidnap: the LoC, the City (Government), the Department with a Cartels Base (Cartels), 2 each
    expect(selected(t).slice(4)).toEqual(["cali-pasto", "cali", "narino"]);
    expect(s.resources.govt).toBe(10 - 4);
    expect(s.resources.cartels).toBe(4 - 2);
    expect(s.resources.farc).toBe(5 - 3 + 6);
  });

  it("8.7.4 a Sabotaged LoC gets no Terror by the 1st bullet, but may by the 2nd (Kidnap there)", () => {
    const t = farcTurn(
      farcBoard({
        ...base,
        pieces: { "bogota-neiva": { farcU: 1 }, "neiva-pasto": { farcU: 1, police: 1 }, huila: { farcU: 1 } },
        terror: { "bogota-neiva": 1, "neiva-pasto": 1 },
      }),
    );
    // Neiva–Pasto: Police as many as FARC, so no Kidnap there, and Sabotaged: no Terror at all
    expect(opSelected(t)).toEqual(["bogota-neiva", "huila"]);
    expect(farcKeys(t).filter((k) => k.startsWith("np.farc.terror"))).toEqual([
      "np.farc.terrorKidnap",
      "np.farc.terrorPop",
    ]);
  });

  it("8.1 4th bullet: Terror stops when the Resources are spent", () => {
    const t = farcTurn(
      farcBoard({
        ...base,
        resources: { farc: 1, govt: 10 },
        pieces: { huila: { farcU: 1 }, santander: { farcU: 1 }, "cali-pasto": { farcU: 1 } },
      }),
    );
    // the free LoC, then 1 of the 2 Departments
    expect(opSelected(t)).toHaveLength(2);
    expect(opSelected(t)[0]).toBe("cali-pasto");
    expect(farcKeys(t)).toContain("np.farc.noResources");
  });
});

describe("8.7.4 Kidnap", () => {
  it("8.7.4 a Cartels Base but Cartels without Resources or Shipment: not a Kidnap space", () => {
    const t = farcTurn(
      farcBoard({
        ...base,
        resources: { farc: 5, govt: 10, cartels: 0 },
        pieces: { narino: { farcU: 1, cartelsBase: 1 }, "cali-pasto": { farcU: 1, police: 1 } },
      }),
    );
    expect(farcKeys(t)).toContain("np.farc.terrorPop"); // Nariño by the 3rd bullet, not the 2nd
    expect(farcKeys(t)).toContain("np.farc.kidnapNone"); // Police as many as FARC on the LoC
    expect(t.state.resources.cartels).toBe(0);
  });

  it("8.7.4 Drug Ransom: Cartels without Resources but with a Shipment there", () => {
    const t = farcTurn(
      farcBoard({
        ...base,
        resources: { farc: 5, govt: 10, cartels: 0 },
        pieces: { narino: { farcU: 1, cartelsBase: 1, cartelsA: 1 }, "cali-pasto": { farcU: 1, police: 1 } },
        shipments: [["narino", "cartels"]],
      }),
    );
    expect(farcKeys(t)).toContain("np.farc.terrorKidnap");
    expect(farcKeys(t)).toContain("np.farc.kidnap");
    expect(t.state.shipments).toEqual([{ s: idx("narino"), f: "farc" }]);
    expect(pieces(t.state, "narino", "farcA")).toBe(1);
  });

  it("8.7.4 a City with a Cartels Base: the Government is the target", () => {
    const t = farcTurn(
      farcBoard({
        ...base,
        dice: [3],
        pieces: { cali: { farcU: 1, cartelsBase: 1 }, "cali-pasto": { farcU: 1, police: 1 } },
      }),
    );
    expect(t.commands).toContainEqual(expect.objectContaining({ t: "choose", v: "target:govt" }));
    expect(t.state.resources.govt).toBe(10 - 3);
    expect(t.state.resources.cartels).toBe(4);
  });
});
