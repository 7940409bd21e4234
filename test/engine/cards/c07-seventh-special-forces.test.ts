// Card 7 7th Special Forces: its Event's tests and its Non-player instruction tests (8.4.4);
// the card itself is in src/engine/events/cards/c07-seventh-special-forces/.

import { describe, expect, it } from "vitest";
import { getDecision } from "../../../src/engine/flow/runtime";
import { c, done, type FixtureSpec, fixture, idx, options, play, sp } from "../fixture";
import { board, eff } from "./helpers";

describe("card 7: Event", () => {
  describe("card 7 7th Special Forces (5.3 Capability; 6.2 Sabotage Phase)", () => {
    const spec: FixtureSpec = {
      eligible: { govt: true, farc: false, auc: false, cartels: false },
      pieces: { "cali-pasto": { cartelsU: 1, police: 1 }, "bogota-neiva": { farcU: 2, troops: 1 } },
      terror: { huila: 2 },
    };

    it("card 7 shaded (5.3, 6.2): recorded, then the next Sabotage Phase also hits a LoC where Guerrillas equal cubes", () => {
      const plain = play(board(7, spec), c("event:unshaded"));
      expect(plain.spaces[idx("cali-pasto")].terror).toBe(0); // 1 Guerrilla = 1 cube: not enough normally
      const s = play(board(7, spec), c("event:shaded"));
      expect(s.capabilities[7]).toBe("shaded");
      expect(s.spaces[idx("cali-pasto")].terror).toBe(1);
      expect(s.spaces[idx("bogota-neiva")].terror).toBe(1); // 2 > 1, as without the card
    });

    it("card 7 shaded (6.2): a LoC with cubes and no Guerrilla is not Sabotaged (at least 1 Guerrilla)", () => {
      const s = play(
        board(7, { ...spec, pieces: { "cali-pasto": { police: 0 }, "cali-ibague": { troops: 1 } } }),
        c("event:shaded"),
      );
      expect(s.spaces[idx("cali-ibague")].terror).toBe(0);
    });

    it("card 7 unshaded (5.3, 6.2): right after Sabotage the Government may clear up to 3 Terror/Sabotage markers", () => {
      let s = play(board(7, spec), c("event:unshaded"));
      expect(s.capabilities[7]).toBe("unshaded");
      expect(getDecision(s).faction).toBe("govt");
      expect(getDecision(s).prompt.key).toBe("prompt.propaganda.clearTerror");
      // the marker Sabotage just placed can go too
      expect(options(s)).toEqual(expect.arrayContaining(["s|huila", "s|bogota-neiva", "d"]));
      s = play(s, sp("bogota-neiva"), sp("huila"), done);
      expect(s.spaces[idx("bogota-neiva")].terror).toBe(0);
      expect(s.spaces[idx("huila")].terror).toBe(1);
    });

    it("card 7 unshaded (6.2): the Government may decline; without the card it is never asked", () => {
      let s = play(board(7, spec), c("event:unshaded"), done);
      expect(s.spaces[idx("huila")].terror).toBe(2);
      expect(s.spaces[idx("bogota-neiva")].terror).toBe(1);
      s = play(board(7, spec), c("event:shaded"));
      expect(getDecision(s).prompt.key).not.toBe("prompt.propaganda.clearTerror");
    });

    it("card 7 (8.1): a side is ineffective only while the marker already shows it", () => {
      expect(eff(7, "unshaded", fixture(), "govt")).toBe(true);
      expect(eff(7, "shaded", fixture(), "farc")).toBe(true);
      expect(eff(7, "unshaded", fixture({ capabilities: { 7: "unshaded" } }), "govt")).toBe(false);
      expect(eff(7, "shaded", fixture({ capabilities: { 7: "shaded" } }), "farc")).toBe(false);
      expect(eff(7, "shaded", fixture({ capabilities: { 7: "unshaded" } }), "farc")).toBe(true);
      expect(eff(7, "unshaded", fixture({ capabilities: { 7: "shaded" } }), "govt")).toBe(true);
    });
  });
});
