// Card 9 High Mountain Battalions: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c09-high-mountain-battalions/.

import { describe, expect, it } from "vitest";
import { c, type FixtureSpec, fixture, options, pieces, play, refused, sp } from "../fixture";
import { cap, recordsAndEffective } from "./helpers";

describe("card 9: Event", () => {
  describe("card 9 High Mountain Battalions (Capability, 3.2.4 Assault in Mountain)", () => {
    recordsAndEffective(9);

    const huila = (troops: number, more: FixtureSpec = {}) =>
      fixture({ pieces: { huila: { troops, police: 2, farcA: 5 } }, resources: { govt: 20 }, ...more });

    it("card 9 (5.3, 3.2.4) unshaded: Assault in Mountain counts as in a City (Troops not halved, Police too)", () => {
      const s = play(huila(2, cap(9, "unshaded")), c("op:assault"), sp("huila"));
      expect(pieces(s, "huila", "farcA")).toBe(1); // 2 Troops + 2 Police
      const plain = play(huila(2), c("op:assault"), sp("huila"));
      expect(pieces(plain, "huila", "farcA")).toBe(4); // 1 per 2 Troops, Police do nothing
    });

    it("card 9 (5.3, 3.2.4) shaded: Assault in Mountain removes 1 piece per 4 Troops", () => {
      const s = play(huila(4, cap(9, "shaded")), c("op:assault"), sp("huila"));
      expect(pieces(s, "huila", "farcA")).toBe(4);
      const plain = play(huila(4), c("op:assault"), sp("huila"));
      expect(pieces(plain, "huila", "farcA")).toBe(3);
      // 3 Troops remove nothing: the space is not offered, and the refusal says why
      const weak = play(
        fixture({
          ...cap(9, "shaded"),
          pieces: { huila: { troops: 3, farcA: 5 }, bogota: { troops: 1, farcA: 1 } },
          resources: { govt: 20 },
        }),
        c("op:assault"),
      );
      expect(options(weak)).not.toContain("s|huila");
      refused(weak, sp("huila"), "assaultNoForces");
    });

    it("card 9 (5.3) changes nothing outside Mountain", () => {
      const s = fixture({
        ...cap(9, "shaded"),
        pieces: { "meta-east": { troops: 2, farcA: 3 } },
        resources: { govt: 20 },
      });
      expect(pieces(play(s, c("op:assault"), sp("meta-east")), "meta-east", "farcA")).toBe(1);
    });
  });
});
