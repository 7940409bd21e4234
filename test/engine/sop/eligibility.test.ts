import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import type { GameState } from "../../../src/engine/types";
import { c, done, fixture, play, sp } from "../fixture";
import { midCard, withEvent } from "./helpers";

withEvent(19);
const board = { pieces: { bogota: { police: 1 } }, resources: { govt: 30 } };

function passAll(s: GameState, card: number): GameState {
  while (s.current === card && !s.ended)
    s = play(s, getDecision(s).options.some((o) => o.t === "choose" && o.v === "pass") ? c("pass") : done);
  return s;
}

describe("2.3.7 Adjust Eligibility", () => {
  it("2.3.7 Factions that executed become Ineligible; the others are Eligible for the next card", () => {
    // card 19 (FARC, Govt, AUC, Cartels), then card 2 (Govt, FARC, AUC, Cartels)
    let s = fixture({ ...board, deck: [19, 2, 3, 4] });
    s = play(s, c("event:unshaded"), c("op:train"), sp("bogota"), done, done);
    while (s.current === 19) s = play(s, done);
    expect(s.eligible).toEqual({ govt: false, farc: false, auc: true, cartels: true });
    // 2.3.2 on card 2 the Ineligible Government and FARC do nothing: AUC is 1st Eligible
    expect(getDecision(s).faction).toBe("auc");
    s = passAll(s, 2);
    // 2.3.1 having not executed on card 2, they are Eligible again on card 3
    expect(s.current).toBe(3);
    expect(s.eligible).toEqual({ govt: true, farc: true, auc: true, cartels: true });
  });

  it("2.3.7 an Event may leave its executing Faction Eligible", () => {
    let s = midCard(
      { ...board, deck: [19, 2, 3] },
      { acted: { farc: "event" }, executed: ["farc"], stayEligible: ["farc"] },
    );
    s = passAll(s, 19);
    expect(s.current).toBe(2);
    expect(s.eligible.farc).toBe(true);
  });

  it("2.3.7 an Event may make a Faction Ineligible even though it did not execute", () => {
    let s = midCard(
      { ...board, deck: [19, 2, 3] },
      { acted: { farc: "event" }, executed: ["farc"], forceIneligible: ["cartels"] },
    );
    s = passAll(s, 19);
    expect(s.eligible).toEqual({ govt: true, farc: false, auc: true, cartels: false });
  });
});
