// Card 11 National Defense & Security Council: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c11-national-defense-security-council/.

import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, done, type FixtureSpec, fixture, mv, pieces, play, refused, sp } from "../fixture";
import { cap, recordsAndEffective } from "./helpers";

describe("card 11: Event", () => {
  describe("card 11 National Defense & Security Council (Capability, 3.2.3 Sweep)", () => {
    recordsAndEffective(11);

    it("card 11 (5.3, 3.2.3) unshaded: 1 Police may move into each Sweep space, as Troops do", () => {
      const spec: FixtureSpec = {
        ...cap(11, "unshaded"),
        pieces: { bogota: { troops: 1, police: 3 }, santander: { farcU: 3 }, huila: { aucU: 1 } },
        resources: { govt: 20 },
      };
      let s = play(fixture(spec), c("op:sweep"), sp("santander"), sp("huila"));
      s = play(s, mv("police", "bogota", "santander"));
      refused(s, mv("police", "bogota", "santander"), "sweepOnePolice");
      // the Police that entered Santander moves no more
      refused(s, mv("police", "santander", "huila"), "alreadyMoved");
      s = play(s, mv("police", "bogota", "huila"), mv("troops", "bogota", "santander"), done);
      expect(pieces(s, "santander", "police")).toBe(1);
      expect(pieces(s, "santander", "farcA")).toBe(2); // Troops + Police
      expect(pieces(s, "huila", "aucA")).toBe(1);
      // without the Capability only Troops move
      const plain = play(fixture({ ...spec, capabilities: {} }), c("op:sweep"), sp("santander"));
      refused(plain, mv("police", "bogota", "santander"), "sweepTroopsOnly");
    });

    it("card 11 (5.3, 3.2.3) shaded: the Government picks Troops or Police for the whole Sweep", () => {
      const spec: FixtureSpec = {
        ...cap(11, "shaded"),
        pieces: { santander: { troops: 2, police: 1, farcU: 4 }, huila: { troops: 0, police: 3, aucU: 3 } },
        resources: { govt: 20 },
      };
      let s = play(fixture(spec), c("op:sweep"), sp("santander"), sp("huila"), done);
      expect(getDecision(s).prompt.key).toBe("prompt.card11.via");
      s = play(s, c("via:troops"));
      expect(pieces(s, "santander", "farcA")).toBe(2);
      expect(pieces(s, "huila", "aucA")).toBe(0);
      let p = play(fixture(spec), c("op:sweep"), sp("santander"), sp("huila"), done, c("via:police"));
      expect(pieces(p, "santander", "farcA")).toBe(1);
      expect(pieces(p, "huila", "aucA")).toBe(3);
      // without the Capability all cubes Activate
      p = play(fixture({ ...spec, capabilities: {} }), c("op:sweep"), sp("santander"), sp("huila"), done);
      expect(pieces(p, "santander", "farcA")).toBe(3);
      expect(pieces(p, "huila", "aucA")).toBe(3);
    });

    it("card 11 (5.3) shaded: no question when Troops and Police would Activate alike", () => {
      const s = play(
        fixture({
          ...cap(11, "shaded"),
          pieces: { santander: { troops: 2, police: 3, farcU: 2 } },
          resources: { govt: 20 },
        }),
        c("op:sweep"),
        sp("santander"),
        done,
      );
      expect(getDecision(s).prompt.key).not.toBe("prompt.card11.via");
      expect(pieces(s, "santander", "farcA")).toBe(2);
    });
  });
});
