// 1.3.5 Foreign countries are no spaces until an Event makes them one (card 33 Ecuador, card 71
// Panamá): then they count as Departments for every Operation and Special Activity that selects
// Departments, and are adjacent to their Colombian neighbours.
import { describe, expect, it } from "vitest";
import {
  adjacentIn,
  canEnter,
  cityDeptSpaces,
  deptLocSpaces,
  deptSpaces,
  isDepartment,
} from "../../src/engine/core/queries";
import { ECUADOR, PANAMA } from "../../src/engine/data/map";
import { zoneCandidates } from "../../src/engine/propaganda/zones";
import { fixture, idx } from "./fixture";

describe("foreign countries made spaces (1.3.5; cards 33, 71)", () => {
  it("1.3.5 before the Events: no space, no Department, no entry, not adjacent", () => {
    const s = fixture();
    for (const i of [ECUADOR, PANAMA]) {
      expect(isDepartment(s, i)).toBe(false);
      expect(deptSpaces(s)).not.toContain(i);
      expect(cityDeptSpaces(s)).not.toContain(i);
      expect(deptLocSpaces(s)).not.toContain(i);
      expect(canEnter(s, "troops", i)).toBe(false);
    }
    expect(adjacentIn(s, idx("narino"))).not.toContain(ECUADOR);
    expect(adjacentIn(s, idx("choco"))).not.toContain(PANAMA);
  });

  it("1.3.5 after cards 33 and 71: Departments for Train/Sweep/Rally, Air Strike, Eradicate and FARC Zones", () => {
    const s = fixture({ pieces: { ecuador: { farcU: 2 }, panama: { farcU: 1 } } });
    s.ecuador = true;
    s.panama = true;
    for (const i of [ECUADOR, PANAMA]) {
      expect(isDepartment(s, i)).toBe(true);
      expect(deptSpaces(s)).toContain(i);
      expect(cityDeptSpaces(s)).toContain(i);
      expect(deptLocSpaces(s)).toContain(i);
      expect(canEnter(s, "troops", i)).toBe(true);
    }
    expect(adjacentIn(s, idx("narino"))).toContain(ECUADOR);
    expect(adjacentIn(s, ECUADOR)).toContain(idx("narino"));
    expect(adjacentIn(s, idx("choco"))).toContain(PANAMA);
    expect(adjacentIn(s, PANAMA)).toEqual([idx("choco")]);
    // the Department with most FARC pieces may now be Ecuador (6.4.4, card 30)
    expect(zoneCandidates(s)).toEqual([ECUADOR]);
    // only the one an Event opened
    const one = fixture();
    one.panama = true;
    expect(deptSpaces(one)).toContain(PANAMA);
    expect(deptSpaces(one)).not.toContain(ECUADOR);
  });
});

describe("Government Operations reach a foreign country made a space (1.3.5)", () => {
  it("3.2.3 Sweep: Troops next door may move in; 3.2.4 Assault may select it", async () => {
    const { sweepSources } = await import("../../src/engine/ops/sweep");
    const { play, c, options } = await import("./fixture");
    const board = { narino: { troops: 3 }, ecuador: { farcA: 1 }, cali: { troops: 2 } };
    const s = fixture({ pieces: board, resources: { govt: 30 } });
    s.ecuador = true;
    expect(sweepSources(s, ECUADOR)[idx("narino")]).toBe(true);
    // card 1 first: with Ecuador no space, nothing there can be Assaulted (pieces only by hand)
    const closed = fixture({ pieces: { ecuador: { farcA: 1, troops: 2 } }, resources: { govt: 30 } });
    expect(options(closed)).not.toContain("c|op:assault");
    const open = fixture({ pieces: { ecuador: { farcA: 1, troops: 2 } }, resources: { govt: 30 } });
    open.ecuador = true;
    const { settle } = await import("../../src/engine/flow/runtime");
    expect(options(play(settle(open), c("op:assault")))).toContain("s|ecuador");
  });

  it("1.4.2 / 1.3.5 no Sweep move into an Ecuador already holding 2 Government pieces (both answers)", async () => {
    const { play, c, sp, options } = await import("./fixture");
    const { settle } = await import("../../src/engine/flow/runtime");
    const board = (cubesThere: number) => {
      const s = fixture({
        pieces: { narino: { troops: 3 }, ecuador: { farcU: 1, police: cubesThere } },
        resources: { govt: 30 },
      });
      s.ecuador = true;
      return play(settle(s), c("op:sweep"), sp("ecuador"));
    };
    // 1 Police there: a Troop from Nariño may still come in (2 per Faction)
    expect(options(board(1))).toContain("m|troops|narino|ecuador");
    // 2 Police there: Ecuador is full for the Government, so no move is offered (none would happen)
    expect(options(board(2))).not.toContain("m|troops|narino|ecuador");
  });

  it("4.2.1 Air Lift never offers a destination that cannot take the Troops (a full Ecuador)", async () => {
    const { play, c, sp, options } = await import("./fixture");
    const { settle } = await import("../../src/engine/flow/runtime");
    const s = fixture({
      pieces: { bogota: { troops: 4 }, ecuador: { troops: 2 }, cali: { troops: 2 }, huila: { farcU: 2 } },
      resources: { govt: 30 },
    });
    s.ecuador = true;
    const t = play(settle(s), c("op:sweep"), sp("huila"), c("sa:airlift"));
    const o = options(t);
    expect(o).toContain("m|troops|bogota|cali");
    expect(o).not.toContain("m|troops|bogota|ecuador");
  });
});
