// 1.3.5: once card 33 (Ecuador) or card 71 (Panamá) made a foreign country a space, it is a 0-Pop
// Department "for all purposes": every rule below asked the printed map instead of the game and
// left it out. Each test builds a board where the country is a space, and a control where it is not.
import { describe, expect, it } from "vitest";
import { ECUADOR, PANAMA } from "../../src/engine/data/map";
import { eventDef } from "../../src/engine/events/registry";
import { getDecision, settle } from "../../src/engine/flow/runtime";
import { controlSnapshot, troopDestinations, troopsMustLeave } from "../../src/engine/propaganda/redeploy";
import { eliteBackingSpaces } from "../../src/engine/propaganda/round";
import type { GameState } from "../../src/engine/types";
import { c, done, type FixtureSpec, fixture, idx, mv, options, pieces, play, sp } from "./fixture";
import { withRolls } from "./ops/dice";

type Open = { ecuador?: boolean; panama?: boolean };

/** the board of `spec` with the foreign countries `open` made spaces, as cards 33 and 71 do */
function board(spec: FixtureSpec, open: Open): GameState {
  const s = structuredClone(fixture(spec));
  if (open.ecuador) s.ecuador = true;
  if (open.panama) s.panama = true;
  return settle(s);
}

/** the board, then Propaganda card 73 played up to its Redeploy Phase (6.5) */
function atRedeploy(spec: FixtureSpec, open: Open): GameState {
  const s0 = structuredClone(board({ presidente: 2, ...spec, deck: [1, 2, 3] }, open));
  s0.frames = [{ k: "game" }];
  s0.deck = [73, 1, 2, 3];
  s0.played = [];
  s0.current = null;
  s0.lastRound = false;
  let s = settle(s0);
  while (getDecision(s).prompt.key !== "prompt.propaganda.redeploy") s = play(s, done);
  return s;
}

describe("6.5 Redeploy with Ecuador and Panamá as spaces (1.3.5)", () => {
  const base = {
    bogota: { troops: 1, police: 1 },
    "bogota-neiva": { troops: 1 },
  };

  it("6.5.1 Troops in Ecuador without a Government Base must leave it", () => {
    // one destination (Bogotá): the forced Troops are moved without asking, Ecuador's included
    const one = atRedeploy({ pieces: { ...base, ecuador: { troops: 1 } } }, { ecuador: true });
    expect(pieces(one, "ecuador", "troops")).toBe(0);
    expect(pieces(one, "bogota", "troops")).toBe(3);
    // two destinations: the Government chooses, and Done waits for Ecuador's Troops too
    const spec = { pieces: { ...base, cali: { troops: 1, police: 1 }, ecuador: { troops: 1 } } };
    const s = atRedeploy(spec, { ecuador: true });
    expect(troopsMustLeave(s, ECUADOR)).toBe(true);
    expect(options(s)).toContain("m|troops|ecuador|cali");
    const after = play(s, mv("troops", "bogota-neiva", "bogota"));
    expect(options(after)).not.toContain("d");
    const left = play(after, mv("troops", "ecuador", "cali"));
    expect(pieces(left, "cali", "troops")).toBe(2);
    expect(options(left)).toContain("d");
  });

  it("6.5.3 Police in Ecuador or Panamá may Redeploy (any Police)", () => {
    const spec = { pieces: { ...base, ecuador: { police: 1 }, panama: { police: 1 } } };
    const o = options(atRedeploy(spec, { ecuador: true, panama: true }));
    expect(o).toContain("m|police|ecuador|bogota");
    expect(o).toContain("m|police|panama|bogota-neiva");
  });

  it("6.5.1 a Govt-Controlled Ecuador or Panamá with a Government Base takes Troops", () => {
    const spec = { pieces: { ...base, ecuador: { govtBase: 1 }, panama: { govtBase: 1, police: 1 } } };
    const s = atRedeploy(spec, { ecuador: true, panama: true });
    expect(options(s)).toContain("m|troops|bogota-neiva|ecuador");
    expect(options(s)).toContain("m|troops|bogota-neiva|panama");
    // the same destinations serve a FARC Zone's cubes (6.4.4, card 36): Control at that moment
    expect(troopDestinations(s, controlSnapshot(s))).toEqual(expect.arrayContaining([ECUADOR, PANAMA]));
    expect(troopsMustLeave(s, ECUADOR)).toBe(false);
  });

  it("6.5 while they are foreign countries nothing there counts", () => {
    const closed = fixture({ pieces: { ...base, ecuador: { govtBase: 1 } } });
    expect(controlSnapshot(closed)).not.toContain(ECUADOR);
    expect(troopDestinations(closed, controlSnapshot(closed))).not.toContain(ECUADOR);
  });
});

describe("6.4.5 Elite Backing in Ecuador (1.3.5)", () => {
  it("6.4.5 Ecuador with no Opposition and no Control may take the free Rally", () => {
    const spec = { pieces: { ecuador: { aucU: 1, farcU: 1 } } };
    expect(eliteBackingSpaces(board(spec, { ecuador: true }))).toContain(ECUADOR);
    expect(eliteBackingSpaces(board(spec, {}))).not.toContain(ECUADOR);
  });
});

describe("3.2.2 Patrol from Ecuador (1.3.5)", () => {
  const spec = { pieces: { ecuador: { troops: 2, police: 1 } }, resources: { govt: 9 } };

  it("3.2.2 cubes in Ecuador move into Pasto and along the LoCs beyond", () => {
    const s = play(board(spec, { ecuador: true }), c("op:patrol"));
    const o = options(s);
    expect(o).toContain("m|troops|ecuador|pasto");
    expect(o).toContain("m|police|ecuador|pasto-tumaco");
    expect(o).toContain("m|troops|ecuador|neiva"); // Pasto → Neiva-Pasto → Neiva
    const moved = play(s, mv("troops", "ecuador", "neiva"));
    expect(pieces(moved, "neiva", "troops")).toBe(1);
  });

  it("3.2.2 with Ecuador a foreign country the Patrol has nothing to move", () => {
    const closed = board({ ...spec, pieces: { ecuador: {}, bogota: { police: 1 } } }, {});
    expect(options(play(closed, c("op:patrol")))).not.toContain("m|troops|ecuador|pasto");
  });
});

describe("cards with Ecuador and Panamá as spaces (1.3.5)", () => {
  const govtFirst = { farc: false, auc: false, cartels: false };

  it("card 29 unshaded: the Government may pick Ecuador to Activate FARC and Assault", () => {
    const spec = { deck: [29, 2], eligible: govtFirst, pieces: { ecuador: { farcU: 1, troops: 2 } } };
    const s = board(spec, { ecuador: true });
    expect(eventDef(29)!.unshaded!.effective(s, "govt")).toBe(true);
    expect(eventDef(29)!.unshaded!.effective(board(spec, {}), "govt")).toBe(false);
    // the only space: taken without asking; FARC Activated, then Assaulted away
    const after = play(s, c("event:unshaded"));
    expect(pieces(after, "ecuador", "farcU") + pieces(after, "ecuador", "farcA")).toBe(0);
  });

  it("card 29 shaded: FARC may Ambush twice in Panamá", () => {
    const spec = { deck: [29, 2], pieces: { panama: { farcU: 1, police: 2 } } };
    const s = board(spec, { panama: true });
    expect(eventDef(29)!.shaded!.effective(s, "farc")).toBe(true);
    expect(eventDef(29)!.shaded!.effective(board(spec, {}), "farc")).toBe(false);
    const first = play(s, c("event:shaded"));
    expect(options(first)).toContain("r|police|panama");
  });

  it("card 68 unshaded: a Cartels Base in Panamá is on the coast (1.3.7)", () => {
    const spec = { deck: [68, 2], pieces: { panama: { cartelsBase: 1 } } };
    const s = board(spec, { panama: true });
    expect(eventDef(68)!.unshaded!.effective(s, "cartels")).toBe(true);
    expect(eventDef(68)!.unshaded!.effective(board(spec, {}), "cartels")).toBe(false);
  });

  it("card 68 shaded: +2 Resources for each Cartels piece in Ecuador and Panamá", () => {
    const spec = {
      deck: [68, 2],
      pieces: { ecuador: { cartelsU: 2 }, panama: { cartelsBase: 1 } },
      resources: { cartels: 10 },
    };
    const s = play(board(spec, { ecuador: true, panama: true }), c("event:shaded"));
    expect(s.resources.cartels).toBe(16);
  });

  it("card 37 unshaded: Ecuador gets its free Sweep (3.2.3), which Activates its FARC", () => {
    const spec = { deck: [37, 2], eligible: { auc: false }, pieces: { ecuador: { farcU: 1, troops: 1 } } };
    const s = board(spec, { ecuador: true });
    expect(eventDef(37)!.unshaded!.effective(s, "govt")).toBe(true);
    expect(eventDef(37)!.unshaded!.effective(board(spec, {}), "govt")).toBe(false);
    const after = play(s, c("event:unshaded"));
    expect(pieces(after, "ecuador", "farcU")).toBe(0);
    expect(pieces(after, "ecuador", "farcA")).toBe(1);
  });
});

describe("4.3.3 Kidnap paying for the Terror it joins (3.1): FARC picks the target", () => {
  const FARC_FIRST = [25, 26, 27, 28, 29, 30];
  const spec = (govt: number, cartels: number): FixtureSpec => ({
    deck: FARC_FIRST,
    pieces: { cali: { farcU: 2, police: 1, cartelsBase: 1 } },
    resources: { farc: 0, govt, cartels },
  });

  it("4.3.3 in a City with a Cartels Base, the Government's Resources fund it when the Cartels have none", () => {
    const b = fixture(spec(5, 0));
    expect(options(b)).toContain("c|op:terror");
    let s = withRolls(play(b, c("op:terror"), c("sa:kidnap")), 3);
    s = play(s, sp("cali")); // only the Government can pay: no target to choose
    expect(s.resources.govt).toBe(2);
    expect(s.resources.farc).toBe(2);
    expect(s.spaces[idx("cali")].terror).toBe(1);
  });

  it("4.3.3 and the Cartels' Resources when the Government has none", () => {
    let s = withRolls(play(fixture(spec(0, 4)), c("op:terror"), c("sa:kidnap")), 2);
    s = play(s, sp("cali"));
    expect(s.resources.cartels).toBe(2);
    expect(s.resources.farc).toBe(1);
  });

  it("4.3.3 when both could pay, FARC chooses; when neither can, no Terror is possible", () => {
    const s = play(fixture(spec(5, 4)), c("op:terror"), c("sa:kidnap"), sp("cali"));
    expect(options(s).sort()).toEqual(["c|target:cartels", "c|target:govt"]);
    expect(options(fixture(spec(0, 0)))).not.toContain("c|op:terror");
  });
});

describe("core/geography answers with the game's map (1.3.5)", () => {
  it("1.3.5 Ecuador and Panamá: no space until their Events, then 0-Pop Departments (Panamá Forest)", async () => {
    const g = await import("../../src/engine/core/geography");
    const closed = fixture();
    const open = board({}, { ecuador: true, panama: true });
    for (const i of [ECUADOR, PANAMA]) {
      expect(g.inPlay(closed, i)).toBe(false);
      expect(g.spaceType(closed, i)).toBe("foreign");
      expect(g.isCoastal(closed, i)).toBe(false);
      expect(g.isCityOrDept(closed, i)).toBe(false);
      expect(g.spaceType(open, i)).toBe("dept");
      expect(g.isDepartment(open, i)).toBe(true);
      expect(g.isCoastal(open, i)).toBe(true);
      expect(g.popOf(open, i)).toBe(0);
      expect(g.hasPop(open, i)).toBe(false);
    }
    expect(g.terrainOf(closed, PANAMA)).toBe(null);
    expect(g.terrainOf(open, PANAMA)).toBe("forest");
    expect(g.areAdjacent(closed, PANAMA, idx("choco"))).toBe(false);
    expect(g.areAdjacent(open, PANAMA, idx("choco"))).toBe(true);
    expect(g.bordersEcuador(open, idx("narino"))).toBe(true);
    expect(g.bordersEcuador(open, idx("choco"))).toBe(false);
    expect(g.spacesInPlay(open).length).toBe(g.spacesInPlay(closed).length + 2);
  });

  it("3.2.1 Train places cubes in Ecuador holding a Government Base (card 33: 2 pieces per Faction)", () => {
    const spec = { pieces: { ecuador: { govtBase: 1 } }, resources: { govt: 20 } };
    let s = play(board(spec, { ecuador: true }), c("op:train"), sp("ecuador"));
    expect(getDecision(s).prompt.key).toBe("prompt.train.place");
    s = play(s, { t: "place", p: "police", s: "ecuador" });
    expect(pieces(s, "ecuador", "police")).toBe(1);
    expect(options(s)).not.toContain("p|troops|ecuador"); // Ecuador is full for the Government
  });
});
