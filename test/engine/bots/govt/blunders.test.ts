// The Non-player Government's blunders, one board each (our flowchart,
// docs/nonplayer-government.md): Train plans with the cubes still Available (3.2.1), never a
// Base that loses Control, G1 only for a purpose it can pay for, card 69 never empties a space of
// its Govt Control, and no Eradicate (4.2.3) whose shift only feeds FARC while FARC leads.
import { describe, expect, it } from "vitest";
import { eradicateTargets } from "../../../../src/engine/bots/govt/activities";
import { EVENT_GAIN_FIRST, EVENT_GAIN_SECOND } from "../../../../src/engine/bots/govt/flowchart";
import { standing } from "../../../../src/engine/bots/govt/lookahead";
import { policeDestKey, troopDestKey } from "../../../../src/engine/bots/govt/propaganda";
import { trainBaseSpace, trainPurpose } from "../../../../src/engine/bots/govt/train";
import { available, govtControls, margins, totalSupport } from "../../../../src/engine/core/queries";
import { SPACES } from "../../../../src/engine/data/map";
import { idx, pieces } from "../../fixture";
import { eventTurn, takeEvent } from "../events/ev-helpers";
import { npFixture } from "../helpers";
import { calm, govtBoard, govtKeys, govtTurn, trail } from "./helpers";

const cubesIn = (s: Parameters<typeof pieces>[0], id: string) =>
  pieces(s, id, "troops") + pieces(s, id, "police");

describe("G1 Train plans with what is still Available (3.2.1)", () => {
  // 30 Troops and 13 Police parked in Guainía (Population 0) + 11 City Police: 6 Police Available
  const parked = { guainia: { troops: 30, police: 13 } };
  const board = () =>
    govtBoard(
      calm({ pieces: { ...parked, neiva: { farcU: 2 }, pasto: { farcU: 2 }, cucuta: { farcU: 2 } } }),
    );

  it("6 cubes Available: one City takes them all, no other City is paid for", () => {
    const s = board();
    expect(available(s, "troops") + available(s, "police")).toBe(6);
    const t = govtTurn(s);
    expect(trail(t)[0]).toBe("op:train");
    const chosen = ["neiva", "pasto", "cucuta"].filter((id) => trail(t).includes(id));
    expect(chosen).toHaveLength(1);
    expect(cubesIn(t.state, chosen[0])).toBe(7);
    expect(t.state.resources.govt).toBe(30 - 3);
  });
});

describe("G1 never a Govt Base that loses Control (3.2.1, 1.7)", () => {
  it("Huila: 3 cubes against 2 Guerrillas: no Base (1 Base against 2 would lose Control)", () => {
    const s = govtBoard(
      calm({ pieces: { huila: { troops: 2, police: 1, farcA: 2 } }, levels: { huila: 2 } }),
    );
    expect(govtControls(s, idx("huila"))).toBe(true);
    expect(trainBaseSpace(s, idx("huila"))).toBe(false);
    const t = govtTurn(s);
    expect(trail(t)).not.toContain("base:huila");
    expect(govtControls(t.state, idx("huila"))).toBe(true);
  });

  it("Huila: 4 cubes against 1 Guerrilla: the Base keeps Control (Base + 1 cube against 1)", () => {
    const s = govtBoard(
      calm({ pieces: { huila: { troops: 3, police: 1, farcA: 1 } }, levels: { huila: 2 } }),
    );
    expect(trainBaseSpace(s, idx("huila"))).toBe(true);
  });
});

describe("G1 says Train only for a purpose the Resources pay for", () => {
  // Cali (Population 3) at Neutral with its pair after Train: Civic Action (6.4.1) needs 3 + 3
  const cali = (govt: number) =>
    govtBoard(calm({ pieces: { cali: { troops: 1 } }, levels: { cali: 0 }, resources: { govt } }));

  it("5 Resources: no Civic Action to pay for, nothing else to Train for: G1 no", () => {
    const s = cali(5);
    expect(trainPurpose(s, 5)).toBe("");
    const t = govtTurn(s);
    expect(govtKeys(t)).toContain("np.govt.train.no");
    expect(govtKeys(t)).not.toContain("np.govt.trainCivic");
  });

  it("6 Resources: G1 yes, Train in Cali then Civic Action", () => {
    const s = cali(6);
    expect(trainPurpose(s, 6)).toBe("civic");
    const t = govtTurn(s);
    expect(govtKeys(t)).toContain("np.govt.train.yes");
    expect(trail(t)).toContain("civic:cali");
  });
});

describe("card 69 by the Government: Bogotá keeps its Control", () => {
  it("6 cubes in Bogotá: 5 set out toward the Guerrilla in Huila, 1 stays and holds Control", () => {
    const s0 = npFixture({
      deck: [69, 2],
      seats: { govt: "nonplayer" },
      eligible: { cartels: false, auc: false },
      levels: { bogota: 2 },
      pieces: { bogota: { troops: 3, police: 3 }, huila: { farcA: 1 } },
    });
    const r = eventTurn(takeEvent(s0, "unshaded"));
    expect(cubesIn(r.state, "bogota")).toBe(1);
    expect(govtControls(r.state, idx("bogota"))).toBe(true);
    expect(cubesIn(r.state, "huila") + pieces(r.state, "huila", "govtBase")).toBeGreaterThan(0);
  });
});

describe("G6 Eradicate (4.2.3) not when its shift only feeds FARC", () => {
  it("FARC ahead of the Cartels (7.3): no Eradicate where a Department can shift toward Opposition", () => {
    const s = govtBoard(calm({ pieces: { huila: { cartelsBase: 2 } }, levels: { huila: 0 } }));
    const m = margins(s);
    expect(m.farc).toBeGreaterThan(m.cartels);
    expect(eradicateTargets(s)).toEqual([]);
  });

  it("FARC ahead, but no shift possible around Guainía (Population 0, Guaviare at Active Opposition): Eradicate there", () => {
    const s = govtBoard(calm({ pieces: { guainia: { cartelsBase: 2 } }, levels: { guaviare: -2 } }));
    expect(eradicateTargets(s)).toEqual([idx("guainia")]);
    // Guaviare (Population 1) still Neutral: its shift would feed FARC
    const t = govtBoard(calm({ pieces: { guainia: { cartelsBase: 2 } } }));
    expect(eradicateTargets(t)).toEqual([]);
  });
});

describe("G0 Event? the Event played out on a copy (lookahead.ts)", () => {
  // card 31: FARC's symbol leftmost; its unshaded side shifts 2 Cities and 1 Department toward Support
  const board = (levels: Record<string, number>) =>
    govtBoard({
      deck: [31, 20, 21],
      levels,
      pieces: { bogota: { police: 1 } },
      eligible: { farc: false, cartels: false },
    });

  it("1st Eligible, not leftmost: Bogotá and Cali Neutral, the Event gains 2 x 11 Support: Event", () => {
    const s = board({ bogota: 0, cali: 0 });
    const t = govtTurn(s);
    expect(trail(t)[0]).toBe("event:unshaded");
    expect(govtKeys(t)).toContain("np.govt.event.yes");
    expect(totalSupport(t.state)).toBeGreaterThanOrEqual(totalSupport(s) + 11);
  });

  it("2nd Eligible the Event must gain 2 (lookahead.ts standing: 2 x Govt margin − FARC − Cartels)", () => {
    expect(EVENT_GAIN_FIRST).toBe(1);
    expect(EVENT_GAIN_SECOND).toBe(2);
    const s = board({ bogota: 0 });
    const before = standing(s);
    const t = govtTurn(s);
    expect(trail(t)[0]).toBe("event:unshaded");
    expect(standing(t.state) - before).toBeGreaterThanOrEqual(EVENT_GAIN_FIRST);
  });

  it("every City and Department already at Active Support: nothing to gain, Operation", () => {
    const all = Object.fromEntries(
      SPACES.filter((d) => d.type === "city" || d.type === "dept").map((d) => [d.id, 2]),
    );
    const t = govtTurn(board(all));
    expect(trail(t)[0]).not.toBe("event:unshaded");
    expect(govtKeys(t)).toContain("np.govt.event.no");
  });
});

describe("G9 Redeploy readies Civic pairs in Cities (6.5)", () => {
  it("a City at Active Support with Troops but no Police draws a spare Police", () => {
    expect(policeDestKey(govtBoard(calm({ pieces: { cali: { troops: 2, police: 0 } } })), idx("cali"))).toBe(
      1503,
    );
  });
  it("forced Troops: Cali (Police, no Troops) before Medellín, whose pair is complete", () => {
    const s = govtBoard(calm({ pieces: { medellin: { troops: 1 } } }));
    expect(troopDestKey(s, idx("cali"))).toBe(503);
    expect(troopDestKey(s, idx("medellin"))).toBe(3);
  });
});

describe("an Event makes the Non-player Government remove its own Troops (card 23 shaded)", () => {
  // FARC (a player) executes card 23 shaded: the Government removes 3 of its Troops. Bogotá (2
  // Troops against 1 Guerrilla) loses Control with any one of its Troops gone; Huila can spare 3.
  const board = (seed: number) =>
    npFixture({
      seed,
      deck: [23, 2, 3],
      seats: { govt: "nonplayer", farc: "player" },
      pieces: { bogota: { troops: 2, farcU: 1 }, huila: { troops: 5 } },
    });

  for (const seed of [1, 2, 3, 4, 5, 6])
    it(`seed ${seed}: the 3 Troops leave Huila, Bogotá keeps its Govt Control (1.7)`, () => {
      const s = eventTurn(takeEvent(board(seed), "shaded")).state;
      expect(pieces(s, "huila", "troops")).toBe(2);
      expect(pieces(s, "bogota", "troops")).toBe(2);
      expect(govtControls(s, idx("bogota"))).toBe(true);
    });

  it("when every Troop's removal costs Control, the random pick (8.2) still removes the 3", () => {
    const s0 = npFixture({
      deck: [23, 2, 3],
      seats: { govt: "nonplayer", farc: "player" },
      pieces: { bogota: { troops: 2, farcU: 1 }, cali: { troops: 2, farcU: 1 } },
    });
    const s = eventTurn(takeEvent(s0, "shaded")).state;
    expect(pieces(s, "bogota", "troops") + pieces(s, "cali", "troops")).toBe(1);
  });
});
