// Our Non-player Government flowchart (docs/nonplayer-government.md): G0b, the Government 1st
// Eligible keeps the card's Event from a 2nd Eligible who would hurt it by leaving out its Special
// Activity (2.3.4); G1b, a Sweep that brings the cubes for a Govt Base (3.2.1) into a Population 2
// Department.
import { describe, expect, it } from "vitest";
import { eventThreat } from "../../../../src/engine/bots/govt/lookahead";
import { baseGap, baseTarget } from "../../../../src/engine/bots/govt/sweep";
import { govtControls } from "../../../../src/engine/core/queries";
import { CITIES, SPACES } from "../../../../src/engine/data/map";
import { getDecision } from "../../../../src/engine/flow/runtime";
import type { GameState } from "../../../../src/engine/types";
import { idx, pieces } from "../../fixture";
import { factionTurn } from "../turns";
import { calm, govtBoard, govtKeys, govtTurn, noBaseToBuild } from "./helpers";

/** the Event options the Faction choosing next on the card is offered */
const eventOptions = (s: GameState) =>
  getDecision(s).options.filter((o) => o.t === "choose" && o.c.k === "event");

describe("G0b Deny the Event? (2.3.4)", () => {
  // card 44 (order AUC, FARC, Govt, Cartels): AUC and FARC Ineligible, so the Government is 1st
  // Eligible and the Non-player Cartels 2nd; the shaded side sets a City at Support to Neutral
  const card44 = (spec: Parameters<typeof calm>[0] = {}) =>
    govtBoard(
      calm({
        deck: [44, 20],
        eligible: { farc: false, auc: false },
        seats: { cartels: "nonplayer" },
        pieces: { cali: { troops: 2, farcU: 1 } },
        ...spec,
      }),
    );

  it("G0b yes: the Cartels would set a City to Neutral: the Government's Operation has no Special Activity and the Event stays closed", () => {
    const s = card44();
    const threat = eventThreat(s);
    expect(threat?.by).toBe("cartels");
    expect(threat?.cost).toBeGreaterThanOrEqual(2);
    const t = factionTurn(s, "govt");
    const keys = t.why.filter((k) => k.startsWith("np.govt."));
    expect(keys).toContain("np.govt.deny.yes");
    expect(keys).toContain("np.govt.saDeny");
    expect(t.state.card.acted.govt).toBe("op");
    // the Cartels choose next, and the Event is not among their options (2.3.4 Op only)
    expect(getDecision(t.state).faction).toBe("cartels");
    expect(eventOptions(t.state)).toHaveLength(0);
  });

  it("G0b no: every City at Passive Opposition: the Cartels' side only costs 3 Resources, less than 2 standing", () => {
    const levels = Object.fromEntries(CITIES.map((i) => [SPACES[i].id, -1]));
    const s = card44({ levels });
    expect(eventThreat(s)).toEqual({ by: "cartels", cost: 3 / 12 });
    const keys = factionTurn(s, "govt").why;
    expect(keys).toContain("np.govt.event.no");
    expect(keys).toContain("np.govt.deny.no");
    expect(keys).not.toContain("np.govt.saDeny");
  });

  it("G0b is not asked of the 2nd Eligible Government: nobody chooses after it on the card", () => {
    // card 44 with the AUC 1st Eligible (a player) having done Operation + Special Activity
    const s = govtBoard(calm({ deck: [44, 20], eligible: { farc: false } }));
    expect(getDecision(s).faction).toBe("auc");
    expect(eventThreat(s)).toBeNull();
  });
});

describe("G1b Govt Base ahead? (3.2.1, 6.5.1)", () => {
  // Huila (Population 2) next to Bogotá, whose 6 Troops are spare
  const huila = (level: number, extra: Record<string, Record<string, number>> = {}) =>
    govtBoard(calm({ pieces: { bogota: { troops: 6 }, ...extra }, levels: { huila: level } }));

  it("G1b yes: Huila Neutral and empty: a Sweep brings 3 Troops in, and the next Train can replace them with a Base", () => {
    const s = huila(0);
    expect(baseGap(s, idx("huila"))).toBe(3);
    expect(baseTarget(s, idx("huila"))).toBe(true);
    const t = govtTurn(s);
    const keys = govtKeys(t);
    expect(keys).toContain("np.govt.base.yes");
    expect(t.commands[0]).toMatchObject({ t: "choose", v: "op:sweep" });
    expect(pieces(t.state, "huila", "troops")).toBeGreaterThanOrEqual(3);
    // with 3 cubes there, G1 now answers yes for a Base in Huila
    const next = structuredClone(t.state);
    expect(baseGap(next, idx("huila"))).toBe(0);
  });

  it("G1b counts the other pieces: 2 FARC Guerrillas in Huila need 5 cubes", () => {
    expect(baseGap(huila(0, { huila: { farcU: 2 } }), idx("huila"))).toBe(5);
  });

  it("G1b no: Huila (and the other Population 2 Departments) at Active Support: nothing to build", () => {
    const s = govtBoard(
      calm({ pieces: { bogota: { troops: 6 } }, levels: { huila: 2, antioquia: 2, santander: 2 } }),
    );
    expect(baseGap(s, idx("huila"))).toBe(0);
    expect(govtKeys(govtTurn(s))).toContain("np.govt.base.no");
  });

  it("G1b no: a Population 1 Department (Meta East) is not worth a Base", () => {
    const s = govtBoard(calm({ pieces: { bogota: { troops: 6 } }, levels: { huila: 2, "meta-east": 0 } }));
    expect(baseGap(s, idx("meta-east"))).toBe(0);
  });

  it("G1b no: no Govt Base left to build (1.4.1)", () => {
    const s = noBaseToBuild(huila(0));
    expect(baseGap(s, idx("huila"))).toBe(0);
    expect(govtKeys(govtTurn(s))).toContain("np.govt.base.no");
  });

  it("G1b no: a Govt Base already in Huila", () => {
    expect(baseGap(huila(0, { huila: { govtBase: 1 } }), idx("huila"))).toBe(0);
  });
});

describe("G1 Train: a Govt Base before Civic Action (3.2.1)", () => {
  it("Cali could take Civic Action, Huila holds 3 Troops: the Train's extra step builds the Base in Huila", () => {
    const s = govtBoard(
      calm({ pieces: { cali: { troops: 1 }, huila: { troops: 3 } }, levels: { cali: 0, huila: 0 } }),
    );
    const t = govtTurn(s);
    expect(govtKeys(t)).toContain("np.govt.trainBase");
    expect(govtKeys(t)).not.toContain("np.govt.trainCivic");
    expect(pieces(t.state, "huila", "govtBase")).toBe(1);
    // the 3 Troops became the Base, which keeps Govt Control of Huila (1.7)
    expect(pieces(t.state, "huila", "troops")).toBe(0);
    expect(govtControls(t.state, idx("huila"))).toBe(true);
  });

  it("with no Department to take a Base, Civic Action in Cali is the extra step", () => {
    const s = govtBoard(calm({ pieces: { cali: { troops: 1 } }, levels: { cali: 0 } }));
    const t = govtTurn(s);
    expect(govtKeys(t)).toContain("np.govt.trainCivic");
    expect(t.state.spaces[idx("cali")].sup).toBeGreaterThan(0);
  });
});
