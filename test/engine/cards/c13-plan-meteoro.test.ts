// Card 13 Plan Meteoro: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c13-plan-meteoro/.

import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, done, type FixtureSpec, fixture, options, pieces, play, refused, sp } from "../fixture";
import { limOpBoard } from "../ops/coin-helpers";
import { cap, recordsAndEffective } from "./helpers";

describe("card 13: Event", () => {
  describe("card 13 Plan Meteoro (Capability, 3.2.2 Patrol)", () => {
    recordsAndEffective(13);

    const spec = (more: FixtureSpec = {}): FixtureSpec => ({
      pieces: {
        "bogota-neiva": { troops: 1, farcA: 1 },
        "bogota-yopal": { troops: 1, aucA: 1 },
        "cali-pasto": { troops: 1, cartelsA: 1 },
      },
      resources: { govt: 20 },
      ...more,
    });

    it("card 13 (5.3, 3.2.2) unshaded: Patrol may Assault free in each LoC, one at a time", () => {
      let s = play(fixture(spec(cap(13, "unshaded"))), c("op:patrol"), done);
      expect(getDecision(s).prompt.key).toBe("prompt.card13.assault");
      s = play(s, sp("bogota-neiva"), sp("bogota-yopal"));
      refused(s, sp("bogota-neiva"), "alreadySelected");
      s = play(s, done);
      expect(pieces(s, "bogota-neiva", "farcA")).toBe(0);
      expect(pieces(s, "bogota-yopal", "aucA")).toBe(0);
      expect(pieces(s, "cali-pasto", "cartelsA")).toBe(1); // the Government stopped
      // without it, one LoC only
      const plain = play(fixture(spec()), c("op:patrol"), done, sp("bogota-neiva"));
      expect(options(plain)).not.toContain("s|bogota-yopal");
      expect(pieces(plain, "bogota-yopal", "aucA")).toBe(1);
    });

    it("card 13 (5.3, 2.3.5) unshaded: a Limited Patrol still Assaults in 1 LoC only", () => {
      let s = limOpBoard(spec(cap(13, "unshaded")));
      s = play(s, c("limop:patrol"), done, sp("bogota-yopal"));
      expect(pieces(s, "bogota-yopal", "aucA")).toBe(0);
      expect(options(s)).not.toContain("s|bogota-neiva");
      expect(pieces(s, "bogota-neiva", "farcA")).toBe(1);
    });

    it("card 13 (5.3, 3.2.2) shaded: Patrols make no free Assault", () => {
      const s = play(fixture(spec(cap(13, "shaded"))), c("op:patrol"), done);
      expect(options(s)).not.toContain("s|bogota-neiva");
      expect(getDecision(s).prompt.key).not.toBe("prompt.patrol.assault");
      expect(pieces(s, "bogota-neiva", "farcA")).toBe(1);
      const plain = play(fixture(spec()), c("op:patrol"), done);
      expect(options(plain)).toContain("s|bogota-neiva");
    });
  });
});
