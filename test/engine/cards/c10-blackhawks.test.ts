// Card 10 Blackhawks: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c10-blackhawks/.

import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, type FixtureSpec, fixture, mv, options, pieces, play } from "../fixture";
import { cap, recordsAndEffective } from "./helpers";

describe("card 10: Event", () => {
  describe("card 10 Blackhawks (Capability, 4.2.1 Air Lift)", () => {
    recordsAndEffective(10);

    const board = (more: FixtureSpec = {}) =>
      fixture({
        pieces: { bogota: { troops: 6 }, cali: { troops: 1, farcA: 1 } },
        resources: { govt: 20 },
        ...more,
      });

    it("card 10 (5.3, 4.2.1) unshaded: Air Lift moves any number of Troops", () => {
      let s = play(board(cap(10, "unshaded")), c("op:assault"), c("sa:airlift"));
      expect(getDecision(s).prompt.key).toBe("prompt.card10.airlift");
      for (let k = 0; k < 5; k++) s = play(s, mv("troops", "bogota", "vaupes"));
      expect(pieces(s, "vaupes", "troops")).toBe(5);
      expect(options(s)).toContain("m|troops|bogota|vaupes"); // still open
      // without it the 4th is not possible
      let p = play(board(), c("op:assault"), c("sa:airlift"));
      for (let k = 0; k < 3; k++) p = play(p, mv("troops", "bogota", "vaupes"));
      expect(options(p)).not.toContain("m|troops|bogota|vaupes");
    });

    it("card 10 (5.3, 4.2.1) shaded: Air Lift moves a single Troops cube", () => {
      const s = play(
        board(cap(10, "shaded")),
        c("op:assault"),
        c("sa:airlift"),
        mv("troops", "bogota", "vaupes"),
      );
      expect(pieces(s, "vaupes", "troops")).toBe(1);
      // the Air Lift is over: the Assault goes on
      expect(options(s)).toContain("s|cali");
      expect(options(s)).not.toContain("m|troops|bogota|vaupes");
    });
  });
});
