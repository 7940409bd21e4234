// 8.7.2 Non-player FARC March: onto LoCs, into up to 3 spaces, one more space; the origin
// guidelines and the 8.1.2 March guidelines (Underground, Active first, Shipments first).
import { describe, expect, it } from "vitest";
import { idx, pieces } from "../../fixture";
import { farcBoard, farcKeys, farcTurn, moves } from "./helpers";

/** no Rally (8.7.1): few Guerrillas Available and no Base */
const noRally = { guerrillas: 5, bases: 0 };

describe("8.7.2 1st bullet: onto the LoCs", () => {
  it("8.7.2 1 Guerrilla onto each reachable unSabotaged LoC without Guerrillas, highest Econ first", () => {
    const t = farcTurn(
      farcBoard({
        ...noRally,
        dice: [5, 3, 2], // the 2nd bullet's destination: Meta West (8.2, PB ¶6's roll)
        pieces: {
          neiva: { farcU: 3 }, // Active Opposition: an origin for the 2nd bullet too
        },
        levels: { neiva: -2 },
      }),
    );
    // Bogotá–Neiva (Econ 2) before Neiva–Pasto (Econ 1); then the last one into Meta West
    expect(moves(t)).toEqual([
      "farcU neiva>bogota-neiva",
      "farcU neiva>neiva-pasto",
      "farcU neiva>meta-west",
    ]);
    expect(farcKeys(t).filter((k) => k.startsWith("np.farc.march"))).toEqual([
      "np.farc.march.yes",
      "np.farc.marchLoc",
      "np.farc.marchMove",
      "np.farc.marchLoc",
      "np.farc.marchMove",
      "np.farc.marchDest",
      "np.farc.marchMove",
      "np.farc.marchDone",
    ]);
    expect(pieces(t.state, "bogota-neiva", "farcU")).toBe(1);
    // Meta West costs 1; then Extort on the lowest-Econ LoC (Neiva–Pasto) brings 1
    expect(t.state.resources.farc).toBe(10);
    expect(pieces(t.state, "neiva-pasto", "farcA")).toBe(1);
  });

  it("8.7.2 a Sabotaged LoC and a LoC holding any Guerrilla are skipped", () => {
    const t = farcTurn(
      farcBoard({
        ...noRally,
        propagandaPlayed: 0,
        pieces: { neiva: { farcU: 3 }, "neiva-pasto": { cartelsA: 1 } },
        terror: { "bogota-neiva": 1 },
        levels: { neiva: -2 },
        dice: [5, 3, 2],
      }),
    );
    expect(moves(t)).toEqual(["farcU neiva>meta-west", "farcU neiva>meta-west", "farcU neiva>meta-west"]);
  });

  it("8.7.2 (translator note 1) the next Propaganda card is the final one: no March onto LoCs", () => {
    const t = farcTurn(
      farcBoard({
        ...noRally,
        propagandaPlayed: 3,
        pieces: { neiva: { farcU: 3 } },
        levels: { neiva: -2 },
        dice: [5, 3, 2],
      }),
    );
    expect(farcKeys(t)).toContain("np.farc.marchNoLocs");
    expect(moves(t)).toEqual(["farcU neiva>meta-west", "farcU neiva>meta-west", "farcU neiva>meta-west"]);
  });
});

describe("8.7.2 2nd bullet and the origin guidelines", () => {
  const last = { ...noRally, propagandaPlayed: 3 }; // no LoC part

  it("8.7.2 only from Active Opposition, 0-Pop Departments, Sabotaged LoCs; 1 stays with a Base", () => {
    const t = farcTurn(
      farcBoard({
        ...last,
        pieces: {
          vichada: { farcU: 2, farcA: 2, farcBase: 1 }, // 0 Pop: origin; keeps 1 with its Base
          "meta-east": { farcU: 2, aucU: 2 }, // Neutral: not an origin (and not FARC-Controlled)
        },
        levels: { guaviare: -2 }, // not a destination (Opposition)
      }),
    );
    // Arauca and Meta East are the destinations next to Vichada; Meta East's own Guerrillas stay
    expect(moves(t)).toHaveLength(3);
    expect(moves(t).every((m) => m.includes(" vichada>"))).toBe(true);
    expect(pieces(t.state, "vichada", "farcU") + pieces(t.state, "vichada", "farcA")).toBe(1);
    expect(pieces(t.state, "vichada", "farcBase")).toBe(1);
  });

  it("8.1.2 March Example: into an empty space with Support only 3 go, Underground first, none flips", () => {
    const t = farcTurn(
      farcBoard({
        ...last,
        pieces: { vichada: { farcU: 2, farcA: 3 } },
        levels: { arauca: 1, guaviare: -2, "meta-east": -2 },
      }),
    );
    expect(moves(t).slice(0, 3)).toEqual([
      "farcU vichada>arauca",
      "farcU vichada>arauca",
      "farcA vichada>arauca",
    ]);
    const third = t.steps.filter((x) => x.move.command.t === "move")[2].state;
    expect(pieces(third, "arauca", "farcU")).toBe(2);
    expect(pieces(third, "arauca", "farcA")).toBe(1);
    // the 2 left over go on to the 3rd bullet's space (Guaviare or Meta East)
    expect(moves(t).slice(3)).toHaveLength(2);
  });

  it("8.1.2 Activation unavoidable (3 cubes at Support): Active Guerrillas move first, all of them", () => {
    const t = farcTurn(
      farcBoard({
        ...last,
        pieces: { vichada: { farcU: 1, farcA: 1 }, arauca: { police: 3 } },
        levels: { arauca: 1, guaviare: -2, "meta-east": -2 },
      }),
    );
    expect(moves(t)).toEqual(["farcA vichada>arauca", "farcU vichada>arauca"]);
    expect(pieces(t.state, "arauca", "farcA")).toBe(2);
  });

  it("8.7.2 first where the movers can stay Underground: Neutral before Support with 3 cubes", () => {
    const t = farcTurn(
      farcBoard({
        ...last,
        pieces: { vichada: { farcU: 1 }, guainia: { farcU: 1 }, arauca: { police: 3 } },
        levels: { arauca: 1, "meta-east": -2 },
      }),
    );
    // Guaviare (Neutral) is taken first; Arauca (Support, 3 cubes) only then
    expect(moves(t)[0]).toMatch(/>guaviare$/);
  });

  it("8.1.2 Shipments first: the first Guerrilla to leave carries them", () => {
    const t = farcTurn(
      farcBoard({
        ...last,
        pieces: { vichada: { farcU: 3, farcBase: 1 } },
        shipments: [["vichada", "farc"]],
        levels: { guaviare: -2, "meta-east": -2 },
      }),
    );
    expect(moves(t)[0]).toBe("farcU vichada>arauca carry");
    expect(t.state.shipments).toEqual([{ s: idx("arauca"), f: "farc" }]);
  });
});

describe("8.7.2 a free March an Event gives FARC", () => {
  it("8.4 / 8.7.2 card 20 shaded (Mono Jojoy): the free March follows the March bullets, at no cost", () => {
    const t = farcTurn(
      farcBoard({
        ...noRally,
        deck: [20, 1, 2],
        eligible: { govt: true },
        dice: [5, 3, 2], // Meta West for the 2nd bullet
        pieces: { neiva: { farcU: 3 } },
        levels: { neiva: -2 },
      }),
    );
    expect(t.commands[0]).toMatchObject({ t: "choose", v: "event:shaded" });
    expect(moves(t)).toEqual([
      "farcU neiva>bogota-neiva",
      "farcU neiva>neiva-pasto",
      "farcU neiva>meta-west",
    ]);
    expect(t.state.resources.farc).toBe(10);
  });
});

describe("8.7.2 3rd bullet: one more space", () => {
  it("8.7.2 next to the origin with the most Guerrillas still able to move (Vaupés), 8.2 among its neighbours", () => {
    const t = farcTurn(
      farcBoard({
        ...noRally,
        propagandaPlayed: 3,
        dice: [5, 1, 5], // Guaviare (8.2 chart, column 3 top triplet, bottom cell)
        pieces: { vaupes: { farcU: 3 }, guainia: { farcU: 2 } },
        // no 2nd-bullet destination: the neighbours are at Opposition
        levels: { guaviare: -1, putumayo: -1 },
      }),
    );
    expect(farcKeys(t)).toContain("np.farc.marchFinal");
    expect(farcKeys(t)).not.toContain("np.farc.marchDest");
    // Vaupés first (the origin with the most), then Guainía's too
    expect(moves(t)).toEqual([
      "farcU vaupes>guaviare",
      "farcU vaupes>guaviare",
      "farcU vaupes>guaviare",
      "farcU guainia>guaviare",
      "farcU guainia>guaviare",
    ]);
  });
});
