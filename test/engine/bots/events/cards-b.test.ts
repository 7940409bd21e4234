// 8.4.4 our per-card instructions for Non-players executing cards 37–72
// (each card's nonplayer.ts in src/engine/events/cards/): on each board the instruction
// decides, and the test asserts what it chose.
import { describe, expect, it } from "vitest";
import { botMove } from "../../../../src/engine/bots/index";
import { choiceValue } from "../../../../src/engine/choice";
import type { Faction, Frame, GameState } from "../../../../src/engine/types";
import { idx, pieces } from "../../fixture";
import { narration, npFixture } from "../helpers";
import { bodies, eventTurn, takeEvent, withStep } from "./ev-helpers";

/** an `ev.space` step (a card's space question) for `by` */
const spaceStep = (key: string, cands: string[], by: Faction, n = 1, upTo = false): Frame =>
  ({
    k: "ev.space",
    by,
    key,
    single: n === 1 && !upTo,
    prompt: "prompt.event.space",
    rule: "5.1",
    cands: cands.map(idx),
    n,
    upTo,
    picked: [],
  }) as Frame;

/** an `ev.choice` step among a card's modes for `by` */
const modeStep = (key: string, modes: string[], by: Faction): Frame =>
  ({
    k: "ev.choice",
    by,
    key,
    labels: modes.map((mode) => choiceValue({ k: "mode", mode })),
    values: modes,
    prompt: "prompt.event.mode",
    rule: "5.1",
  }) as Frame;

/** the first bot move's command and narration keys */
function first(s: GameState) {
  const m = botMove(s);
  expect(m).not.toBeNull();
  return { cmd: m!.command, why: m!.why.map((w) => w.key) };
}

const GOVT_NP = { seats: { govt: "nonplayer" as const } };

describe("8.4.4 card 37 Former Military", () => {
  it("unshaded, a Non-player Government: Assault where both Sweep and Assault are possible", () => {
    const s0 = npFixture({ ...GOVT_NP, pieces: { huila: { troops: 3, farcU: 1, farcA: 2 } } });
    const s = withStep(s0, 37, "unshaded", "govt", {
      k: "ev.spaceLoop",
      at: "37.unshaded.0",
      f: "govt",
      by: "govt",
      stage: "op",
      done: [idx("huila")],
      cur: idx("huila"),
    } as Frame);
    const m = first(s);
    expect(m.cmd).toMatchObject({ t: "choose", v: choiceValue({ k: "op", op: "assault", limited: false }) });
    expect(m.why).toEqual(["np.ev.37.assault"]);
  });

  it("shaded: the free Ambush where the Government has the most pieces", () => {
    const s0 = npFixture({
      pieces: {
        huila: { aucU: 1, police: 1, farcU: 3 },
        antioquia: { aucU: 1, troops: 2, govtBase: 1 },
      },
    });
    const m = first(withStep(s0, 37, "shaded", "auc", spaceStep("ambush", ["huila", "antioquia"], "auc")));
    expect(m.cmd).toMatchObject({ t: "space", s: "antioquia" });
    expect(m.why).toEqual(["np.ev.37.ambush"]);
  });

  it("shaded: no Government piece there: the Insurgent leading on victory margin (FARC ahead of the Cartels)", () => {
    // 7.3: FARC 0 + 1 Base − 25 = −24; Cartels min(0 − 10, 0 − 40) = −40
    const s0 = npFixture({
      pieces: { huila: { aucU: 1, cartelsU: 3 }, antioquia: { aucU: 1, farcU: 1, farcBase: 1 } },
    });
    const m = first(withStep(s0, 37, "shaded", "auc", spaceStep("ambush", ["huila", "antioquia"], "auc")));
    expect(m.cmd).toMatchObject({ t: "space", s: "antioquia" });
  });
});

describe("8.4.4 card 40 Demobilization (shaded)", () => {
  it("the Department with the most cubes sends them away (8.4.2 relocate as many as possible)", () => {
    const s0 = npFixture({
      deck: [40, 2],
      pieces: { huila: { aucU: 1, troops: 1 }, antioquia: { aucU: 1, troops: 2, police: 1 } },
    });
    const r = eventTurn(s0);
    expect(narration(r.steps)).toContain("np.ev.40.cubes");
    expect(pieces(r.state, "antioquia", "troops") + pieces(r.state, "antioquia", "police")).toBe(0);
    expect(pieces(r.state, "huila", "troops")).toBe(1);
  });

  it("the 2 Cities: where an AUC Base still fits first (8.1.2 Bases first)", () => {
    const s0 = npFixture({ pieces: { cali: { govtBase: 1, farcBase: 1 } } });
    const s = withStep(s0, 40, "shaded", "auc", spaceStep("cities", ["cali", "medellin", "pasto"], "auc", 2));
    const m = first(s);
    expect(["medellin", "pasto"]).toContain(m.cmd.t === "space" ? m.cmd.s : "");
    expect(m.why).toContain("np.ev.40.base");
  });

  it("no AUC Base Available: the Cities at random (8.2, generic)", () => {
    const bases = { aucBase: 2 };
    const s0 = npFixture({
      pieces: { huila: bases, antioquia: bases, santander: bases, cali: { govtBase: 1, farcBase: 1 } },
    });
    const s = withStep(s0, 40, "shaded", "auc", spaceStep("cities", ["cali", "medellin", "pasto"], "auc", 2));
    expect(first(s).why).not.toContain("np.ev.40.base");
    expect(first(s).why).toContain("np.ev.generic.space");
  });
});

describe("8.4.4 cards 41, 42, 52 unshaded (a Non-player Government)", () => {
  it("card 41: the space with the most AUC pieces", () => {
    const s0 = npFixture({ ...GOVT_NP, pieces: { huila: { aucU: 1 }, cesar: { aucA: 2, aucBase: 1 } } });
    const m = first(withStep(s0, 41, "unshaded", "govt", spaceStep("space", ["huila", "cesar"], "govt")));
    expect(m.cmd).toMatchObject({ t: "space", s: "cesar" });
    expect(m.why).toEqual(["np.ev.41.auc"]);
  });

  it("card 42: 8.4.3 Passive Support where the shift weighs most (Bogotá, Population 8)", () => {
    const frame = spaceStep("spaces", ["cali", "bogota", "huila"], "govt", 2);
    const m = first(withStep(npFixture(GOVT_NP), 42, "unshaded", "govt", frame));
    expect(m.cmd).toMatchObject({ t: "space", s: "bogota" });
    expect(m.why).toEqual(["np.ev.generic.shift"]);
  });

  it("card 52: 8.4.3 the shift toward Support where it weighs most (Antioquia 2 over Cesar 1)", () => {
    const frame = spaceStep("spaces", ["cesar", "antioquia", "guaviare"], "govt", 2);
    const m = first(withStep(npFixture(GOVT_NP), 52, "unshaded", "govt", frame));
    expect(m.cmd).toMatchObject({ t: "space", s: "antioquia" });
  });
});

describe("8.4.4 card 43 Calima Front (shaded)", () => {
  it("the 2 Terror markers go to the Department with Troops and the highest Population", () => {
    const s0 = npFixture({ deck: [43, 2], pieces: { guaviare: { troops: 1 }, huila: { troops: 1 } } });
    const r = eventTurn(s0);
    expect(r.state.spaces[idx("huila")].terror).toBe(2);
    expect(r.state.spaces[idx("guaviare")].terror).toBe(0);
    expect(narration(r.steps)).toContain("np.ev.43.pop");
  });
});

describe("8.4.4 card 44 Colombia Nueva", () => {
  it("shaded: 8.4.3 the City whose drop to Neutral changes the totals most (Cali at Active Support: 6)", () => {
    // Bogotá Passive Support: 8 × 1 = 8 > Cali 3 × 2 = 6: Bogotá; then Medellín would tie lower
    const s0 = npFixture({ deck: [44, 2], levels: { bogota: 1, cali: 2, medellin: 1 } });
    const r = eventTurn(s0);
    expect(r.state.spaces[idx("bogota")].sup).toBe(0);
    expect(r.state.spaces[idx("cali")].sup).toBe(2);
    expect(narration(r.steps)).toContain("np.ev.generic.shift");
  });

  it("shaded: a small City at Active Support beats a larger one at Passive Support when it weighs more", () => {
    // Cali 3 × 2 = 6 > Bucaramanga 2 × 1 = 2
    const s0 = npFixture({ deck: [44, 2], levels: { cali: 2, bucaramanga: 1 } });
    const r = eventTurn(s0);
    expect(r.state.spaces[idx("cali")].sup).toBe(0);
    expect(r.state.spaces[idx("bucaramanga")].sup).toBe(1);
    expect(narration(r.steps)).toContain("np.ev.generic.shift");
  });

  it("unshaded, a Non-player Government: Active Support where it weighs most (Bogotá Neutral: 16)", () => {
    const frame = spaceStep("city", ["bogota", "cali"], "govt");
    const s0 = npFixture({ ...GOVT_NP, levels: { bogota: 0, cali: 1 } });
    expect(first(withStep(s0, 44, "unshaded", "govt", frame)).cmd).toMatchObject({ t: "space", s: "bogota" });
  });
});

describe("8.4.4 card 46 Limpieza", () => {
  it("the executor names itself, Terrors where the Government has most pieces, sets Passive Opposition", () => {
    const s0 = npFixture({
      deck: [46, 2],
      levels: { huila: 1, antioquia: 1 },
      pieces: {
        huila: { aucU: 1, police: 1, farcU: 2 },
        antioquia: { aucU: 1, troops: 2, govtBase: 1 },
        guaviare: { farcU: 1 },
      },
    });
    const r = eventTurn(s0);
    const keys = narration(r.steps);
    expect(keys).toContain("np.ev.46.self");
    expect(keys).toContain("np.ev.46.govt");
    expect(keys).toContain("np.ev.46.opposition");
    // 8.1.2: the Base first, then a Troops cube
    expect(pieces(r.state, "antioquia", "govtBase")).toBe(0);
    expect(pieces(r.state, "antioquia", "troops")).toBe(1);
    expect(r.state.spaces[idx("antioquia")].sup).toBe(-1);
    expect(pieces(r.state, "huila", "police")).toBe(1);
  });

  it("without its own Guerrilla: the Insurgent furthest behind on margin is named and picks its space", () => {
    // FARC 1 Base: −24; Cartels: min(0 − 10, 0 − 40) = −40 → the Cartels
    const s0 = npFixture({
      deck: [46, 2],
      pieces: {
        huila: { farcU: 1, farcBase: 1, police: 1 },
        guaviare: { cartelsU: 1, farcU: 1 },
        vaupes: { cartelsU: 1 },
      },
    });
    const r = eventTurn(s0);
    expect(narration(r.steps)).toContain("np.ev.46.trailing");
    // no Government piece where the Cartels stand: the most enemy pieces (FARC Guerrilla) there
    expect(narration(r.steps)).toContain("np.ev.46.enemy");
    expect(pieces(r.state, "guaviare", "farcU")).toBe(0);
  });
});

describe("8.4.4 card 47 Pinto & del Rosario (shaded)", () => {
  it("AUC hides its Active Guerrillas facing Government cubes first", () => {
    const s0 = npFixture({
      deck: [47, 2],
      pieces: { huila: { aucA: 1, police: 2 }, guaviare: { aucA: 3 } },
    });
    const r = eventTurn(s0);
    expect(narration(r.steps)).toContain("np.ev.47.hide");
    expect(pieces(r.state, "huila", "aucU")).toBe(1);
    expect(pieces(r.state, "huila", "aucA")).toBe(0);
  });
});

describe("8.4.4 card 48 Unión Sindical Obrera", () => {
  it("shaded: 8.4.3 the 2 Cities (not Bogotá) where the shift weighs most: Cali and Medellín", () => {
    const r = eventTurn(npFixture({ deck: [48, 2], levels: { medellin: -2 } }));
    // Medellín is already at Active Opposition: Cali (3) then a 2-Population City
    expect(r.state.spaces[idx("cali")].sup).toBe(-1);
    expect(r.state.spaces[idx("bogota")].sup).toBe(0);
    const shifted = ["bucaramanga", "ibague", "santa-marta"].filter((c) => r.state.spaces[idx(c)].sup === -1);
    expect(shifted).toHaveLength(1);
  });

  it("unshaded, a Non-player Government: the FARC Base rather than an Opposition marker", () => {
    const s0 = npFixture(GOVT_NP);
    const m = first(
      withStep(s0, 48, "unshaded", "govt", modeStep("mode", ["oppositionLevel", "farcBaseOut"], "govt")),
    );
    expect(m.cmd).toMatchObject({ t: "choose", v: choiceValue({ k: "mode", mode: "farcBaseOut" }) });
    expect(m.why).toEqual(["np.ev.48.base"]);
  });
});

describe("8.4.4 card 50 Carabineros (shaded)", () => {
  it("8.4.2: the Police are replaced by AUC Guerrillas, not just removed", () => {
    const r = eventTurn(npFixture({ deck: [50, 2], pieces: { huila: { police: 1 }, cesar: { police: 1 } } }));
    expect(narration(r.steps)).toContain("np.ev.50.replace");
    expect(pieces(r.state, "huila", "aucU") + pieces(r.state, "cesar", "aucU")).toBe(2);
    expect(pieces(r.state, "huila", "police") + pieces(r.state, "cesar", "police")).toBe(0);
  });
});

describe("8.4.4 card 53 Criminal Air Force", () => {
  it("AUC moves its own Active Guerrillas first, to the Department with its Base; they land Underground", () => {
    const s0 = npFixture({
      deck: [53, 2],
      pieces: {
        huila: { aucU: 1, aucA: 1 },
        antioquia: { aucA: 2, aucU: 2 },
        vaupes: { aucBase: 1 },
        guaviare: { farcU: 1 },
      },
    });
    const r = eventTurn(s0);
    const keys = narration(r.steps);
    expect(keys).toContain("np.ev.53.self");
    expect(keys).toContain("np.ev.53.from");
    expect(keys).toContain("np.ev.53.to");
    expect(bodies(r.steps).filter((b) => b.startsWith("move"))).toEqual([
      "move aucA antioquia vaupes",
      "move aucA antioquia vaupes",
    ]);
    expect(pieces(r.state, "vaupes", "aucU")).toBe(2);
    expect(pieces(r.state, "antioquia", "aucU")).toBe(2);
  });
});

describe("8.4.4 card 55 DEA Agents (shaded)", () => {
  it("8.4.3 the 3 spaces with Cartels pieces whose shift weighs most", () => {
    const c = { cartelsU: 1 };
    const r = eventTurn(
      npFixture({ deck: [55, 2], pieces: { bogota: c, cali: c, huila: c, guaviare: c, vaupes: c } }),
    );
    expect(["bogota", "cali", "huila"].map((id) => r.state.spaces[idx(id)].sup)).toEqual([-1, -1, -1]);
    expect(r.state.spaces[idx("guaviare")].sup).toBe(0);
  });
});

describe("8.4.4 card 57 Op Millennium (shaded)", () => {
  it("8.1.2 Bases first: the Police space where a Cartels Base still fits is taken first", () => {
    const s0 = npFixture({
      deck: [57, 2],
      pieces: { huila: { police: 1, govtBase: 1, farcBase: 1 }, guaviare: { police: 1 } },
    });
    const s = withStep(
      s0,
      57,
      "shaded",
      "cartels",
      spaceStep("spaces", ["huila", "guaviare", "cali"], "cartels", 2),
    );
    const m = first(s);
    expect(m.why).toContain("np.ev.57.base");
    expect(m.cmd).not.toMatchObject({ s: "huila" });
  });

  it("then the Police are replaced by a Cartels Base where it fits (generic: Bases first, 8.1.2)", () => {
    const s0 = npFixture({ deck: [57, 2], pieces: { huila: { police: 1 }, guaviare: { police: 1 } } });
    const r = eventTurn(s0);
    expect(pieces(r.state, "huila", "cartelsBase")).toBe(1);
    expect(pieces(r.state, "guaviare", "cartelsBase")).toBe(1);
  });
});

describe("8.4.4 card 58 General Serrano (shaded)", () => {
  it("the Cartels move the Police out of their spaces into spaces without Cartels pieces", () => {
    const s0 = npFixture({
      deck: [58, 2],
      pieces: { huila: { police: 2, cartelsU: 1, cartelsBase: 1 }, cali: { cartelsU: 1 } },
    });
    const r = eventTurn(s0);
    const moves = r.steps.map((st) => st.move.command).filter((c) => c.t === "move");
    expect(moves.length).toBeGreaterThanOrEqual(2);
    for (const m of moves.slice(0, 2)) {
      expect(m).toMatchObject({ from: "huila" });
      expect(["huila", "cali"]).not.toContain(m.t === "move" ? m.to : "");
    }
    expect(narration(r.steps)).toContain("np.ev.58.police");
  });
});

describe("8.4.4 card 59 Salcedo (shaded)", () => {
  it("a Guerrilla goes to guard a lone Cartels Base, from a space that keeps one at its own Base", () => {
    const s0 = npFixture({
      deck: [59, 2],
      pieces: {
        guaviare: { cartelsBase: 1 },
        huila: { cartelsA: 1, cartelsBase: 1 },
        antioquia: { cartelsA: 2 },
      },
    });
    const r = eventTurn(s0);
    expect(bodies(r.steps)[1]).toBe("move cartelsU antioquia guaviare");
    expect(narration(r.steps)).toContain("np.ev.59.guard");
    expect(pieces(r.state, "huila", "cartelsU")).toBe(1);
  });

  it("every Guerrilla stands alone at a Base: the Cartels move none (8.5.2: one stays at each Base)", () => {
    const s0 = npFixture({
      deck: [59, 2],
      pieces: { guaviare: { cartelsBase: 1, cartelsA: 1 }, huila: { cartelsA: 1, cartelsBase: 1 } },
    });
    const r = eventTurn(s0);
    expect(bodies(r.steps).slice(1)).toEqual(["done"]);
    expect(narration(r.steps)).toContain("np.ev.59.keep");
    expect(pieces(r.state, "guaviare", "cartelsU") + pieces(r.state, "huila", "cartelsU")).toBe(2);
  });
});

describe("8.4.4 cards 60, 61, 68, 72 unshaded (a Non-player Government)", () => {
  it("card 60: the way that removes more Cartels pieces (1 Department of 4 over 2 Cities of 3)", () => {
    const s0 = npFixture({
      ...GOVT_NP,
      pieces: { cali: { cartelsU: 2 }, medellin: { cartelsU: 1 }, huila: { cartelsU: 3, cartelsBase: 1 } },
    });
    const m = first(withStep(s0, 60, "unshaded", "govt", modeStep("mode", ["twoCities", "oneDept"], "govt")));
    expect(m.cmd).toMatchObject({ t: "choose", v: choiceValue({ k: "mode", mode: "oneDept" }) });
    expect(m.why).toEqual(["np.ev.60.oneDept"]);
  });

  it("card 60: 2 Cities when they hold more", () => {
    const s0 = npFixture({
      ...GOVT_NP,
      pieces: { cali: { cartelsU: 2 }, medellin: { cartelsU: 2 }, huila: { cartelsU: 3 } },
    });
    const m = first(withStep(s0, 60, "unshaded", "govt", modeStep("mode", ["twoCities", "oneDept"], "govt")));
    expect(m.cmd).toMatchObject({ t: "choose", v: choiceValue({ k: "mode", mode: "twoCities" }) });
    expect(m.why).toEqual(["np.ev.60.twoCities"]);
  });

  it("card 61: the City with the most Cartels pieces", () => {
    const s0 = npFixture({
      ...GOVT_NP,
      pieces: { cali: { cartelsU: 1 }, medellin: { cartelsU: 1, cartelsBase: 1 } },
    });
    const m = first(withStep(s0, 61, "unshaded", "govt", spaceStep("city", ["cali", "medellin"], "govt")));
    expect(m.cmd).toMatchObject({ t: "space", s: "medellin" });
  });

  it("card 68: 2 Cartels pieces rather than Shipments", () => {
    const m = first(
      withStep(npFixture(GOVT_NP), 68, "unshaded", "govt", modeStep("mode", ["pieces", "shipments"], "govt")),
    );
    expect(m.cmd).toMatchObject({ t: "choose", v: choiceValue({ k: "mode", mode: "pieces" }) });
    expect(m.why).toEqual(["np.ev.68.pieces"]);
  });

  it("card 72: the spaces with the most Cartels Guerrillas", () => {
    const s0 = npFixture({
      ...GOVT_NP,
      pieces: { cali: { cartelsU: 1 }, huila: { cartelsU: 2, cartelsA: 1 }, cesar: { cartelsA: 1 } },
    });
    const frame = spaceStep("spaces", ["cali", "huila", "cesar"], "govt", 2);
    expect(first(withStep(s0, 72, "unshaded", "govt", frame)).cmd).toMatchObject({ t: "space", s: "huila" });
  });
});

describe("8.4.4 card 65 Poppies", () => {
  it("the Cartels pick the Mountain Department of their Guerrilla, give it the Shipment, place their Base", () => {
    const s0 = npFixture({
      deck: [65, 2],
      pieces: { huila: { cartelsU: 1, farcU: 1, farcBase: 1 }, antioquia: { farcU: 1 } },
      shipments: [["huila", "farc"]],
    });
    const r = eventTurn(s0);
    const keys = narration(r.steps);
    expect(keys).toEqual(expect.arrayContaining(["np.ev.65.dept", "np.ev.65.shipOwn", "np.ev.65.baseOwn"]));
    expect(r.state.shipments).toContainEqual({ s: idx("huila"), f: "cartels" });
    expect(r.state.shipments).toHaveLength(2);
    expect(pieces(r.state, "huila", "cartelsBase")).toBe(1);
    expect(pieces(r.state, "huila", "farcBase")).toBe(1);
  });

  it("no own Guerrilla or Base can serve: an enemy's Shipment and Base are removed", () => {
    const all = { cartelsBase: 2 };
    const s0 = npFixture({
      deck: [65, 2],
      pieces: {
        cesar: { farcU: 1, farcBase: 1 },
        guaviare: all,
        putumayo: all,
        "meta-west": all,
        vaupes: all,
        amazonas: all,
        guainia: all,
        vichada: all,
        arauca: all,
      },
      shipments: [["cesar", "farc"]],
    });
    const r = eventTurn(s0);
    const keys = narration(r.steps);
    expect(keys).toContain("np.ev.65.shipOff");
    expect(keys).toContain("np.ev.65.baseOff");
    expect(r.state.shipments).toEqual([]);
    expect(pieces(r.state, "cesar", "farcBase")).toBe(0);
  });
});

describe("8.4.4 card 69 Riverines & Fast Boats", () => {
  it("FARC's largest group heads for the nearest Government pieces, stops there and Attacks", () => {
    // the largest group is Guaviare's 4 (Vaupés has 1); the Police in Putumayo are 1 step away:
    // the group goes there, stops (no further step) and, 4 strong, Attacks (3.3.3)
    const s0 = npFixture({
      deck: [69, 2],
      eligible: { cartels: false, auc: false, govt: false },
      resources: { farc: 5 },
      pieces: { guaviare: { farcU: 4 }, vaupes: { farcU: 1 }, putumayo: { police: 1 } },
    });
    const r = eventTurn(takeEvent(s0, "unshaded"));
    const keys = narration(r.steps);
    expect(keys).toEqual(
      expect.arrayContaining(["np.ev.69.origin", "np.ev.69.toward", "np.ev.69.arrived", "np.ev.69.op"]),
    );
    expect(pieces(r.state, "guaviare", "farcU") + pieces(r.state, "guaviare", "farcA")).toBe(0);
    const op = r.steps.flatMap((st) => st.move.why).find((w) => w.key === "np.ev.69.op");
    expect(op?.params).toMatchObject({ op: "attack", space: "putumayo" });
  });

  it("too few Guerrillas for even odds: Terror rather than Attack", () => {
    const s0 = npFixture({
      deck: [69, 2],
      eligible: { cartels: false, auc: false, govt: false },
      resources: { farc: 5 },
      levels: { putumayo: 1 },
      pieces: { guaviare: { farcU: 2 }, putumayo: { police: 1 } },
    });
    const r = eventTurn(takeEvent(s0, "unshaded"));
    const op = r.steps.flatMap((st) => st.move.why).find((w) => w.key === "np.ev.69.op");
    expect(op?.params).toMatchObject({ op: "terror", space: "putumayo" });
  });

  it("no Government piece in any Department: the group stops after its first step", () => {
    const s0 = npFixture({
      deck: [69, 2],
      eligible: { cartels: false, auc: false, govt: false },
      resources: { farc: 5 },
      pieces: { guaviare: { farcU: 2 }, bogota: { police: 1 } },
    });
    const r = eventTurn(takeEvent(s0, "unshaded"));
    const keys = narration(r.steps);
    expect(keys).toContain("np.ev.69.nowhere");
    expect(keys).not.toContain("np.ev.69.toward");
    // one step out of Guaviare (8.2 at random: no target to head for), both Guerrillas, then it ends
    const b = bodies(r.steps);
    expect(b[0]).toMatch(/^space /);
    expect(b.slice(1, 4)).toEqual([
      expect.stringMatching(/^move farcU guaviare /),
      expect.stringMatching(/^move farcU guaviare /),
      "done",
    ]);
  });
});

describe("8.4.4 card 70 Ayahuasca Tourism (shaded)", () => {
  it("the Cartels name themselves: Terror and Resources are theirs", () => {
    const s0 = npFixture({ deck: [70, 2], pieces: { guaviare: { cartelsU: 1 }, choco: { farcU: 1 } } });
    const r = eventTurn(s0);
    expect(narration(r.steps)).toContain("np.ev.70.self");
    expect(r.state.resources.cartels).toBe(s0.resources.cartels + 3);
  });

  it("without a Guerrilla in a Forest: the Insurgent furthest behind on victory margin", () => {
    // AUC: 0 − 1 FARC Base = −1; FARC: 1 Base − 25 = −24 → FARC
    const s0 = npFixture({
      deck: [70, 2],
      pieces: { guaviare: { farcU: 1, farcBase: 1 }, choco: { aucU: 1 }, huila: { cartelsU: 1 } },
    });
    const r = eventTurn(s0);
    expect(narration(r.steps)).toContain("np.ev.70.trailing");
    expect(r.state.resources.farc).toBe(s0.resources.farc + 3);
  });
});
