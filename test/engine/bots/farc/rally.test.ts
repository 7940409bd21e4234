// 8.7.1 Non-player FARC Rally (bullets in order, the random space, Resources running out) and
// the Extort that follows it.
import { describe, expect, it } from "vitest";
import { settle } from "../../../../src/engine/flow/runtime";
import { pieces } from "../../fixture";
import { farcBoard, farcKeys, farcTurn, opSelected, selected } from "./helpers";

describe("8.7.1 Rally in every space a bullet names, bullet by bullet", () => {
  const board = {
    guerrillas: 12,
    resources: { farc: 10 },
    dice: [1, 3, 1], // the 4th bullet's random space: Medellín (8.2, PB ¶1's roll)
    pieces: {
      // 1st bullet: 2 or more Guerrillas and room for a Base
      huila: { farcU: 2, farcA: 1 },
      // 2nd bullet: Active Guerrillas, a FARC Base, cubes (and no room for a 2nd Base)
      "meta-west": { farcBase: 1, cartelsBase: 1, farcA: 2, police: 1 },
      // 3rd bullet: a FARC Base
      guaviare: { farcBase: 1 },
      // a FARC Base where there is Support: never (3.3.1)
      bogota: { farcBase: 1 },
    },
    levels: { bogota: 1 },
  };

  it("8.7.1 Base, then flip Underground, then place at Bases, then 1 random space", () => {
    const t = farcTurn(farcBoard(board));
    expect(selected(t).slice(0, 4)).toEqual(["huila", "meta-west", "guaviare", "medellin"]);
    expect(farcKeys(t).slice(0, 5)).toEqual([
      "np.farc.rally.yes",
      "np.farc.rallyBase",
      "np.farc.rallyFlip",
      "np.farc.rallyPlace",
      "np.farc.rallyRandom",
    ]);
    const s = t.state;
    // 8.1.2: the Active Guerrilla goes first when 2 make way for the Base
    expect(pieces(s, "huila", "farcBase")).toBe(1);
    expect(pieces(s, "huila", "farcA")).toBe(0);
    expect(pieces(s, "huila", "farcU")).toBe(1);
    // the Active Guerrillas flipped (and nothing placed there)
    expect(pieces(s, "meta-west", "farcU") + pieces(s, "meta-west", "farcA")).toBe(2);
    // Population 1 + 1 Base: 2 Guerrillas
    expect(pieces(s, "guaviare", "farcU") + pieces(s, "guaviare", "farcA")).toBe(2);
    expect(pieces(s, "medellin", "farcU")).toBe(1);
    expect(pieces(s, "bogota", "farcU")).toBe(0);
  });

  it("8.7.1 PB ¶6: the random space, rolled 4,1,2, walks from Atlántico (Support) to Cesar", () => {
    const t = farcTurn(
      farcBoard({
        guerrillas: 12,
        dice: [4, 1, 2],
        // Santa Marta (the conjectured cell between them) has Support too
        levels: { atlantico: 1, "santa-marta": 1 },
      }),
    );
    expect(selected(t)[0]).toBe("cesar");
    expect(pieces(t.state, "cesar", "farcU")).toBe(1);
  });

  it("8.7.1 PB ¶14: the random space, rolled 4,4,1, skips Meta East (already rallied) for Vichada", () => {
    const t = farcTurn(
      farcBoard({
        guerrillas: 12,
        dice: [4, 4, 1],
        pieces: { "meta-east": { farcBase: 1 } },
        // the two conjectured cells before Meta East do not qualify
        levels: { cucuta: 1, arauca: 1 },
      }),
    );
    expect(selected(t).slice(0, 2)).toEqual(["meta-east", "vichada"]);
    expect(pieces(t.state, "vichada", "farcU")).toBe(1);
  });

  it("8.7.1 / 8.2 one FARC Base Available for two 1st-bullet spaces: the random space gets it", () => {
    const t = farcTurn(
      farcBoard({
        guerrillas: 12,
        bases: 1,
        dice: [5, 3, 5, 1, 3, 1], // Huila (column 3, middle triplet, bottom); then Medellín
        pieces: { cesar: { farcU: 2 }, huila: { farcU: 2 } },
      }),
    );
    expect(selected(t)[0]).toBe("huila");
    expect(pieces(t.state, "huila", "farcBase")).toBe(1);
    expect(pieces(t.state, "cesar", "farcBase")).toBe(0);
  });

  it("8.1 4th bullet: Resources reach 0 during the Rally: no further spaces", () => {
    const t = farcTurn(
      farcBoard({
        guerrillas: 12,
        resources: { farc: 2 },
        pieces: { guaviare: { farcBase: 1 }, "meta-east": { farcBase: 1 }, vichada: { farcBase: 1 } },
      }),
    );
    expect(opSelected(t)).toHaveLength(2);
    expect(farcKeys(t)).toContain("np.farc.noResources");
    expect(farcKeys(t)).not.toContain("np.farc.rallyRandom");
  });

  it("8.1 5th bullet (PB ¶14): 2nd Eligible after an Operation only, the Non-player FARC is not limited", () => {
    const s0 = structuredClone(
      farcBoard({
        guerrillas: 12,
        eligible: { govt: true },
        pieces: { guaviare: { farcBase: 1 }, "meta-east": { farcBase: 1 } },
      }),
    );
    s0.card.executed = ["govt"];
    s0.card.acted = { govt: "op" };
    const t = farcTurn(settle(s0));
    expect(t.commands[0]).toMatchObject({ t: "choose", v: "op:rally" });
    expect(selected(t).length).toBeGreaterThanOrEqual(3);
  });
});

describe("8.7.1 Extort after the Rally", () => {
  it("8.7.1 in each space with 2+ Underground Guerrillas and on 1 LoC, the lowest Econ", () => {
    const t = farcTurn(
      farcBoard({
        guerrillas: 12,
        bases: 0,
        resources: { farc: 5 },
        dice: [1, 3, 1], // the random Rally space: Medellín
        pieces: {
          guaviare: { farcBase: 1 }, // Rally places 2: Extort there
          narino: { farcU: 1 }, // 1 Underground only: no Extort
          "cali-pasto": { farcU: 1 }, // Econ 1: the LoC
          "bogota-neiva": { farcU: 1 }, // Econ 2
          "bogota-san-jose": { farcU: 1, police: 1 }, // no Control: cannot Extort
        },
      }),
    );
    const s = t.state;
    expect(farcKeys(t)).toEqual(expect.arrayContaining(["np.farc.extort", "np.farc.extortLoc"]));
    expect(pieces(s, "guaviare", "farcA")).toBe(1);
    expect(pieces(s, "cali-pasto", "farcA")).toBe(1);
    expect(pieces(s, "bogota-neiva", "farcU")).toBe(1);
    expect(pieces(s, "narino", "farcU")).toBe(1);
    expect(pieces(s, "medellin", "farcU")).toBe(1);
    // 5 − 2 Rally spaces + 2 Extorts
    expect(s.resources.farc).toBe(5);
  });

  it("8.7.1 no space to Extort: no Special Activity", () => {
    const t = farcTurn(farcBoard({ guerrillas: 12, dice: [1, 3, 1] }));
    expect(farcKeys(t)).toContain("np.farc.extortNone");
    expect(t.commands.some((c) => c.t === "choose" && c.v === "sa:extort")).toBe(false);
  });
});
