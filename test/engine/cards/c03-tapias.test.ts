// Card 3 Tapias: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c03-tapias/.

import { describe, expect, it } from "vitest";
import { c, done, type FixtureSpec, fixture, mv, options, pieces, play, refused, sp } from "../fixture";
import { midCard } from "../sop/helpers";
import { cap, recordsAndEffective } from "./helpers";

describe("card 3: Event", () => {
  describe("card 3 Tapias (Capability, 3.2.4 Assault)", () => {
    recordsAndEffective(3);

    const spec = (more: FixtureSpec = {}): FixtureSpec => ({
      pieces: { bogota: { troops: 1, farcA: 1 }, cali: { troops: 1, aucA: 1 } },
      resources: { govt: 2 },
      ...more,
    });

    it("card 3 (5.3, 3.2.4) unshaded: each Assault space costs 1 Resource", () => {
      const s = play(fixture(spec(cap(3, "unshaded"))), c("op:assault"), sp("bogota"), sp("cali"));
      expect(s.resources.govt).toBe(0);
      expect(pieces(s, "bogota", "farcA")).toBe(0);
      expect(pieces(s, "cali", "aucA")).toBe(0);
      expect(options(fixture(spec()))).not.toContain("c|op:assault");
    });

    it("card 3 (5.3) unshaded changes only Assault: Patrol still costs 3 in all (3.2.2)", () => {
      const s = play(
        fixture({ ...cap(3, "unshaded"), pieces: { bogota: { troops: 1 } }, resources: { govt: 4 } }),
        c("op:patrol"),
      );
      expect(s.resources.govt).toBe(1);
    });

    it("card 3 (5.3, 3.2.4) shaded: an Assault selects only 1 space per card", () => {
      const s = play(
        fixture(spec({ ...cap(3, "shaded"), resources: { govt: 20 } })),
        c("op:assault"),
        sp("bogota"),
      );
      expect(pieces(s, "bogota", "farcA")).toBe(0);
      expect(s.card.assaultSpaces).toBe(1);
      // the Assault has nothing more to select: it ends (the SA step follows)
      expect(options(s)).not.toContain("s|cali");
      const plain = play(fixture(spec({ resources: { govt: 20 } })), c("op:assault"), sp("bogota"));
      expect(options(plain)).toContain("s|cali");
    });

    it("card 3 (5.3) shaded: a used Assault space bars Assault for the rest of the card, refusal cites it", () => {
      const board = spec({ ...cap(3, "shaded"), resources: { govt: 20 }, deck: [19, 2, 3] });
      const used = midCard(board, { acted: { farc: "opsa" }, executed: ["farc"], assaultSpaces: 1 });
      expect(options(used)).not.toContain("c|limop:assault");
      const fresh = midCard(board, { acted: { farc: "opsa" }, executed: ["farc"] });
      expect(options(fresh)).toContain("c|limop:assault");
      // a Patrol's free Assault is part of the Patrol, not an Assault Operation: it does not count
      let p = play(
        fixture({ ...cap(3, "shaded"), pieces: { bogota: { troops: 2 }, "bogota-neiva": { farcA: 1 } } }),
      );
      p = play(p, c("op:patrol"), mv("troops", "bogota", "bogota-neiva"), done, sp("bogota-neiva"));
      expect(pieces(p, "bogota-neiva", "farcA")).toBe(0);
      expect(p.card.assaultSpaces).toBeUndefined();
    });

    it("card 3 (5.3) shaded: selecting a second Assault space is refused with the card's reason", () => {
      const s0 = fixture({
        ...cap(3, "shaded"),
        pieces: {
          bogota: { troops: 1, farcA: 1 },
          cali: { troops: 1, aucA: 1 },
          medellin: { troops: 1, farcA: 1 },
        },
        resources: { govt: 20 },
      });
      const s = play(s0, c("op:assault"), sp("bogota"));
      refused(s, sp("cali"), "oneSpacePerCard");
    });
  });
});
