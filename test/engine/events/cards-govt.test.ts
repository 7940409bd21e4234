// Cards 1, 12, 14: Capabilities (5.3), Momentum (5.4), resources, placement limits (5.1.1).
import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { civicSpace } from "../../../src/engine/ops/civic";
import { c, done, fixture, idx, options, pieces, play, refused, rm, sp } from "../fixture";

describe("card 1 1st Division (Govt Capability 5.3)", () => {
  it("card 1 (5.3) shaded is recorded for the rest of the game and Train's Civic Action then needs 2 Troops + 2 Police", () => {
    let s = fixture({ deck: [1, 2, 3] });
    s = play(s, c("event:shaded"));
    expect(s.capabilities[1]).toBe("shaded");
    // a Dept with a Govt Base, Control, 1 Troops + 1 Police: plain Civic Action would be allowed
    const board = (t: number, p: number) =>
      fixture({
        pieces: { santander: { troops: t, police: p, govtBase: 1 } },
        resources: { govt: 9 },
        capabilities: { 1: "shaded" },
      });
    let t = play(board(1, 1), c("op:train"), sp("santander"), done, done);
    expect(options(t)).not.toContain("c|civic:santander");
    t = play(board(2, 2), c("op:train"), sp("santander"), done, done);
    expect(options(t)).toContain("c|civic:santander");
  });

  it("card 1 (5.3) unshaded relaxes only the Support Phase: Train's Civic Action still needs Troops and Police", () => {
    let s = fixture({ deck: [1, 2, 3] });
    s = play(s, c("event:unshaded"));
    expect(s.capabilities[1]).toBe("unshaded");
    const b = fixture({
      pieces: { santander: { troops: 3, govtBase: 1 } },
      resources: { govt: 9 },
      capabilities: { 1: "unshaded" },
    });
    const t = play(b, c("op:train"), sp("santander"), done, done);
    expect(options(t)).not.toContain("c|civic:santander");
    // the Support Phase's one relaxed space: Control and any cube
    expect(civicSpace(b, idx("santander"), true)).toBe(true);
    expect(civicSpace(b, idx("santander"))).toBe(false);
  });

  it("card 1 (5.3, 6.4.1) unshaded: in the Support Phase one Civic Action space needs only Control and any cube", () => {
    let s = fixture({
      deck: [73, 2],
      capabilities: { 1: "unshaded" },
      pieces: { santander: { troops: 1 }, huila: { police: 2 } },
      resources: { govt: 20 },
    });
    expect(options(s).sort()).toEqual(["d", "s|huila", "s|santander"]);
    s = play(s, sp("santander"));
    expect(s.spaces[idx("santander")].sup).toBe(1);
    // the relaxed space is now Santander: Huila (no Troops) no longer qualifies this phase
    expect(options(s)).toContain("s|santander");
    refused(s, sp("huila"), "civicRelaxedUsed");
    const plain = fixture({ deck: [73, 2], pieces: { santander: { troops: 1 } }, resources: { govt: 20 } });
    // without the Capability no Civic Action is possible at all: the phase is skipped
    expect(getDecision(plain).prompt.key).not.toBe("prompt.propaganda.civic");
  });

  it("card 1 (5.3, 6.4.1) shaded: Support Phase Civic Action also needs 2 Troops and 2 Police", () => {
    const s = fixture({
      deck: [73, 2],
      capabilities: { 1: "shaded" },
      pieces: { santander: { troops: 1, police: 1 }, huila: { troops: 2, police: 2 } },
      resources: { govt: 20 },
    });
    expect(options(s).sort()).toEqual(["d", "s|huila"]);
    refused(s, sp("santander"), "civicNeedsTwoAndTwo");
  });

  it("card 1 (8.1) a side already in play is ineffective", () => {
    const s = fixture({ capabilities: { 1: "shaded" } });
    expect(eventDef(1)!.shaded!.effective!(s, "govt")).toBe(false);
    expect(eventDef(1)!.unshaded!.effective!(s, "govt")).toBe(true);
  });
});

describe("card 12 Plan Colombia", () => {
  it("card 12 unshaded: Govt Resources + min(Aid, 20), then Aid +10", () => {
    let s = fixture({ deck: [12, 2], aid: 25, resources: { govt: 10 } });
    s = play(s, c("event:unshaded"));
    expect(s.resources.govt).toBe(30);
    expect(s.aid).toBe(29); // 25 + 10 capped at 29 (1.7, 5.1.1)
    let t = fixture({ deck: [12, 2], aid: 7, resources: { govt: 95 } });
    t = play(t, c("event:unshaded"));
    expect(t.resources.govt).toBe(99); // capped at 99 (1.7)
    expect(t.aid).toBe(17);
  });

  it("card 12 (5.4) shaded is Momentum: recorded until Reset, read by the Air Strike and Patrol modifiers", async () => {
    const { noAirStrike, noPatrolActivation } = await import("../../../src/engine/core/modifiers");
    let s = fixture({ deck: [12, 2], eligible: { govt: false } });
    expect(noAirStrike(s)).toBe(false);
    s = play(s, c("event:shaded"));
    expect(s.momentum).toContain(12);
    expect(noAirStrike(s)).toBe(true);
    expect(noPatrolActivation(s)).toBe(true);
    expect(s.resources.govt).toBe(fixture().resources.govt);
  });
});

/** all 3 Government Bases on the map (in Cities): none Available (1.4.1) */
const allThreeGovtBases = () =>
  Object.fromEntries(["bogota", "cali", "medellin"].map((id) => [id, { govtBase: 1 }])) as Record<
    string,
    { govtBase: number }
  >;

describe("card 14 Tres Esquinas", () => {
  it("card 14 unshaded places a Govt Base and 3 Troops into the chosen Department", () => {
    let s = fixture({ deck: [14, 2] });
    s = play(s, c("event:unshaded"));
    expect(options(s)).toContain("s|huila");
    expect(options(s)).not.toContain("s|bogota"); // a City is no Department
    s = play(s, sp("huila"));
    expect(pieces(s, "huila", "govtBase")).toBe(1);
    expect(pieces(s, "huila", "troops")).toBe(3);
    expect(s.card.executed).toEqual(["govt"]);
  });

  it("card 14 (5.1.1) places no Base beyond stacking or into a FARC Zone; only Departments with room are offered", () => {
    let s = fixture({
      deck: [14, 2],
      pieces: { huila: { farcBase: 1, aucBase: 1 } },
      zones: ["meta-west"],
    });
    s = play(s, c("event:unshaded"));
    refused(s, sp("huila"), "eventSpace");
    refused(s, sp("meta-west"), "eventSpace");
    expect(options(s)).toContain("s|narino");
  });

  it("card 14 (5.1.1, 5.1.3) with no Base available places only the Troops that are available", () => {
    const full = allThreeGovtBases();
    // a Non-player Government takes no pieces off the map (1.4.1 is for player Factions)
    let s = fixture({
      deck: [14, 2],
      pieces: { ...full, cartagena: { troops: 28 } },
      seats: { govt: "nonplayer" },
    });
    s = play(s, c("event:unshaded"), sp("huila"));
    expect(pieces(s, "huila", "govtBase")).toBe(0);
    expect(pieces(s, "huila", "troops")).toBe(2); // only 2 of 30 left
    expect(s.card.executed).toEqual(["govt"]);
  });

  it("card 14 (1.4.1) a Government player may take its own Base and Troops off the map to place them", () => {
    const full = allThreeGovtBases();
    let s = fixture({ deck: [14, 2], pieces: { ...full, cartagena: { troops: 28 }, huila: { troops: 0 } } });
    s = play(s, c("event:unshaded"), sp("huila"));
    // no Base Available: the Government may free one of its three, or go without
    expect(options(s)).toEqual(["r|govtBase|bogota", "r|govtBase|cali", "r|govtBase|medellin", "d"]);
    s = play(s, rm("govtBase", "cali"));
    expect(pieces(s, "cali", "govtBase")).toBe(0);
    expect(pieces(s, "huila", "govtBase")).toBe(1);
    // 2 Troops were Available and went in at once; the third may come from Cartagena
    expect(pieces(s, "huila", "troops")).toBe(2);
    expect(options(s)).toEqual(["r|troops|cartagena", "d"]);
    s = play(s, rm("troops", "cartagena"));
    expect(pieces(s, "huila", "troops")).toBe(3);
    expect(pieces(s, "cartagena", "troops")).toBe(27);
    expect(s.card.executed).toEqual(["govt"]);
  });

  it("card 14 (1.4.1, 5.1.3) a Base only to be had from elsewhere does not narrow the choice of Department", () => {
    const full = allThreeGovtBases();
    let s = fixture({ deck: [14, 2], pieces: { ...full, huila: { farcBase: 1, aucBase: 1 } } });
    s = play(s, c("event:unshaded"));
    expect(options(s)).toContain("s|huila"); // no room for a Base, but the Troops can go there
    s = play(s, sp("huila"));
    expect(pieces(s, "huila", "troops")).toBe(3);
    expect(pieces(s, "huila", "govtBase")).toBe(0);
    expect(pieces(s, "bogota", "govtBase")).toBe(1); // no Base was offered for removal: none fits
    // with a Base Available, only Departments where it fits are offered (5.1.3)
    const t = play(
      fixture({ deck: [14, 2], pieces: { huila: { farcBase: 1, aucBase: 1 } } }),
      c("event:unshaded"),
    );
    expect(options(t)).not.toContain("s|huila");
  });

  it("card 14 (1.4.1) the removal is voluntary, and only the executing Faction's own pieces", () => {
    const full = allThreeGovtBases();
    let s = fixture({ deck: [14, 2], pieces: { ...full } });
    s = play(s, c("event:unshaded"), sp("huila"), done);
    expect(pieces(s, "huila", "govtBase")).toBe(0);
    expect(pieces(s, "huila", "troops")).toBe(3);
    expect(pieces(s, "bogota", "govtBase")).toBe(1);
    // the Cartels executing the same side place Govt pieces but may not take Government ones away
    let f = fixture({ deck: [14, 2], pieces: { ...full }, eligible: { govt: false } });
    expect(getDecision(f).faction).toBe("cartels");
    f = play(f, c("event:unshaded"), sp("huila"));
    expect(pieces(f, "huila", "govtBase")).toBe(0);
    expect(pieces(f, "huila", "troops")).toBe(3);
    expect(pieces(f, "bogota", "govtBase")).toBe(1);
    expect(f.card.executed).toEqual(["cartels"]);
  });

  it("card 14 shaded removes a Govt Base and a cube (executor picks the cube) from a Department", () => {
    let s = fixture({
      deck: [14, 2],
      pieces: { huila: { govtBase: 1, troops: 2, police: 1 }, cali: { govtBase: 1, troops: 1 } },
    });
    s = play(s, c("event:shaded"));
    // only Departments: the City of Cali is no target; Huila is the only Dept, picked at once
    expect(pieces(s, "huila", "govtBase")).toBe(0);
    expect(options(s).sort()).toEqual(["r|police|huila", "r|troops|huila"]);
    refused(s, rm("troops", "cali"), "notAnOption");
    s = play(s, rm("police", "huila"));
    expect(pieces(s, "huila", "police")).toBe(0);
    expect(pieces(s, "huila", "troops")).toBe(2);
    expect(pieces(s, "cali", "govtBase")).toBe(1);
  });

  it("card 14 (5.1.3) shaded prefers Departments where both a Base and a cube can go", () => {
    let s = fixture({
      deck: [14, 2],
      pieces: { huila: { govtBase: 1, troops: 1 }, narino: { govtBase: 1 }, choco: { police: 2 } },
    });
    expect(eventDef(14)!.shaded!.effective!(s, "govt")).toBe(true);
    s = play(s, c("event:shaded"));
    expect(pieces(s, "huila", "govtBase")).toBe(0);
    expect(pieces(s, "huila", "troops")).toBe(0);
    expect(pieces(s, "narino", "govtBase")).toBe(1);
    expect(eventDef(14)!.shaded!.effective!(fixture(), "govt")).toBe(false);
  });
});
