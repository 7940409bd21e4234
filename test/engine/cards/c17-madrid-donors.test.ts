// Card 17 Madrid Donors: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c17-madrid-donors/.

import { describe, expect, it } from "vitest";
import { eventDef } from "../../../src/engine/events/registry";
import { c, done, type FixtureSpec, fixture, options, pieces, play, refused, sp } from "../fixture";

describe("card 17: Event", () => {
  describe("card 17 Madrid Donors", () => {
    const board = (more: FixtureSpec = {}) =>
      fixture({
        pieces: {
          bogota: { troops: 3, farcA: 1, farcU: 1 },
          santander: { troops: 3, farcA: 1, farcU: 1 },
        },
        resources: { govt: 20 },
        momentum: [17],
        ...more,
      });

    it("card 17 (1.7) unshaded: Govt Resources + the lesser of Aid and 20, then Aid +6, within the caps", () => {
      let s = play(fixture({ deck: [17, 2], aid: 25, resources: { govt: 10 } }), c("event:unshaded"));
      expect(s.resources.govt).toBe(30); // 20, not 25
      expect(s.aid).toBe(29); // 31 capped (1.7)
      s = play(fixture({ deck: [17, 2], aid: 7, resources: { govt: 95 } }), c("event:unshaded"));
      expect(s.resources.govt).toBe(99);
      expect(s.aid).toBe(13); // Aid added after the Resources: 7 + 6
    });

    it("card 17 (8.1) unshaded is ineffective only with Aid at 29 and nothing it could add", () => {
      const ev = eventDef(17)!.unshaded!;
      expect(ev.effective(fixture({ aid: 29, resources: { govt: 99 } }), "govt")).toBe(false);
      expect(ev.effective(fixture({ aid: 29, resources: { govt: 98 } }), "govt")).toBe(true);
      expect(ev.effective(fixture({ aid: 0, resources: { govt: 99 } }), "govt")).toBe(true);
    });

    it("card 17 (5.4) shaded is Momentum: recorded until the Reset", () => {
      const s = play(fixture({ deck: [17, 2] }), c("event:shaded"));
      expect(s.momentum).toContain(17);
      expect(eventDef(17)!.shaded!.effective(s, "farc")).toBe(false);
      expect(eventDef(17)!.shaded!.effective(fixture(), "farc")).toBe(true);
    });

    it("card 17 (5.4, 3.2.3) shaded: no Sweep in Departments, Cities still allowed", () => {
      let s = play(board(), c("op:sweep"));
      expect(options(s)).toContain("s|bogota");
      expect(options(s)).not.toContain("s|santander");
      refused(s, sp("santander"), "noSweepAssaultInDepts");
      s = play(s, sp("bogota"), done);
      expect(pieces(s, "bogota", "farcA")).toBe(2);
      const plain = play(board({ momentum: [] }), c("op:sweep"));
      expect(options(plain)).toContain("s|santander");
    });

    it("card 17 (5.4, 3.2.4) shaded: no Assault in Departments, Cities and LoCs still allowed", () => {
      const s = play(board(), c("op:assault"));
      expect(options(s)).toContain("s|bogota");
      expect(options(s)).not.toContain("s|santander");
      refused(s, sp("santander"), "noSweepAssaultInDepts");
      const plain = play(board({ momentum: [] }), c("op:assault"));
      expect(options(plain)).toContain("s|santander");
      // a LoC stays open
      const loc = play(board({ pieces: { "bogota-neiva": { troops: 1, farcA: 1 } } }), c("op:assault"));
      expect(options(loc)).toContain("s|bogota-neiva");
      // with only Departments to Assault, the Assault is not offered at all
      const deptOnly = fixture({
        pieces: { santander: { troops: 3, farcA: 1 } },
        resources: { govt: 20 },
        momentum: [17],
      });
      expect(options(deptOnly)).not.toContain("c|op:assault");
    });

    it("card 17 (5.1.2) shaded does not stop an Event's Assault in a Department (card 29 unshaded)", () => {
      let s = fixture({ deck: [29, 2], pieces: { santander: { troops: 2, farcU: 2 } }, momentum: [17] });
      s = play(s, c("event:unshaded")); // the only candidate space is taken at once
      expect(pieces(s, "santander", "farcA") + pieces(s, "santander", "farcU")).toBe(1); // 2 Troops in Mountain: 1
    });
  });
});
