// 8.4.4 our instructions for Non-players executing cards 1–36 (each card's nonplayer.ts in src/engine/events/cards/):
// for each, a board where the instruction decides, and what it chose. The sweep (every card 1–36,
// both sides, random mid-game boards) is in cards-a-sweep.test.ts.
import { describe, expect, it } from "vitest";
import { botMove } from "../../../../src/engine/bots/index";
import { choiceValue } from "../../../../src/engine/choice";
import { basesOnMap } from "../../../../src/engine/core/queries";
import type { Frame, GameState } from "../../../../src/engine/types";
import { idx, pieces } from "../../fixture";
import { narration, npFixture } from "../helpers";
import { bodies, eventTurn, takeEvent, withStep } from "./ev-helpers";

const level = (s: GameState, id: string) => s.spaces[idx(id)].sup;
const terror = (s: GameState, id: string) => s.spaces[idx(id)].terror;

describe("8.4.3 shift instructions: where the shift weighs most (about: the highest Population)", () => {
  it("card 5 shaded: Santander (Population 2, Neutral) shifts 2 toward Active Opposition", () => {
    // next to a 3-Econ LoC and able to shift the full 2 levels: Cúcuta, Arauca, Sincelejo,
    // Atlántico, Cesar (Population 1) and Santander (2); Antioquia (2) can shift only 1 level
    const s0 = npFixture({ deck: [5, 2], eligible: { govt: false }, levels: { antioquia: -1 } });
    const r = eventTurn(takeEvent(s0));
    expect(level(r.state, "santander")).toBe(-2);
    expect(level(r.state, "antioquia")).toBe(-1);
    expect(r.steps[0].move.why).toEqual([
      { key: "np.ev.generic.shift", params: { space: "santander", n: 4 } },
    ]);
  });

  it("card 15 shaded: Cali at Passive Support (2 levels × 3) rather than Bucaramanga or Medellín", () => {
    const s0 = npFixture({
      deck: [15, 2],
      eligible: { govt: false },
      levels: { bogota: -2, cali: 1, bucaramanga: 1, medellin: 0, ibague: -1, "santa-marta": -1 },
    });
    const r = eventTurn(takeEvent(s0));
    expect(level(r.state, "cali")).toBe(-1);
    expect(level(r.state, "bucaramanga")).toBe(1);
    expect(narration(r.steps)).toEqual(["np.ev.generic.shift"]);
  });

  it("card 31 shaded: Bogotá and Cali first; the third among the Population-2 ties at random", () => {
    const opp = { bogota: -1, cali: -1, choco: -1, huila: -1, antioquia: -1 };
    const r = eventTurn(npFixture({ deck: [31, 2], levels: opp }));
    expect(bodies(r.steps).slice(1, 3)).toEqual(["space bogota", "space cali"]);
    expect(level(r.state, "bogota")).toBe(-2);
    expect(level(r.state, "cali")).toBe(-2);
    expect(level(r.state, "huila") + level(r.state, "antioquia")).toBe(-3); // one of the two
    expect(level(r.state, "choco")).toBe(-1);
    expect(r.steps[3].move.command.dice?.length).toBeGreaterThan(0); // 8.2: the tie is rolled
  });

  it("card 35 shaded: the Department with a Cartels Base where 2 levels weigh most (Huila)", () => {
    const s0 = npFixture({
      deck: [35, 2],
      pieces: { huila: { cartelsBase: 1 }, guaviare: { cartelsBase: 1 }, antioquia: { cartelsBase: 1 } },
      levels: { guaviare: 1, antioquia: -1 },
    });
    const r = eventTurn(s0);
    expect(level(r.state, "huila")).toBe(-2);
    expect(level(r.state, "guaviare")).toBe(1);
  });

  it("card 24 shaded: the City with Support set to Neutral where it weighs most (Medellín)", () => {
    const s0 = npFixture({
      deck: [24, 2],
      pieces: { huila: { farcU: 1, troops: 2 } },
      levels: { medellin: 2, cali: 1, bucaramanga: 2 },
    });
    const r = eventTurn(s0);
    expect(pieces(r.state, "huila", "troops")).toBe(0);
    expect(level(r.state, "medellin")).toBe(0);
    expect(level(r.state, "cali")).toBe(1);
    expect(level(r.state, "bucaramanga")).toBe(2);
  });

  it("card 36 (single Event): the 2 neighbours of the new Zone with the most Population (Bogotá, Cali)", () => {
    // 6.4.4 Huila, the one Mountain Department with FARC pieces, takes the Zone (no choice left)
    const r = eventTurn(npFixture({ deck: [36, 2], pieces: { huila: { farcU: 3 } } }));
    expect(r.state.spaces[idx("huila")].zone).toBe(true);
    expect(level(r.state, "bogota")).toBe(1);
    expect(level(r.state, "cali")).toBe(1);
    expect(level(r.state, "antioquia")).toBe(0);
  });
});

describe("8.4.3 unshaded sides (a Non-player Government later; here forced on an Insurgent)", () => {
  it("card 22: the Opposition space set to Neutral where it weighs most (Bogotá)", () => {
    const s0 = npFixture({ deck: [22, 2], levels: { bogota: -1, cali: -2, huila: -2 } });
    const r = eventTurn(takeEvent(s0, "unshaded"));
    expect(level(r.state, "bogota")).toBe(0);
    expect(level(r.state, "cali")).toBe(-2);
  });

  it("card 24: the City raised to Active Support where it weighs most (Cali)", () => {
    const s0 = npFixture({ deck: [24, 2], levels: { bogota: 2, medellin: 1 } });
    const r = eventTurn(takeEvent(s0, "unshaded"));
    expect(level(r.state, "cali")).toBe(2);
    expect(level(r.state, "medellin")).toBe(1);
  });

  it("card 31: Bogotá and Cali, and Huila (the one Population-2 Department left below Active Support)", () => {
    const s0 = npFixture({ deck: [31, 2], levels: { bogota: 1, antioquia: 2, santander: 2 } });
    const r = eventTurn(takeEvent(s0, "unshaded"));
    expect([level(r.state, "bogota"), level(r.state, "cali"), level(r.state, "huila")]).toEqual([2, 1, 1]);
  });

  it("card 32: Bogotá, then Medellín, set to Passive Support", () => {
    const s0 = npFixture({ deck: [32, 2], levels: { bogota: -1, medellin: -1, cali: 0 } });
    const r = eventTurn(takeEvent(s0, "unshaded"));
    expect([level(r.state, "bogota"), level(r.state, "medellin"), level(r.state, "cali")]).toEqual([1, 1, 0]);
  });

  it("card 6: Huila (Passive Opposition, Population 2) first, then one Department at random", () => {
    const s0 = npFixture({
      deck: [6, 2],
      eligible: { govt: false },
      terror: { "bogota-neiva": 1, "cali-ibague": 1 },
      levels: { huila: -1 },
    });
    const r = eventTurn(takeEvent(s0, "unshaded"));
    expect(bodies(r.steps)[0]).toBe("space huila");
    expect(level(r.state, "huila")).toBe(1);
    expect(level(r.state, "meta-west") + level(r.state, "choco")).toBe(1);
  });

  it("card 4 by a Non-player Government: the three 3-Econ pipelines, +18 Resources", () => {
    const s0 = npFixture({ deck: [4, 2], seats: { govt: "nonplayer" }, resources: { govt: 10 } });
    const r = eventTurn(s0);
    expect(r.state.resources.govt).toBe(28);
    expect(narration(r.steps).filter((k) => k === "np.ev.4.econ")).toHaveLength(3);
  });

  it("card 34 by a Non-player Government: the Insurgent leading on victory margin loses 5", () => {
    // margins: AUC 0, Cartels min(0 − 10, 20 − 40), FARC 0 − 25
    const frame = {
      k: "ev.choice",
      by: "govt",
      key: "faction",
      labels: (["farc", "auc", "cartels"] as const).map((f) => choiceValue({ k: "faction", faction: f })),
      values: ["farc", "auc", "cartels"],
      prompt: "prompt.card34.loser",
      rule: "5.1",
    } as Frame;
    const s = withStep(
      npFixture({ seats: { govt: "nonplayer" }, resources: { cartels: 20 } }),
      34,
      "unshaded",
      "govt",
      frame,
    );
    const m = botMove(s)!;
    expect(m.command).toMatchObject({ t: "choose", v: choiceValue({ k: "faction", faction: "auc" }) });
    expect(m.why.map((w) => w.key)).toEqual(["np.ev.34.leader"]);
  });
});

describe("8.4.4 a Non-player Government's one target space (unshaded sides)", () => {
  it("card 25: the Mountain Department with the most FARC pieces loses them all", () => {
    const s0 = npFixture({
      deck: [25, 2],
      seats: { govt: "nonplayer" },
      eligible: { farc: false, auc: false },
      pieces: { huila: { farcU: 2 }, antioquia: { farcU: 1, farcBase: 2 }, cesar: { farcA: 1 } },
    });
    const r = eventTurn(takeEvent(s0, "unshaded"));
    expect(r.steps[0].move.why).toEqual([{ key: "np.ev.most", params: { space: "antioquia", n: 3 } }]);
    expect(pieces(r.state, "antioquia", "farcBase")).toBe(0);
    expect(pieces(r.state, "huila", "farcU")).toBe(2);
  });

  it("card 28: the space next to Venezuela with the most Insurgent pieces", () => {
    const s0 = npFixture({
      deck: [28, 2],
      seats: { govt: "nonplayer" },
      eligible: { farc: false, auc: false, cartels: false },
      pieces: { cesar: { farcU: 1, aucU: 1 }, arauca: { cartelsU: 3 }, cucuta: { farcA: 1 } },
    });
    const r = eventTurn(takeEvent(s0, "unshaded"));
    expect(bodies(r.steps)[0]).toBe("space arauca");
    expect(pieces(r.state, "arauca", "cartelsU")).toBe(0);
  });
});

describe("8.4.4 card 6 shaded: the pipeline next to the Department whose shift weighs most", () => {
  it("Huila is the only Population-2 Department able to shift: the 2-Econ pipeline next to it (8.3)", () => {
    // Antioquia and Santander are at Active Opposition already; Bogotá–Neiva is Sabotaged already
    const s0 = npFixture({
      deck: [6, 2],
      eligible: { govt: false },
      levels: { antioquia: -2, santander: -2 },
      terror: { "bogota-neiva": 1 },
    });
    const r = eventTurn(takeEvent(s0));
    expect(r.steps[0].move.why.map((w) => w.key)).toEqual(["np.ev.6.pipeline"]);
    expect(terror(r.state, "bogota-bucaramanga-ibague")).toBe(1);
    expect(level(r.state, "huila")).toBe(-1);
  });
});

describe("8.4.4 card 19 (single Event): Attack or Terror in each space", () => {
  it("Attack where 3+ Guerrillas face Government pieces; Terror elsewhere", () => {
    const s0 = npFixture({
      deck: [19, 2],
      pieces: {
        huila: { farcU: 3, troops: 1 },
        "meta-west": { farcU: 1, police: 1 },
        guaviare: { farcU: 4, aucU: 1 },
      },
    });
    const r = eventTurn(s0);
    const why = r.steps.flatMap((st) => st.move.why);
    const said = (key: string) => why.filter((w) => w.key === key).map((w) => w.params?.space);
    expect(said("np.ev.19.attack")).toEqual(["huila"]);
    expect(said("np.ev.19.terror").sort()).toEqual(["guaviare", "meta-west"]);
    expect(terror(r.state, "meta-west")).toBe(1);
    expect(terror(r.state, "guaviare")).toBe(1);
    expect(terror(r.state, "huila")).toBe(0);
    expect(pieces(r.state, "huila", "farcU")).toBe(0); // 3.3.3 the Attack Activated them all
  });
});

describe("8.4.4 card 20 shaded: Guerrillas facing Government cubes go Underground first", () => {
  it("Huila's 2 (Troops there), then 1 more at random (generic)", () => {
    const flip = {
      k: "ev.pieces",
      by: "farc",
      mode: "flip",
      spaces: [idx("guaviare"), idx("huila")],
      kinds: ["farcA"],
      n: 3,
      did: 0,
      upTo: true,
      prompt: "prompt.card20.hide",
      rule: "5.1",
    } as Frame;
    const board = npFixture({ pieces: { huila: { farcA: 2, troops: 1 }, guaviare: { farcA: 2 } } });
    const r = eventTurn(withStep(board, 20, "shaded", "farc", flip));
    expect(bodies(r.steps)).toEqual(["flip farcA huila", "flip farcA huila", "flip farcA guaviare"]);
    expect(narration(r.steps)).toEqual(["np.ev.20.hide", "np.ev.20.hide", "np.ev.generic.flip"]);
    expect(pieces(r.state, "guaviare", "farcA")).toBe(1);
  });
});

describe("8.4.4 card 21 shaded: the FARC Base where FARC Guerrillas stand", () => {
  it("Meta West, the one space with FARC Guerrillas", () => {
    const r = eventTurn(
      npFixture({ deck: [21, 2], pieces: { "meta-west": { farcU: 1 }, huila: { aucU: 2 } } }),
    );
    expect(pieces(r.state, "meta-west", "farcBase")).toBe(1);
    expect(narration(r.steps)).toContain("np.ev.21.base");
  });

  it("no FARC Guerrilla on the map: a space at random (8.4.3, generic)", () => {
    const r = eventTurn(npFixture({ deck: [21, 2] }));
    expect(narration(r.steps)).toContain("np.ev.generic.place");
    expect(narration(r.steps)).not.toContain("np.ev.21.base");
    expect(basesOnMap(r.state, "farc")).toBe(1);
  });
});

describe("8.4.4 card 25 shaded: a Department where a FARC Base still fits", () => {
  it("Huila, the one Department of the area with room for a Base: Bases first (8.1.2)", () => {
    const full = { govtBase: 2 };
    const s0 = npFixture({
      deck: [25, 2],
      pieces: { antioquia: full, atlantico: full, choco: full, cesar: full, santander: full },
    });
    const r = eventTurn(s0);
    expect(r.steps[1].move.why.map((w) => w.key)).toEqual(["np.ev.25.base"]);
    expect(pieces(r.state, "huila", "farcBase")).toBe(2);
    expect(pieces(r.state, "huila", "farcU")).toBe(1);
  });
});

describe("8.4.4 card 29 shaded: who Ambushes, and where", () => {
  it("FARC executes: FARC Ambushes where the Government has the most pieces", () => {
    const s0 = npFixture({
      deck: [29, 2],
      pieces: {
        huila: { farcU: 1, troops: 2, police: 1 },
        "meta-west": { farcU: 1, police: 1 },
        guaviare: { farcU: 1, aucU: 1 },
        putumayo: { aucU: 1, police: 1 },
      },
    });
    const r = eventTurn(s0);
    const keys = narration(r.steps);
    expect(keys).toContain("np.ev.29.self");
    expect(
      r.steps.find((st) => st.move.why.some((w) => w.key === "np.ev.29.space"))?.move.why,
    ).toContainEqual({
      key: "np.ev.29.space",
      params: { space: "huila", n: 3 },
    });
    // 4.3.2 two Ambushes remove 2 pieces each: the Government's 3 pieces go
    expect(pieces(r.state, "huila", "troops") + pieces(r.state, "huila", "police")).toBe(0);
  });

  it("the Cartels execute: AUC Ambushes, as only AUC can hit the Government", () => {
    const s0 = npFixture({
      deck: [29, 2],
      eligible: { farc: false, auc: false },
      pieces: { huila: { aucU: 1, troops: 1 }, guaviare: { farcU: 1, cartelsU: 1 } },
    });
    const r = eventTurn(takeEvent(s0));
    expect(r.steps[0].move.why).toEqual([{ key: "np.ev.29.govt", params: { faction: "auc" } }]);
    expect(pieces(r.state, "huila", "troops")).toBe(0);
    expect(pieces(r.state, "guaviare", "cartelsU")).toBe(1);
  });
});

describe("8.4.4 card 34 shaded: who places the Base and Guerrillas", () => {
  it("FARC executes: its own pieces, in a 0-Pop Department", () => {
    const r = eventTurn(npFixture({ deck: [34, 2] }));
    expect(narration(r.steps)).toContain("np.ev.34.self");
    const zeroPop = ["vichada", "guainia", "vaupes", "amazonas"];
    expect(zeroPop.map((id) => pieces(r.state, id, "farcBase")).reduce((a, b) => a + b)).toBe(1);
    expect(zeroPop.map((id) => pieces(r.state, id, "farcU")).reduce((a, b) => a + b)).toBe(2);
  });

  const placer = (offer: ("auc" | "cartels")[]): Frame =>
    ({
      k: "ev.choice",
      by: "farc",
      key: "faction",
      labels: offer.map((f) => choiceValue({ k: "faction", faction: f })),
      values: offer,
      prompt: "prompt.card34.placer",
      rule: "5.1",
    }) as Frame;

  it("FARC cannot place its own: the Insurgent furthest behind on margin (the Cartels, −10)", () => {
    const s = withStep(npFixture(), 34, "shaded", "farc", placer(["auc", "cartels"]));
    const m = botMove(s)!;
    expect(m.command).toMatchObject({ v: choiceValue({ k: "faction", faction: "cartels" }) });
    expect(m.why).toEqual([{ key: "np.ev.34.trailing", params: { faction: "cartels" } }]);
  });

  it("… and AUC when it trails (4 FARC Bases: AUC −4; Cartels min(8 − 10, 50 − 40) = −2)", () => {
    const board = npFixture({
      resources: { cartels: 50 },
      pieces: {
        huila: { farcBase: 2 },
        guaviare: { farcBase: 2 },
        putumayo: { cartelsBase: 2 },
        vaupes: { cartelsBase: 2 },
        amazonas: { cartelsBase: 2 },
        narino: { cartelsBase: 2 },
      },
    });
    const m = botMove(withStep(board, 34, "shaded", "farc", placer(["auc", "cartels"])))!;
    expect(m.command).toMatchObject({ v: choiceValue({ k: "faction", faction: "auc" }) });
  });
});
