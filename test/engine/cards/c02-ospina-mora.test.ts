// Card 2 Ospina & Mora: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c02-ospina-mora/.

import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, done, type FixtureSpec, fixture, mv, options, pieces, play, refused, sp } from "../fixture";
import { midCard } from "../sop/helpers";
import { cap, recordsAndEffective } from "./helpers";

describe("card 2: Event", () => {
  describe("card 2 Ospina & Mora (Capability, 3.2.3 Sweep)", () => {
    recordsAndEffective(2);

    const spec = (more: FixtureSpec = {}): FixtureSpec => ({
      pieces: { bogota: { troops: 2 }, santander: { farcU: 1 }, huila: { farcU: 1 } },
      resources: { govt: 2 },
      ...more,
    });

    it("card 2 (5.3, 3.2.3) unshaded: each Sweep space costs 1 Resource", () => {
      let s = play(fixture(spec(cap(2, "unshaded"))), c("op:sweep"), sp("santander"), sp("huila"));
      expect(s.resources.govt).toBe(0);
      expect(getDecision(s).prompt.key).toBe("prompt.card2.sweepSelect");
      s = play(s, mv("troops", "bogota", "santander"), done);
      expect(pieces(s, "santander", "farcA")).toBe(1);
      expect(pieces(s, "huila", "farcA")).toBe(0); // no cube there
      // without the Capability, 2 Resources pay for no Sweep space at all (3 each)
      expect(options(fixture(spec()))).not.toContain("c|op:sweep");
    });

    it("card 2 (5.3) unshaded changes only Sweep: Train still costs 3 per space (3.2.1)", () => {
      const s = play(
        fixture(spec({ ...cap(2, "unshaded"), resources: { govt: 5 } })),
        c("op:train"),
        sp("bogota"),
      );
      expect(s.resources.govt).toBe(2);
      expect(options(s)).not.toContain("s|cali");
    });

    it("card 2 (5.3, 3.2.3) shaded: a Sweep selects only 1 space per card", () => {
      let s = play(
        fixture(spec({ ...cap(2, "shaded"), resources: { govt: 20 } })),
        c("op:sweep"),
        sp("santander"),
      );
      refused(s, sp("huila"), "oneSpacePerCard");
      expect(options(s)).not.toContain("s|huila");
      expect(s.card.sweepSpaces).toBe(1);
      s = play(s, mv("troops", "bogota", "santander"), done);
      expect(pieces(s, "santander", "farcA")).toBe(1);
      // without it, a second space may be selected
      const plain = play(fixture(spec({ resources: { govt: 20 } })), c("op:sweep"), sp("santander"));
      expect(options(plain)).toContain("s|huila");
    });

    it("card 2 (5.3) shaded: once a Sweep space was used this card, no further Sweep this card", () => {
      const board = spec({ ...cap(2, "shaded"), resources: { govt: 20 }, deck: [19, 2, 3] });
      const used = midCard(board, { acted: { farc: "opsa" }, executed: ["farc"], sweepSpaces: 1 });
      expect(getDecision(used).faction).toBe("govt");
      expect(options(used)).not.toContain("c|limop:sweep");
      expect(options(used)).toContain("c|limop:train");
      const fresh = midCard(board, { acted: { farc: "opsa" }, executed: ["farc"] });
      expect(options(fresh)).toContain("c|limop:sweep");
    });

    it("card 2 (5.3) shaded: the count starts afresh on the next card", () => {
      let s = fixture(spec({ ...cap(2, "shaded"), resources: { govt: 20 }, deck: [1, 5, 6] }));
      s = play(s, c("op:sweep"), sp("santander"), done, done); // no Special Activity
      expect(s.card.sweepSpaces).toBe(1);
      while (s.current === 1) s = play(s, c("pass")); // FARC, AUC, Cartels pass
      expect(s.current).toBe(5);
      expect(s.card.sweepSpaces).toBeUndefined();
    });
  });
});
