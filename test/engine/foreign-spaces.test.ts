// 1.3.5 Foreign countries are no spaces until an Event makes them one (card 33 Ecuador, card 71
// Panamá): then they count as Departments for every Operation and Special Activity that selects
// Departments, and are adjacent to their Colombian neighbours.
import { describe, expect, it } from "vitest";
import { canEnter } from "../../src/engine/core/mutate";
import {
  adjacentIn,
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
