// Card 1 1st Division: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c01-first-division/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { getDecision } from "../../../src/engine/flow/runtime";
import { civicSpace } from "../../../src/engine/ops/civic";
import { c, done, fixture, idx, options, play, refused, sp } from "../fixture";
import { eff } from "./helpers";

describe("card 1: Event", () => {
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

  describe("8.1 effective, both answers, cards 1 8 12 14 28 29 36 68", () => {
    it("card 1 (5.3, 8.1): a side is ineffective only while its own marker is in play", () => {
      expect(eff(1, "unshaded", fixture(), "govt")).toBe(true);
      expect(eff(1, "shaded", fixture(), "farc")).toBe(true);
      expect(eff(1, "unshaded", fixture({ capabilities: { 1: "unshaded" } }), "govt")).toBe(false);
      expect(eff(1, "shaded", fixture({ capabilities: { 1: "shaded" } }), "farc")).toBe(false);
      // the other side in play: flipping the marker is a change
      expect(eff(1, "unshaded", fixture({ capabilities: { 1: "shaded" } }), "govt")).toBe(true);
    });
  });
});
