// Our Non-player Government flowchart (docs/nonplayer-government.md, G1–G5): each box answered
// both ways on a small board, and 8.1.1 "if none" (OP NOT POSSIBLE) up the chart to a Pass.
import { describe, expect, it } from "vitest";
import { settle } from "../../../../src/engine/flow/runtime";
import type { GameState } from "../../../../src/engine/types";
import { firstChoice } from "../turns";
import { calm, govtBoard, noBaseToBuild } from "./helpers";

/** the Government's 8.1 choice: the command and its narration */
const choice = (s: GameState) => firstChoice(s, "govt");

const param = (r: ReturnType<typeof choice>, key: string) => r.params[r.why.indexOf(key)];

describe("G1 Train?", () => {
  it("G1 yes: Train + Civic Action (6.4.1) could shift Cali (Population 3) toward Support", () => {
    const r = choice(govtBoard(calm({ pieces: { cali: { troops: 1 } }, levels: { cali: 0 } })));
    expect(r.why).toContain("np.govt.train.yes");
    expect(param(r, "np.govt.train.yes")).toMatchObject({ space: "cali" });
    expect(r.v).toBe("op:train");
  });

  it("G1 yes: 3 cubes in a populated Department without a Govt Base (3.2.1 Base)", () => {
    const r = choice(govtBoard(calm({ pieces: { huila: { troops: 3 } } })));
    expect(param(r, "np.govt.train.yes")).toMatchObject({ space: "huila" });
    expect(r.v).toBe("op:train");
  });

  it("G1 yes: cubes placed would take Control of Neiva back (1.8)", () => {
    const r = choice(govtBoard(calm({ pieces: { neiva: { farcU: 2 } } })));
    expect(param(r, "np.govt.train.yes")).toMatchObject({ space: "neiva" });
    expect(r.v).toBe("op:train");
  });

  it("G1 no: every City Controlled at Active Support, nowhere for a Base", () => {
    const r = choice(govtBoard(calm({ pieces: { huila: { troops: 2 } } })));
    expect(r.why).toContain("np.govt.train.no");
    expect(r.why).not.toContain("np.govt.train.yes");
  });

  it("G1 no: Cali at Active Support needs no Civic Action; Population 1 is not enough for G1", () => {
    const r = choice(
      govtBoard(calm({ pieces: { cali: { troops: 1 }, neiva: { troops: 1 } }, levels: { neiva: 0 } })),
    );
    expect(r.why).toContain("np.govt.train.no");
  });
});

describe("G2 Assault?", () => {
  it("G2 yes: 2 Troops and 2 Active Guerrillas in Meta East (grassland): 2 pieces", () => {
    const r = choice(govtBoard(calm({ pieces: { "meta-east": { troops: 2, farcA: 2 } } })));
    expect(r.why.slice(0, 5)).toEqual([
      "np.govt.event.no",
      "np.seq.resources.yes",
      "np.govt.train.no",
      "np.govt.base.no",
      "np.govt.assault.yes",
    ]);
    expect(param(r, "np.govt.assault.yes")).toMatchObject({ space: "meta-east", n: 1 });
    expect(r.v).toBe("op:assault");
  });

  it("G2 yes: a Base with no Guerrilla to guard it (3.2.4 Bases last)", () => {
    // card 22 (its Event has no Opposition space to shift here: G0 no); card 19's free Assault would win G0
    const r = choice(
      govtBoard(calm({ deck: [22, 20], pieces: { "meta-east": { troops: 1, farcBase: 1 } } })),
    );
    expect(r.why).toContain("np.govt.assault.yes");
    expect(r.v).toBe("op:assault");
  });

  it("G2 yes: 1 piece removed gives Govt Control of Meta East (1.8)", () => {
    const r = choice(govtBoard(calm({ pieces: { "meta-east": { troops: 2, farcA: 1, aucU: 1 } } })));
    expect(param(r, "np.govt.assault.yes")).toMatchObject({ space: "meta-east" });
    expect(r.v).toBe("op:assault");
  });

  it("G2 no: 1 piece only, no Base, no Shipment, Control already held; 8.1.1 comes back up to it", () => {
    const r = choice(govtBoard(calm({ pieces: { "meta-east": { troops: 2, farcA: 1 } } })));
    expect(r.why).toContain("np.govt.assault.no");
    // nothing below answers yes: "if none" climbs from Sweep; Patrol has nothing, Assault has 1 piece
    expect(r.why.slice(-3)).toEqual(["np.govt.sweep.no", "np.govt.opEmpty", "np.seq.operation"]);
    expect(r.v).toBe("op:assault");
  });

  it("G2 no: the Guerrillas are Underground (3.2.4: nothing to remove); G5 Sweeps them", () => {
    const r = choice(govtBoard(calm({ pieces: { "meta-east": { troops: 2, farcU: 2, farcBase: 1 } } })));
    expect(r.why).toContain("np.govt.assault.no");
    expect(r.v).toBe("op:sweep");
  });
});

describe("G3 FARC Agitation ahead?", () => {
  const huila = (level: number) =>
    noBaseToBuild(
      govtBoard(calm({ pieces: { huila: { farcU: 2 }, bogota: { troops: 3 } }, levels: { huila: level } })),
    );

  it("G3 yes: FARC Controls Huila (Neutral) and 3 spare Troops in Bogotá can end it: Sweep", () => {
    const r = choice(huila(0));
    expect(r.why).toContain("np.govt.agitation.yes");
    expect(param(r, "np.govt.agitation.yes")).toMatchObject({ space: "huila" });
    expect(r.v).toBe("op:sweep");
  });

  it("G3 no: Huila is already at Active Opposition (6.4.2 could shift nothing): G5 Sweep instead", () => {
    const r = choice(huila(-2));
    expect(r.why).toContain("np.govt.agitation.no");
    expect(r.why).toContain("np.govt.sweep.yes");
    expect(r.v).toBe("op:sweep");
  });
});

describe("G4 Patrol?", () => {
  const locs = (extra: Record<string, Record<string, number>> = {}, deck?: number[]) =>
    govtBoard(
      calm({
        ...(deck ? { deck } : {}),
        pieces: { "ayacucho-cucuta": { farcU: 1 }, cucuta: { troops: 2 }, ...extra },
      }),
    );

  it("G4 yes: 2 LoCs of Econ 3 at risk of 6.2 Sabotage, cubes in Cúcuta to cover them", () => {
    const r = choice(locs({ "arauca-cucuta": { farcU: 1 } }));
    expect(r.why).toContain("np.govt.patrol.yes");
    expect(param(r, "np.govt.patrol.yes")).toMatchObject({ n: 6, need: 4 });
    expect(r.v).toBe("op:patrol");
  });

  it("G4 yes: the next card is a Propaganda card, 1 Econ at risk is enough", () => {
    const r = choice(locs({}, [19, 73, 20]));
    expect(param(r, "np.govt.patrol.yes")).toMatchObject({ n: 3, need: 1 });
    expect(r.v).toBe("op:patrol");
  });

  it("G4 no: 3 Econ at risk (4 needed); G5 finds no Sweep, so 8.1.1 goes up to Patrol anyway", () => {
    const r = choice(locs());
    expect(param(r, "np.govt.patrol.no")).toMatchObject({ n: 3, need: 4 });
    expect(r.why).toContain("np.govt.sweep.no");
    expect(r.v).toBe("op:patrol");
  });

  it("G4 no: a Sabotaged LoC is no longer at risk", () => {
    const r = choice(
      govtBoard(
        calm({
          pieces: { "ayacucho-cucuta": { farcU: 1 }, cucuta: { troops: 2 } },
          terror: { "ayacucho-cucuta": 1 },
          deck: [19, 73],
        }),
      ),
    );
    expect(param(r, "np.govt.patrol.no")).toMatchObject({ n: 0 });
  });
});

describe("G5 Sweep? and 8.1.1 OP NOT POSSIBLE", () => {
  it("G5 yes: Underground Guerrillas with Troops next door", () => {
    const r = choice(
      govtBoard(
        calm({ pieces: { "meta-east": { farcU: 2 }, bogota: { troops: 2 } }, levels: { "meta-east": -2 } }),
      ),
    );
    expect(r.why).toContain("np.govt.sweep.yes");
    expect(r.v).toBe("op:sweep");
  });

  it("G5 no: nothing to Sweep; Patrol and Assault have nothing to do either; up to Train", () => {
    const r = choice(govtBoard(calm()));
    expect(r.why.filter((k) => k.startsWith("np.govt."))).toEqual([
      "np.govt.event.no",
      "np.govt.train.no",
      "np.govt.base.no",
      "np.govt.assault.no",
      "np.govt.agitation.no",
      "np.govt.patrol.no",
      "np.govt.sweep.no",
      "np.govt.opEmpty",
      "np.govt.opEmpty",
    ]);
    expect(r.v).toBe("op:train");
  });

  it("G5 no and not even a cube to Train: the Government Passes (8.1.1)", () => {
    const s = structuredClone(govtBoard(calm()));
    s.outOfPlay = { troops: 30, police: 30 - 11 };
    const r = choice(settle(s));
    expect(r.why.slice(-2)).toEqual(["np.govt.opEmpty", "np.seq.pass"]);
    expect(r.v).toBe("pass");
  });

  it("8.1 4th bullet: 0 Resources is a Pass before the flowchart", () => {
    const r = choice(govtBoard(calm({ resources: { govt: 0 } })));
    expect(r.why).toContain("np.seq.resources.no");
    // G0 looked at card 19's Event (nothing to gain); no box G1–G5 was asked
    expect(r.why.some((k) => /^np\.govt\.(train|assault|agitation|patrol|sweep)\./.test(k))).toBe(false);
    expect(r.v).toBe("pass");
  });

  it("G0: card 1, a Capability with nothing to show at once, is turned down for an Operation", () => {
    const r = choice(govtBoard(calm({ deck: [1, 2], eligible: { farc: true } })));
    expect(r.why).toContain("np.govt.event.no");
    expect(r.v).not.toBe("event:unshaded");
  });
});
